import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { clearSession } from '../../../core/session';
import { operationOf, renderScreen } from '../../../test/screen';
import { signInWith } from '../../../test/session';
import { NewStockDialog } from './NewStockDialog';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const AMOXICILLIN = {
  id: 'item-amx',
  code: 'AMX',
  name: 'Amoxicillin',
  unitName: 'tablet',
  type: 'STOCK',
  isVaccine: false,
  defaultPackSize: 100,
};
const BCG = { ...AMOXICILLIN, id: 'item-bcg', code: 'BCG', name: 'BCG vaccine', isVaccine: true };

const reasons = [
  { id: 'found', reason: 'Found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'damaged', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
];

const itemFilters = () =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === 'ItemListView_Items')
    .map((call) => (call[1] as { filter: unknown }).filter);

function answer(document: unknown, variables: { filter?: { codeOrName?: { like: string } } }) {
  if (operationOf([document]) === 'NewStockDialog_InsertStockLine')
    return Promise.resolve({ insertStockLine: { __typename: 'InventoryAdjustmentNode' } });
  const text = variables.filter?.codeOrName?.like.toLowerCase() ?? '';
  const nodes = [AMOXICILLIN, BCG].filter((item) =>
    `${item.code} ${item.name}`.toLowerCase().includes(text),
  );
  return Promise.resolve({ items: { totalCount: nodes.length, nodes } });
}

function renderDialog(props: { item?: typeof AMOXICILLIN } = {}) {
  const onClose = vi.fn();
  renderScreen(
    <NewStockDialog {...props} locations={[]} reasons={reasons} onClose={onClose} />,
    '/inventory/stock',
  );
  return onClose;
}

describe('NewStockDialog', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => {
    gqlRequest.mockReset();
    clearSession();
  });

  it('from the stock list: finds the item by code or name, then adds its stock', async () => {
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    const onClose = renderDialog();
    const picker = await screen.findByRole('combobox', { name: 'Item' });
    expect(screen.getByText('Choose an item')).toBeInTheDocument();
    await userEvent.type(screen.getByLabelText(/^Number of packs/), '5');
    await userEvent.click(screen.getByLabelText('Reason'));
    await userEvent.click(screen.getByRole('option', { name: 'Found' }));
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();

    await userEvent.type(picker, 'amo');
    // The server is asked once typing pauses, not for every letter; stock items only.
    await waitFor(() =>
      expect(itemFilters()).toContainEqual({
        type: { equalTo: 'STOCK' },
        codeOrName: { like: 'amo' },
      }),
    );
    expect(itemFilters()).not.toContainEqual(
      expect.objectContaining({ codeOrName: { like: 'a' } }),
    );
    await waitFor(() =>
      expect(screen.queryByRole('option', { name: 'BCG · BCG vaccine' })).toBeNull(),
    );
    await userEvent.click(screen.getByRole('option', { name: 'AMX · Amoxicillin' }));

    expect(screen.getByLabelText('Pack size')).toHaveValue('100');
    expect(screen.queryByText('Choose an item')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));

    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const insert = gqlRequest.mock.calls.find(
      (call) => operationOf(call) === 'NewStockDialog_InsertStockLine',
    );
    expect(insert?.[1]).toMatchObject({
      input: { itemId: 'item-amx', packSize: 100, numberOfPacks: 5, reasonId: 'found' },
    });
  });

  it('from the item page: the item is given, so no picker is shown', async () => {
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderDialog({ item: BCG });
    expect(await screen.findByRole('dialog', { name: 'New stock: BCG vaccine' })).toBeVisible();
    expect(screen.queryByRole('combobox', { name: 'Item' })).toBeNull();
    expect(screen.getByLabelText('Pack size')).toHaveValue('100');
    expect(itemFilters()).toEqual([]);
  });
});
