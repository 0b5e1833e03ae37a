// Numbers as users type them (spec 001 section 9): cases a mutation run showed no test
// guarding (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import { getNumberSeparators, parseLocaleNumber, roundToDecimals } from './number';

const en = getNumberSeparators('en');

describe('parseLocaleNumber', () => {
  it('reads the first and last Arabic-Indic and Eastern Arabic-Indic digits', () => {
    expect(parseLocaleNumber('\u0660', en)).toBe(0);
    expect(parseLocaleNumber('\u0669', en)).toBe(9);
    expect(parseLocaleNumber('\u06f0', en)).toBe(0);
    expect(parseLocaleNumber('\u06f9', en)).toBe(9);
    expect(parseLocaleNumber('\u0661\u0660\u0669', en)).toBe(109);
  });

  it('ignores a space typed inside a number', () => {
    expect(parseLocaleNumber('1 234', en)).toBe(1234);
  });

  it('reads a fraction written without its leading zero', () => {
    expect(parseLocaleNumber('.25', en)).toBe(0.25);
    expect(parseLocaleNumber('-.125', en)).toBe(-0.125);
  });
});

describe('roundToDecimals', () => {
  it('leaves an infinity as it is', () => {
    expect(roundToDecimals(Number.POSITIVE_INFINITY, 2)).toBe(Number.POSITIVE_INFINITY);
    expect(roundToDecimals(Number.NEGATIVE_INFINITY, 0)).toBe(Number.NEGATIVE_INFINITY);
  });
});
