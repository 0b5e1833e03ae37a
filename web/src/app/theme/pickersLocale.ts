import type { Locale } from 'date-fns';
import { ar } from 'date-fns/locale/ar';
import { enGB } from 'date-fns/locale/en-GB';
import { es } from 'date-fns/locale/es';
import { fr } from 'date-fns/locale/fr';
import { pt } from 'date-fns/locale/pt';
import { ru } from 'date-fns/locale/ru';
import { enUS, esES, frFR, ptPT, ruRU, type PickersLocaleText } from '@mui/x-date-pickers/locales';
import type { TFunction } from 'i18next';

const DATE_FNS_LOCALES: Record<string, Locale> = {
  ar,
  en: enGB,
  es,
  fr,
  'fr-DJ': fr,
  pt,
  ru,
  tet: enGB,
};

export function getDateFnsLocale(language: string): Locale {
  return DATE_FNS_LOCALES[language] ?? enGB;
}

type PickersLocalization = typeof enUS;

const PICKERS_LOCALES: Record<string, PickersLocalization> = {
  en: enUS,
  es: esES,
  fr: frFR,
  'fr-DJ': frFR,
  pt: ptPT,
  ru: ruRU,
};

/**
 * The pickers' texts: MUI's own translation where it has one, with the words people see most
 * (buttons, placeholders, labels) taken from our dictionaries so Arabic is covered too.
 */
export function getPickersLocaleText(language: string, t: TFunction): Partial<PickersLocaleText> {
  const base = (PICKERS_LOCALES[language] ?? enUS).components.MuiLocalizationProvider.defaultProps
    .localeText;
  return {
    ...base,
    previousMonth: t('picker.previous-month'),
    nextMonth: t('picker.next-month'),
    openPreviousView: t('picker.open-previous-view'),
    openNextView: t('picker.open-next-view'),
    calendarViewSwitchingButtonAriaLabel: (view) =>
      view === 'year' ? t('picker.year-view-open') : t('picker.calendar-view-open'),
    cancelButtonLabel: t('button.cancel'),
    clearButtonLabel: t('button.clear'),
    okButtonLabel: t('button.ok'),
    todayButtonLabel: t('picker.today'),
    datePickerToolbarTitle: t('picker.select-date'),
    openDatePickerDialogue: (formattedDate) =>
      formattedDate
        ? t('picker.choose-date-selected', { date: formattedDate })
        : t('picker.choose-date'),
    fieldClearLabel: t('button.clear'),
    fieldYearPlaceholder: () => t('picker.year-placeholder'),
    fieldMonthPlaceholder: () => t('picker.month-placeholder'),
    fieldDayPlaceholder: () => t('picker.day-placeholder'),
    year: t('picker.year'),
    month: t('picker.month'),
    day: t('picker.day'),
  };
}
