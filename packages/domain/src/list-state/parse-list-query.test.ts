import { describe, expect, it } from 'vitest';
import { searchParams } from './search-params.test-support';
import { parseListQuery, parseSort, toQueryEntries } from './parse-list-query';
import type { FilterDefinition, ListConfig, SortState } from './types';

const filters: readonly FilterDefinition[] = [
  { urlParameter: 'name', type: 'text' },
  { urlParameter: 'status', type: 'enum', rule: 'equalAny', options: ['NEW', 'SHIPPED'] },
  { urlParameter: 'created', key: 'createdDatetime', type: 'dateTime' },
];
const defaultSort: SortState = { key: 'createdDatetime', direction: 'desc' };
const config: ListConfig = {
  filters,
  defaultSort,
  sortKeys: ['createdDatetime', 'name', 'status'],
};

describe('toQueryEntries', () => {
  it('keeps order and repeats of URLSearchParams', () => {
    expect(toQueryEntries(searchParams('a=1&b=2&a=3'))).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['a', '3'],
    ]);
  });

  it('spreads lists of a record and skips undefined', () => {
    expect(toQueryEntries({ a: '1', b: ['2', '3'], c: undefined })).toEqual([
      ['a', '1'],
      ['b', '2'],
      ['b', '3'],
    ]);
  });
});

describe('parseSort', () => {
  it.each<[string, ListConfig, SortState | undefined]>([
    ['', config, defaultSort],
    ['', {}, undefined],
    ['sort=name&dir=asc', config, { key: 'name', direction: 'asc' }],
    ['sort=name&dir=desc', config, { key: 'name', direction: 'desc' }],
    ['sort=name', config, { key: 'name', direction: 'asc' }],
    ['sort=createdDatetime', config, defaultSort],
    ['sort=createdDatetime&dir=asc', config, { key: 'createdDatetime', direction: 'asc' }],
    ['sort=name&dir=DESC', config, { key: 'name', direction: 'asc' }],
    ['sort=name&dir=sideways', config, { key: 'name', direction: 'asc' }],
    ['dir=asc', config, { key: 'createdDatetime', direction: 'asc' }],
    ['dir=asc', {}, undefined],
    ['sort=secret&dir=asc', config, defaultSort],
    ['sort=secret&dir=asc', {}, { key: 'secret', direction: 'asc' }],
    ['sort=&dir=asc', config, defaultSort],
    ['sort=name&sort=status&dir=desc&dir=asc', config, { key: 'name', direction: 'desc' }],
  ])('%j', (query, listConfig, expected) => {
    expect(parseSort(toQueryEntries(searchParams(query)), listConfig)).toEqual(expected);
  });
});

describe('parseListQuery', () => {
  it('gives the defaults for an empty query', () => {
    expect(parseListQuery(searchParams(''), config)).toEqual({
      page: 1,
      pageSize: 20,
      offset: 0,
      sort: defaultSort,
      filters: {},
    });
  });

  it('reads page, sort, rows and filters together', () => {
    const query = searchParams(
      'page=3&sort=name&dir=desc&rows=50&name=para&status=NEW,SHIPPED&created=2024-01-01+10:00_&tab=x&other=1',
    );
    expect(parseListQuery(query, config)).toEqual({
      page: 3,
      pageSize: 50,
      offset: 100,
      sort: { key: 'name', direction: 'desc' },
      filters: { name: 'para', status: ['NEW', 'SHIPPED'], created: { from: '2024-01-01 10:00' } },
    });
  });

  it.each<[string, number | undefined, number, number]>([
    // query, stored default rows, expected page size, expected offset (page 2)
    ['page=2', undefined, 20, 20],
    ['page=2', 100, 100, 100],
    ['page=2&rows=500', 100, 500, 500],
    ['page=2&rows=30', 50, 50, 50],
    ['page=2&rows=30', 30, 20, 20],
  ])('%j with stored rows %j', (query, defaultPageSize, pageSize, offset) => {
    const state = parseListQuery(searchParams(query), { defaultPageSize });
    expect(state.pageSize).toBe(pageSize);
    expect(state.offset).toBe(offset);
  });

  it.each([
    ['page=0', 1],
    ['page=-1', 1],
    ['page=abc', 1],
    ['page=4&page=2', 4],
  ])('%j is page %d', (query, page) => {
    expect(parseListQuery(searchParams(query), config).page).toBe(page);
  });

  it('leaves out invalid filters and parameters it has no definition for', () => {
    const state = parseListQuery(
      { name: '', status: 'DELETED', created: '2024-13-45_', unknown: '5' },
      config,
    );
    expect(state.filters).toEqual({});
  });
});
