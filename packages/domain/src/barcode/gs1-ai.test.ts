import { describe, expect, it } from 'vitest';
import { GS1_AIS, GS1_TEXT, matchAi } from './gs1-ai';

describe('GS1_AIS', () => {
  it('is prefix-free, so raw element strings split one way only', () => {
    const ais = [...GS1_AIS.keys()];
    const clashes = ais.filter((a) => ais.some((b) => a !== b && b.startsWith(a)));
    expect(clashes).toEqual([]);
  });

  it.each([
    ['00', 18, 18],
    ['01', 14, 14],
    ['02', 14, 14],
    ['10', undefined, 20],
    ['11', 6, 6],
    ['15', 6, 6],
    ['17', 6, 6],
    ['21', undefined, 20],
    ['30', undefined, 8],
    ['37', undefined, 8],
    ['240', undefined, 30],
    ['241', undefined, 30],
    ['400', undefined, 30],
    ['710', undefined, 20],
    ['714', undefined, 20],
    ['91', undefined, 90],
    ['99', undefined, 90],
  ])('AI %s: fixed length %s, at most %i', (ai, fixedLength, maxLength) => {
    const definition = GS1_AIS.get(ai);
    expect(definition?.fixedLength).toBe(fixedLength);
    expect(definition?.maxLength).toBe(maxLength);
  });

  it('gives day 00 the last day for expiry and best before, the first for production', () => {
    expect(GS1_AIS.get('17')?.format).toEqual({ kind: 'DATE', dayZero: 'LAST_DAY' });
    expect(GS1_AIS.get('15')?.format).toEqual({ kind: 'DATE', dayZero: 'LAST_DAY' });
    expect(GS1_AIS.get('11')?.format).toEqual({ kind: 'DATE', dayZero: 'FIRST_DAY' });
  });
});

describe('matchAi', () => {
  it.each([
    ['0109506000134352', 0, '01'],
    ['2400ABC', 0, '240'],
    ['7101234', 0, '710'],
    ['xx17250731', 2, '17'],
    ['23123', 0, null],
    ['71', 0, null], // no 2-digit AI 71, and too short for 710
    ['AB', 0, null],
    ['', 0, null],
  ])('%j at %i -> %j', (data, position, expected) => {
    expect(matchAi(data, position)).toBe(expected);
  });
});

describe('GS1_TEXT (character set 82)', () => {
  it.each([
    ['AB-123', true],
    ['lot_7/2025', true],
    [`!"%&'()*+,-./:;<=>?`, true],
    ['AB 123', false],
    ['LOT#1', false],
    ['É1', false],
    ['A\u001dB', false],
    ['', false],
  ])('%j -> %s', (value, expected) => {
    expect(GS1_TEXT.test(value)).toBe(expected);
  });
});
