import { describe, expect, it } from 'vitest';
import { LIMITS, decimalsOf, isStorablePackCount, numberProblem, textProblem } from './limits';

describe('numberProblem', () => {
  it.each([
    // the values a hostile caller sends
    [1e300, 'numberOfPacks', 'TOO_LARGE'],
    [9e15, 'numberOfPacks', 'TOO_LARGE'],
    [5e-324, 'packSize', 'TOO_SMALL'],
    [5e-324, 'numberOfPacks', 'TOO_MANY_DECIMALS'],
    [Infinity, 'price', 'NOT_FINITE'],
    [Number.NaN, 'other', 'NOT_FINITE'],
    [-1, 'numberOfPacks', 'TOO_SMALL'],
    [-0.5, 'price', 'TOO_SMALL'],
    [0, 'packSize', 'TOO_SMALL'],
    [1_000_001, 'packSize', 'TOO_LARGE'],
    [1_000_000_000, 'numberOfPacks', 'TOO_LARGE'],
    [1.5, 'integer', 'TOO_MANY_DECIMALS'],
    [0.1234567, 'numberOfPacks', 'TOO_MANY_DECIMALS'],
    [0.00001, 'price', 'TOO_MANY_DECIMALS'],
  ] as const)('%s as %s is %s', (value, kind, problem) => {
    expect(numberProblem(value, LIMITS[kind])).toBe(problem);
  });

  it.each([
    [999_999_999, 'numberOfPacks'],
    [999_999_998.999999, 'numberOfPacks'],
    [0, 'numberOfPacks'],
    [0.123456, 'numberOfPacks'],
    [0.001, 'packSize'],
    [1_000_000, 'packSize'],
    [12.5, 'price'],
    [-3, 'other'],
    [42, 'integer'],
  ] as const)('%s as %s is accepted', (value, kind) => {
    expect(numberProblem(value, LIMITS[kind])).toBeNull();
  });

  it('refuses the bound itself when the minimum is exclusive', () => {
    expect(numberProblem(0, { min: 0, minExclusive: true, max: 10, decimals: 0 })).toBe(
      'TOO_SMALL',
    );
    expect(numberProblem(1, { min: 0, minExclusive: true, max: 10, decimals: 0 })).toBeNull();
  });
});

describe('decimalsOf', () => {
  it.each([
    [1, 0],
    [1.5, 1],
    [0.125, 3],
    [1e-7, 7],
    [1.5e-7, 8],
    [1e21, 0],
  ])('%s has %s decimals', (value, decimals) => {
    expect(decimalsOf(value)).toBe(decimals);
  });
});

describe('isStorablePackCount', () => {
  it('keeps finite counts within the bound, and nothing else', () => {
    expect(isStorablePackCount(999_999_999)).toBe(true);
    expect(isStorablePackCount(0)).toBe(true);
    expect(isStorablePackCount(1_000_000_000)).toBe(false);
    expect(isStorablePackCount(Infinity)).toBe(false);
    expect(isStorablePackCount(Number.NaN)).toBe(false);
  });
});

describe('textProblem', () => {
  it('refuses NUL bytes and text over the length', () => {
    expect(textProblem('a\u0000b')).toBe('NUL_BYTE');
    expect(textProblem('x'.repeat(11), 10)).toBe('TOO_LONG');
    expect(textProblem('x'.repeat(10), 10)).toBeNull();
    expect(textProblem('')).toBeNull();
  });
});
