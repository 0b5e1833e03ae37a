import { describe, expect, it } from 'vitest';
import { act, renderHook } from '@testing-library/react';
import { useLocation } from 'react-router';
import { useListState } from './useListState';
import { useTabState, type TabInput } from './useTabState';
import { actAndSettle, dataRouterAt, memoryRouterAt, urlOf } from '../../test/routers';

type Tab = 'general' | 'lines' | 'log';
const tabs: readonly [TabInput<Tab>, ...TabInput<Tab>[]] = [
  'general',
  { value: 'lines', defaultSort: { key: 'itemName', direction: 'asc' } },
  'log',
];

function renderTabs(url: string) {
  return renderHook(
    () => ({ tabs: useTabState(tabs), list: useListState(), location: useLocation() }),
    { wrapper: memoryRouterAt(url) },
  );
}

describe('useTabState: choosing the tab from the URL', () => {
  it.each([
    ['/doc', 'general'],
    ['/doc?tab=lines', 'lines'],
    ['/doc?tab=log&page=2', 'log'],
    ['/doc?tab=secret', 'general'],
    ['/doc?tab=LINES', 'general'],
    ['/doc?tab=', 'general'],
  ])('%s shows %s', (url, tab) => {
    expect(renderTabs(url).result.current.tabs.tab).toBe(tab);
  });
});

describe('useTabState: switching', () => {
  it('opens a tab with its default sort, or a clean query', () => {
    const { result } = renderTabs('/doc?page=2&name=x');
    act(() => result.current.tabs.setTab('lines'));
    expect(result.current.location.search).toBe('?tab=lines&sort=itemName&dir=asc');
    expect(result.current.list.sort).toEqual({ key: 'itemName', direction: 'asc' });
    act(() => result.current.tabs.setTab('log'));
    expect(result.current.location.search).toBe('?tab=log');
    expect(result.current.list.page).toBe(1);
  });

  it("restores each tab's last query", () => {
    const { result } = renderTabs('/doc?page=2&name=x');
    act(() => result.current.tabs.setTab('lines'));
    act(() => result.current.list.setPage(3));
    act(() => result.current.tabs.setTab('general'));
    expect(result.current.location.search).toBe('?page=2&name=x');
    expect(result.current.tabs.tab).toBe('general');
    act(() => result.current.tabs.setTab('lines'));
    expect(result.current.location.search).toBe('?tab=lines&page=3&sort=itemName&dir=asc');
    expect(result.current.list.page).toBe(3);
  });

  it('ignores unknown tabs and the tab already shown', () => {
    const { result } = renderTabs('/doc?tab=lines&page=2');
    act(() => result.current.tabs.setTab('nowhere' as Tab));
    act(() => result.current.tabs.setTab('lines'));
    expect(result.current.location.search).toBe('?tab=lines&page=2');
  });

  it('pushes a history entry, and remembers what back and forward showed', async () => {
    const { Wrapper, router } = dataRouterAt(['/doc?page=4']);
    const { result } = renderHook(() => ({ tabs: useTabState(tabs), list: useListState() }), {
      wrapper: Wrapper,
    });
    await actAndSettle(() => result.current.tabs.setTab('log'));
    await actAndSettle(() => result.current.list.setPage(2));
    await act(() => router().navigate(-1));
    expect(urlOf(router())).toBe('/doc?tab=log');
    await act(() => router().navigate(1));
    await act(() => router().navigate(-2));
    expect(result.current.tabs.tab).toBe('general');
    expect(result.current.list.page).toBe(4);
    // 'log' was last seen on page 2, though it was left with back rather than with setTab
    await actAndSettle(() => result.current.tabs.setTab('log'));
    expect(urlOf(router())).toBe('/doc?tab=log&page=2');
  });
});
