// R&R forms (report and requisition, DOCUMENTS.md 8; spec 001 sections 3.2, 4 and 9) and the
// periods a program orders in (DOCUMENTS.md 7, spec 001 sections 5 and 9). One line per program
// item and closed period: what the store had, received, consumed and adjusted, how long it was out
// of stock, and from that its AMC, minimum, maximum and the quantity it requests. Pure, so the
// server that generates a form and the web that recomputes a line while it is edited agree.

import { naiveDayNumber, parseNaiveDate } from '../naive-date';
import { finite } from '../stock/finite';
import {
  lowStockLevel,
  maximumQuantity,
  minimumQuantity,
  requestedQuantity,
  type LowStockLevel,
} from '../stock/requisition';
import { DAYS_PER_MONTH } from '../stock/statistics';

export const RNR_FORM_STATUSES = ['DRAFT', 'FINALISED'] as const;
export type RnrFormStatus = (typeof RNR_FORM_STATUSES)[number];

/** What the R&R form list sorts by, on the server (the period by its first day). */
export const RNR_FORM_SORT_KEYS = [
  'programName',
  'period',
  'supplierName',
  'status',
  'createdDatetime',
  'finalisedDatetime',
] as const;
export type RnrFormSortKey = (typeof RNR_FORM_SORT_KEYS)[number];

function dayNumber(name: string, value: string): number {
  const parsed = parseNaiveDate(value);
  if (parsed === null) throw new RangeError(`${name} must be a date as YYYY-MM-DD, got "${value}"`);
  return naiveDayNumber(parsed);
}

/** Days of a period, both ends included: 2026-01-01 to 2026-01-31 is 31 days. */
export function periodDays(startDate: string, endDate: string): number {
  return dayNumber('endDate', endDate) - dayNumber('startDate', startDate) + 1;
}

/** Final balance = initial + received − consumed + adjustments − losses (adjustments signed). */
export function rnrFinalBalance(line: {
  initialBalance: number;
  received: number;
  consumed: number;
  adjustments: number;
  losses?: number;
}): number {
  return (
    finite('initialBalance', line.initialBalance) +
    finite('received', line.received) -
    finite('consumed', line.consumed) +
    finite('adjustments', line.adjustments) -
    finite('losses', line.losses ?? 0)
  );
}

/**
 * Days of the period on which the item was out of stock, from its balance at the start of the
 * period and its movements (signed units, dated 'YYYY-MM-DD'): a day counts when its balance at
 * the end of the day is 0 or less. Movements outside the period are ignored.
 */
export function stockOutDays(input: {
  startDate: string;
  endDate: string;
  openingBalance: number;
  movements: readonly { date: string; quantity: number }[];
}): number {
  const start = dayNumber('startDate', input.startDate);
  const end = dayNumber('endDate', input.endDate);
  const change = new Map<number, number>();
  for (const m of input.movements) {
    const day = dayNumber('movement date', m.date);
    if (day < start || day > end) continue;
    change.set(day, (change.get(day) ?? 0) + finite('quantity', m.quantity));
  }
  let balance = finite('openingBalance', input.openingBalance);
  let days = 0;
  for (let day = start; day <= end; day++) {
    balance += change.get(day) ?? 0;
    // A balance a float's width above 0 is empty all the same.
    if (balance <= 1e-9) days++;
  }
  return days;
}

/**
 * Adjusted consumption = consumed × days ÷ (days − stock-out days): what would have been consumed
 * had the item been in stock the whole period. Unchanged when the item was out of stock every day
 * (nothing to scale from) or stock-out days are not above 0. Over 30 days it is spec 000 section
 * 9's adjusted AMC, consumption × 30 ÷ (30 − days out of stock).
 */
export function adjustedConsumption(input: {
  consumed: number;
  periodDays: number;
  stockOutDays: number;
}): number {
  const consumed = finite('consumed', input.consumed);
  const days = finite('periodDays', input.periodDays);
  const out = finite('stockOutDays', input.stockOutDays);
  if (out <= 0 || days - out <= 0) return consumed;
  return (consumed * days) / (days - out);
}

