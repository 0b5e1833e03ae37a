// Stock statistics of one item in one store, from plain inputs (DOMAIN.md section 8; spec 000
// sections 5 and 9; spec 001 sections 4 and 9). The server computes them for lists and reports,
// the web shows them with FORMULAS beside the figures, and both get the same answer.

import { ALMOST_EXPIRED_MONTHS, EXPIRING_SOON_DAYS, isAlmostExpired, isExpired } from '../expiry';
import { naiveDayNumber, parseNaiveDate, type NaiveDate } from '../naive-date';
import { finite } from './finite';

/** The statistics of this module, each named after the function that computes it. */
export type Statistic =
  | 'averageMonthlyConsumption'
  | 'adjustedMonthlyConsumption'
  | 'monthsOfStock'
  | 'stockStatus'
  | 'suggestedQuantity'
  | 'expiryStatus';

/**
 * Formulas as people read them, keyed by statistic, to show next to a figure and its inputs
 * ("people trust what they can check", DOMAIN.md 8). English: the source text for translation.
 */
export const FORMULAS: Readonly<Record<Statistic, string>> = {
  averageMonthlyConsumption: 'AMC = units consumed ÷ look-back months',
  adjustedMonthlyConsumption:
    'Adjusted AMC = units consumed × 30 ÷ (30 − days out of stock), days out of stock from 0 to 29',
  monthsOfStock: 'Months of stock = stock on hand ÷ AMC (none when AMC is 0)',
  stockStatus:
    'No consumption when AMC is 0; out of stock when stock on hand is 0; understocked below the ' +
    'minimum months of stock; overstocked above the maximum; otherwise well stocked',
  suggestedQuantity:
    'Suggested quantity = max(0, round(target months × AMC − max(stock on hand, 0))), 0 unless ' +
    'target months and AMC are both above 0',
  expiryStatus: `Expired before today; expiring within ${EXPIRING_SOON_DAYS} days; almost expired within ${ALMOST_EXPIRED_MONTHS} months; otherwise OK`,
};

export type StockStatus =
  'OUT_OF_STOCK' | 'UNDERSTOCKED' | 'OVERSTOCKED' | 'WELL_STOCKED' | 'NO_CONSUMPTION';

export type ExpiryStatus = 'EXPIRED' | 'EXPIRING' | 'ALMOST_EXPIRED' | 'OK' | 'NO_EXPIRY';

/** Days in the month that adjusted AMC is defined over (spec: "x 30 / (30 - days out of stock)"). */
export const DAYS_PER_MONTH = 30;

// Months of stock are compared with a little slack so that float noise cannot move a line
// across a threshold: 0.3 ÷ 0.1 is 2.9999999999999996, which must still count as 3 months.
const MONTHS_TOLERANCE = 1e-9;

/**
 * AMC = consumedUnits ÷ lookBackMonths.
 * 0 when the look-back period is 0 or less (no period, no average). Consumption below 0 is taken
 * as 0: a negative average would make months of stock negative and the status meaningless.
 */
export function averageMonthlyConsumption(input: {
  consumedUnits: number;
  lookBackMonths: number;
}): number {
  const consumed = finite('consumedUnits', input.consumedUnits);
  const months = finite('lookBackMonths', input.lookBackMonths);
  if (months <= 0) return 0;
  return Math.max(consumed, 0) / months;
}

/**
 * Adjusted AMC = consumed × 30 ÷ (30 − daysOutOfStock), for one month of consumption.
 * It estimates what would have been consumed had the item been in stock all month.
 * daysOutOfStock is clamped to [0, 29]: fewer than 0 days is meaningless, and a whole month out of
 * stock would divide by zero; at 29 the consumption of the single day in stock is scaled to 30
 * days, the largest factor the data can support. Consumption below 0 is taken as 0.
 */
export function adjustedMonthlyConsumption(input: {
  consumed: number;
  daysOutOfStock: number;
}): number {
  const consumed = Math.max(finite('consumed', input.consumed), 0);
  const days = Math.min(Math.max(finite('daysOutOfStock', input.daysOutOfStock), 0), 29);
  return (consumed * DAYS_PER_MONTH) / (DAYS_PER_MONTH - days);
}

/**
 * Months of stock = stockOnHand ÷ AMC; null when AMC is 0 or less ("no consumption": the stock
 * would last for ever). Stock below 0 counts as 0, as in the suggested quantity.
 */
export function monthsOfStock(stockOnHand: number, amc: number): number | null {
  finite('stockOnHand', stockOnHand);
  if (finite('amc', amc) <= 0) return null;
  return Math.max(stockOnHand, 0) / amc;
}

