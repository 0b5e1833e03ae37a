import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import { act, fireEvent, screen, waitFor } from '@testing-library/react';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { clearSession } from '../../../core/session';
import { stubScrollerHeight } from '../../../test/render';
import { operationOf, renderScreen } from '../../../test/screen';
import { signInWith } from '../../../test/session';
import { StockListView } from './StockListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const OPTIONS = {
  locations: { nodes: [{ id: 'loc-1', code: 'COLD-1', name: 'Fridge', onHold: false }] },
  reasonOptions: [],
  vvmStatuses: [
    { id: 'vvm-1', code: 'VVM1', description: 'Usable', unusable: false },
    { id: 'vvm-3', code: 'VVM3', description: 'Do not use', unusable: true },
  ],
};

/** The filter of the last stock list request (the open-line lookup asks by id and is left out). */
function lastListFilter(): Record<string, unknown> | undefined {
  const calls = gqlRequest.mock.calls.filter(
    (call) =>
      operationOf(call) === 'StockListView_StockLines' &&
      !('id' in (call[1] as { filter: object }).filter),
  );
  return (calls.at(-1)?.[1] as { filter: Record<string, unknown> } | undefined)?.filter;
}

function pickerInput(label: string): HTMLInputElement {
  const field = screen.getByText(label, { selector: 'label' }).parentElement;
  const input = field?.querySelector<HTMLInputElement>('input.MuiPickersInputBase-input');
  if (!input) throw new Error(`no date field ${label}`);
  return input;
}

/**
 * Types a date into a picker inside an awaited act. The router applies the URL change in a
 * transition after the event; with a synchronous act (plain fireEvent) React could leave that
 * render's effects, where the list query switches to its new key and asks the server, queued in
 * an act scope nobody flushes, so the request waited for some later render (about half the
 * runs). In a browser nothing holds them back.
 */
async function typeDate(label: string, value: string): Promise<void> {
  await act(() => {
    fireEvent.change(pickerInput(label), { target: { value } });
    return Promise.resolve();
  });
}

describe('StockListView', () => {
  let restoreHeight: () => void;
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  beforeEach(() => {
    restoreHeight = stubScrollerHeight();
    gqlRequest.mockImplementation((document: unknown) =>
      Promise.resolve(
        {
          InventoryDialogs_Options: OPTIONS,
          ItemListView_Items: { items: { totalCount: 0, nodes: [] } },
        }[operationOf([document]) ?? ''] ?? { stockLines: { totalCount: 0, nodes: [] } },
      ),
    );
  });
  afterEach(() => {
    gqlRequest.mockReset();
    restoreHeight();
    clearSession();
  });

  it('sends the expiry range and VVM status of the URL to the server and shows them', async () => {
    signInWith(['STOCK_LINE_QUERY']);
    renderScreen(
      <StockListView />,
      '/inventory/stock?expiryDate=2026-01-01_2026-06-30&vvmStatus=vvm-1&location=loc-1',
    );
    await waitFor(() =>
      expect(lastListFilter()).toEqual({
        expiryDate: { afterOrEqualTo: '2026-01-01', beforeOrEqualTo: '2026-06-30' },
        vvmStatusId: { equalTo: 'vvm-1' },
        locationId: { equalTo: 'loc-1' },
      }),
    );
    expect(pickerInput('Expiry from').value).toBe('01/01/2026');
    expect(pickerInput('Expiry to').value).toBe('30/06/2026');
    // The stage in the user's language, not the server's text.
    expect(await screen.findByText('VVM1 · Stage 1: usable')).toBeInTheDocument();
    expect(screen.getByText('COLD-1')).toBeInTheDocument();
  });

  it('writes a chosen expiry range to the URL as from_to and clears it when emptied', async () => {
    signInWith(['STOCK_LINE_QUERY']);
    const { search } = renderScreen(<StockListView />, '/inventory/stock?page=2');
    await screen.findByText('Expiry from', { selector: 'label' });

    await typeDate('Expiry to', '31/12/2026');
    await waitFor(() => expect(search().get('expiryDate')).toBe('_2026-12-31'));
    // A new filter starts again at the first page.
    expect(search().get('page')).toBeNull();
    await waitFor(() =>
      expect(lastListFilter()).toEqual({ expiryDate: { beforeOrEqualTo: '2026-12-31' } }),
    );

    await typeDate('Expiry from', '01/07/2026');
    await waitFor(() => expect(search().get('expiryDate')).toBe('2026-07-01_2026-12-31'));
    await waitFor(() =>
      expect(lastListFilter()).toEqual({
        expiryDate: { afterOrEqualTo: '2026-07-01', beforeOrEqualTo: '2026-12-31' },
      }),
    );

    await typeDate('Expiry from', '');
    await typeDate('Expiry to', '');
    await waitFor(() => expect(search().has('expiryDate')).toBe(false));
    await waitFor(() => expect(lastListFilter()).toEqual({}));
  });

  it('offers new stock only to users who may adjust inventory', async () => {
    signInWith(['STOCK_LINE_QUERY']);
    renderScreen(<StockListView />, '/inventory/stock');
    await screen.findByText('Expiry from', { selector: 'label' });
    expect(screen.queryByRole('button', { name: 'New stock' })).toBeNull();
    clearSession();

    signInWith(['STOCK_LINE_QUERY', 'INVENTORY_ADJUSTMENT_MUTATE']);
    fireEvent.click(await screen.findByRole('button', { name: 'New stock' }));
    expect(await screen.findByRole('dialog', { name: 'New stock' })).toBeInTheDocument();
    expect(screen.getByRole('combobox', { name: 'Item' })).toBeInTheDocument();
  });
});
