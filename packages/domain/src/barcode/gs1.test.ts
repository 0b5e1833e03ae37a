import { afterEach, describe, expect, it, vi } from 'vitest';
import { parseGs1, type Gs1Data } from './gs1';

const GS = '\u001d';
const now = new Date(Date.UTC(2025, 5, 15));
const GTIN = '09506000134352';
const parsed = (input: string): Gs1Data => {
  const result = parseGs1(input, now);
  if (!result.ok)
    throw new Error(`expected ${JSON.stringify(input)} to parse, got ${result.error}`);
  return result.value;
};

describe('parseGs1: the spec example (gtin, batch and expiry from the first three items)', () => {
  const expected = { gtin: GTIN, batch: 'AB-123', expiryDate: '2025-07-31' };
  it.each([
    ['parentheses', `(01)${GTIN}(17)250731(10)AB-123`],
    ['parentheses, batch before expiry', `(01)${GTIN}(10)AB-123(17)250731`],
    ['parentheses with spaces', `(01) ${GTIN} (17) 250731 (10) AB-123`],
    ['parentheses with separators', `(01)${GTIN}(10)AB-123${GS}(17)250731${GS}`],
    ['raw, variable value last', `01${GTIN}17250731` + '10AB-123'],
    ['raw, separator after the batch', `01${GTIN}10AB-123${GS}17250731`],
    ['raw, separator after a fixed value too', `01${GTIN}${GS}17250731${GS}10AB-123`],
    ['raw, FNC1 first and a trailing separator', `${GS}01${GTIN}17250731` + `10AB-123${GS}`],
    ['GS1 DataMatrix identifier', `]d201${GTIN}17250731` + '10AB-123'],
    ['GS1-128 identifier', `]C101${GTIN}10AB-123${GS}17250731`],
    ['GS1 QR identifier', `]Q301${GTIN}17250731` + '10AB-123'],
    ['scanner Enter at the end', `01${GTIN}17250731` + '10AB-123\r\n'],
    ['day 00 of expiry', `(01)${GTIN}(17)250700(10)AB-123`],
  ])('%s', (_name, input) => {
    expect(parsed(input)).toMatchObject(expected);
  });

  it('keeps every element, in order and as encoded', () => {
    expect(parsed(`01${GTIN}17250700` + '10AB-123').elements).toEqual([
      { ai: '01', value: GTIN },
      { ai: '17', value: '250700' },
      { ai: '10', value: 'AB-123' },
    ]);
  });
});

describe('parseGs1: plain GTINs', () => {
  it.each([
    ['96385074', '00000096385074'],
    ['036000291452', '00036000291452'],
    ['6291041500213', '06291041500213'],
    [GTIN, GTIN],
    [']E06291041500213', '06291041500213'],
    [' 6291041500213\n', '06291041500213'],
  ])('%j -> %s', (input, gtin) => {
    expect(parsed(input)).toEqual({ gtin, elements: [{ ai: '01', value: gtin }] });
  });
});

describe('parseGs1: other application identifiers', () => {
  it.each([
    ['serial and reimbursement number', `01${GTIN}21SN-0001${GS}7103456789`, { serial: 'SN-0001' }],
    [
      'logistic label: SSCC, contained GTIN, count',
      `(00)106141411234567897(02)${GTIN}(37)24(10)LOT1(17)260100`,
      { sscc: '106141411234567897', gtin: GTIN, count: 24, expiryDate: '2026-01-31' },
    ],
    ['variable count (30)', `01${GTIN}30100`, { count: 100 }],
    ['count 37 wins over 30', `(37)12(30)99`, { count: 12 }],
    ['production date, day 00', '(11)250100', { productionDate: '2025-01-01' }],
    ['best before, day 00', '(15)240200', { bestBeforeDate: '2024-02-29' }],
    ['expiry 50 years ahead', '(17)750101', { expiryDate: '2075-01-01' }],
    ['expiry 51 years ahead is last century', '(17)760101', { expiryDate: '1976-01-01' }],
    ['batch of 20 characters', `(10)${'A'.repeat(20)}`, { batch: 'A'.repeat(20) }],
    ['same AI twice, same value', '(10)A1(10)A1', { batch: 'A1' }],
  ])('%s', (_name, input, expected) => {
    expect(parsed(input)).toMatchObject(expected);
  });

  it.each([
    ['internal 91 and 99', `(91)ABC(99)${'x'.repeat(90)}`, ['91', '99']],
    ['240, 241 and 400', `240P-1${GS}241C-2${GS}400PO/77`, ['240', '241', '400']],
    ['710 to 714', '(710)A(711)B(712)C(713)D(714)E', ['710', '711', '712', '713', '714']],
    [
      'dates 12, 13, 16 and variant 20',
      '(12)250101(13)250101(16)250101(20)07',
      ['12', '13', '16', '20'],
    ],
  ])('reads %s', (_name, input, ais) => {
    expect(parsed(input).elements.map((e) => e.ai)).toEqual(ais);
  });

  it('leaves typed fields out when their AI is absent', () => {
    expect(parsed('(21)S1')).toEqual({ serial: 'S1', elements: [{ ai: '21', value: 'S1' }] });
  });
});

