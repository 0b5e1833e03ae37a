import { describe, expect, it } from 'vitest';
import { parseFilterParam, ruleOf, serverKeyOf } from './filter-definition';
import type { FilterDefinition, FilterValue } from './types';

const text: FilterDefinition = { urlParameter: 'name', type: 'text' };
const status: FilterDefinition = {
  urlParameter: 'status',
  type: 'enum',
  options: ['NEW', 'PICKED', 'SHIPPED'],
};
const statuses: FilterDefinition = { ...status, rule: 'equalAny' };
const anyId: FilterDefinition = { urlParameter: 'storeId', type: 'enum', rule: 'equalAny' };
const onHold: FilterDefinition = { urlParameter: 'onHold', type: 'boolean' };
const packs: FilterDefinition = { urlParameter: 'packs', type: 'number' };
const minPacks: FilterDefinition = {
  urlParameter: 'minPacks',
  type: 'number',
  rule: 'afterOrEqualTo',
};
const expiry: FilterDefinition = { urlParameter: 'expiryDate', type: 'date' };
const expiresBy: FilterDefinition = {
  urlParameter: 'expiresBy',
  type: 'date',
  rule: 'beforeOrEqualTo',
};
const created: FilterDefinition = {
  urlParameter: 'created',
  key: 'createdDatetime',
  type: 'dateTime',
};

describe('ruleOf and serverKeyOf', () => {
  it.each<[FilterDefinition, string]>([
    [text, 'like'],
    [{ ...text, rule: 'equalTo' }, 'equalTo'],
    [status, 'equalTo'],
    [statuses, 'equalAny'],
    [onHold, 'equalTo'],
    [{ urlParameter: 'b', type: 'boolean', rule: 'plain' }, 'plain'],
    [packs, 'between'],
    [expiry, 'between'],
    [created, 'between'],
    [minPacks, 'afterOrEqualTo'],
  ])('%j has rule %s', (definition, rule) => {
    expect(ruleOf(definition)).toBe(rule);
  });

  it('sends to the URL parameter unless a server key is given', () => {
    expect(serverKeyOf(text)).toBe('name');
    expect(serverKeyOf(created)).toBe('createdDatetime');
  });
});

describe('parseFilterParam', () => {
  it.each<[string, FilterDefinition, string[], FilterValue | undefined]>([
    ['missing', text, [], undefined],
    ['empty text clears', text, [''], undefined],
    ['text as written', text, ['Amoxicillin 250'], 'Amoxicillin 250'],
    ['numeric text keeps its zeros', text, ['007'], '007'],
    ['text with the range separator', text, ['1_2'], '1_2'],
    ['text "true" stays text', text, ['true'], 'true'],
    ['repeated: first wins', text, ['a', 'b'], 'a'],
    ['repeated: an empty first clears', text, ['', 'b'], undefined],
    ['enum value', status, ['PICKED'], 'PICKED'],
    ['enum value not offered', status, ['DELETED'], undefined],
    ['enum is case-sensitive', status, ['picked'], undefined],
    ['enum equalTo takes one', status, ['NEW,PICKED'], undefined],
    ['enum equalAny, comma-separated', statuses, ['NEW,PICKED'], ['NEW', 'PICKED']],
    ['enum equalAny, repeated', statuses, ['NEW', 'SHIPPED'], ['NEW', 'SHIPPED']],
    ['enum equalAny drops unknown, empty and repeats', statuses, ['NEW,,X', 'NEW'], ['NEW']],
    ['enum equalAny with nothing left', statuses, ['X'], undefined],
    ['ids without options', anyId, ['a1,b2'], ['a1', 'b2']],
    ['boolean true', onHold, ['true'], true],
    ['boolean false', onHold, ['false'], false],
    ['boolean uppercase', onHold, ['TRUE'], undefined],
    ['boolean 1', onHold, ['1'], undefined],
    ['number', packs, ['12'], 12],
    ['negative decimal', packs, ['-2.5'], -2.5],
    ['number range', packs, ['1_10'], { from: 1, to: 10 }],
    ['number open range', packs, ['_10'], { to: 10 }],
    ['number empty range', packs, ['_'], undefined],
    ['number from text', packs, ['ten'], undefined],
    ['number from a date range', packs, ['2024-01-01_'], undefined],
    ['number with a non-between rule and a range', minPacks, ['1_10'], undefined],
    ['number with a non-between rule', minPacks, ['3'], 3],
    ['date', expiry, ['2024-05-01'], '2024-05-01'],
    ['date range', expiry, ['2024-05-01_2024-05-31'], { from: '2024-05-01', to: '2024-05-31' }],
    ['date open range', expiry, ['2024-05-01_'], { from: '2024-05-01' }],
    ['impossible date', expiry, ['2024-13-45'], undefined],
    ['impossible date range', expiry, ['2024-13-45_'], undefined],
    ['date from a number', expiry, ['2024'], undefined],
    ['date from a number range', expiry, ['1_5'], undefined],
    ['date with a non-between rule and a range', expiresBy, ['2024-01-01_2024-02-01'], undefined],
    ['date with a non-between rule', expiresBy, ['2024-02-01'], '2024-02-01'],
    ['datetime with time', created, ['2024-01-01 10:30'], '2024-01-01 10:30'],
    [
      'datetime range with times',
      created,
      ['2024-01-01 10:30_2024-01-02'],
      { from: '2024-01-01 10:30', to: '2024-01-02' },
    ],
  ])('%s', (_label, definition, values, expected) => {
    expect(parseFilterParam(values, definition)).toEqual(expected);
  });
});
