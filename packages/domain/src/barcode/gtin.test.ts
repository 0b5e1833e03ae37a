import { describe, expect, it } from 'vitest';
import { gtinCheckDigit, hasValidCheckDigit, isValidGtin, normaliseGtin } from './gtin';

describe('gtinCheckDigit', () => {
  it.each([
    ['0950600013435', 2], // GTIN-14 09506000134352
    ['629104150021', 3], // GTIN-13 6291041500213
    ['03600029145', 2], // GTIN-12 036000291452
    ['9638507', 4], // GTIN-8 96385074
    ['10614141123456789', 7], // SSCC 106141411234567897
    ['0001234567890', 5],
    ['1234567', 0], // weighted sum already a multiple of 10
    ['0000000', 0],
  ])('check digit of %s is %i', (digits, expected) => {
    expect(gtinCheckDigit(digits)).toBe(expected);
  });

  it('is unchanged by leading zeros (weights count from the right)', () => {
    expect(gtinCheckDigit('00629104150021')).toBe(gtinCheckDigit('629104150021'));
  });

  it.each(['', '12a4', ' 123', '12.3'])('rejects non-digits %j', (digits) => {
    expect(() => gtinCheckDigit(digits)).toThrow(RangeError);
  });
});

describe('hasValidCheckDigit', () => {
  it.each([
    ['106141411234567897', true],
    ['106141411234567890', false],
    ['0', false],
    ['', false],
    ['12a', false],
  ])('%j -> %s', (key, expected) => {
    expect(hasValidCheckDigit(key)).toBe(expected);
  });
});

describe('isValidGtin', () => {
  it.each([
    ['96385074', true],
    ['036000291452', true],
    ['6291041500213', true],
    ['09506000134352', true],
    ['96385075', false], // wrong check digit
    ['6291041500214', false],
    ['09506000134353', false],
    ['3600029145', false], // 10 digits: not a GTIN length
    ['36000291452', false], // 11 digits
    ['106141411234567897', false], // an SSCC, valid check digit but 18 digits
    ['629104150021X', false],
    [' 6291041500213', false], // no whitespace
    ['', false],
  ])('%j -> %s', (code, expected) => {
    expect(isValidGtin(code)).toBe(expected);
  });
});

describe('normaliseGtin', () => {
  it.each([
    ['96385074', '00000096385074'],
    ['036000291452', '00036000291452'],
    ['6291041500213', '06291041500213'],
    ['09506000134352', '09506000134352'],
    [' 6291041500213\r\n', '06291041500213'],
    ['6291041500214', null],
    ['abc', null],
    ['', null],
  ])('%j -> %j', (code, expected) => {
    expect(normaliseGtin(code)).toBe(expected);
  });
});