describe('parseGs1: errors', () => {
  it.each([
    ['', 'EMPTY', undefined],
    ['  \r\n', 'EMPTY', undefined],
    [GS, 'EMPTY', undefined],
    [']d2', 'EMPTY', undefined],
    [`(01)09506000134353`, 'BAD_CHECK_DIGIT', '01'],
    [`0109506000134353`, 'BAD_CHECK_DIGIT', '01'],
    ['6291041500214', 'BAD_CHECK_DIGIT', '01'],
    ['036000291453', 'BAD_CHECK_DIGIT', '01'],
    ['(00)106141411234567890', 'BAD_CHECK_DIGIT', '00'],
    [`(02)09506000134353(37)1`, 'BAD_CHECK_DIGIT', '02'],
    ['(17)251301', 'BAD_DATE', '17'],
    ['(17)250230', 'BAD_DATE', '17'],
    ['(11)2507AA', 'BAD_DATE', '11'],
    [`01${GTIN}17250431`, 'BAD_DATE', '17'],
    ['(01)0950600013435', 'TRUNCATED', '01'],
    ['010950600013435', 'TRUNCATED', '01'],
    [`0109506000${GS}17250731`, 'TRUNCATED', '01'],
    [`01${GTIN}1725073`, 'TRUNCATED', '17'],
    [`01${GTIN}10`, 'TRUNCATED', '10'],
    [`10${GS}17250731`, 'TRUNCATED', '10'],
    ['(10)', 'TRUNCATED', '10'],
    ['(10)AB(17)', 'TRUNCATED', '17'],
    ['(01)095060001343521', 'TOO_LONG', '01'],
    [`(10)${'A'.repeat(21)}`, 'TOO_LONG', '10'],
    [`(21)${'1'.repeat(21)}`, 'TOO_LONG', '21'],
    ['(30)123456789', 'TOO_LONG', '30'],
    [`(91)${'x'.repeat(91)}`, 'TOO_LONG', '91'],
    [`(710)${'1'.repeat(21)}`, 'TOO_LONG', '710'],
    ['10ABCDEFGHIJKLMN17250731', 'TOO_LONG', '10'], // missing separator after the batch
    ['(10)AB 123', 'BAD_VALUE', '10'],
    ['(10)LOT#1', 'BAD_VALUE', '10'],
    ['(30)12A', 'BAD_VALUE', '30'],
    ['(01)0950600013435X', 'BAD_VALUE', '01'],
    ['(20)7A', 'BAD_VALUE', '20'],
    ['(17)250731(17)260731', 'DUPLICATE_AI', '17'],
    ['(10)A1(10)A2', 'DUPLICATE_AI', '10'],
    ['(23)X', 'UNKNOWN_AI', '23'],
    ['(7030)X', 'UNKNOWN_AI', '7030'],
    ['2312345', 'UNKNOWN_AI', undefined],
    [`01${GTIN}X`, 'UNKNOWN_AI', undefined],
    ['ABC', 'UNKNOWN_AI', undefined],
    [`x(01)${GTIN}`, 'UNKNOWN_AI', undefined],
    [`]d2${GTIN}`, 'UNKNOWN_AI', undefined], // in a GS1 symbol, digits are an element string
  ])('%j -> %s', (input, error, ai) => {
    expect(parseGs1(input, now)).toEqual(
      ai === undefined ? { ok: false, error } : { ok: false, error, ai },
    );
  });
});

describe('parseGs1: default now', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('places two-digit years around the current date', () => {
    vi.useFakeTimers();
    vi.setSystemTime(new Date(Date.UTC(2080, 0, 15)));
    expect(parseGs1('(17)300101')).toMatchObject({ ok: true, value: { expiryDate: '2130-01-01' } });
    expect(parseGs1('(17)310101')).toMatchObject({ ok: true, value: { expiryDate: '2031-01-01' } });
  });
});
