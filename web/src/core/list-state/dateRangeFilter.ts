// A date-range filter's value both ways: the picker's Dates and the list state's 'from_to'
// URL dates (decision 0006: dates stay in URL form, local time, until they become server input).
import { isFilterRange, parseUrlDate, type FilterRange, type FilterValue } from '@dawa/domain';

export interface DateRangeValue {
  from?: Date;
  to?: Date;
}

function fromUrlDate(value: string | number | undefined): Date | undefined {
  if (typeof value !== 'string') return undefined;
  const parts = parseUrlDate(value);
  if (parts === undefined) return undefined;
  const date = new Date(2000, 0, 1, parts.time?.hour ?? 0, parts.time?.minute ?? 0);
  date.setFullYear(parts.year, parts.month - 1, parts.day); // keeps years 0-99 as written
  return date;
}

const pad = (value: number, width = 2): string => String(value).padStart(width, '0');

/** 'yyyy-MM-dd' of the local day, or 'yyyy-MM-dd HH:mm' with the time. */
export function toUrlDate(date: Date, withTime = false): string {
  const day = `${pad(date.getFullYear(), 4)}-${pad(date.getMonth() + 1)}-${pad(date.getDate())}`;
  return withTime ? `${day} ${pad(date.getHours())}:${pad(date.getMinutes())}` : day;
}

/** The list state's value of a date filter (a range or one date) as the picker's range. */
export function dateRangeOfFilter(value: FilterValue | undefined): DateRangeValue | undefined {
  if (value === undefined) return undefined;
  // One date (not a range) is that day alone: both ends.
  const range: FilterRange =
    typeof value === 'string' ? { from: value, to: value } : isFilterRange(value) ? value : {};
  const from = fromUrlDate(range.from);
  const to = fromUrlDate(range.to);
  if (!from && !to) return undefined;
  return { ...(from && { from }), ...(to && { to }) };
}

/** The picker's range as the list state's value: undefined (the rule cleared) when both ends are empty. */
export function filterOfDateRange(
  range: DateRangeValue | undefined,
  withTime = false,
): FilterRange<string> | undefined {
  const from = range?.from ? toUrlDate(range.from, withTime) : undefined;
  const to = range?.to ? toUrlDate(range.to, withTime) : undefined;
  if (from === undefined && to === undefined) return undefined;
  return { ...(from !== undefined && { from }), ...(to !== undefined && { to }) };
}
