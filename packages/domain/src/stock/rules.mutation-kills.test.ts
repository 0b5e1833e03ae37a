// Cases that pin rules the first mutation run showed no test guarding (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import { finite } from './finite';
import { unusableReasons } from './usability';
import { lowStockLevel, maximumQuantity, minimumQuantity, requestedQuantity } from './requisition';
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

// A NaN or an infinity in a stock formula is a bug upstream: the RangeError names the input.
const names = (name: string) => new RegExp(`^${name} must be`);

describe('a non-number in a formula throws a RangeError naming the input', () => {
  it.each<[string, () => unknown]>([
    ['amc', () => minimumQuantity(Number.NaN, 1)],
    ['understockMonths', () => minimumQuantity(1, Number.NaN)],
    ['amc', () => maximumQuantity(Number.NaN, 1)],
    ['overstockMonths', () => maximumQuantity(1, Number.NaN)],
    ['maximumQuantity', () => requestedQuantity({ maximumQuantity: Number.NaN, finalBalance: 1 })],
    ['finalBalance', () => requestedQuantity({ maximumQuantity: 1, finalBalance: Number.NaN })],
    ['maximum', () => lowStockLevel(1, Number.NaN)],
    ['balance', () => lowStockLevel(Number.NaN, 1)],
    [
      'consumedUnits',
      () => averageMonthlyConsumption({ consumedUnits: Number.NaN, lookBackMonths: 1 }),
    ],
    [
      'lookBackMonths',
      () => averageMonthlyConsumption({ consumedUnits: 1, lookBackMonths: Number.NaN }),
    ],
    ['consumed', () => adjustedMonthlyConsumption({ consumed: Number.NaN, daysOutOfStock: 1 })],
    [
      'daysOutOfStock',
      () => adjustedMonthlyConsumption({ consumed: 1, daysOutOfStock: Number.NaN }),
    ],
    ['stockOnHand', () => monthsOfStock(Number.NaN, 1)],
    ['amc', () => monthsOfStock(1, Number.NaN)],
    [
      'minMonths',
      () => stockStatus({ stockOnHand: 1, amc: 1, minMonths: Number.NaN, maxMonths: 1 }),
    ],
    [
      'maxMonths',
      () => stockStatus({ stockOnHand: 1, amc: 1, minMonths: 1, maxMonths: Number.NaN }),
    ],
    ['targetMonths', () => suggestedQuantity({ targetMonths: Number.NaN, amc: 1, stockOnHand: 1 })],
    ['amc', () => suggestedQuantity({ targetMonths: 1, amc: Number.NaN, stockOnHand: 1 })],
    ['stockOnHand', () => suggestedQuantity({ targetMonths: 1, amc: 1, stockOnHand: Number.NaN })],
    ['days', () => isExpiringWithin('2025-01-10', '2025-01-01', Number.NaN)],
    ['expiringDays', () => expiryStatus('2025-01-10', '2025-01-01', { expiringDays: Number.NaN })],
    [
      'almostExpiredMonths',
      () => expiryStatus('2025-06-10', '2025-01-01', { almostExpiredMonths: Number.NaN }),
    ],
  ])('%s', (name, call) => {
    expect(call).toThrow(RangeError);
    expect(call).toThrow(names(name));
  });

  it('and says what it got', () => {
    expect(() => finite('amc', Number.POSITIVE_INFINITY)).toThrow(
      'amc must be a finite number, got Infinity',
    );
  });

  it.each<[string, () => unknown]>([
    ['today', () => isExpiringWithin('2025-01-10', '2025-13-01')],
    ['expiryDate', () => isExpiringWithin('2025-02-30', '2025-01-01')],
    ['today', () => expiryStatus('2025-01-10', 'yesterday')],
    ['expiryDate', () => expiryStatus('10/01/2025', '2025-01-01')],
  ])('a malformed date names %s and shows what it got', (name, call) => {
    expect(call).toThrow(names(name));
    expect(call).toThrow(/got "/);
  });
});

describe('low-stock hint and suggested quantity without a maximum or consumption', () => {
  it('no maximum (0 or less): no hint, whatever the balance', () => {
    expect(lowStockLevel(-5, 0)).toBe('OK');
    expect(lowStockLevel(-5, -10)).toBe('OK');
  });

  it('suggests 0 unless target months and AMC are both above 0', () => {
    expect(suggestedQuantity({ targetMonths: 0, amc: 10, stockOnHand: -5 })).toBe(0);
    expect(suggestedQuantity({ targetMonths: 3, amc: 0, stockOnHand: -5 })).toBe(0);
    expect(suggestedQuantity({ targetMonths: -1, amc: -10, stockOnHand: 0 })).toBe(0);
  });
});

describe('FORMULAS: each figure shown with the formula people can check', () => {
  it.each([
    ['averageMonthlyConsumption', ['AMC', 'look-back months']],
    ['adjustedMonthlyConsumption', ['30', 'days out of stock']],
    ['monthsOfStock', ['stock on hand', 'AMC']],
    ['stockStatus', ['out of stock', 'understocked', 'overstocked', 'well stocked']],
    ['suggestedQuantity', ['target months', 'AMC', 'stock on hand', 'above 0']],
    ['expiryStatus', ['Expired', 'expiring', 'almost expired']],
  ] as const)('%s mentions %j', (statistic, words) => {
    for (const word of words) expect(FORMULAS[statistic]).toContain(word);
  });
});

describe('stock status at the edges of its tolerance', () => {
  // A months-of-stock figure within MONTHS_TOLERANCE (1e-9) of a bound counts as on it.
  it('is not understocked a whole tolerance below the minimum, nor overstocked as far above the maximum', () => {
    expect(stockStatus({ stockOnHand: 10, amc: 10, minMonths: 1 + 1e-9, maxMonths: 3 })).toBe(
      'WELL_STOCKED',
    );
    expect(stockStatus({ stockOnHand: 10, amc: 10, minMonths: 0, maxMonths: 1 - 1e-9 })).toBe(
      'WELL_STOCKED',
    );
  });
});

describe('unusableReasons', () => {
  const batch = { onHold: false, locationOnHold: false, expiryDate: null, vvmUnusable: false };
  it("takes only a whole 'YYYY-MM-DD' as today, and says what it got otherwise", () => {
    expect(() => unusableReasons(batch, 'x2026-01-01')).toThrow(
      "today must be YYYY-MM-DD, got 'x2026-01-01'",
    );
    expect(() => unusableReasons(batch, '2026-01-01T00:00')).toThrow(RangeError);
    expect(unusableReasons(batch, '2026-01-01')).toEqual([]);
  });
});
