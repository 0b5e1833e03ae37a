import { describe, expect, it } from 'vitest';
import {
  API_INTEGER_MAX,
  combineUnits,
  splitAcrossUnits,
  applyNumberRules,
  getNumberBounds,
  getNumberSeparators,
  parseLocaleNumber,
  readLocaleNumber,
  roundToDecimals,
  stepNumber,
  type NumberRuleOptions,
} from './number';

const EN = { group: ',', decimal: '.' };
const FR = { group: '\u202f', decimal: ',' };
const PT = { group: '.', decimal: ',' };
const AR_EG = { group: '\u066c', decimal: '\u066b' };

describe('parseLocaleNumber', () => {
  it.each([
    ['', EN, Number.NaN],
    ['   ', EN, Number.NaN],
    ['12', EN, 12],
    ['1,234.5', EN, 1234.5],
    ['-1,234', EN, -1234],
    ['.5', EN, 0.5],
    ['5.', EN, 5],
    ['1 234,5', FR, 1234.5],
    ['1\u202f234,5', FR, 1234.5],
    ['1.5', FR, 1.5],
    ['1.234,5', PT, 1234.5],
    ['\u0661\u066c\u0662\u0663\u0664\u066b\u0665', AR_EG, 1234.5],
    ['\u200e-12', EN, -12],
    ['\u221212', EN, -12],
    ['abc', EN, Number.NaN],
    ['1.2.3', EN, Number.NaN],
    ['-', EN, Number.NaN],
    ['1e5', EN, Number.NaN],
  ])('parses %j', (text, separators, expected) => {
    expect(parseLocaleNumber(text, separators)).toBe(expected);
  });
});

describe('getNumberSeparators', () => {
  it.each([
    ['en', ',', '.'],
    ['pt', '.', ','],
  ])('reads %s from Intl', (locale, group, decimal) => {
    expect(getNumberSeparators(locale)).toEqual({ group, decimal });
  });
  it('uses a comma as the French decimal mark', () => {
    expect(getNumberSeparators('fr').decimal).toBe(',');
  });
  it('reads a locale from Intl once: the same answer again, another for another locale', () => {
    const ar = getNumberSeparators('ar-EG');
    expect(getNumberSeparators('ar-EG')).toBe(ar);
    expect(getNumberSeparators('de')).not.toBe(ar);
    expect(getNumberSeparators('de')).toEqual({ group: '.', decimal: ',' });
  });
});

describe('roundToDecimals', () => {
  it.each([
    [1.005, 2, 1.01],
    [1.004, 2, 1],
    [2.5, 0, 3],
    [-2.5, 0, -3],
    [1.23456, 3, 1.235],
    [1e-7, 2, 0],
    [123, 0, 123],
    [-0.4, 0, 0],
  ])('rounds %d to %d places', (value, places, expected) => {
    expect(roundToDecimals(value, places)).toBe(expected);
  });
});

describe('getNumberBounds', () => {
  it.each<[NumberRuleOptions, { min: number; max: number }]>([
    [{}, { min: 0, max: API_INTEGER_MAX }],
    [{ allowNegative: true }, { min: -Number.MAX_SAFE_INTEGER, max: API_INTEGER_MAX }],
    [
      { min: 5, max: 10 },
      { min: 5, max: 10 },
    ],
    [
      { allowNegative: true, min: -3 },
      { min: -3, max: API_INTEGER_MAX },
    ],
  ])('defaults for %j', (options, expected) => {
    expect(getNumberBounds(options)).toEqual(expected);
  });
});

describe('applyNumberRules', () => {
  it.each<[number, NumberRuleOptions, number]>([
    [1.6, {}, 2],
    [-5, {}, 0],
    [-5, { allowNegative: true }, -5],
    [1_000_000_000, {}, API_INTEGER_MAX],
    [1.239, { decimalLimit: 2 }, 1.24],
    [10.4, { max: 10, decimalLimit: 1 }, 10],
    [9.96, { max: 10, decimalLimit: 1 }, 10],
    [0.04, { min: 0.1, decimalLimit: 1 }, 0.1],
  ])('%d with %j gives %d', (value, options, expected) => {
    expect(applyNumberRules(value, options)).toBe(expected);
  });
  it('keeps NaN', () => {
    expect(applyNumberRules(Number.NaN)).toBeNaN();
  });
});

