// Six-digit GS1 dates (YYMMDD) as carried by AIs 11-17, turned into naive 'YYYY-MM-DD' dates.

import { daysInMonth, formatNaiveDate } from '../naive-date';

/** What day 00 stands for: GS1 allows DD = 00 when only the year and month are known. */
export type Gs1DayZero = 'FIRST_DAY' | 'LAST_DAY';

/**
 * The full year of a two-digit GS1 year, by the GS1 sliding window: the year is placed within
 * 49 years before and 50 years after the current year. With the current two-digit year C,
 * YY - C from 51 to 99 means the previous century, from -99 to -50 the next century, otherwise
 * the current one. (The fixed "00-49 is 20xx, 50-99 is 19xx" split is only right around 2000.)
 * The current year is read in UTC so server and browser agree.
 */
export function gs1Year(twoDigitYear: number, now: Date): number {
  const currentYear = now.getUTCFullYear();
  if (!Number.isFinite(currentYear)) throw new RangeError('gs1Year needs a valid "now" date');
  let century = currentYear - (currentYear % 100);
  const difference = twoDigitYear - (currentYear % 100);
  if (difference >= 51) century -= 100;
  else if (difference <= -50) century += 100;
  return century + twoDigitYear;
}

/**
 * 'YYYY-MM-DD' for a GS1 'YYMMDD' value, or null when it is not a calendar date.
 * Day 00 becomes the first or last day of the month as `dayZero` says.
 */
export function decodeGs1Date(yymmdd: string, now: Date, dayZero: Gs1DayZero): string | null {
  if (!/^\d{6}$/.test(yymmdd)) return null;
  const month = Number(yymmdd.slice(2, 4));
  const day = Number(yymmdd.slice(4, 6));
  if (month < 1 || month > 12) return null;
  const year = gs1Year(Number(yymmdd.slice(0, 2)), now);
  const lastDay = daysInMonth(year, month);
  if (day > lastDay) return null;
  const resolvedDay = day !== 0 ? day : dayZero === 'LAST_DAY' ? lastDay : 1;
  return formatNaiveDate({ year, month, day: resolvedDay });
}
