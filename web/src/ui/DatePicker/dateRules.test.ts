import { describe, expect, it } from 'vitest';
import { applyDateRules, dateErrorKey, isOutOfRange } from './dateRules';

const now = new Date(2025, 4, 15, 10, 30);
const min = new Date(2025, 0, 1);
const max = new Date(2025, 11, 31);

describe('applyDateRules', () => {
  it.each([
    ['below the minimum snaps to it', new Date(2024, 5, 1), { minDate: min, maxDate: max }, min],
    ['above the maximum snaps to it', new Date(2026, 5, 1), { minDate: min, maxDate: max }, max],
    ['inside stays', new Date(2025, 5, 1), { minDate: min, maxDate: max }, new Date(2025, 5, 1)],
    [
      'end of day moves the time',
      new Date(2025, 5, 1),
      { dateAsEndOfDay: true },
      new Date(2025, 5, 1, 23, 59, 59, 999),
    ],
    [
      'expiry month snaps to the last day',
      new Date(2025, 1, 3),
      { expiryMonth: true },
      new Date(2025, 1, 28),
    ],
    [
      'disablePast snaps to today',
      new Date(2025, 0, 1),
      { disablePast: true },
      new Date(2025, 4, 15),
    ],
    [
      'disableFuture snaps to the end of today',
      new Date(2026, 0, 1),
      { disableFuture: true },
      new Date(2025, 4, 15, 23, 59, 59, 999),
    ],
  ])('%s', (_name, date, options, expected) => {
    expect(applyDateRules(date, options, now)).toEqual(expected);
  });
});

describe('isOutOfRange', () => {
  it.each([
    [new Date(2024, 11, 31), true],
    [new Date(2025, 0, 1, 15), false],
    [new Date(2025, 11, 31, 23), false],
    [new Date(2026, 0, 1), true],
  ])('%s is out of range: %s', (date, expected) => {
    expect(isOutOfRange(date, { minDate: min, maxDate: max }, now)).toBe(expected);
  });
});

describe('dateErrorKey', () => {
  it.each([
    ['invalidDate', 'error.invalid-date'],
    ['minDate', 'error.min-date'],
    ['maxDate', 'error.max-date'],
    ['disablePast', 'error.disable-past'],
    ['disableFuture', 'error.disable-future'],
    [null, undefined],
  ])('%s gives %s', (reason, key) => {
    expect(dateErrorKey(reason)).toBe(key);
  });
});
