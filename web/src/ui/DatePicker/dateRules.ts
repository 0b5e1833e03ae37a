import { endOfDay, isAfter, isBefore, isValid, lastDayOfMonth, startOfDay } from 'date-fns';
import type { TranslationKey } from '../../core/i18n';

export interface DateBounds {
  minDate?: Date | undefined;
  maxDate?: Date | undefined;
  disablePast?: boolean | undefined;
  disableFuture?: boolean | undefined;
}

export interface DateRuleOptions extends DateBounds {
  /** Moves the time to 23:59:59.999 (for "to" dates of datetime filters). */
  dateAsEndOfDay?: boolean | undefined;
  /** Expiry month pickers: any day of a month means its last day. */
  expiryMonth?: boolean | undefined;
}

/** The effective bounds: disablePast means "not before today", disableFuture "not after today". */
export function effectiveBounds(
  { minDate, maxDate, disablePast, disableFuture }: DateBounds,
  now = new Date(),
) {
  const today = startOfDay(now);
  const min = disablePast && (!minDate || isBefore(minDate, today)) ? today : minDate;
  const max =
    disableFuture && (!maxDate || isAfter(maxDate, endOfDay(now))) ? endOfDay(now) : maxDate;
  return { min, max };
}

/** True when the date lies outside the bounds (compared by day). */
export function isOutOfRange(date: Date, bounds: DateBounds, now = new Date()): boolean {
  const { min, max } = effectiveBounds(bounds, now);
  return Boolean(
    (min && isBefore(date, startOfDay(min))) || (max && isAfter(startOfDay(date), max)),
  );
}

/** Below the minimum snaps to the minimum, above the maximum to the maximum, then the options apply. */
export function applyDateRules(date: Date, options: DateRuleOptions, now = new Date()): Date {
  const { min, max } = effectiveBounds(options, now);
  let result = date;
  if (options.expiryMonth) result = lastDayOfMonth(result);
  if (min && isBefore(result, startOfDay(min))) result = min;
  if (max && isAfter(startOfDay(result), max)) result = max;
  if (options.dateAsEndOfDay) result = endOfDay(result);
  return result;
}

export function isCompleteDate(date: Date | null): date is Date {
  return date !== null && isValid(date);
}

/**
 * False while a year is still being typed: the '2' of '2029' already reads as the year 0002.
 * Such a date is kept as a draft until the year has four digits or the field is left.
 */
export function hasFourDigitYear(date: Date): boolean {
  return date.getFullYear() >= 1000;
}

const ERROR_KEYS: Record<string, TranslationKey> = {
  invalidDate: 'error.invalid-date',
  minDate: 'error.min-date',
  maxDate: 'error.max-date',
  disablePast: 'error.disable-past',
  disableFuture: 'error.disable-future',
};

/** The message key for a picker validation error, or undefined when valid. */
export function dateErrorKey(reason: string | null | undefined): TranslationKey | undefined {
  return reason ? (ERROR_KEYS[reason] ?? 'error.invalid-date') : undefined;
}
