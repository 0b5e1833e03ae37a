import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { clearSession } from '../../../core/session';
import { stubScrollerHeight } from '../../../test/render';
import { operationOf, renderScreen } from '../../../test/screen';
import { signInWith } from '../../../test/session';
import { ItemListView } from './ItemListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const item = (id: string, code: string, name: string) => ({
  id,
  code,
  name,
  unitName: 'tablet',
  type: 'STOCK',
  isVaccine: false,
  defaultPackSize: 100,
});

const stats = (stockStatus: string, stockOnHand: number, monthsOfStock: number | null) => ({
  stockOnHand,
  unusableStockOnHand: 0,
  availableStockOnHand: stockOnHand,
  averageMonthlyConsumption: 250,
  monthsOfStock,
  stockStatus,
});

function callsOf(operation: string): Record<string, unknown>[] {
  return gqlRequest.mock.calls
    .filter((call) => operationOf(call) === operation)
    .map((call) => call[1] as Record<string, unknown>);
}

describe('ItemListView', () => {
  let restoreHeight: () => void;
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  beforeEach(() => {
    restoreHeight = stubScrollerHeight();
    gqlRequest.mockImplementation((document: unknown) => {
      switch (operationOf([document])) {
        case 'ItemListView_Items':
          return Promise.resolve({
            items: {
              totalCount: 2,
              nodes: [item('i1', 'AMX', 'Amoxicillin'), item('i2', 'PCM', 'Paracetamol')],
            },
          });
        case 'ItemListView_ItemStats':
          return Promise.resolve({
            items: {
              nodes: [
                { id: 'i1', stats: stats('OUT_OF_STOCK', 0, 0) },
                { id: 'i2', stats: stats('OVERSTOCKED', 2500, 10) },
              ],
            },
          });
        default:
          return Promise.resolve({});
      }
    });
  });
  afterEach(() => {
    gqlRequest.mockReset();
    restoreHeight();
    clearSession();
  });

  it('shows each item with its stock, AMC, months of stock and status, filtered by status from the URL', async () => {
    signInWith([]);
    renderScreen(
      <ItemListView />,
      '/inventory/items?stockStatus=OUT_OF_STOCK,OVERSTOCKED&sort=monthsOfStock&dir=desc',
    );
    await waitFor(() =>
      expect(callsOf('ItemListView_Items').at(-1)).toMatchObject({
        filter: { stockStatus: { equalAny: ['OUT_OF_STOCK', 'OVERSTOCKED'] } },
      }),
    );
    expect(
      await screen.findByText('Out of stock', { selector: '[data-stock-status] *' }),
    ).toBeInTheDocument();
    expect(
      screen.getByText('Overstocked', { selector: '[data-stock-status] *' }),
    ).toBeInTheDocument();
    // Stock on hand and available.
    expect(screen.getAllByText('2,500')).toHaveLength(2);
    expect(screen.getByText('10')).toBeInTheDocument();
    // The figures are asked for exactly the items shown.
    expect(callsOf('ItemListView_ItemStats').at(-1)).toMatchObject({ ids: ['i1', 'i2'] });
  });
});
