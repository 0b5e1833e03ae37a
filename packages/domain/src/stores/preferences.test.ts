import { describe, expect, it } from 'vitest';
import { storePreferenceProblem } from './preferences';

const DEFAULTS = {
  monthlyConsumptionLookBackPeriod: 3,
  monthsLeadTime: 0,
  monthsOverstock: 6,
  monthsUnderstock: 3,
  monthsItemsExpire: 3,
  stocktakeFrequency: 1,
};

describe('storePreferenceProblem', () => {
  it('accepts the defaults of a new store and the edges of each bound', () => {
    expect(storePreferenceProblem(DEFAULTS)).toBeNull();
    expect(storePreferenceProblem({ ...DEFAULTS, monthlyConsumptionLookBackPeriod: 1 })).toBeNull();
    expect(
      storePreferenceProblem({ ...DEFAULTS, monthlyConsumptionLookBackPeriod: 60 }),
    ).toBeNull();
    expect(storePreferenceProblem({ ...DEFAULTS, monthsLeadTime: 120 })).toBeNull();
    expect(storePreferenceProblem({ ...DEFAULTS, monthsOverstock: 1200 })).toBeNull();
    expect(storePreferenceProblem({ ...DEFAULTS, monthsUnderstock: 6 })).toBeNull();
    expect(storePreferenceProblem({ ...DEFAULTS, monthsItemsExpire: 0.25 })).toBeNull();
  });

  it.each([
    ['monthlyConsumptionLookBackPeriod', 0],
    ['monthlyConsumptionLookBackPeriod', 1.5],
    ['monthlyConsumptionLookBackPeriod', 61],
    ['monthsLeadTime', -1],
    ['monthsLeadTime', 120.01],
    ['monthsOverstock', 1e300],
    ['monthsItemsExpire', Number.NaN],
    ['stocktakeFrequency', Number.POSITIVE_INFINITY],
    ['stocktakeFrequency', 0.125],
  ] as const)('refuses %s = %d, naming the field', (field, value) => {
    expect(storePreferenceProblem({ ...DEFAULTS, [field]: value })).toMatchObject({
      kind: 'OutOfRange',
      field,
    });
  });

  it('refuses an understock threshold above the overstock one', () => {
    expect(storePreferenceProblem({ ...DEFAULTS, monthsUnderstock: 6.01 })).toEqual({
      kind: 'UnderstockAboveOverstock',
    });
  });
});
