import { describe, expect, it } from 'vitest';
import { searchParams } from './search-params.test-support';
import { parseListQuery } from './parse-list-query';
import type { FilterDefinition, ListConfig, ListState, SortState } from './types';
import {
  applyListChange,
  reduceListState,
  serialiseListState,
  type ListChange,
} from './write-list-query';

const filters: readonly FilterDefinition[] = [
  { urlParameter: 'name', type: 'text' },
  { urlParameter: 'status', type: 'enum', rule: 'equalAny' },
  { urlParameter: 'onHold', type: 'boolean' },
  { urlParameter: 'packs', type: 'number' },
  { urlParameter: 'created', key: 'createdDatetime', type: 'dateTime' },
];
const defaultSort: SortState = { key: 'createdDatetime', direction: 'desc' };
const config: ListConfig = { filters, defaultSort };

/** The query string after a change, written as URLSearchParams would. */
function after(query: string, change: ListChange, listConfig: ListConfig = config): string {
  return searchParams(applyListChange(searchParams(query), change, listConfig)).toString();
}

describe('applyListChange', () => {
  it.each<[string, string, ListChange, string]>([
    ['page 1 is left out', 'page=3', { type: 'page', page: 1 }, ''],
    ['a later page is written', '', { type: 'page', page: 4 }, 'page=4'],
    [
      'a page keeps filters and sort',
      'name=a&sort=name&dir=asc',
      { type: 'page', page: 2 },
      'page=2&sort=name&dir=asc&name=a',
    ],
    ['an invalid page is page 1', 'page=3', { type: 'page', page: 0 }, ''],
    ['a fractional page is page 1', 'page=3', { type: 'page', page: 2.5 }, ''],
    [
      'a filter resets the page',
      'page=3',
      { type: 'filter', urlParameter: 'name', value: 'ibu' },
      'name=ibu',
    ],
    [
      'a filter replaces its old value',
      'name=a&page=2',
      { type: 'filter', urlParameter: 'name', value: 'b' },
      'name=b',
    ],
    [
      'an empty string clears the rule',
      'name=a',
      { type: 'filter', urlParameter: 'name', value: '' },
      '',
    ],
    [
      'undefined clears the rule',
      'name=a&packs=1',
      { type: 'filter', urlParameter: 'name', value: undefined },
      'packs=1',
    ],
    [
      'a list is comma-separated',
      '',
      { type: 'filter', urlParameter: 'status', value: ['NEW', 'PICKED'] },
      'status=NEW%2CPICKED',
    ],
    [
      'an empty list clears',
      'status=NEW',
      { type: 'filter', urlParameter: 'status', value: [] },
      '',
    ],
    ['a boolean', '', { type: 'filter', urlParameter: 'onHold', value: false }, 'onHold=false'],
    ['a number range', '', { type: 'filter', urlParameter: 'packs', value: { to: 5 } }, 'packs=_5'],
    [
      'an empty range clears',
      'packs=1_2',
      { type: 'filter', urlParameter: 'packs', value: {} },
      '',
    ],
    [
      'a datetime range',
      '',
      { type: 'filter', urlParameter: 'created', value: { from: '2024-01-01 10:00' } },
      'created=2024-01-01+10%3A00_',
    ],
    [
      'a sort resets the page',
      'page=3',
      { type: 'sort', sort: { key: 'name', direction: 'asc' } },
      'sort=name&dir=asc',
    ],
    [
      'the default sort is left out',
      'sort=name&dir=asc&page=2',
      { type: 'sort', sort: defaultSort },
      '',
    ],
    [
      'the default key the other way is written',
      '',
      { type: 'sort', sort: { key: 'createdDatetime', direction: 'asc' } },
      'sort=createdDatetime&dir=asc',
    ],
    ['no sort returns to the default', 'sort=name&dir=asc', { type: 'sort', sort: undefined }, ''],
    ['rows per page reset the page', 'page=5', { type: 'pageSize', pageSize: 50 }, 'rows=50'],
    ['the default rows are left out', 'rows=50', { type: 'pageSize', pageSize: 20 }, ''],
    [
      'rows not offered are ignored',
      'rows=50&page=2',
      { type: 'pageSize', pageSize: 30 },
      'rows=50',
    ],
    [
      'clearing filters keeps the sort',
      'name=a&status=NEW&sort=name&dir=asc&page=2',
      { type: 'clearFilters' },
      'sort=name&dir=asc',
    ],
    [
      'other parameters stay in place',
      'tab=lines&page=2&x=1',
      { type: 'page', page: 3 },
      'tab=lines&x=1&page=3',
    ],
    [
      'invalid list values are dropped on write',
      'packs=abc&page=x',
      { type: 'page', page: 2 },
      'page=2',
    ],
    [
      'repeated list parameters collapse',
      'name=a&name=b',
      { type: 'page', page: 2 },
      'page=2&name=a',
    ],
  ])('%s', (_label, query, change, expected) => {
    expect(after(query, change)).toBe(expected);
  });

  it('leaves out the stored rows per page', () => {
    expect(
      after('', { type: 'pageSize', pageSize: 100 }, { ...config, defaultPageSize: 100 }),
    ).toBe('');
    expect(after('', { type: 'pageSize', pageSize: 20 }, { ...config, defaultPageSize: 100 })).toBe(
      'rows=20',
    );
  });

  it('writes a filter it has no definition for', () => {
    expect(after('a=1', { type: 'filter', urlParameter: 'b', value: 2 }, {})).toBe('a=1&b=2');
  });
});

describe('serialiseListState', () => {
  it('round-trips through parseListQuery', () => {
    const state: ListState = {
      page: 3,
      pageSize: 100,
      offset: 200,
      sort: { key: 'name', direction: 'desc' },
      filters: {
        name: 'a_b',
        status: ['NEW', 'SHIPPED'],
        onHold: true,
        packs: { from: -1.5, to: 10 },
        created: { from: '2024-01-01 08:00', to: '2024-01-31' },
      },
    };
    expect(parseListQuery(serialiseListState(state, config), config)).toEqual(state);
  });
});

describe('reduceListState', () => {
  const state = parseListQuery(searchParams('page=4&rows=50&name=x'), config);

  it('keeps the page only for page changes', () => {
    expect(reduceListState(state, { type: 'page', page: 2 })).toMatchObject({
      page: 2,
      offset: 50,
    });
    expect(reduceListState(state, { type: 'sort', sort: undefined })).toMatchObject({
      page: 1,
      offset: 0,
    });
    expect(reduceListState(state, { type: 'clearFilters' })).toMatchObject({
      page: 1,
      filters: {},
    });
  });

  it('keeps the page size when an unoffered one is asked for', () => {
    expect(reduceListState(state, { type: 'pageSize', pageSize: 7 })).toMatchObject({
      page: 1,
      pageSize: 50,
    });
  });
});
