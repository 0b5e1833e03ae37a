import { describe, expect, it } from 'vitest';
import { decodeGs1Date, gs1Year } from './gs1-date';

const utc = (year: number, month = 6, day = 15): Date => new Date(Date.UTC(year, month - 1, day));

describe('gs1Year (sliding window: 49 years back, 50 ahead)', () => {
  it.each([
    [2025, 0, 2000],
    [2025, 25, 2025],
    [2025, 49, 2049],
    [2025, 50, 2050], // beyond the fixed 00-49 split: the official rule keeps it in this century
    [2025, 75, 2075], // +50: still ahead
    [2025, 76, 1976], // +51: previous century
    [2025, 99, 1999],
    [2060, 10, 2110], // -50: next century
    [2060, 11, 2011], // -49: this century
    [2060, 99, 2099],
    [1999, 0, 2000],
    [1999, 49, 2049],
    [1999, 50, 1950],
    [2000, 50, 2050],
    [2000, 51, 1951],
  ])('in %i, year %i is %i', (current, twoDigitYear, expected) => {
    expect(gs1Year(twoDigitYear, utc(current))).toBe(expected);
  });

  it('reads the current year in UTC, whatever the local zone', () => {
    expect(gs1Year(0, new Date(Date.UTC(2049, 11, 31, 23, 30)))).toBe(2000);
    expect(gs1Year(0, new Date(Date.UTC(2050, 0, 1, 0, 30)))).toBe(2100);
  });

  it('refuses an invalid now', () => {
    expect(() => gs1Year(25, new Date(Number.NaN))).toThrow(RangeError);
  });
});

describe('decodeGs1Date', () => {
  const now = utc(2025);
  it.each([
    ['250731', 'LAST_DAY', '2025-07-31'],
    ['250101', 'LAST_DAY', '2025-01-01'],
    ['250700', 'LAST_DAY', '2025-07-31'],
    ['250600', 'LAST_DAY', '2025-06-30'],
    ['250200', 'LAST_DAY', '2025-02-28'],
    ['240200', 'LAST_DAY', '2024-02-29'],
    ['250200', 'FIRST_DAY', '2025-02-01'],
    ['240229', 'LAST_DAY', '2024-02-29'],
    ['991231', 'LAST_DAY', '1999-12-31'],
    ['250229', 'LAST_DAY', null], // 2025 is not a leap year
    ['250431', 'LAST_DAY', null],
    ['250132', 'LAST_DAY', null],
    ['251301', 'LAST_DAY', null],
    ['250001', 'LAST_DAY', null],
    ['25073', 'LAST_DAY', null],
    ['2507311', 'LAST_DAY', null],
    ['25O731', 'LAST_DAY', null],
    ['', 'LAST_DAY', null],
  ] as const)('%j (%s) -> %j', (value, dayZero, expected) => {
    expect(decodeGs1Date(value, now, dayZero)).toBe(expected);
  });
});
