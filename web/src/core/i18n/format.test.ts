import { describe, expect, it } from 'vitest';
import {
  ageOf,
  formatCurrency,
  formatCurrencyFull,
  formatDate,
  formatDuration,
  formatInteger,
  formatNumber,
  formatTax,
  MAX_FRACTION_DIGITS,
  toDate,
} from './format';

describe('formatCurrency', () => {
  it.each([
    [1.5, 'en', undefined, '$1.50'],
    [1.5, 'en', 'EUR', '€1.50'],
    [1234.4, 'en', 'DJF', expect.stringMatching(/^\D*1,234$/) as unknown as string],
    [2, 'en', 'XOF', expect.stringMatching(/^\D*2$/) as unknown as string],
  ])('%d in %s %s', (value, language, code, expected) => {
    expect(formatCurrency(value, language, code ? { currencyCode: code } : {})).toEqual(expected);
  });

  it('shows the full value up to 10 decimals', () => {
    expect(formatCurrencyFull(1.23456789012345, 'en')).toBe('$1.2345678901');
  });
});

describe('dates', () => {
  it('reads naive dates as local dates', () => {
    const date = toDate('2025-03-09');
    expect(date?.getFullYear()).toBe(2025);
    expect(date?.getMonth()).toBe(2);
    expect(date?.getDate()).toBe(9);
  });

  it.each([
    ['2025-03-09', '09/03/2025'],
    [new Date(2024, 11, 31), '31/12/2024'],
    ['not a date', ''],
    [null, ''],
  ])('formats %s as %s', (value, expected) => {
    expect(formatDate(value)).toBe(expected);
  });
});

describe('formatInteger', () => {
  it('groups digits per locale', () => {
    expect(formatInteger(1500, 'en')).toBe('1,500');
    expect(formatInteger(1500, 'fr').replace(/\s/g, ' ')).toBe('1 500');
  });
});

describe('units and display (spec 001 section 9)', () => {
  it('shows tax with two decimals', () => {
    expect(formatTax(12.5, 'en')).toBe('12.50%');
    expect(formatTax(0, 'en')).toBe('0.00%');
    expect(formatTax(7.125, 'fr')).toMatch(/^7,13\s?%$/);
  });

  it.each([
    [0, '00:00:00'],
    [59.9, '00:00:59'],
    [3_725, '01:02:05'],
    [90_000, '25:00:00'],
  ])('shows a duration of %d s as %s', (seconds, text) => {
    expect(formatDuration(seconds)).toBe(text);
  });

  it('formats numbers with up to 20 fraction digits', () => {
    expect(MAX_FRACTION_DIGITS).toBe(20);
    expect(formatNumber(0.1234567890123, 'en')).toBe('0.1234567890123');
  });

  it.each([
    ['1990-06-15', { years: 35 }],
    ['1990-06-16', { years: 34 }],
    ['2024-06-15', { years: 1 }],
    ['2024-06-16', { months: 11, days: 30 }],
    ['2025-01-03', { months: 5, days: 12 }],
    ['2025-06-15', { months: 0, days: 0 }],
    ['2025-06-16', undefined],
  ])('gives the age of someone born on %s', (birth, age) => {
    expect(ageOf(birth, new Date(2025, 5, 15))).toEqual(age);
  });
});
