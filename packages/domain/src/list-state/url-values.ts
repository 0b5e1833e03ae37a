import type { FilterRange, FilterValue } from './types';

/** Separator of a 'from_to' range in the URL. */
export const RANGE_SEPARATOR = '_';

export interface UrlDateParts {
  readonly year: number;
  readonly month: number;
  readonly day: number;
  /** Present only when the value carried ' HH:mm'. */
  readonly time?: { readonly hour: number; readonly minute: number };
}

const URL_DATE = /^(\d{4})-(\d{2})-(\d{2})(?: (\d{2}):(\d{2}))?$/;
const DECIMAL = /^-?\d+(?:\.\d+)?$/;

function daysInMonth(year: number, month: number): number {
  if (month === 2) {
    const leap = (year % 4 === 0 && year % 100 !== 0) || year % 400 === 0;
    return leap ? 29 : 28;
  }
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

/** Reads 'yyyy-MM-dd' or 'yyyy-MM-dd HH:mm'; anything else, or an impossible calendar date, is undefined. */
export function parseUrlDate(value: string): UrlDateParts | undefined {
  const match = URL_DATE.exec(value);
  if (!match) return undefined;
  const [, y, mo, d, h, mi] = match;
  const year = Number(y);
  const month = Number(mo);
  const day = Number(d);
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return undefined;
  if (h === undefined || mi === undefined) return { year, month, day };
  const hour = Number(h);
  const minute = Number(mi);
  if (hour > 23 || minute > 59) return undefined;
  return { year, month, day, time: { hour, minute } };
}

export function isUrlDate(value: string): boolean {
  return parseUrlDate(value) !== undefined;
}

/** Plain decimal notation only ('-1.5'); no exponents, spaces, signs other than '-', or Infinity. */
export function parseUrlNumber(value: string): number | undefined {
  return DECIMAL.test(value) ? Number(value) : undefined;
}

function parseRange(
  raw: string,
): FilterRange<number> | FilterRange<string> | undefined | 'not-a-range' {
  const parts = raw.split(RANGE_SEPARATOR);
  if (parts.length !== 2) return 'not-a-range';
  const [fromText = '', toText = ''] = parts;
  if (fromText === '' && toText === '') return undefined;
  const sides = [fromText, toText].filter((side) => side !== '');
  if (sides.every(isUrlDate)) {
    return {
      ...(fromText !== '' && { from: fromText }),
      ...(toText !== '' && { to: toText }),
    };
  }
  if (sides.every((side) => parseUrlNumber(side) !== undefined)) {
    const from = parseUrlNumber(fromText);
    const to = parseUrlNumber(toText);
    return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
  }
  return 'not-a-range';
}

/**
 * The generic reading of one filter value from the URL (spec 000 section 5):
 * '' clears the rule (undefined); 'true' and 'false' (lowercase only) are booleans; decimal
 * strings are numbers; 'from_to' with dates or numbers on either side is a range ('_' alone
 * clears the rule); anything else is the string itself.
 */
export function parseFilterValue(raw: string): FilterValue | undefined {
  if (raw === '') return undefined;
  if (raw === 'true') return true;
  if (raw === 'false') return false;
  const number = parseUrlNumber(raw);
  if (number !== undefined) return number;
  if (raw.includes(RANGE_SEPARATOR)) {
    const range = parseRange(raw);
    if (range !== 'not-a-range') return range;
  }
  return raw;
}

export function isFilterRange(
  value: FilterValue,
): value is FilterRange<number> | FilterRange<string> {
  return typeof value === 'object' && !Array.isArray(value);
}

/** The URL text of a filter value; '' means the parameter is left out. Lists are comma-separated. */
export function formatFilterValue(value: FilterValue | undefined): string {
  if (value === undefined) return '';
  if (typeof value === 'string') return value;
  if (typeof value === 'number') return Number.isFinite(value) ? String(value) : '';
  if (typeof value === 'boolean') return value ? 'true' : 'false';
  if (Array.isArray(value)) return value.filter((item) => item !== '').join(',');
  const range = value as FilterRange;
  const from = range.from === undefined ? '' : String(range.from);
  const to = range.to === undefined ? '' : String(range.to);
  return from === '' && to === '' ? '' : `${from}${RANGE_SEPARATOR}${to}`;
}