describe('stepNumber', () => {
  it.each<[number | undefined, 1 | -1, boolean, Parameters<typeof stepNumber>[3], number]>([
    [5, 1, false, {}, 6],
    [5, -1, false, {}, 4],
    [5, 1, true, {}, 15],
    [5, -1, true, {}, 0],
    [undefined, 1, false, {}, 1],
    [5, 1, false, { step: 5 }, 10],
    [5, 1, true, { step: 2, multiplier: 5 }, 15],
    [0.1, 1, false, { step: 0.2, decimalLimit: 1 }, 0.3],
    [API_INTEGER_MAX, 1, false, {}, API_INTEGER_MAX],
  ])('steps %j by %d (shift %s, %j) to %d', (current, direction, shift, options, expected) => {
    expect(stepNumber(current, direction, shift, options)).toBe(expected);
  });
});

describe('splitAcrossUnits (multi-unit inputs)', () => {
  it.each<[number, number[], number, number[]]>([
    [25, [10, 1], 0, [2, 5]],
    [25.5, [10, 1], 1, [2, 5.5]],
    [25.55, [10, 1], 1, [2, 5.6]],
    [0.3, [0.1, 0.01], 0, [3, 0]],
    [1234, [100, 10, 1], 0, [12, 3, 4]],
    [7, [10, 1], 0, [0, 7]],
    [12.5, [2.5], 2, [5]],
    [-4, [10, 1], 0, [0, 0]],
  ])('%d over ratios %j (last unit %d decimals) is %j', (total, ratios, decimals, counts) => {
    expect(splitAcrossUnits(total, ratios, decimals)).toEqual(counts);
  });

  it('adds the counts back up', () => {
    expect(combineUnits([2, 5.5], [10, 1])).toBe(25.5);
    expect(combineUnits([undefined, 3], [10, 1])).toBe(3);
    expect(combineUnits([3, 0], [0.1, 0.01])).toBe(0.3);
  });
});

describe('readLocaleNumber (docs/decisions/0023: refused, never reshaped)', () => {
  const english = { group: ',', decimal: '.' };
  const french = { group: '\u202f', decimal: ',' };
  const german = { group: '.', decimal: ',' };

  it.each([
    ['1.5', english, 1.5],
    ['1,234.5', english, 1234.5],
    ['1,234,567', english, 1234567],
    ['-3', english, -3],
    ['.5', english, 0.5],
    ['2.', english, 2],
    ['1,5', french, 1.5],
    ['1.5', french, 1.5],
    ['1 234,5', french, 1234.5],
    ['1\u202f234,5', french, 1234.5],
    ['1.234,5', german, 1234.5],
    ['\u0661\u066b\u0665', { group: '\u066c', decimal: '\u066b' }, 1.5],
    ['99999999999', english, 99999999999],
  ])('reads %j as %d', (text, separators, value) => {
    expect(readLocaleNumber(text, separators)).toEqual({ value });
  });

  it.each([
    ['1,5', english, 'MISPLACED_GROUP_MARK'],
    ['12,34', english, 'MISPLACED_GROUP_MARK'],
    ['1 5', french, 'MISPLACED_GROUP_MARK'],
    ['1e5', english, 'EXPONENT'],
    ['2E-3', french, 'EXPONENT'],
    ['1.2.3', english, 'MANY_DECIMAL_MARKS'],
    ['1,2.3', french, 'MANY_DECIMAL_MARKS'],
    ['abc', english, 'NOT_A_NUMBER'],
    ['12a', english, 'NOT_A_NUMBER'],
    ['-', english, 'NOT_A_NUMBER'],
    ['', english, 'NOT_A_NUMBER'],
    ['1 234', english, 'NOT_A_NUMBER'],
  ])('refuses %j', (text, separators, problem) => {
    expect(readLocaleNumber(text, separators)).toEqual({ problem });
  });
});
