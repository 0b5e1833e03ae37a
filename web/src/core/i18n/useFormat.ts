import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from './i18n';
import {
  formatCurrency,
  formatCurrencyFull,
  formatDate,
  formatInteger,
  formatNumber,
  type CurrencyFormatOptions,
  type DateInput,
} from './format';

/** The formatters bound to the active language; components re-render when it changes. */
export function useFormat() {
  const { i18n } = useTranslation();
  const language = getCurrentLanguage(i18n);
  return useMemo(
    () => ({
      language,
      number: (value: number, options?: Intl.NumberFormatOptions) =>
        formatNumber(value, language, options),
      integer: (value: number) => formatInteger(value, language),
      currency: (value: number, options?: CurrencyFormatOptions) =>
        formatCurrency(value, language, options),
      currencyFull: (value: number, currencyCode?: string) =>
        formatCurrencyFull(value, language, currencyCode),
      date: (value: DateInput, pattern?: string) => formatDate(value, pattern),
    }),
    [language],
  );
}