/** Monthly consumption of a period = adjusted consumption ÷ (period days ÷ 30). */
export function monthlyConsumption(adjusted: number, days: number): number {
  const periodLength = finite('periodDays', days);
  if (periodLength <= 0) return 0;
  return finite('adjustedConsumption', adjusted) / (periodLength / DAYS_PER_MONTH);
}

/** How many earlier periods' monthly consumption the AMC of an R&R line averages with its own. */
export const RNR_AMC_PREVIOUS_PERIODS = 2;

/**
 * AMC of an R&R line = the average of this period's monthly consumption and those of the last
 * two earlier forms of the schedule (most recent first; more are ignored). Only periods that
 * have a form count: a first form's AMC is its own monthly consumption, not a third of it
 * (the reference's issue #4488).
 */
export function rnrAverageMonthlyConsumption(
  thisPeriod: number,
  previousPeriods: readonly number[],
): number {
  const values = [thisPeriod, ...previousPeriods.slice(0, RNR_AMC_PREVIOUS_PERIODS)];
  return values.reduce((sum, v) => sum + finite('monthly consumption', v), 0) / values.length;
}

export interface RnrLineInput {
  startDate: string;
  endDate: string;
  initialBalance: number;
  received: number;
  consumed: number;
  /** Signed: additions above 0, reductions below. */
  adjustments: number;
  losses?: number;
  stockOutDays: number;
  /** Monthly consumption of the last earlier forms of the schedule, most recent first. */
  previousMonthlyConsumption: readonly number[];
  /** The store's months of stock under which an item is understocked, and over which overstocked. */
  monthsUnderstock: number;
  monthsOverstock: number;
}

export interface RnrLineFigures {
  periodDays: number;
  finalBalance: number;
  adjustedConsumption: number;
  monthlyConsumption: number;
  averageMonthlyConsumption: number;
  minimumQuantity: number;
  maximumQuantity: number;
  requestedQuantity: number;
  lowStock: LowStockLevel;
}

/** Every computed figure of an R&R line (DOCUMENTS.md 8, spec 001 section 9), from its entries. */
export function rnrLineFigures(line: RnrLineInput): RnrLineFigures {
  const days = periodDays(line.startDate, line.endDate);
  const finalBalance = rnrFinalBalance(line);
  const adjusted = adjustedConsumption({
    consumed: line.consumed,
    periodDays: days,
    stockOutDays: line.stockOutDays,
  });
  const monthly = monthlyConsumption(adjusted, days);
  const amc = rnrAverageMonthlyConsumption(monthly, line.previousMonthlyConsumption);
  const maximum = maximumQuantity(amc, line.monthsOverstock);
  return {
    periodDays: days,
    finalBalance,
    adjustedConsumption: adjusted,
    monthlyConsumption: monthly,
    averageMonthlyConsumption: amc,
    minimumQuantity: minimumQuantity(amc, line.monthsUnderstock),
    maximumQuantity: maximum,
    requestedQuantity: requestedQuantity({ maximumQuantity: maximum, finalBalance }),
    lowStock: lowStockLevel(finalBalance, maximum),
  };
}

/**
 * How far the two sides of an R&R line's balance may differ and still balance. Quantities carry
 * at most 6 decimals (LIMITS.numberOfPacks), so any real difference is at least 0.000001; the
 * error of adding doubles of that size is far below half of it.
 */
export const RNR_BALANCE_TOLERANCE = 5e-7;

export type RnrLineProblem =
  /** initial + received − consumed + adjustments − losses is not the final balance. */
  | 'VALUES_DO_NOT_BALANCE'
  | 'NEGATIVE_INITIAL_BALANCE'
  | 'NEGATIVE_FINAL_BALANCE'
  | 'STOCK_OUT_DAYS_OUT_OF_PERIOD'
  | 'NEGATIVE_REQUESTED_QUANTITY';

/** What is wrong with an edited R&R line (DOCUMENTS.md 8, "Update"), in that order; none when
 * it may be saved. */
