// Currency display rules (spec 001 section 9, "Units and display").

/** Currencies shown without decimals. */
export const ZERO_DECIMAL_CURRENCIES: readonly string[] = ['DJF', 'XOF', 'XAF'];

/** Used when a store has no home currency: shown with the $ symbol. */
export const DEFAULT_CURRENCY_CODE = 'USD';

/** Largest number of decimals a currency tooltip reveals. */
export const CURRENCY_FULL_PRECISION = 10;

/** Two decimals, or none for DJF, XOF and XAF. */
export function getCurrencyDecimals(currencyCode: string | undefined): number {
  return currencyCode && ZERO_DECIMAL_CURRENCIES.includes(currencyCode.toUpperCase()) ? 0 : 2;
}

/** The smallest amount a currency shows; a non-zero value below it reads "less than" it. */
export function getSmallestCurrencyUnit(currencyCode: string | undefined): number {
  return 10 ** -getCurrencyDecimals(currencyCode);
}

/** True when the value has more decimals than the currency shows (the table adds an ellipsis). */
export function hasHiddenCurrencyDecimals(
  value: number,
  currencyCode: string | undefined,
): boolean {
  const decimals = getCurrencyDecimals(currencyCode);
  const shown = Number(value.toFixed(decimals));
  const full = Number(value.toFixed(CURRENCY_FULL_PRECISION));
  return shown !== full;
}
