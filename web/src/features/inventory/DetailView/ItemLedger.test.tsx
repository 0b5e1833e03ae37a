import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { stubScrollerHeight } from '../../../test/render';
import { clearSession } from '../../../core/session';
import { signInWith } from '../../../test/session';
import { operationOf, renderScreen } from '../../../test/screen';
import { ItemLedger } from './ItemLedger';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

function movement(index: number) {
  return {
    id: `move-${index}`,
    datetime: '2026-01-05T10:00:00.000Z',
    invoiceNumber: index,
    invoiceType: 'INVENTORY_ADDITION',
    numberOfPacks: 1,
    balancePacks: index,
    packSize: 10,
    otherPartyName: '',
    reason: null,
    stockLineId: 'line-1',
  };
}

const ledgerPages = () =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === 'LedgerTable_Ledger')
    .map((call) => (call[1] as { page: unknown }).page);

describe('ItemLedger', () => {
  let restoreHeight: () => void;
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    restoreHeight();
    clearSession();
  });

  it('reads its page from the URL and writes the next page there', async () => {
    restoreHeight = stubScrollerHeight();
    signInWith(['STORE_ACCESS']);
    gqlRequest.mockImplementation((_document, variables: { page: { offset: number } }) =>
      Promise.resolve({
        ledger: {
          totalCount: 65,
          nodes: [movement(variables.page.offset + 1)],
        },
      }),
    );
    const { search, router } = renderScreen(
      <ItemLedger itemId="item-1" />,
      '/inventory/items/item-1?tab=ledger&page=2',
    );
    expect(await screen.findByText('Showing 21-40 of 65')).toBeInTheDocument();
    expect(ledgerPages()).toEqual([{ first: 20, offset: 20 }]);
    expect(gqlRequest.mock.calls[0]?.[1]).toMatchObject({ itemId: 'item-1' });

    await userEvent.click(screen.getByRole('button', { name: 'Go to next page' }));
    await waitFor(() => expect(search().get('page')).toBe('3'));
    expect(search().get('tab')).toBe('ledger');
    expect(await screen.findByText('Showing 41-60 of 65')).toBeInTheDocument();

    // Back returns to the page before.
    await router.navigate(-1);
    expect(await screen.findByText('Showing 21-40 of 65')).toBeInTheDocument();
  });

  it('goes back to the first page when the URL page is past the end', async () => {
    restoreHeight = stubScrollerHeight();
    signInWith(['STORE_ACCESS']);
    gqlRequest.mockResolvedValue({ ledger: { totalCount: 3, nodes: [movement(1)] } });
    const { search } = renderScreen(
      <ItemLedger itemId="item-1" />,
      '/inventory/items/item-1?tab=ledger&page=9',
    );
    await waitFor(() => expect(search().get('page')).toBeNull());
    expect(search().get('tab')).toBe('ledger');
  });
});