export function rnrLineProblems(line: {
  initialBalance: number;
  received: number;
  consumed: number;
  adjustments: number;
  losses: number;
  finalBalance: number;
  stockOutDays: number;
  periodDays: number;
  calculatedRequestedQuantity: number;
  enteredRequestedQuantity: number | null;
}): RnrLineProblem[] {
  const problems: RnrLineProblem[] = [];
  const final = finite('finalBalance', line.finalBalance);
  if (Math.abs(rnrFinalBalance(line) - final) > RNR_BALANCE_TOLERANCE) {
    problems.push('VALUES_DO_NOT_BALANCE');
  }
  if (finite('initialBalance', line.initialBalance) < 0) problems.push('NEGATIVE_INITIAL_BALANCE');
  if (final < 0) problems.push('NEGATIVE_FINAL_BALANCE');
  const out = finite('stockOutDays', line.stockOutDays);
  if (out < 0 || out > finite('periodDays', line.periodDays)) {
    problems.push('STOCK_OUT_DAYS_OUT_OF_PERIOD');
  }
  if (
    finite('calculatedRequestedQuantity', line.calculatedRequestedQuantity) < 0 ||
    (line.enteredRequestedQuantity !== null &&
      finite('enteredRequestedQuantity', line.enteredRequestedQuantity) < 0)
  ) {
    problems.push('NEGATIVE_REQUESTED_QUANTITY');
  }
  return problems;
}

/** How many periods before and after today a program order may be for (spec 001 sections 5
 * and 9: "only five periods back or forward"; DOCUMENTS.md 7). */
export const PROGRAM_PERIODS_BACK = 5;
export const PROGRAM_PERIODS_AHEAD = 5;

export interface SchedulePeriod {
  id: string;
  startDate: string;
  endDate: string;
}

/**
 * The periods a program order may be for: the last 5 that have started by today (the current
 * one included) and the next 5 that start after it, in date order. Dates 'YYYY-MM-DD'.
 */
export function programPeriodWindow<P extends SchedulePeriod>(
  periods: readonly P[],
  today: string,
): P[] {
  const now = dayNumber('today', today);
  const sorted = [...periods].sort((a, b) =>
    a.startDate < b.startDate ? -1 : a.startDate > b.startDate ? 1 : a.id < b.id ? -1 : 1,
  );
  const started = sorted.filter((p) => dayNumber('startDate', p.startDate) <= now);
  const future = sorted.filter((p) => dayNumber('startDate', p.startDate) > now);
  return [...started.slice(-PROGRAM_PERIODS_BACK), ...future.slice(0, PROGRAM_PERIODS_AHEAD)];
}

/** Order type names compare without case: requisitions keep the name, not the id (DOCUMENTS.md 7). */
export function sameOrderType(a: string, b: string): boolean {
  return a.toLowerCase() === b.toLowerCase();
}

export interface AvailablePeriod<P extends SchedulePeriod> {
  period: P;
  /** The store's orders of this program, period and order type so far. */
  orderCount: number;
  /** True while orderCount is below the order type's max orders per period. */
  available: boolean;
}

/**
 * The window of periods of an order type, each with how many orders the store made for it and
 * whether one more is allowed (count < max orders per period). `orders` are the store's
 * requisitions of the program: their period and order type name.
 */
export function availablePeriods<P extends SchedulePeriod>(input: {
  periods: readonly P[];
  today: string;
  orderType: { name: string; maxOrderPerPeriod: number };
  orders: readonly { periodId: string; orderTypeName: string | null }[];
}): AvailablePeriod<P>[] {
  const max = finite('maxOrderPerPeriod', input.orderType.maxOrderPerPeriod);
  return programPeriodWindow(input.periods, input.today).map((period) => {
    const orderCount = input.orders.filter(
      (o) =>
        o.periodId === period.id &&
        o.orderTypeName !== null &&
        sameOrderType(o.orderTypeName, input.orderType.name),
    ).length;
    return { period, orderCount, available: orderCount < max };
  });
}
