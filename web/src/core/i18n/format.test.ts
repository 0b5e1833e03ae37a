import { describe, expect, it } from 'vitest';
import { formatCurrency, formatCurrencyFull, formatDate, formatInteger, toDate } from './format';

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
