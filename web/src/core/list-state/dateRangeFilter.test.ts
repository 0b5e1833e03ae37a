import { describe, expect, it } from 'vitest';
import { dateRangeOfFilter, filterOfDateRange, toUrlDate } from './dateRangeFilter';

describe('date-range filter values', () => {
  it('writes local days, with the time only when asked', () => {
    const date = new Date(2026, 2, 5, 14, 7);
    expect(toUrlDate(date)).toBe('2026-03-05');
    expect(toUrlDate(date, true)).toBe('2026-03-05 14:07');
  });

  it('turns the picker range into a from_to value and clears an empty one', () => {
    expect(filterOfDateRange({ from: new Date(2026, 0, 1), to: new Date(2026, 11, 31) })).toEqual({
      from: '2026-01-01',
      to: '2026-12-31',
    });
    expect(filterOfDateRange({ to: new Date(2026, 5, 30) })).toEqual({ to: '2026-06-30' });
    expect(filterOfDateRange({})).toBeUndefined();
    expect(filterOfDateRange(undefined)).toBeUndefined();
  });

  it('reads a from_to value back as local dates', () => {
    expect(dateRangeOfFilter({ from: '2026-01-01', to: '2026-12-31' })).toEqual({
      from: new Date(2026, 0, 1),
      to: new Date(2026, 11, 31),
    });
    expect(dateRangeOfFilter({ from: '2026-01-01 08:30' })).toEqual({
      from: new Date(2026, 0, 1, 8, 30),
    });
  });

  it('reads one date as that day alone and ignores what is not a date', () => {
    expect(dateRangeOfFilter('2026-04-02')).toEqual({
      from: new Date(2026, 3, 2),
      to: new Date(2026, 3, 2),
    });
    expect(dateRangeOfFilter(true)).toBeUndefined();
    expect(dateRangeOfFilter({ from: 3, to: 5 })).toBeUndefined();
    expect(dateRangeOfFilter(undefined)).toBeUndefined();
  });
});
