import { describe, expect, it } from 'vitest';
import {
  DEFAULT_CURRENCY_CODE,
  getCurrencyDecimals,
  getSmallestCurrencyUnit,
  hasHiddenCurrencyDecimals,
} from './currency';

describe('getCurrencyDecimals', () => {
  it.each([
    [undefined, 2],
    ['USD', 2],
    ['EUR', 2],
    ['DJF', 0],
    ['xof', 0],
    ['XAF', 0],
  ])('%s shows %d decimals', (code, expected) => {
    expect(getCurrencyDecimals(code)).toBe(expected);
  });
});

describe('getSmallestCurrencyUnit', () => {
  it.each([
    ['USD', 0.01],
    ['DJF', 1],
  ])('%s', (code, expected) => {
    expect(getSmallestCurrencyUnit(code)).toBe(expected);
  });
});

describe('hasHiddenCurrencyDecimals', () => {
  it.each([
    [1.23, 'USD', false],
    [1.234, 'USD', true],
    [1.5, 'DJF', true],
    [12, 'DJF', false],
    [1.00000000001, 'USD', false],
  ])('%d %s', (value, code, expected) => {
    expect(hasHiddenCurrencyDecimals(value, code)).toBe(expected);
  });
});

describe('the default currency (spec 001 section 9: default symbol $)', () => {
  it('is shown with the $ symbol', () => {
    const shown = new Intl.NumberFormat('en', {
      style: 'currency',
      currency: DEFAULT_CURRENCY_CODE,
    }).format(1);
    expect(shown).toBe('$1.00');
  });
});
