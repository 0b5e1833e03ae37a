import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Chip from '@mui/material/Chip';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useAppTranslation } from '../../core/app-i18n';
import { useMe, useSession } from '../../core/session';
import { StatCard } from '../../ui/StatCard';

/** The user's situation: current store, how many stores and permissions; figures from `me`. */
export default function DashboardPage() {
  const { t } = useAppTranslation();
  const session = useSession();
  const me = useMe();
  const stores = me.data?.stores.nodes.filter((store) => !store.isDisabled) ?? [];
  const current = stores.find((store) => store.id === session?.store?.id);
  const name =
    [session?.user?.firstName, session?.user?.lastName].filter(Boolean).join(' ') ||
    session?.user?.name;

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
        <StatCard label={t('dashboard.current-store')} value={session?.store?.name ?? null} />
        <StatCard label={t('dashboard.store-code')} value={session?.store?.code ?? null} />
        <StatCard
          label={t('dashboard.store-mode')}
          value={
            current
              ? t(
                  current.storeMode === 'DISPENSARY'
                    ? 'dashboard.mode-DISPENSARY'
                    : 'dashboard.mode-STORE',
                )
              : null
          }
          isLoading={me.isPending}
        />
        <StatCard
          label={t('dashboard.stores-count')}
          value={me.data ? stores.length : null}
          isLoading={me.isPending}
        />
        <StatCard
          label={t('dashboard.permissions-count')}
          value={session?.user?.permissions.length ?? null}
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
