// Naive dates ('YYYY-MM-DD': a calendar day with no time and no zone), handled by arithmetic so
// that no time zone or daylight-saving change can move a day.

export interface NaiveDate {
  year: number;
  /** 1-12 */
  month: number;
  /** 1-31 */
  day: number;
}

export function isLeapYear(year: number): boolean {
  return year % 4 === 0 && (year % 100 !== 0 || year % 400 === 0);
}

/** Days in a month (1-12) of a full year. */
export function daysInMonth(year: number, month: number): number {
  if (month === 2) return isLeapYear(year) ? 29 : 28;
  return [4, 6, 9, 11].includes(month) ? 30 : 31;
}

const NAIVE_DATE = /^(\d{4})-(\d{2})-(\d{2})$/;

/** The parts of a 'YYYY-MM-DD' string, or null when it is not exactly that or not a real day. */
export function parseNaiveDate(value: string): NaiveDate | null {
  const match = NAIVE_DATE.exec(value);
  if (!match) return null;
  const [year, month, day] = match.slice(1).map(Number);
  if (year === undefined || month === undefined || day === undefined) return null;
  if (month < 1 || month > 12 || day < 1 || day > daysInMonth(year, month)) return null;
  return { year, month, day };
}

const pad = (n: number, width: number): string => String(n).padStart(width, '0');

export function formatNaiveDate({ year, month, day }: NaiveDate): string {
  return `${pad(year, 4)}-${pad(month, 2)}-${pad(day, 2)}`;
}

/** Days since 1970-01-01 (negative before), for counting days between naive dates. */
export function naiveDayNumber({ year, month, day }: NaiveDate): number {
  const utc = new Date(0);
  utc.setUTCFullYear(year, month - 1, day); // setUTCFullYear keeps years 0-99 as written
  return Math.round(utc.getTime() / 86_400_000);
}
