// The suggested quantity with its working (decision 7, docs/decisions/0031): the number, and
// beside it a button that opens the formula with this line's inputs and the step that decided.
// The working is the domain's (the function the server computed the number with), worked out
// from the line's snapshot and the order's months when it is opened: a 1,500-line order does not
// carry 1,500 workings nobody opens. Figures show with at most 2 decimals (an AMC of
// 2,666.666... reads 2,666.67).
import { useId, useState } from 'react';
import { suggestedQuantityWorking, type SuggestedQuantityWorking } from '@dawa/domain';
import Box from '@mui/material/Box';
import IconButton from '@mui/material/IconButton';
import Popover from '@mui/material/Popover';
import Typography from '@mui/material/Typography';
import { documentsT, type DocumentsT } from '../../../core/app-i18n/documents';
import type { useFormat } from '../../../core/i18n';
import type { CellProps } from '../../../ui/DataTable';
import { InfoIcon } from '../../../ui/icons';
import type { InternalOrderLine } from '../api/useInternalOrders';

type Working = SuggestedQuantityWorking;
const TWO_DECIMALS = { maximumFractionDigits: 2 };
type Format = ReturnType<typeof useFormat>;

/** The step that decided the quantity, in words, with the numbers it used. */
export function workingStep(t: DocumentsT, format: Format, w: Working): string {
  const n = (value: number) => format.number(value, TWO_DECIMALS);
  switch (w.rule) {
    case 'NO_CONSUMPTION':
      return t('internal-order.working.NO_CONSUMPTION');
    case 'NO_TARGET':
      return t('internal-order.working.NO_TARGET');
    case 'ABOVE_THRESHOLD':
      return t('internal-order.working.ABOVE_THRESHOLD', {
        months: n(w.monthsOfStock ?? 0),
        threshold: n(w.thresholdMonths),
      });
    case 'ORDER_UP_TO_TARGET':
      return t('internal-order.working.ORDER_UP_TO_TARGET', {
        months: n(w.monthsOfStock ?? 0),
        threshold: n(w.thresholdMonths),
      });
  }
}

/** The arithmetic of an order up to the target, read left to right in every language. */
export function workingSum(format: Format, w: Working): string {
  const n = (value: number) => format.number(value, TWO_DECIMALS);
  return `round(${n(w.inputs.maxMonths)} × ${n(w.inputs.amc)} − ${n(
    Math.max(w.inputs.stockOnHand, 0),
  )}) = round(${n(w.shortfall)}) = ${n(w.quantity)}`;
}

export function SuggestedWorking({ working, format }: { working: Working; format: Format }) {
  const t = documentsT;
  const n = (value: number) => format.number(value, TWO_DECIMALS);
  const facts: [string, string][] = [
    [t('internal-order.amc'), n(working.inputs.amc)],
    [t('internal-order.stock-on-hand'), n(working.inputs.stockOnHand)],
    [
      t('internal-order.months-of-stock'),
      working.monthsOfStock === null ? '—' : n(working.monthsOfStock),
    ],
    [t('internal-order.min-months'), n(working.inputs.minMonths)],
    [t('internal-order.max-months'), n(working.inputs.maxMonths)],
    [t('internal-order.threshold'), n(working.thresholdMonths)],
    [t('internal-order.target'), n(working.targetQuantity)],
  ];
  return (
    <Box sx={{ padding: 2, maxWidth: 400 }} data-testid="suggested-working">
      <Typography variant="subtitle2" component="h3" gutterBottom>
        {t('internal-order.working-title', { quantity: n(working.quantity) })}
      </Typography>
      <Typography variant="body2" color="text.secondary" gutterBottom>
        {t('internal-order.formula')}
      </Typography>
      <Box
        component="dl"
        sx={{ display: 'grid', gridTemplateColumns: 'auto auto', columnGap: 2, margin: 0 }}
      >
        {facts.map(([label, value]) => (
          <Box key={label} sx={{ display: 'contents' }}>
            <Typography component="dt" variant="body2">
              {label}
            </Typography>
            <Typography component="dd" variant="body2" sx={{ margin: 0 }} dir="ltr">
              {value}
            </Typography>
          </Box>
        ))}
      </Box>
      <Typography variant="body2" sx={{ marginTop: 1 }} data-testid="suggested-step">
        {workingStep(t, format, working)}
      </Typography>
      {working.rule === 'ORDER_UP_TO_TARGET' ? (
        <Typography variant="body2" fontFamily="monospace" dir="ltr" data-testid="suggested-sum">
          {workingSum(format, working)}
        </Typography>
      ) : null}
    </Box>
  );
}

/** A line as the working needs it: its snapshot and its order's months. */
export interface WorkingLine extends InternalOrderLine {
  minMonthsOfStock: number;
  maxMonthsOfStock: number;
}

/** How the line's suggested quantity was worked out (the domain's formula, as the server's). */
export const workingOf = (line: WorkingLine): Working =>
  suggestedQuantityWorking({
    amc: line.averageMonthlyConsumption,
    stockOnHand: line.availableStockOnHand,
    minMonths: line.minMonthsOfStock,
    maxMonths: line.maxMonthsOfStock,
  });

/** The suggested number with the button that opens its working. */
export function SuggestedQuantityCell<T extends WorkingLine>(props: CellProps<T>) {
  const { row } = props;
  const { format } = props.formatter;
  const [anchor, setAnchor] = useState<HTMLElement | null>(null);
  const popoverId = useId();
  const working = anchor ? workingOf(row) : null;
  return (
    <Box
      sx={{ display: 'flex', alignItems: 'center', justifyContent: 'flex-end', gap: 0.5 }}
      data-testid="suggested-cell"
    >
      <span dir="ltr">{format.number(row.suggestedQuantity)}</span>
      <IconButton
        size="small"
        aria-label={documentsT('internal-order.show-working', { item: row.itemName })}
        aria-haspopup="dialog"
        aria-controls={anchor ? popoverId : undefined}
        onClick={(event) => {
          event.stopPropagation();
          setAnchor(event.currentTarget);
        }}
      >
        <InfoIcon fontSize="inherit" />
      </IconButton>
      <Popover
        id={popoverId}
        open={working !== null}
        anchorEl={anchor}
        onClose={() => setAnchor(null)}
        anchorOrigin={{ vertical: 'bottom', horizontal: 'right' }}
        transformOrigin={{ vertical: 'top', horizontal: 'right' }}
        slotProps={{
          paper: {
            role: 'dialog',
            'aria-label': documentsT('internal-order.working-title', {
              quantity: format.number(working?.quantity ?? row.suggestedQuantity),
            }),
          },
        }}
      >
        {working ? <SuggestedWorking working={working} format={format} /> : null}
      </Popover>
    </Box>
  );
}
