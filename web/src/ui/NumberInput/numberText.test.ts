import { describe, expect, it } from 'vitest';
import { formatNumberForInput, isAcceptableNumberText } from './numberText';

const EN = { group: ',', decimal: '.' };
const FR = { group: '\u202f', decimal: ',' };

describe('isAcceptableNumberText', () => {
  it.each([
    ['123', EN, false, false, true],
    ['1,234', EN, false, false, true],
    ['1.5', EN, false, false, false],
    ['1.5', EN, true, false, true],
    ['-1', EN, false, false, false],
    ['-1', EN, false, true, true],
    ['1-', EN, false, true, false],
    ['1a', EN, true, true, false],
    ['1 234,5', FR, true, false, true],
    ['\u0661\u0662', EN, false, false, true],
  ])(
    '%j (%j, decimals %s, negatives %s) is %s',
    (text, separators, allowDecimal, allowNegative, expected) => {
      expect(isAcceptableNumberText(text, separators, { allowDecimal, allowNegative })).toBe(
        expected,
      );
    },
  );
});

describe('formatNumberForInput', () => {
  it.each([
    [undefined, 'en', 0, ''],
    [1234.5, 'en', 1, '1,234.5'],
    [1234.56, 'en', 0, '1,235'],
    [0.5, 'fr', 2, '0,5'],
  ])('%s in %s to %d places is %j', (value, language, decimals, expected) => {
    expect(formatNumberForInput(value, language, decimals)).toBe(expected);
  });
});
