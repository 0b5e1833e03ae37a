// Pure cell renderers: no hooks, so a table of thousands of cells formats cheaply.
import type { ReactNode } from 'react';
import Box from '@mui/material/Box';
import { getSmallestCurrencyUnit, hasHiddenCurrencyDecimals, isAlmostExpired } from '@dawa/domain';
import { formatDate, toDate } from '../../../core/i18n';
import type { CellFormatter } from './cellFormatter';
import { ValueTooltip } from './ValueTooltip';

/**
 * Money: the currency's decimals, an ellipsis when more are hidden, "less than 0.01" for tiny
 * amounts, and the full value (up to 10 decimals) in a tooltip.
 */
export function renderCurrency(
  value: unknown,
  currencyCode: string | undefined,
  { format, t }: CellFormatter,
): ReactNode {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  const options = currencyCode ? { currencyCode } : {};
  const smallest = getSmallestCurrencyUnit(currencyCode);
  if (value !== 0 && Math.abs(value) < smallest) {
    const text = t('label.less-than', { value: format.currency(smallest, options) });
    return <ValueTooltip title={format.currencyFull(value, currencyCode)}>{text}</ValueTooltip>;
  }
  if (hasHiddenCurrencyDecimals(value, currencyCode)) {
    const text = `${format.currency(value, options)}…`;
    return <ValueTooltip title={format.currencyFull(value, currencyCode)}>{text}</ValueTooltip>;
  }
  return format.currency(value, options);
}

/** Integers grouped; reals to `decimals` places with the rest in a tooltip. */
export function renderNumber(
  value: unknown,
  integer: boolean,
  { format }: CellFormatter,
  decimals = 2,
): ReactNode {
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  if (integer) return format.integer(value);
  const shown = format.number(value, { maximumFractionDigits: decimals });
  const full = format.number(value);
  if (shown === full) return shown;
  return <ValueTooltip title={full}>{`${shown}…`}</ValueTooltip>;
}

/** dd/MM/yyyy, in red when flagged and within the almost-expired threshold. */
export function renderDate(
  value: unknown,
  highlightAlmostExpired: boolean,
  today?: Date,
): ReactNode {
  const date = value instanceof Date || typeof value === 'string' ? toDate(value) : undefined;
  if (!date) return null;
  if (highlightAlmostExpired && isAlmostExpired(date, today)) {
    return (
      <Box
        component="span"
        data-almost-expired="true"
        sx={{ color: 'error.main', fontWeight: 600 }}
      >
        {formatDate(date)}
      </Box>
    );
  }
  return formatDate(date);
}
