import { describe, expect, it } from 'vitest';
import { lowStockLevel, maximumQuantity, minimumQuantity, requestedQuantity } from './requisition';

describe('minimum and maximum quantity = AMC x threshold months', () => {
  it.each([
    [100, 3, 300],
    [12.5, 2, 25],
    [0, 3, 0],
    [100, 0, 0],
    [-10, 3, 0],
  ])('AMC %d x %d months -> %d', (amc, months, expected) => {
    expect(minimumQuantity(amc, months)).toBe(expected);
    expect(maximumQuantity(amc, months)).toBe(expected);
  });

  it('refuses what is not a number', () => {
    expect(() => maximumQuantity(Number.NaN, 6)).toThrow(RangeError);
  });
});

describe('requested quantity = maximum - final balance', () => {
  it.each([
    [600, 250, 350],
    [600, 600, 0],
    [600, 700, 0],
    [600, -20, 620],
  ])('maximum %d, final balance %d -> %d', (maximum, finalBalance, expected) => {
    expect(requestedQuantity({ maximumQuantity: maximum, finalBalance })).toBe(expected);
  });
});

describe('low-stock hints below half and below a quarter of maximum', () => {
  it.each([
    [400, 400, 'OK'],
    [200, 400, 'OK'],
    [199, 400, 'BELOW_HALF'],
    [100, 400, 'BELOW_HALF'],
    [99, 400, 'BELOW_QUARTER'],
    [0, 400, 'BELOW_QUARTER'],
    [-5, 400, 'BELOW_QUARTER'],
    [0, 0, 'OK'],
  ] as const)('balance %d of maximum %d -> %s', (balance, maximum, expected) => {
    expect(lowStockLevel(balance, maximum)).toBe(expected);
  });
});
