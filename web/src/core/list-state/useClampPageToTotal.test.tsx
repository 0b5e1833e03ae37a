import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router';
import { useClampPageToTotal } from './useClampPageToTotal';
import { ROWS_PER_PAGE_STORAGE_KEY } from './useStoredRowsPerPage';
import { dataRouterAt, memoryRouterAt, urlOf } from '../../test/routers';

function renderClamp(url: string, total: number | undefined, defaultPageSize?: number) {
  return renderHook(
    ({ count }: { count: number | undefined }) => {
      useClampPageToTotal(count, defaultPageSize);
      return useLocation();
    },
    { wrapper: memoryRouterAt(url), initialProps: { count: total } },
  );
}

describe('useClampPageToTotal', () => {
  it.each<[string, number | undefined, string]>([
    ['?page=5&name=x', 30, '?name=x'],
    ['?page=3', 40, ''],
    ['?page=3', 41, '?page=3'],
    ['?page=2', 21, '?page=2'],
    ['?page=3&rows=50', 101, '?page=3&rows=50'],
    ['?page=3&rows=50', 100, '?rows=50'],
    ['?page=5', undefined, '?page=5'],
    ['?page=5', 0, '?page=5'],
  ])('%s with %s in total becomes %j', (search, total, expected) => {
    const { result } = renderClamp(`/list${search}`, total);
    expect(result.current.search).toBe(expected);
  });

  it('uses the stored rows per page', () => {
    localStorage.setItem(ROWS_PER_PAGE_STORAGE_KEY, '50');
    expect(renderClamp('/list?page=2', 60).result.current.search).toBe('?page=2');
    expect(renderClamp('/list?page=2', 50).result.current.search).toBe('');
  });

  it("uses the list's own default rows per page", () => {
    expect(renderClamp('/list?page=2', 600, 500).result.current.search).toBe('?page=2');
    expect(renderClamp('/list?page=2', 500, 500).result.current.search).toBe('');
  });

  it('acts when the total arrives or shrinks', () => {
    const { result, rerender } = renderClamp('/list?page=3', undefined);
    rerender({ count: 100 });
    expect(result.current.search).toBe('?page=3');
    rerender({ count: 45 });
    expect(result.current.search).toBe('?page=3');
    rerender({ count: 40 });
    expect(result.current.search).toBe('');
  });

  it('replaces the history entry', async () => {
    const { Wrapper, router } = dataRouterAt(['/home', '/list?page=9']);
    renderHook(() => useClampPageToTotal(12), { wrapper: Wrapper });
    await act(async () => {});
    expect(urlOf(router())).toBe('/list');
    await act(() => router().navigate(-1));
    expect(urlOf(router())).toBe('/home');
  });
});
