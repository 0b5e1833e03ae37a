// Numbers as users type them (spec 001 section 9): cases a mutation run showed no test
// guarding (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import {
  getNumberSeparators,
  parseLocaleNumber,
  readLocaleNumber,
  roundToDecimals,
} from './number';

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

describe('readLocaleNumber (decision 0023: strictly, in the language of the user)', () => {
  const read = (text: string) => readLocaleNumber(text, en);

  it('ignores spaces around, bidi marks, and reads the minus sign as a minus', () => {
    expect(read(' 12 ')).toEqual({ value: 12 });
    expect(read('\u200f12')).toEqual({ value: 12 });
    expect(read('\u221212')).toEqual({ value: -12 });
  });

  it('refuses a plus sign, and letters before an exponent or in the fraction', () => {
    expect(read('+5')).toEqual({ problem: 'NOT_A_NUMBER' });
    expect(read('1,+23')).toEqual({ problem: 'NOT_A_NUMBER' });
    expect(read('1.e5')).toEqual({ problem: 'NOT_A_NUMBER' });
    expect(read('x1e5')).toEqual({ problem: 'NOT_A_NUMBER' });
  });

  it('calls any exponent form an exponent, signed or of several digits', () => {
    expect(read('-1e5')).toEqual({ problem: 'EXPONENT' });
    expect(read('12e5')).toEqual({ problem: 'EXPONENT' });
    expect(read('1 2e5')).toEqual({ problem: 'EXPONENT' });
  });

  it('takes group marks only between groups of three digits after a first group of one to three', () => {
    expect(read('12,345')).toEqual({ value: 12345 });
    expect(read('1,234,567')).toEqual({ value: 1234567 });
    for (const text of ['1234,567', '1,234,56', '1,2345'])
      expect(read(text), text).toEqual({ problem: 'MISPLACED_GROUP_MARK' });
  });

  it('reads minus zero as zero, and a number too large to hold as none', () => {
    const zero = read('-0');
    expect(zero).toEqual({ value: 0 });
    expect(Object.is('value' in zero && zero.value, 0)).toBe(true);
    expect(read('9'.repeat(400))).toEqual({ problem: 'NOT_A_NUMBER' });
  });
});
