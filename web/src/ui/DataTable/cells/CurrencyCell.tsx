import Tooltip from '@mui/material/Tooltip';
import { useTranslation } from 'react-i18next';
import { getSmallestCurrencyUnit, hasHiddenCurrencyDecimals } from '@dawa/domain';
import { useFormat } from '../../../core/i18n';

export interface CurrencyCellProps {
  value: unknown;
  currencyCode?: string;
}

/**
 * Money in a table: the currency's decimals, an ellipsis when more are hidden, "less than 0.01"
 * for tiny amounts, and the full value (up to 10 decimals) in a tooltip.
 */
export function CurrencyCell({ value, currencyCode }: CurrencyCellProps) {
  const { t } = useTranslation();
  const format = useFormat();
  if (typeof value !== 'number' || Number.isNaN(value)) return null;
  const options = currencyCode ? { currencyCode } : {};
  const smallest = getSmallestCurrencyUnit(currencyCode);
  const full = format.currencyFull(value, currencyCode);
  let text: string;
  if (value !== 0 && Math.abs(value) < smallest) {
    text = t('label.less-than', { value: format.currency(smallest, options) });
  } else if (hasHiddenCurrencyDecimals(value, currencyCode)) {
    text = `${format.currency(value, options)}…`;
  } else {
    return <span>{format.currency(value, options)}</span>;
  }
  return (
    <Tooltip title={full}>
      <span>{text}</span>
    </Tooltip>
  );
}
