// Locale-aware display of numbers, money and dates (spec 001 section 9, "Units and display").
import { format as formatDateFns, isValid, parseISO } from 'date-fns';
import { CURRENCY_FULL_PRECISION, DEFAULT_CURRENCY_CODE, getCurrencyDecimals } from '@dawa/domain';

export const DATE_DISPLAY_FORMAT = 'dd/MM/yyyy';
export const DATETIME_DISPLAY_FORMAT = 'dd/MM/yyyy HH:mm:ss';
export const NAIVE_DATE_FORMAT = 'yyyy-MM-dd';
export const URL_DATETIME_FORMAT = 'yyyy-MM-dd HH:mm';
/** Intl's ceiling, and the spec's "max fraction digits for number formatting". */
export const MAX_FRACTION_DIGITS = 20;

// Building an Intl.NumberFormat costs far more than using one; tables format thousands of cells.
const numberFormats = new Map<string, Intl.NumberFormat>();

/** A shared Intl.NumberFormat for the language and options. */
export function getNumberFormat(
  language: string,
  options: Intl.NumberFormatOptions = {},
): Intl.NumberFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let numberFormat = numberFormats.get(key);
  if (!numberFormat) {
    numberFormat = new Intl.NumberFormat(language, options);
    numberFormats.set(key, numberFormat);
  }
  return numberFormat;
}

export type DateInput = Date | string | number | null | undefined;

const NAIVE_DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads a Date, an ISO string or a naive yyyy-MM-dd date (taken as a local date). */
export function toDate(value: DateInput): Date | undefined {
  if (value === null || value === undefined || value === '') return undefined;
  let date: Date;
  if (value instanceof Date) date = value;
  else if (typeof value === 'number') date = new Date(value);
  else if (NAIVE_DATE.test(value)) {
    const [year = 0, month = 1, day = 1] = value.split('-').map(Number);
    date = new Date(year, month - 1, day);
  } else date = parseISO(value);
  return isValid(date) ? date : undefined;
}

export function formatDate(value: DateInput, pattern: string = DATE_DISPLAY_FORMAT): string {
  const date = toDate(value);
  return date ? formatDateFns(date, pattern) : '';
}

export function formatNumber(
  value: number,
  language: string,
  options: Intl.NumberFormatOptions = {},
): string {
  return getNumberFormat(language, {
    maximumFractionDigits: MAX_FRACTION_DIGITS,
    ...options,
  }).format(value);
}

export function formatInteger(value: number, language: string): string {
  return formatNumber(value, language, { maximumFractionDigits: 0 });
}

export interface CurrencyFormatOptions {
  currencyCode?: string;
  /** Overrides the currency's own precision (the tooltip shows up to 10 decimals). */
  maximumFractionDigits?: number;
}

/** Currency with its symbol ($ by default, € for EUR) and its precision (0 for DJF, XOF, XAF). */
export function formatCurrency(
  value: number,
  language: string,
  { currencyCode, maximumFractionDigits }: CurrencyFormatOptions = {},
): string {
  const decimals = getCurrencyDecimals(currencyCode);
  return getNumberFormat(language, {
    style: 'currency',
    currency: currencyCode ?? DEFAULT_CURRENCY_CODE,
    currencyDisplay: 'narrowSymbol',
    minimumFractionDigits: decimals,
    maximumFractionDigits: Math.max(decimals, maximumFractionDigits ?? decimals),
  }).format(value);
}

/** The full value of a currency amount, for tooltips. */
export function formatCurrencyFull(value: number, language: string, currencyCode?: string): string {
  return formatCurrency(value, language, {
    ...(currencyCode ? { currencyCode } : {}),
    maximumFractionDigits: CURRENCY_FULL_PRECISION,
  });
}

/** Tax rates show two decimals: 12.5 reads "12.50%". */
export const TAX_DECIMALS = 2;

export function formatTax(percent: number, language: string): string {
  return getNumberFormat(language, {
    style: 'percent',
    minimumFractionDigits: TAX_DECIMALS,
    maximumFractionDigits: TAX_DECIMALS,
  }).format(percent / 100);
}

const pad2 = (value: number) => String(value).padStart(2, '0');

/** A duration in seconds as HH:mm:ss (hours go past 24 rather than into days). */
export function formatDuration(seconds: number): string {
  const whole = Math.max(0, Math.floor(seconds));
  const hours = Math.floor(whole / 3600);
  const minutes = Math.floor((whole % 3600) / 60);
  return `${pad2(hours)}:${pad2(minutes)}:${pad2(whole % 60)}`;
}

/** An age: whole years from one year old, months and days below that. */
export type Age = { years: number } | { months: number; days: number };

export function ageOf(dateOfBirth: DateInput, today: Date = new Date()): Age | undefined {
  const birth = toDate(dateOfBirth);
  if (!birth || birth > today) return undefined;
  let months =
    (today.getFullYear() - birth.getFullYear()) * 12 + today.getMonth() - birth.getMonth();
  if (today.getDate() < birth.getDate()) months -= 1;
  if (months >= 12) return { years: Math.floor(months / 12) };
  // Days since the last monthly birthday (clamped to short months, like 31 January -> 28 February).
  const monthDay = new Date(birth.getFullYear(), birth.getMonth() + months + 1, 0).getDate();
  const anniversary = new Date(
    birth.getFullYear(),
    birth.getMonth() + months,
    Math.min(birth.getDate(), monthDay),
  );
  const days = Math.round((startOfDay(today).getTime() - anniversary.getTime()) / 86_400_000);
  return { months, days };
}

function startOfDay(date: Date): Date {
  return new Date(date.getFullYear(), date.getMonth(), date.getDate());
}