/**
 * Stock status class (spec 001 section 4, DOMAIN.md 8), in this order:
 * NO_CONSUMPTION when AMC is 0 (even with no stock: nothing is needed);
 * OUT_OF_STOCK when stock on hand is 0 (or less) and AMC above 0;
 * UNDERSTOCKED when months of stock are below minMonths (exactly minMonths is not below);
 * OVERSTOCKED when above maxMonths (exactly maxMonths is not above);
 * otherwise WELL_STOCKED. If minMonths exceeds maxMonths, understocked wins: running out is the
 * costlier mistake.
 */
export function stockStatus(input: {
  stockOnHand: number;
  amc: number;
  minMonths: number;
  maxMonths: number;
}): StockStatus {
  const minMonths = finite('minMonths', input.minMonths);
  const maxMonths = finite('maxMonths', input.maxMonths);
  const months = monthsOfStock(input.stockOnHand, input.amc);
  if (months === null) return 'NO_CONSUMPTION';
  if (input.stockOnHand <= 0) return 'OUT_OF_STOCK';
  if (months < minMonths - MONTHS_TOLERANCE) return 'UNDERSTOCKED';
  if (months > maxMonths + MONTHS_TOLERANCE) return 'OVERSTOCKED';
  return 'WELL_STOCKED';
}

/**
 * Suggested quantity = max(0, round(targetMonths × AMC − max(stockOnHand, 0))), and 0 unless both
 * targetMonths and AMC are above 0 (spec 000 section 5). Halves round up (Math.round).
 */
export function suggestedQuantity(input: {
  targetMonths: number;
  amc: number;
  stockOnHand: number;
}): number {
  const target = finite('targetMonths', input.targetMonths);
  const amc = finite('amc', input.amc);
  const stock = finite('stockOnHand', input.stockOnHand);
  if (target <= 0 || amc <= 0) return 0;
  return Math.max(0, Math.round(target * amc - Math.max(stock, 0)));
}

function naiveDate(name: string, value: string): NaiveDate {
  const parsed = parseNaiveDate(value);
  if (parsed === null) throw new RangeError(`${name} must be a date as YYYY-MM-DD, got "${value}"`);
  return parsed;
}

/** The same calendar day as a local midnight, the form the shared expiry rules take. */
function localDate({ year, month, day }: NaiveDate): Date {
  const date = new Date(year, month - 1, day);
  date.setFullYear(year); // years 0-99 would otherwise be read as 1900-1999
  return date;
}

function isExpiringIn(expiry: NaiveDate, today: NaiveDate, days: number): boolean {
  const daysLeft = naiveDayNumber(expiry) - naiveDayNumber(today);
  return daysLeft >= 0 && daysLeft <= days;
}

/**
 * True when a lot is not yet expired and expires within `days` days of today, both ends included
 * ("expiring lots are counted within 30 days", spec 000 section 9). An expired lot is not
 * "expiring": it is counted as expired. No expiry date: false.
 */
export function isExpiringWithin(
  expiryDate: string | null | undefined,
  today: string,
  days: number = EXPIRING_SOON_DAYS,
): boolean {
  const now = naiveDate('today', today);
  if (!expiryDate) return false;
  return isExpiringIn(naiveDate('expiryDate', expiryDate), now, finite('days', days));
}

/**
 * Expiry class of a lot, dates as 'YYYY-MM-DD':
 * NO_EXPIRY without an expiry date; EXPIRED when it is before today (a lot is usable on its
 * expiry date); EXPIRING when within `expiringDays` days (default 30); ALMOST_EXPIRED when within
 * `almostExpiredMonths` months (default 3, the day clamped to the end of a shorter month);
 * otherwise OK. Colours: red for expired, yellow for expiring, green beyond (spec 001 section 4).
 * A malformed date throws a RangeError rather than hide a lot among the wrong class.
 */
export function expiryStatus(
  expiryDate: string | null | undefined,
  today: string,
  options: { expiringDays?: number; almostExpiredMonths?: number } = {},
): ExpiryStatus {
  const { expiringDays = EXPIRING_SOON_DAYS, almostExpiredMonths = ALMOST_EXPIRED_MONTHS } =
    options;
  const now = naiveDate('today', today);
  if (!expiryDate) return 'NO_EXPIRY';
  const expiry = naiveDate('expiryDate', expiryDate);
  if (isExpired(localDate(expiry), localDate(now))) return 'EXPIRED';
  if (isExpiringIn(expiry, now, finite('expiringDays', expiringDays))) return 'EXPIRING';
  const months = finite('almostExpiredMonths', almostExpiredMonths);
  if (isAlmostExpired(localDate(expiry), localDate(now), months)) return 'ALMOST_EXPIRED';
  return 'OK';
}
