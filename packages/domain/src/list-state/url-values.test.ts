import { describe, expect, it } from 'vitest';
import {
  formatFilterValue,
  isUrlDate,
  parseFilterValue,
  parseUrlDate,
  parseUrlNumber,
} from './url-values';
import type { FilterValue } from './types';

describe('parseUrlDate', () => {
  it.each([
    ['2024-01-01', { year: 2024, month: 1, day: 1 }],
    ['2024-02-29', { year: 2024, month: 2, day: 29 }],
    ['2000-02-29', { year: 2000, month: 2, day: 29 }],
    ['2024-12-31 23:59', { year: 2024, month: 12, day: 31, time: { hour: 23, minute: 59 } }],
    ['2024-06-30 00:00', { year: 2024, month: 6, day: 30, time: { hour: 0, minute: 0 } }],
  ])('reads %j', (text, parts) => {
    expect(parseUrlDate(text)).toEqual(parts);
  });

  it.each([
    ['2024-13-45'],
    ['2024-00-10'],
    ['2024-01-00'],
    ['2023-02-29'],
    ['1900-02-29'],
    ['2024-04-31'],
    ['2024-01-01 24:00'],
    ['2024-01-01 12:60'],
    ['2024-01-01T10:00'],
    ['2024-01-01 10:00:00'],
    ['2024-1-1'],
    ['24-01-01'],
    [' 2024-01-01'],
    ['01/02/2024'],
    [''],
  ])('refuses %j', (text) => {
    expect(parseUrlDate(text)).toBeUndefined();
    expect(isUrlDate(text)).toBe(false);
  });
});

describe('parseUrlNumber', () => {
  it.each([
    ['0', 0],
    ['5', 5],
    ['-5', -5],
    ['1.5', 1.5],
    ['-0.25', -0.25],
    ['007', 7],
  ])('reads %j as %d', (text, number) => {
    expect(parseUrlNumber(text)).toBe(number);
  });

  it.each([
    ['1e3'],
    ['+5'],
    [' 5'],
    ['5 '],
    ['1.'],
    ['.5'],
    ['Infinity'],
    ['NaN'],
    ['0x10'],
    ['1,5'],
    ['--1'],
    [''],
  ])('refuses %j', (text) => {
    expect(parseUrlNumber(text)).toBeUndefined();
  });
});

describe('parseFilterValue (spec 000 section 5)', () => {
  it.each<[string, FilterValue | undefined]>([
    // an empty string clears the rule
    ['', undefined],
    // booleans, lowercase only
    ['true', true],
    ['false', false],
    ['TRUE', 'TRUE'],
    ['False', 'False'],
    // numbers
    ['42', 42],
    ['-3', -3],
    ['2.75', 2.75],
    ['1e3', '1e3'],
    // plain text and single dates stay strings
    ['paracetamol', 'paracetamol'],
    ['2024-01-01', '2024-01-01'],
    ['2024-01-01 10:30', '2024-01-01 10:30'],
    // date ranges, either side optional
    ['2024-01-01_2024-01-31', { from: '2024-01-01', to: '2024-01-31' }],
    ['2024-01-01_', { from: '2024-01-01' }],
    ['_2024-01-31', { to: '2024-01-31' }],
    ['2024-01-01 08:00_2024-01-01 17:30', { from: '2024-01-01 08:00', to: '2024-01-01 17:30' }],
    ['2024-01-01_2024-01-02 17:30', { from: '2024-01-01', to: '2024-01-02 17:30' }],
    // number ranges, negatives and decimals
    ['1_5', { from: 1, to: 5 }],
    ['_5', { to: 5 }],
    ['5_', { from: 5 }],
    ['-10_-2.5', { from: -10, to: -2.5 }],
    ['0.5_1.5', { from: 0.5, to: 1.5 }],
    ['10_1', { from: 10, to: 1 }],
    // an empty range clears the rule
    ['_', undefined],
    // not ranges: invalid or mixed sides, more than one separator
    ['2024-13-45_', '2024-13-45_'],
    ['_2024-02-30', '_2024-02-30'],
    ['2024-01-01_5', '2024-01-01_5'],
    ['a_b', 'a_b'],
    ['1_2_3', '1_2_3'],
    ['__', '__'],
    ['true_false', 'true_false'],
  ])('%j', (raw, expected) => {
    expect(parseFilterValue(raw)).toEqual(expected);
  });
});

describe('formatFilterValue', () => {
  it.each<[FilterValue | undefined, string]>([
    [undefined, ''],
    ['', ''],
    ['abc', 'abc'],
    [5, '5'],
    [-1.5, '-1.5'],
    [Number.NaN, ''],
    [true, 'true'],
    [false, 'false'],
    [['NEW', 'PICKED'], 'NEW,PICKED'],
    [[], ''],
    [{ from: '2024-01-01', to: '2024-01-31' }, '2024-01-01_2024-01-31'],
    [{ from: '2024-01-01 10:00' }, '2024-01-01 10:00_'],
    [{ to: 5 }, '_5'],
    [{ from: 0, to: 0 }, '0_0'],
    [{}, ''],
  ])('%j is written %j', (value, text) => {
    expect(formatFilterValue(value)).toBe(text);
  });

  it.each(['2024-01-01_2024-01-31', '_5', '5_', '-1_1', 'true', 'false', '12', 'text'])(
    'parse then format gives %j back',
    (raw) => {
      expect(formatFilterValue(parseFilterValue(raw))).toBe(raw);
    },
  );
});
