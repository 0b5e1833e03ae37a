import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { fireEvent, screen, waitFor, within } from '@testing-library/react';
import { loadAppNamespace } from '../../core/app-i18n';
import { clearSession } from '../../core/session';
import { operationOf, renderScreen } from '../../test/screen';
import { signInWith } from '../../test/session';
import DashboardPage from './DashboardPage';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../core/graphql/client', () => ({ gqlRequest }));

const ANSWERS: Record<string, unknown> = {
  Dashboard_BatchExpiry: {
    batchExpirySummary: {
      expiredBatches: 3,
      expiringBatches: 0,
      today: '2026-11-24',
      expiringUntil: '2026-12-24',
      expiringWithinDays: 30,
    },
  },
  Dashboard_ItemStatusCounts: {
    itemStockStatusCounts: { outOfStock: 2, understocked: 5, overstocked: 1 },
  },
  Me: { me: null },
};

function card(label: string): HTMLElement {
  const title = screen.getByText(label);
  const paper = title.closest<HTMLElement>('.MuiPaper-root');
  if (!paper) throw new Error(`no card ${label}`);
  return paper;
}

describe('DashboardPage', () => {
  beforeAll(async () => {
    await loadAppNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
  });

  it('shows expired and expiring batches and items by stock status, each opening its filtered list', async () => {
    signInWith(['STOCK_LINE_QUERY']);
    gqlRequest.mockImplementation((document: unknown) =>
      Promise.resolve(ANSWERS[operationOf([document]) ?? ''] ?? {}),
    );
    const { router, search } = renderScreen(<DashboardPage />, '/dashboard');
    await waitFor(() => expect(within(card('Expired batches')).getByText('3')).toBeInTheDocument());
    expect(card('Expired batches').getAttribute('data-alert')).toBe('true');
    expect(within(card('Batches expiring within 30 days')).getByText('0')).toBeInTheDocument();
    expect(card('Batches expiring within 30 days').getAttribute('data-alert')).toBeNull();
    expect(within(card('Items out of stock')).getByText('2')).toBeInTheDocument();
    expect(within(card('Items understocked')).getByText('5')).toBeInTheDocument();
    expect(within(card('Items overstocked')).getByText('1')).toBeInTheDocument();

    // Expired: up to yesterday; expiring: today to the end of the window.
    fireEvent.click(within(card('Expired batches')).getByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/stock'));
    expect(search().get('expiryDate')).toBe('_2026-11-23');
    await router.navigate('/dashboard');
    fireEvent.click(await within(card('Batches expiring within 30 days')).findByRole('link'));
    await waitFor(() => expect(search().get('expiryDate')).toBe('2026-11-24_2026-12-24'));
    await router.navigate('/dashboard');
    fireEvent.click(await within(card('Items understocked')).findByRole('link'));
    await waitFor(() => expect(router.state.location.pathname).toBe('/inventory/items'));
    expect(search().get('stockStatus')).toBe('UNDERSTOCKED');
  });

  it('says "no permission" on the batch cards without STOCK_LINE_QUERY, and does not ask', async () => {
    signInWith([]);
    gqlRequest.mockImplementation((document: unknown) =>
      Promise.resolve(ANSWERS[operationOf([document]) ?? ''] ?? {}),
    );
    renderScreen(<DashboardPage />, '/dashboard');
    await waitFor(() =>
      expect(within(card('Items out of stock')).getByText('2')).toBeInTheDocument(),
    );
    expect(within(card('Expired batches')).getByRole('status')).toHaveTextContent(/permission/i);
    expect(gqlRequest.mock.calls.map((call) => operationOf(call))).not.toContain(
      'Dashboard_BatchExpiry',
    );
  });
});
