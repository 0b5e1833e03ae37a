import { describe, expect, it } from 'vitest';
import {
  FORMULAS,
  adjustedMonthlyConsumption,
  averageMonthlyConsumption,
  expiryStatus,
  isExpiringWithin,
  monthsOfStock,
  stockStatus,
  suggestedQuantity,
} from './statistics';

describe('averageMonthlyConsumption = consumed / look-back months', () => {
  it.each([
    [300, 3, 100],
    [45, 1.5, 30],
    [0, 3, 0],
    [90, 0, 0],
    [90, -1, 0],
    [-30, 3, 0],
  ])('%d units over %d months -> %d', (consumedUnits, lookBackMonths, expected) => {
    expect(averageMonthlyConsumption({ consumedUnits, lookBackMonths })).toBe(expected);
  });

  it('keeps fractions', () => {
    expect(averageMonthlyConsumption({ consumedUnits: 100, lookBackMonths: 3 })).toBeCloseTo(
      33.3333,
      4,
    );
  });

  it.each([
    [Number.NaN, 3],
    [100, Number.POSITIVE_INFINITY],
  ])('refuses %d / %d', (consumedUnits, lookBackMonths) => {
    expect(() => averageMonthlyConsumption({ consumedUnits, lookBackMonths })).toThrow(RangeError);
  });
});

