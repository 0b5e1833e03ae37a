import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router';
import type { FilterDefinition, SortState } from '@dawa/domain';
import { useListState, type ListStateOptions } from './useListState';
import {
  ALTERNATIVE_DEFAULT_ROWS_PER_PAGE,
  ROWS_PER_PAGE_STORAGE_KEY,
} from './useStoredRowsPerPage';
import { actAndSettle, dataRouterAt, memoryRouterAt, urlOf } from '../../test/routers';

const filters: readonly FilterDefinition[] = [
  { urlParameter: 'name', key: 'otherPartyName', type: 'text' },
  { urlParameter: 'status', type: 'enum', rule: 'equalAny', options: ['NEW', 'PICKED', 'SHIPPED'] },
  { urlParameter: 'onHold', type: 'boolean' },
];
const defaultSort: SortState = { key: 'invoiceNumber', direction: 'desc' };
const options: ListStateOptions = { filters, defaultSort };

function renderList(url: string, listOptions: ListStateOptions = options) {
  return renderHook(() => ({ list: useListState(listOptions), location: useLocation() }), {
    wrapper: memoryRouterAt(url),
  });
}

describe('useListState: reading the URL', () => {
  it('gives the defaults for an empty query', () => {
    const { result } = renderList('/shipments');
    const { list } = result.current;
    expect([list.page, list.pageSize, list.offset]).toEqual([1, 20, 0]);
    expect(list.sort).toEqual(defaultSort);
    expect(list.filters).toEqual({});
    expect(list.serverInput).toEqual({
      filter: {},
      page: { first: 20, offset: 0 },
      sort: [{ key: 'invoiceNumber', desc: true }],
    });
  });

  it('reads page, rows, sort and filters', () => {
    const { result } = renderList(
      '/shipments?page=3&rows=50&sort=otherPartyName&dir=asc&name=clinic&status=NEW,PICKED&onHold=false',
    );
    const { list } = result.current;
    expect([list.page, list.pageSize, list.offset]).toEqual([3, 50, 100]);
    expect(list.sort).toEqual({ key: 'otherPartyName', direction: 'asc' });
    expect(list.filters).toEqual({ name: 'clinic', status: ['NEW', 'PICKED'], onHold: false });
    expect(list.serverInput).toEqual({
      filter: {
        otherPartyName: { like: 'clinic' },
        status: { equalAny: ['NEW', 'PICKED'] },
        onHold: { equalTo: false },
      },
      page: { first: 50, offset: 100 },
      sort: [{ key: 'otherPartyName', desc: false }],
    });
  });

  it('ignores values that do not fit', () => {
    const { result } = renderList('/shipments?page=-1&rows=33&status=LOST&onHold=TRUE');
    expect(result.current.list.page).toBe(1);
    expect(result.current.list.pageSize).toBe(20);
    expect(result.current.list.filters).toEqual({});
  });
});

describe('useListState: rows per page in local storage', () => {
  it.each([
    ['100', '/list', 100],
    ['100', '/list?rows=500', 500],
    ['7', '/list', 20],
    ['not a number', '/list', 20],
  ])('stored %j with %s gives %d rows', (stored, url, rows) => {
    localStorage.setItem(ROWS_PER_PAGE_STORAGE_KEY, stored);
    const { result } = renderList(url);
    expect(result.current.list.pageSize).toBe(rows);
    expect(result.current.list.serverInput.page.first).toBe(rows);
  });

  it('remembers a new choice, starts at page 1 and keeps the URL free of it', () => {
    const { result } = renderList('/list?page=4&name=a');
    act(() => result.current.list.setPageSize(100));
    expect(localStorage.getItem(ROWS_PER_PAGE_STORAGE_KEY)).toBe('100');
    expect(result.current.list.pageSize).toBe(100);
    expect(result.current.location.search).toBe('?name=a');
  });

  it('ignores a choice that is not offered', () => {
    const { result } = renderList('/list?page=2');
    act(() => result.current.list.setPageSize(30));
    expect(localStorage.getItem(ROWS_PER_PAGE_STORAGE_KEY)).toBeNull();
    expect(result.current.location.search).toBe('?page=2');
  });

  it('lets a list default to 500 rows until the user picks a number (spec 001 section 9)', () => {
    const lines = { ...options, defaultPageSize: ALTERNATIVE_DEFAULT_ROWS_PER_PAGE };
    expect(ALTERNATIVE_DEFAULT_ROWS_PER_PAGE).toBe(500);
    expect(renderList('/lines', lines).result.current.list.pageSize).toBe(500);
    expect(renderList('/lines?rows=50', lines).result.current.list.pageSize).toBe(50);
    localStorage.setItem(ROWS_PER_PAGE_STORAGE_KEY, '100');
    expect(renderList('/lines', lines).result.current.list.pageSize).toBe(100);
  });

  it('is shared by every list on the page', () => {
    const first = renderList('/a');
    const second = renderList('/b');
    act(() => first.result.current.list.setPageSize(500));
    expect(second.result.current.list.pageSize).toBe(500);
  });
});

