import { describe, expect, it } from 'vitest';
import { act, renderHook, screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useLocation } from 'react-router';
import { ShortcutProvider } from '../shortcuts';
import { renderWithProviders } from '../../test/render';
import { UnsavedChangesDialog } from '../../ui/UnsavedChangesDialog/UnsavedChangesDialog';
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

describe('useTabState: a tab that asks before it is left (spec 001 section 2)', () => {
  function TabsWithConfirmation({ dirty }: { dirty: boolean }) {
    const tabs = useTabState<Tab>(['general', 'lines', 'log'], {
      confirmLeave: (tab) => dirty && tab === 'general',
    });
    const location = useLocation();
    return (
      <>
        <p data-testid="tab">{tabs.tab}</p>
        <p data-testid="search">{location.search}</p>
        <button onClick={() => tabs.setTab('lines')}>lines</button>
        <UnsavedChangesDialog {...tabs.leaveConfirmation} />
      </>
    );
  }

  function renderConfirming(dirty: boolean) {
    const Wrapper = memoryRouterAt('/doc');
    return renderWithProviders(
      <Wrapper>
        <ShortcutProvider>
          <TabsWithConfirmation dirty={dirty} />
        </ShortcutProvider>
      </Wrapper>,
    );
  }

  it('asks "Are you sure?" and stays on the tab when told to', async () => {
    const user = userEvent.setup();
    renderConfirming(true);
    await user.click(screen.getByRole('button', { name: 'lines' }));
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    expect(screen.getByTestId('tab')).toHaveTextContent('general');
    await user.click(within(dialog).getByRole('button', { name: 'Cancel' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByTestId('tab')).toHaveTextContent('general');
  });

  it('switches once the user confirms, also for Ctrl+digit', async () => {
    const user = userEvent.setup();
    renderConfirming(true);
    await user.keyboard('{Control>}3{/Control}');
    const dialog = await screen.findByRole('dialog', { name: 'Are you sure?' });
    await user.click(within(dialog).getByRole('button', { name: 'OK' }));
    await waitFor(() => expect(screen.getByTestId('tab')).toHaveTextContent('log'));
    expect(screen.getByTestId('search')).toHaveTextContent('?tab=log');
  });

  it('switches at once when the tab does not ask', async () => {
    const user = userEvent.setup();
    renderConfirming(false);
    await user.click(screen.getByRole('button', { name: 'lines' }));
    expect(screen.getByTestId('tab')).toHaveTextContent('lines');
    expect(screen.queryByRole('dialog')).toBeNull();
  });
});