describe('adjustedMonthlyConsumption = consumed x 30 / (30 - days out of stock)', () => {
  it.each([
    [100, 0, 100],
    [100, 10, 150],
    [100, 15, 200],
    [100, 29, 3000],
    [100, 30, 3000], // clamped to 29: no division by zero
    [100, 45, 3000],
    [100, -5, 100], // clamped to 0
    [90, 7.5, 120],
    [0, 10, 0],
    [-10, 5, 0],
  ])('%d consumed, %d days out -> %d', (consumed, daysOutOfStock, expected) => {
    expect(adjustedMonthlyConsumption({ consumed, daysOutOfStock })).toBeCloseTo(expected, 10);
  });

  it('refuses a non-number', () => {
    expect(() => adjustedMonthlyConsumption({ consumed: 10, daysOutOfStock: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('monthsOfStock = stock on hand / AMC', () => {
  it.each([
    [300, 100, 3],
    [150, 100, 1.5],
    [0, 100, 0],
    [-50, 100, 0],
    [100, 0, null],
    [0, 0, null],
    [100, -1, null],
  ])('stock %d, AMC %d -> %s', (stock, amc, expected) => {
    expect(monthsOfStock(stock, amc)).toBe(expected);
  });

  it('refuses a non-number', () => {
    expect(() => monthsOfStock(Number.NaN, 10)).toThrow(RangeError);
    expect(() => monthsOfStock(10, Number.NaN)).toThrow(RangeError);
  });
});

describe('stockStatus (min 3 months, max 6 months)', () => {
  it.each([
    [0, 0, 'NO_CONSUMPTION'],
    [100, 0, 'NO_CONSUMPTION'],
    [0, 10, 'OUT_OF_STOCK'],
    [-5, 10, 'OUT_OF_STOCK'],
    [0.001, 10, 'UNDERSTOCKED'],
    [10, 10, 'UNDERSTOCKED'],
    [29.99, 10, 'UNDERSTOCKED'],
    [30, 10, 'WELL_STOCKED'], // exactly the minimum is not below it
    [45, 10, 'WELL_STOCKED'],
    [60, 10, 'WELL_STOCKED'], // exactly the maximum is not above it
    [60.01, 10, 'OVERSTOCKED'],
    [1000, 10, 'OVERSTOCKED'],
    [0.3, 0.1, 'WELL_STOCKED'], // 0.3 / 0.1 is 2.9999999999999996 in floating point
    [100, 100 / 3, 'WELL_STOCKED'],
    [0.6, 0.1, 'WELL_STOCKED'], // 5.999999999999999
    [0.7, 0.1, 'OVERSTOCKED'], // 6.999999999999999
  ])('stock %d, AMC %d -> %s', (stockOnHand, amc, expected) => {
    expect(stockStatus({ stockOnHand, amc, minMonths: 3, maxMonths: 6 })).toBe(expected);
  });

  it('lets understocked win when the minimum exceeds the maximum', () => {
    expect(stockStatus({ stockOnHand: 45, amc: 10, minMonths: 6, maxMonths: 3 })).toBe(
      'UNDERSTOCKED',
    );
  });

  it.each([
    [0, 6, 1, 'WELL_STOCKED'],
    [0, 0, 1, 'OVERSTOCKED'],
  ])('min %d, max %d, 0.1 month of stock -> %s', (minMonths, maxMonths, stockOnHand, expected) => {
    expect(stockStatus({ stockOnHand, amc: 10, minMonths, maxMonths })).toBe(expected);
  });

  it('refuses non-number thresholds', () => {
    expect(() =>
      stockStatus({ stockOnHand: 1, amc: 1, minMonths: Number.NaN, maxMonths: 6 }),
    ).toThrow(RangeError);
  });
});

describe('suggestedQuantity = max(0, round(target x AMC - max(stock, 0)))', () => {
  it.each([
    [3, 100, 50, 250],
    [3, 100, 0, 300],
    [3, 100, -20, 300], // stock below 0 counts as 0
    [3, 100, 300, 0],
    [3, 100, 400, 0],
    [0, 100, 0, 0],
    [-1, 100, 0, 0],
    [3, 0, 0, 0],
    [3, -5, 0, 0],
    [1, 10.5, 0, 11], // halves round up
    [1, 10.4, 0, 10],
    [1.5, 33, 0, 50], // 49.5
    [2, 33.3333, 0, 67],
    [3, 100 / 3, 0, 100],
  ])('target %d, AMC %d, stock %d -> %d', (targetMonths, amc, stockOnHand, expected) => {
    expect(suggestedQuantity({ targetMonths, amc, stockOnHand })).toBe(expected);
  });

  it('refuses a non-number', () => {
    expect(() => suggestedQuantity({ targetMonths: 3, amc: 1, stockOnHand: Number.NaN })).toThrow(
      RangeError,
    );
  });
});

describe('expiryStatus (today 2025-01-31)', () => {
  const today = '2025-01-31';
  it.each([
    [null, 'NO_EXPIRY'],
    [undefined, 'NO_EXPIRY'],
    ['', 'NO_EXPIRY'],
    ['2024-12-31', 'EXPIRED'],
    ['2025-01-30', 'EXPIRED'],
    ['2025-01-31', 'EXPIRING'], // usable on its expiry date
    ['2025-02-15', 'EXPIRING'],
    ['2025-03-02', 'EXPIRING'], // 30 days
    ['2025-03-03', 'ALMOST_EXPIRED'], // 31 days
    ['2025-04-30', 'ALMOST_EXPIRED'], // three months on, clamped to the end of April
    ['2025-05-01', 'OK'],
    ['2026-01-01', 'OK'],
  ])('%j -> %s', (expiry, expected) => {
    expect(expiryStatus(expiry, today)).toBe(expected);
  });

  it.each([
    ['2025-01-31', { expiringDays: 0 }, 'EXPIRING'],
    ['2025-02-01', { expiringDays: 0 }, 'ALMOST_EXPIRED'],
    ['2025-07-31', { almostExpiredMonths: 6 }, 'ALMOST_EXPIRED'],
    ['2025-08-01', { almostExpiredMonths: 6 }, 'OK'],
    ['2025-03-03', { almostExpiredMonths: 0 }, 'OK'],
    ['2025-04-01', { expiringDays: 60 }, 'EXPIRING'],
  ])('%s with %j -> %s', (expiry, options, expected) => {
    expect(expiryStatus(expiry, today, options)).toBe(expected);
  });

  it.each([
    ['2024-02-29', '2024-03-30', 'EXPIRING'],
    ['2024-02-29', '2024-03-31', 'ALMOST_EXPIRED'],
    ['2024-02-29', '2024-05-29', 'ALMOST_EXPIRED'],
    ['2024-02-29', '2024-05-30', 'OK'],
    ['2025-03-01', '2025-03-31', 'EXPIRING'], // across a daylight-saving change
    ['2025-03-01', '2025-04-01', 'ALMOST_EXPIRED'],
    ['2025-12-15', '2026-01-14', 'EXPIRING'], // across a year end
  ])('today %s, expiry %s -> %s', (day, expiry, expected) => {
    expect(expiryStatus(expiry, day)).toBe(expected);
  });

  it.each([
    ['2025-02-30', today],
    ['31/01/2025', today],
    ['2025-03-01', '2025-13-01'],
    [null, 'today'],
  ])('refuses expiry %j with today %j', (expiry, day) => {
    expect(() => expiryStatus(expiry, day)).toThrow(RangeError);
  });
});

describe('isExpiringWithin', () => {
  const today = '2025-01-31';
  it.each([
    ['2025-01-31', 30, true],
    ['2025-02-15', 30, true],
    ['2025-03-02', 30, true],
    ['2025-03-03', 30, false],
    ['2025-01-30', 30, false], // already expired
    ['2025-01-31', 0, true],
    ['2025-02-01', 0, false],
    ['2025-07-31', 181, true],
    [null, 30, false],
    ['', 30, false],
  ])('%j within %i days -> %s', (expiry, days, expected) => {
    expect(isExpiringWithin(expiry, today, days)).toBe(expected);
  });

  it('counts 30 days by default', () => {
    expect(isExpiringWithin('2025-03-02', today)).toBe(true);
    expect(isExpiringWithin('2025-03-03', today)).toBe(false);
  });

  it('refuses malformed dates', () => {
    expect(() => isExpiringWithin('2025-02-30', today)).toThrow(RangeError);
    expect(() => isExpiringWithin(null, '2025/01/31')).toThrow(RangeError);
  });
});

describe('FORMULAS', () => {
  it('has one formula for each statistic', () => {
    expect(Object.keys(FORMULAS).sort()).toEqual([
      'adjustedMonthlyConsumption',
      'averageMonthlyConsumption',
      'expiryStatus',
      'monthsOfStock',
      'stockStatus',
      'suggestedQuantity',
    ]);
  });

  it('states the thresholds the code uses', () => {
    expect(FORMULAS.adjustedMonthlyConsumption).toContain('× 30 ÷ (30 − days out of stock)');
    expect(FORMULAS.adjustedMonthlyConsumption).toContain('0 to 29');
    expect(FORMULAS.expiryStatus).toContain('within 30 days');
    expect(FORMULAS.expiryStatus).toContain('within 3 months');
    expect(FORMULAS.suggestedQuantity).toContain('max(stock on hand, 0)');
  });
});
