import { useMemo } from 'react';
import { useTranslation } from 'react-i18next';
import { getCurrentLanguage } from './i18n';
import {
  ageOf,
  formatCurrency,
  formatCurrencyFull,
  formatDate,
  formatDuration,
  formatInteger,
  formatNumber,
  formatTax,
  type CurrencyFormatOptions,
  type DateInput,
} from './format';

/** The formatters bound to the active language; components re-render when it changes. */
export function useFormat() {
  const { i18n, t } = useTranslation();
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
      /** A tax rate in percent, to two decimals. */
      tax: (percent: number) => formatTax(percent, language),
      /** Items joined as the language lists them ("a, b and c"; "a، b وc"). */
      list: (items: readonly string[]) =>
        new Intl.ListFormat(language, { style: 'long', type: 'conjunction' }).format(items),
      /** Seconds as HH:mm:ss. */
      duration: (seconds: number) => formatDuration(seconds),
      /** "34 years", or "5 months 12 days" below one year; '' for an unknown or future date. */
      age: (dateOfBirth: DateInput, today?: Date) => {
        const age = ageOf(dateOfBirth, today);
        if (!age) return '';
        if ('years' in age) return t('label.age-years', { count: age.years });
        return t('label.age-months-days', {
          months: t('label.age-months', { count: age.months }),
          days: t('label.age-days', { count: age.days }),
        });
      },
    }),
    [language, t],
  );
}
