import { describe, expect, it } from 'vitest';
import { formatNumberForInput } from './numberText';

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