describe('useListState: writing the URL', () => {
  it.each<[string, string, (list: ReturnType<typeof useListState>) => void, string]>([
    ['a page is written', '', (list) => list.setPage(3), '?page=3'],
    ['page 1 is left out', '?page=3', (list) => list.setPage(1), ''],
    [
      'a filter starts at page 1',
      '?page=3',
      (list) => list.setFilter('name', 'para'),
      '?name=para',
    ],
    [
      'an empty filter clears it',
      '?name=para&onHold=true',
      (list) => list.setFilter('name', ''),
      '?onHold=true',
    ],
    [
      'a list filter',
      '',
      (list) => list.setFilter('status', ['NEW', 'SHIPPED']),
      '?status=NEW%2CSHIPPED',
    ],
    [
      'a sort starts at page 1',
      '?page=2',
      (list) => list.setSort({ key: 'status', direction: 'asc' }),
      '?sort=status&dir=asc',
    ],
    [
      'the default sort is left out',
      '?sort=status&dir=asc',
      (list) => list.setSort(defaultSort),
      '',
    ],
    [
      'undefined returns to the default sort',
      '?sort=status&dir=asc',
      (list) => list.setSort(undefined),
      '',
    ],
    [
      'clearing filters keeps the sort',
      '?name=a&status=NEW&sort=status&dir=desc&page=2',
      (list) => list.clearFilters(),
      '?sort=status&dir=desc',
    ],
    ['other parameters stay', '?tab=lines&page=2', (list) => list.setPage(5), '?tab=lines&page=5'],
  ])('%s', (_label, search, act_, expected) => {
    const { result } = renderList(`/list${search}`);
    act(() => act_(result.current.list));
    expect(result.current.location.search).toBe(expected);
  });

  it('updates the state it returns', () => {
    const { result } = renderList('/list');
    act(() => result.current.list.setFilter('status', ['PICKED']));
    expect(result.current.list.filters).toEqual({ status: ['PICKED'] });
    expect(result.current.list.serverInput.filter).toEqual({ status: { equalAny: ['PICKED'] } });
  });
});

describe('useListState: history', () => {
  function renderWithHistory(entries: string[]) {
    const { Wrapper, router } = dataRouterAt(entries);
    const rendered = renderHook(() => useListState(options), { wrapper: Wrapper });
    return { ...rendered, router };
  }

  it('pushes page and sort changes so back and forward walk them', async () => {
    const { result, router } = renderWithHistory(['/home', '/list']);
    await actAndSettle(() => result.current.setPage(2));
    await actAndSettle(() => result.current.setSort({ key: 'status', direction: 'asc' }));
    await actAndSettle(() => result.current.setPage(3));
    expect(urlOf(router())).toBe('/list?page=3&sort=status&dir=asc');

    await act(() => router().navigate(-1));
    expect(result.current.page).toBe(1);
    expect(result.current.sort).toEqual({ key: 'status', direction: 'asc' });
    await act(() => router().navigate(-1));
    expect(urlOf(router())).toBe('/list?page=2');
    expect(result.current.sort).toEqual(defaultSort);
    await act(() => router().navigate(1));
    expect(urlOf(router())).toBe('/list?sort=status&dir=asc');
  });

  it('replaces the entry while a filter is typed', async () => {
    const { result, router } = renderWithHistory(['/home', '/list?page=2']);
    await actAndSettle(() => result.current.setFilter('name', 'p'));
    await actAndSettle(() => result.current.setFilter('name', 'pa'));
    expect(urlOf(router())).toBe('/list?name=pa');
    await act(() => router().navigate(-1));
    expect(urlOf(router())).toBe('/home');
  });

  it('adds no entry when nothing changes', async () => {
    const { result, router } = renderWithHistory(['/home', '/list']);
    await actAndSettle(() => result.current.setPage(1));
    await act(() => router().navigate(-1));
    expect(urlOf(router())).toBe('/home');
  });
});
