// The figures beside a line (DOCUMENTS.md 6.2, "stats panel"): the customer's, as its order
// sent them (stock on hand, AMC, months of stock, the target months and the suggested quantity),
// and this store's own (stock on hand, stock on order, incoming, other customers' requests).
import { Fragment, type ReactNode } from 'react';
import Box from '@mui/material/Box';
import Typography from '@mui/material/Typography';
import { useDocumentsTranslation, type DocumentsKey } from '../../../core/app-i18n/documents';
import { useFormat } from '../../../core/i18n';
import type { LineRow } from './lineColumns';

function Figures(props: {
  title: string;
  testId: string;
  rows: readonly { label: DocumentsKey; value: ReactNode }[];
}) {
  const { t } = useDocumentsTranslation();
  return (
    <Box component="section" aria-label={props.title} data-testid={props.testId}>
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {props.title}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, rowGap: 0.5, m: 0 }}
      >
        {props.rows.map(({ label, value }) => (
          <Fragment key={label}>
            <Typography component="dt" variant="body2" color="text.secondary">
              {t(label)}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ m: 0, textAlign: 'end' }}>
              {value}
            </Typography>
          </Fragment>
        ))}
      </Box>
    </Box>
  );
}

export function lineStats(maxMonthsOfStock: number) {
  return function LineStats({ row }: { row: LineRow }) {
    const { t } = useDocumentsTranslation();
    const format = useFormat();
    // Units and months to two decimals at most (an AMC is a mean: 2,666.67, not 2,666.666...).
    const units = (value: number | undefined) =>
      value === undefined ? '' : format.number(value, { maximumFractionDigits: 2 });
    const store = row.supplierFigures;
    return (
      <Box
        sx={{
          display: 'grid',
          gap: 3,
          gridTemplateColumns: { xs: '1fr', sm: 'repeat(2, minmax(260px, 360px))' },
          padding: 1.5,
        }}
      >
        <Figures
          title={t('customer-requisition.stats.customer')}
          testId="stats-customer"
          rows={[
            {
              label: 'customer-requisition.stats.stock-on-hand',
              value: units(row.availableStockOnHand),
            },
            {
              label: 'customer-requisition.stats.amc',
              value: units(row.averageMonthlyConsumption),
            },
            {
              label: 'customer-requisition.stats.months-of-stock',
              value:
                row.monthsOfStock === null
                  ? t('customer-requisition.stats.no-amc')
                  : units(row.monthsOfStock),
            },
            {
              label: 'customer-requisition.stats.max-months',
              value: format.number(maxMonthsOfStock),
            },
            { label: 'customer-requisition.stats.suggested', value: units(row.suggestedQuantity) },
          ]}
        />
        <Figures
          title={t('customer-requisition.stats.this-store')}
          testId="stats-store"
          rows={[
            { label: 'customer-requisition.stats.stock-on-hand', value: units(store?.stockOnHand) },
            {
              label: 'customer-requisition.stats.available',
              value: units(store?.availableStockOnHand),
            },
            {
              label: 'customer-requisition.stats.stock-on-order',
              value: units(store?.stockOnOrder),
            },
            { label: 'customer-requisition.stats.incoming', value: units(store?.incomingStock) },
            {
              label: 'customer-requisition.stats.other-requested',
              value: units(store?.otherRequested),
            },
          ]}
        />
      </Box>
    );
  };
}
