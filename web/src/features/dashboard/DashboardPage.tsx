import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useNavigate } from 'react-router';
import { useAppTranslation } from '../../core/app-i18n';
import { useMe, usePermission, useSession } from '../../core/session';
import { StatCard } from '../../ui/StatCard';
import { useBatchExpiry, useItemStatusCounts } from './api/useDashboard';

const dayBefore = (day: string): string =>
  new Date(Date.parse(`${day}T00:00:00Z`) - 86_400_000).toISOString().slice(0, 10);

/** Stock at a glance (spec 000 and 001 section 9): expired and expiring batches, items out of
 * stock, under- and overstocked; each card opens the list filtered to what it counts. */
export default function DashboardPage() {
  const { t } = useAppTranslation();
  const navigate = useNavigate();
  const session = useSession();
  const me = useMe();
  const canSeeStock = usePermission('STOCK_LINE_QUERY');
  const batches = useBatchExpiry(canSeeStock);
  const items = useItemStatusCounts();
  const stores = me.data?.stores.nodes.filter((store) => !store.isDisabled) ?? [];
  const name =
    [session?.user?.firstName, session?.user?.lastName].filter(Boolean).join(' ') ||
    session?.user?.name;
  const open = (link: string) => void navigate(link);
  const batchError = !canSeeStock ? 'no-permission' : batches.isError ? 'no-data' : undefined;
  const itemError = items.isError ? 'no-data' : undefined;
  const summary = batches.data;
  const counts = items.data;

  return (
    <Stack spacing={3} sx={{ padding: { xs: 2, md: 3 } }}>
      <Typography variant="h5" component="h1">
        {t('dashboard.welcome', { name })}
      </Typography>
      {me.isError ? <Alert severity="error">{me.error.message}</Alert> : null}
      <Box
        data-testid="dashboard-cards"
        sx={{
          display: 'grid',
          gap: 2,
          gridTemplateColumns: 'repeat(auto-fill, minmax(200px, 1fr))',
        }}
      >
        <StatCard
          label={t('dashboard.expired-batches')}
          value={summary?.expiredBatches ?? null}
          alertFlag={(summary?.expiredBatches ?? 0) > 0}
          {...(summary ? { link: `/inventory/stock?expiryDate=_${dayBefore(summary.today)}` } : {})}
          onLinkClick={open}
          isLoading={canSeeStock && batches.isPending}
          {...(batchError ? { error: batchError } : {})}
        />
        <StatCard
          label={t('dashboard.expiring-batches', { days: summary?.expiringWithinDays ?? 30 })}
          value={summary?.expiringBatches ?? null}
          alertFlag={(summary?.expiringBatches ?? 0) > 0}
          {...(summary
            ? { link: `/inventory/stock?expiryDate=${summary.today}_${summary.expiringUntil}` }
            : {})}
          onLinkClick={open}
          isLoading={canSeeStock && batches.isPending}
          {...(batchError ? { error: batchError } : {})}
        />
        <StatCard
          label={t('dashboard.items-out-of-stock')}
          value={counts?.outOfStock ?? null}
          alertFlag={(counts?.outOfStock ?? 0) > 0}
          link="/inventory/items?stockStatus=OUT_OF_STOCK"
          onLinkClick={open}
          isLoading={items.isPending}
          {...(itemError ? { error: itemError } : {})}
        />
        <StatCard
          label={t('dashboard.items-understocked')}
          value={counts?.understocked ?? null}
          alertFlag={(counts?.understocked ?? 0) > 0}
          link="/inventory/items?stockStatus=UNDERSTOCKED"
          onLinkClick={open}
          isLoading={items.isPending}
          {...(itemError ? { error: itemError } : {})}
        />
        <StatCard
          label={t('dashboard.items-overstocked')}
          value={counts?.overstocked ?? null}
          link="/inventory/items?stockStatus=OVERSTOCKED"
          onLinkClick={open}
          isLoading={items.isPending}
          {...(itemError ? { error: itemError } : {})}
        />
      </Box>
      {stores.length > 0 ? (
        <Box>
          <Typography variant="subtitle1" component="h2" gutterBottom>
            {t('dashboard.your-stores')}
          </Typography>
          <Stack direction="row" spacing={1} useFlexGap flexWrap="wrap">
            {stores.map((store) => (
              <Chip
                key={store.id}
                label={`${store.code} · ${store.name}`}
                color={store.id === session?.store?.id ? 'primary' : 'default'}
                variant={store.id === session?.store?.id ? 'filled' : 'outlined'}
              />
            ))}
          </Stack>
        </Box>
      ) : null}
    </Stack>
  );
}
