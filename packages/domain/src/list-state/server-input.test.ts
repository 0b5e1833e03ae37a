import { describe, expect, it } from 'vitest';
import { searchParams } from './search-params.test-support';
import { parseListQuery } from './parse-list-query';
import { isDateTimeKey, toServerListInput, urlDateToServer } from './server-input';
import type { FilterDefinition, FilterValue, ListState, ServerFieldFilter } from './types';

/** The ISO instant of a local wall-clock time, as the browser would compute it. */
const iso = (y: number, mo: number, d: number, h = 0, mi = 0, s = 0, ms = 0): string =>
  new Date(y, mo - 1, d, h, mi, s, ms).toISOString();

const state = (filters: Record<string, FilterValue>): ListState => ({
  page: 1,
  pageSize: 20,
  offset: 0,
  sort: undefined,
  filters,
});

describe('isDateTimeKey', () => {
  it.each([
    ['createdDatetime', true],
    ['CREATEDDATETIME', true],
    ['datetime', true],
    ['modifiedDateTime', true],
    ['expiryDate', false],
    ['date', false],
    ['dateOfBirth', false],
  ])('%s: %s', (key, expected) => {
    expect(isDateTimeKey(key)).toBe(expected);
  });
});

describe('urlDateToServer', () => {
  it.each<[string, string, 'from' | 'to', string | undefined]>([
    ['2024-03-05', 'expiryDate', 'from', '2024-03-05'],
    ['2024-03-05', 'expiryDate', 'to', '2024-03-05'],
    ['2024-03-05 10:30', 'expiryDate', 'to', '2024-03-05'],
    ['2024-03-05', 'createdDatetime', 'from', iso(2024, 3, 5)],
    ['2024-03-05', 'createdDatetime', 'to', iso(2024, 3, 5, 23, 59, 59, 999)],
    ['2024-03-05 10:30', 'createdDatetime', 'from', iso(2024, 3, 5, 10, 30)],
    ['2024-03-05 10:30', 'createdDatetime', 'to', iso(2024, 3, 5, 10, 30, 59, 999)],
    ['2024-02-30', 'createdDatetime', 'from', undefined],
    ['2024-02-30', 'expiryDate', 'from', undefined],
  ])('%s on %s as %s', (value, key, edge, expected) => {
    expect(urlDateToServer(value, key, edge)).toBe(expected);
  });

  it('gives ISO timestamps in UTC', () => {
    expect(urlDateToServer('2024-03-05', 'createdDatetime', 'from')).toMatch(
      /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/,
    );
  });

  it('marks local midnight and the last millisecond of the local day', () => {
    const from = new Date(urlDateToServer('2024-03-05', 'createdDatetime', 'from') ?? '');
    const to = new Date(urlDateToServer('2024-03-05', 'createdDatetime', 'to') ?? '');
    expect([
      from.getFullYear(),
      from.getMonth(),
      from.getDate(),
      from.getHours(),
      from.getMinutes(),
    ]).toEqual([2024, 2, 5, 0, 0]);
    expect([
      to.getDate(),
      to.getHours(),
      to.getMinutes(),
      to.getSeconds(),
      to.getMilliseconds(),
    ]).toEqual([5, 23, 59, 59, 999]);
  });

  it('keeps years before 100', () => {
    expect(urlDateToServer('0050-01-01', 'createdDatetime', 'from')).toBe(
      (() => {
        const date = new Date(2000, 0, 1);
        date.setFullYear(50, 0, 1);
        return date.toISOString();
      })(),
    );
  });
});

