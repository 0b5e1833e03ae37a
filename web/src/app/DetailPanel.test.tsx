import { afterEach, beforeAll, describe, expect, it } from 'vitest';
import { act, screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { loadAppNamespace } from '../core/app-i18n';
import { DetailPanelContent, useRecordLabel, type RecordLabel } from '../core/shell';
import { renderWithProviders } from '../test/render';
import { AppBreadcrumbs } from './AppBreadcrumbs';
import { DETAIL_PANEL_WIDTH, DetailPanel, DetailPanelToggle } from './DetailPanel';
import { ShellProviders } from './ShellProviders';
import { useDetailPanelFrame } from './useDetailPanelFrame';
import { useRecordLabels } from './useRecordLabels';

// jsdom has no layout: answer min-width media queries from a chosen window width.
function setWindowWidth(width: number) {
  Object.defineProperty(window, 'matchMedia', {
    configurable: true,
    value: (query: string) => {
      const min = /min-width:\s*([\d.]+)px/.exec(query);
      return {
        matches: min ? width >= Number(min[1]) : false,
        media: query,
        addEventListener: () => undefined,
        removeEventListener: () => undefined,
        addListener: () => undefined,
        removeListener: () => undefined,
      };
    },
  });
}
beforeAll(loadAppNamespace);
afterEach(() => Reflect.deleteProperty(window, 'matchMedia'));

/** The shell's frame around a page: breadcrumbs, the panel toggle, the page, the panel. */
function Shell({ page }: { page: React.ReactNode }) {
  const detail = useDetailPanelFrame();
  const [labels, setLabel] = useRecordLabels();
  return (
    <ShellProviders detailPanel={detail.context} setRecordLabel={setLabel}>
      <AppBreadcrumbs recordLabels={labels} />
      <DetailPanelToggle frame={detail} />
      <main>{page}</main>
      <DetailPanel frame={detail} />
    </ShellProviders>
  );
}

function ItemPage({ label }: { label?: RecordLabel }) {
  useRecordLabel(label);
  return <DetailPanelContent>facts of the item</DetailPanelContent>;
}

function renderShell(page: React.ReactNode, path = '/inventory/items/3fa85f64-5717-4562') {
  return renderWithProviders(
    <MemoryRouter initialEntries={[path]}>
      <Shell page={page} />
    </MemoryRouter>,
  );
}

const panel = () => screen.getByTestId('detail-panel');
const toggle = () => screen.getByRole('button', { name: 'Show or hide the detail panel' });

describe('detail panel', () => {
  it('is drawn only on pages that give it content', () => {
    setWindowWidth(1600);
    renderShell(<p>no panel here</p>, '/dashboard');
    expect(screen.queryByTestId('detail-panel')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Show or hide the detail panel' })).toBeNull();
  });

  it('opens by default on large screens, 300 px wide, and remembers being closed', async () => {
    setWindowWidth(1600);
    const { unmount } = renderShell(<ItemPage />);
    expect(panel()).toHaveAttribute('data-open', 'true');
    expect(panel()).toHaveTextContent('facts of the item');
    expect(panel()).toHaveStyle({ width: `${DETAIL_PANEL_WIDTH}px` });
    expect(toggle()).toHaveAttribute('aria-expanded', 'true');
    await userEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(panel()).toHaveAttribute('data-open', 'false');
    expect(localStorage.getItem('/detailpanel/open')).toBe('false');
    unmount();
    renderShell(<ItemPage />);
    expect(panel()).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle());
    expect(panel()).toHaveAttribute('data-open', 'true');
    expect(localStorage.getItem('/detailpanel/open')).toBe('true');
  });

  it('starts closed between md and lg until the user opens it', () => {
    setWindowWidth(1200);
    renderShell(<ItemPage />);
    expect(panel()).toHaveAttribute('data-open', 'false');
  });

  it('covers the page on narrow screens: closed at first whatever was kept, not kept when opened', async () => {
    localStorage.setItem('/detailpanel/open', 'true');
    setWindowWidth(800);
    renderShell(<ItemPage />);
    expect(panel()).toHaveAttribute('data-open', 'false');
    await userEvent.click(toggle());
    expect(panel()).toHaveAttribute('data-open', 'true');
    expect(panel().closest('.MuiDrawer-paper')).not.toBeNull();
    await userEvent.click(within(panel()).getByRole('button', { name: 'Close' }));
    expect(localStorage.getItem('/detailpanel/open')).toBe('true');
  });
});

describe('record labels in the breadcrumbs', () => {
  it('shows the record id while loading, then the label the page gives', () => {
    setWindowWidth(1600);
    const path = '/inventory/items/3fa85f64-5717-4562';
    const { rerender } = renderWithProviders(
      <MemoryRouter initialEntries={[path]}>
        <Shell page={<ItemPage />} />
      </MemoryRouter>,
    );
    const crumbs = screen.getByRole('navigation', { name: 'Breadcrumbs' });
    expect(crumbs).toHaveTextContent('Record 3fa85f64…');
    act(() =>
      rerender(
        <MemoryRouter initialEntries={[path]}>
          <Shell page={<ItemPage label={{ label: 'Amoxicillin 250 mg', id: 'AMX250' }} />} />
        </MemoryRouter>,
      ),
    );
    const current = crumbs.querySelector('[aria-current="page"]');
    expect(current).toHaveTextContent('Amoxicillin 250 mg AMX250');
    expect(within(crumbs).getByText('AMX250').tagName).toBe('BDI');
    expect(crumbs).not.toHaveTextContent('Record');
  });
});
