import { describe, expect, it } from 'vitest';
import { daysInMonth, formatNaiveDate, naiveDayNumber, parseNaiveDate } from './naive-date';

describe('daysInMonth', () => {
  it.each([
    [2025, 1, 31],
    [2025, 2, 28],
    [2024, 2, 29],
    [2000, 2, 29], // divisible by 400
    [1900, 2, 28], // divisible by 100 only
    [2025, 4, 30],
    [2025, 6, 30],
    [2025, 9, 30],
    [2025, 11, 30],
    [2025, 12, 31],
  ])('%i-%i has %i days', (year, month, expected) => {
    expect(daysInMonth(year, month)).toBe(expected);
  });
});

describe('parseNaiveDate', () => {
  it.each([
    ['2025-01-31', { year: 2025, month: 1, day: 31 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['0099-12-31', { year: 99, month: 12, day: 31 }],
    ['2025-02-29', null],
    ['2025-04-31', null],
    ['2025-13-01', null],
    ['2025-00-10', null],
    ['2025-01-00', null],
    ['2025-1-31', null],
    ['31/01/2025', null],
    ['2025-01-31T00:00', null],
    [' 2025-01-31', null],
    ['', null],
  ])('%j -> %j', (value, expected) => {
    expect(parseNaiveDate(value)).toEqual(expected);
  });
});

describe('formatNaiveDate', () => {
  it.each([
    [{ year: 2025, month: 7, day: 4 }, '2025-07-04'],
    [{ year: 99, month: 12, day: 31 }, '0099-12-31'],
  ])('%j -> %s', (date, expected) => {
    expect(formatNaiveDate(date)).toBe(expected);
  });
});

describe('naiveDayNumber', () => {
  it.each([
    [{ year: 1970, month: 1, day: 1 }, 0],
    [{ year: 1970, month: 1, day: 2 }, 1],
    [{ year: 1969, month: 12, day: 31 }, -1],
    [{ year: 2000, month: 3, day: 1 }, 11017],
    [{ year: 99, month: 1, day: 1 }, -683_368],
  ])('%j -> %i', (date, expected) => {
    expect(naiveDayNumber(date)).toBe(expected);
  });

  it('counts whole days across daylight-saving changes', () => {
    const march1 = naiveDayNumber({ year: 2025, month: 3, day: 1 });
    expect(naiveDayNumber({ year: 2025, month: 3, day: 31 }) - march1).toBe(30);
    expect(naiveDayNumber({ year: 2025, month: 11, day: 1 }) - march1).toBe(245);
  });
});