describe('toServerListInput filters', () => {
  it.each<[string, FilterDefinition, FilterValue, ServerFieldFilter | boolean | undefined]>([
    ['text like', { urlParameter: 'name', type: 'text' }, 'para', { like: 'para' }],
    [
      'text equalTo',
      { urlParameter: 'name', type: 'text', rule: 'equalTo' },
      'para',
      { equalTo: 'para' },
    ],
    ['enum equalTo', { urlParameter: 'status', type: 'enum' }, 'NEW', { equalTo: 'NEW' }],
    [
      'enum equalAny',
      { urlParameter: 'status', type: 'enum', rule: 'equalAny' },
      ['NEW', 'PICKED'],
      { equalAny: ['NEW', 'PICKED'] },
    ],
    [
      'enum equalAny from one value',
      { urlParameter: 'status', type: 'enum', rule: 'equalAny' },
      'NEW',
      { equalAny: ['NEW'] },
    ],
    ['boolean equalTo', { urlParameter: 'onHold', type: 'boolean' }, false, { equalTo: false }],
    ['boolean plain', { urlParameter: 'isProgram', type: 'boolean', rule: 'plain' }, true, true],
    ['number single', { urlParameter: 'packs', type: 'number' }, 5, { equalTo: 5 }],
    [
      'number equalTo',
      { urlParameter: 'packs', type: 'number', rule: 'equalTo' },
      0,
      { equalTo: 0 },
    ],
    [
      'number afterOrEqualTo',
      { urlParameter: 'packs', type: 'number', rule: 'afterOrEqualTo' },
      -2,
      { afterOrEqualTo: -2 },
    ],
    [
      'number beforeOrEqualTo',
      { urlParameter: 'packs', type: 'number', rule: 'beforeOrEqualTo' },
      2.5,
      { beforeOrEqualTo: 2.5 },
    ],
    [
      'number range',
      { urlParameter: 'packs', type: 'number' },
      { from: 1, to: 9 },
      { afterOrEqualTo: 1, beforeOrEqualTo: 9 },
    ],
    [
      'number open range',
      { urlParameter: 'packs', type: 'number' },
      { to: 9 },
      { beforeOrEqualTo: 9 },
    ],
    ['number empty range', { urlParameter: 'packs', type: 'number' }, {}, undefined],
    [
      'date single',
      { urlParameter: 'expiryDate', type: 'date' },
      '2024-05-01',
      { equalTo: '2024-05-01' },
    ],
    [
      'date range',
      { urlParameter: 'expiryDate', type: 'date' },
      { from: '2024-05-01', to: '2024-05-31' },
      { afterOrEqualTo: '2024-05-01', beforeOrEqualTo: '2024-05-31' },
    ],
    [
      'date before',
      { urlParameter: 'expiryDate', type: 'date', rule: 'beforeOrEqualTo' },
      '2024-05-31',
      { beforeOrEqualTo: '2024-05-31' },
    ],
    [
      'date with a time on a date field',
      { urlParameter: 'expiryDate', type: 'dateTime' },
      { from: '2024-05-01 09:00' },
      { afterOrEqualTo: '2024-05-01' },
    ],
    [
      'datetime range of days',
      { urlParameter: 'created', key: 'createdDatetime', type: 'date' },
      { from: '2024-05-01', to: '2024-05-31' },
      { afterOrEqualTo: iso(2024, 5, 1), beforeOrEqualTo: iso(2024, 5, 31, 23, 59, 59, 999) },
    ],
    [
      'datetime range of minutes',
      { urlParameter: 'created', key: 'createdDatetime', type: 'dateTime' },
      { from: '2024-05-01 08:15', to: '2024-05-01 17:45' },
      { afterOrEqualTo: iso(2024, 5, 1, 8, 15), beforeOrEqualTo: iso(2024, 5, 1, 17, 45, 59, 999) },
    ],
    [
      'datetime open range',
      { urlParameter: 'created', key: 'createdDatetime', type: 'dateTime' },
      { to: '2024-05-01' },
      { beforeOrEqualTo: iso(2024, 5, 1, 23, 59, 59, 999) },
    ],
    [
      'datetime single day covers the day',
      { urlParameter: 'createdDatetime', type: 'date' },
      '2024-05-01',
      { afterOrEqualTo: iso(2024, 5, 1), beforeOrEqualTo: iso(2024, 5, 1, 23, 59, 59, 999) },
    ],
    [
      'datetime after a day',
      { urlParameter: 'createdDatetime', type: 'date', rule: 'afterOrEqualTo' },
      '2024-05-01',
      { afterOrEqualTo: iso(2024, 5, 1) },
    ],
    [
      'datetime before a day',
      { urlParameter: 'createdDatetime', type: 'date', rule: 'beforeOrEqualTo' },
      '2024-05-01',
      { beforeOrEqualTo: iso(2024, 5, 1, 23, 59, 59, 999) },
    ],
    [
      'a value of the wrong kind is not sent',
      { urlParameter: 'onHold', type: 'boolean' },
      'yes',
      undefined,
    ],
    [
      'an invalid date is not sent',
      { urlParameter: 'expiryDate', type: 'date' },
      '2024-13-45',
      undefined,
    ],
  ])('%s', (_label, definition, value, expected) => {
    const key = definition.key ?? definition.urlParameter;
    const { filter } = toServerListInput(state({ [definition.urlParameter]: value }), [definition]);
    expect(filter[key]).toEqual(expected);
    expect(Object.keys(filter)).toEqual(expected === undefined ? [] : [key]);
  });

  it('merges two definitions on one server field', () => {
    const definitions: FilterDefinition[] = [
      { urlParameter: 'expiryFrom', key: 'expiryDate', type: 'date', rule: 'afterOrEqualTo' },
      { urlParameter: 'expiryTo', key: 'expiryDate', type: 'date', rule: 'beforeOrEqualTo' },
    ];
    const input = toServerListInput(
      state({ expiryFrom: '2024-01-01', expiryTo: '2024-12-31' }),
      definitions,
    );
    expect(input.filter).toEqual({
      expiryDate: { afterOrEqualTo: '2024-01-01', beforeOrEqualTo: '2024-12-31' },
    });
  });

  it('sends no filter without a definition', () => {
    expect(toServerListInput(state({ secret: 'x' }), []).filter).toEqual({});
  });
});

describe('toServerListInput page and sort', () => {
  const definitions: FilterDefinition[] = [
    { urlParameter: 'name', key: 'otherPartyName', type: 'text' },
    { urlParameter: 'status', type: 'enum', rule: 'equalAny' },
  ];

  it('builds the whole input from a URL', () => {
    const listState = parseListQuery(
      searchParams('page=3&rows=50&sort=otherPartyName&dir=desc&name=clinic&status=NEW,SHIPPED'),
      {
        filters: definitions,
      },
    );
    expect(toServerListInput(listState, definitions)).toEqual({
      filter: { otherPartyName: { like: 'clinic' }, status: { equalAny: ['NEW', 'SHIPPED'] } },
      page: { first: 50, offset: 100 },
      sort: [{ key: 'otherPartyName', desc: true }],
    });
  });

  it('sends an ascending sort as desc false and no sort as an empty list', () => {
    const sorted = parseListQuery({ sort: 'invoiceNumber', dir: 'asc' });
    expect(toServerListInput(sorted, []).sort).toEqual([{ key: 'invoiceNumber', desc: false }]);
    expect(toServerListInput(parseListQuery({}), [])).toEqual({
      filter: {},
      page: { first: 20, offset: 0 },
      sort: [],
    });
  });
});
