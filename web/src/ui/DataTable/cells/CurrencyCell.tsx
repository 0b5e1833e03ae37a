import { useCellFormatterValue } from './cellFormatter';
import { renderCurrency } from './renderers';

export interface CurrencyCellProps {
  value: unknown;
  currencyCode?: string;
}

/** Money as a table shows it, for use outside a DataTable (tables format it themselves). */
export function CurrencyCell({ value, currencyCode }: CurrencyCellProps) {
  return <>{renderCurrency(value, currencyCode, useCellFormatterValue())}</>;
}
