import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useFormat } from '../../../core/i18n';
import { StatCard } from '../../../ui/StatCard';
import type { ItemDetailView_ItemQuery } from '../../../gql/graphql';

type Stats = Extract<
  NonNullable<ItemDetailView_ItemQuery['item']>,
  { __typename: 'ItemNode' }
>['stats'];

function Figure(props: {
  label: string;
  value: string | number | null;
  inputs: string;
  alert?: boolean;
  testId: string;
}) {
  return (
    <Box data-testid={props.testId}>
      <StatCard label={props.label} value={props.value} alertFlag={props.alert ?? false} />
      <Typography variant="caption" color="text.secondary" component="p" sx={{ marginTop: 0.5 }}>
        {props.inputs}
      </Typography>
    </Box>
  );
}

/** The item's figures in this store, each with the inputs it was computed from. */
export function ItemStatistics({ stats, unit }: { stats: Stats; unit: string }) {
  const { t } = useInventoryTranslation();
  const format = useFormat();
  const number = (value: number) => format.number(value, { maximumFractionDigits: 2 });
  const inUnits = (label: string) => `${label} (${unit})`;
  return (
    <Box
      data-testid="item-statistics"
      sx={{ display: 'grid', gap: 2, gridTemplateColumns: 'repeat(auto-fill, minmax(220px, 1fr))' }}
    >
      <Figure
        testId="stat-soh"
        label={inUnits(t('stats.stock-on-hand'))}
        value={number(stats.stockOnHand)}
        inputs={
          stats.unusableStockOnHand > 0
            ? t('stats.stock-on-hand-unusable', { units: number(stats.unusableStockOnHand) })
            : t('stats.stock-on-hand-inputs')
        }
        alert={stats.unusableStockOnHand > 0}
      />
      <Figure
        testId="stat-available"
        label={inUnits(t('stats.available'))}
        value={number(stats.availableStockOnHand)}
        inputs={t('stats.available-inputs')}
      />
      <Figure
        testId="stat-amc"
        label={inUnits(t('stats.amc'))}
        value={number(stats.averageMonthlyConsumption)}
        inputs={t('stats.amc-inputs', {
          consumed: number(stats.consumedUnits),
          months: number(stats.lookBackMonths),
        })}
      />
      <Figure
        testId="stat-mos"
        label={t('stats.months-of-stock')}
        value={
          stats.monthsOfStock === null || stats.monthsOfStock === undefined
            ? null
            : number(stats.monthsOfStock)
        }
        inputs={
          stats.monthsOfStock === null || stats.monthsOfStock === undefined
            ? t('stats.months-of-stock-none')
            : t('stats.months-of-stock-inputs', {
                stock: number(stats.stockOnHand - stats.unusableStockOnHand),
                amc: number(stats.averageMonthlyConsumption),
              })
        }
      />
      <Figure
        testId="stat-status"
        label={t('stats.stock-status')}
        value={t(`status.${stats.stockStatus}`)}
        alert={stats.stockStatus === 'OUT_OF_STOCK' || stats.stockStatus === 'UNDERSTOCKED'}
        inputs={t('stats.stock-status-inputs', {
          min: number(stats.minMonths),
          max: number(stats.maxMonths),
        })}
      />
      <Figure
        testId="stat-expiring"
        label={t('stats.expiring-lots')}
        value={number(stats.expiringLots)}
        alert={stats.expiringLots > 0}
        inputs={t('stats.expiring-lots-inputs', {
          units: number(stats.expiringUnits),
          expired: number(stats.expiredUnits),
        })}
      />
    </Box>
  );
}
