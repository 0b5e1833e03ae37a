import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { changeLanguage } from '../../../core/i18n';
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

describe('NewStockDialog', { timeout: 30_000 }, () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(async () => {
    gqlRequest.mockReset();
    clearSession();
    await changeLanguage('en');
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

  it('never lets Enter choose an item that does not match what is typed (issue 10)', async () => {
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderDialog();
    const picker = await screen.findByRole('combobox', { name: 'Item' });
    // The unfiltered list is up first; then the text changes faster than the server answers.
    await userEvent.click(picker);
    expect(await screen.findByRole('option', { name: 'AMX · Amoxicillin' })).toBeVisible();
    await userEvent.type(picker, 'ibupro{ArrowDown}{Enter}');
    expect(screen.queryByRole('option', { name: 'AMX · Amoxicillin' })).toBeNull();
    expect(screen.getByText('Searching…')).toBeInTheDocument();
    expect(picker).toHaveValue('ibupro');
    expect(screen.getByText('Save is off until: Item: Choose an item')).toBeInTheDocument();
    await userEvent.clear(picker);
    await userEvent.type(picker, 'bcg{ArrowDown}{Enter}');
    expect(picker).not.toHaveValue('AMX · Amoxicillin');
    // Text typed in the picker is input too: Cancel asks first.
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
  });

  it('refuses a pack size of 0, -3 packs and a cost of 1,5 in English, saying why Save is off', async () => {
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderDialog({ item: AMOXICILLIN });
    const packSize = await screen.findByLabelText('Pack size');
    await userEvent.clear(packSize);
    await userEvent.type(packSize, '0');
    expect(packSize).toHaveValue('0');
    expect(screen.getByText('Enter a number above 0')).toBeInTheDocument();
    await userEvent.clear(packSize);
    await userEvent.type(packSize, '100');
    const packs = screen.getByLabelText(/^Number of packs/);
    await userEvent.type(packs, '-3');
    expect(screen.getByText('Negative numbers are not allowed here')).toBeInTheDocument();
    await userEvent.clear(packs);
    await userEvent.type(packs, '3');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('3 packs = 300 tablet');
    const cost = screen.getByLabelText('Cost price per pack');
    await userEvent.type(cost, '1,5');
    expect(cost).toHaveValue('1,5');
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(
      screen.getByText(
        'Save is off until: Cost price per pack: Here . is the decimal mark; , only separates thousands',
      ),
    ).toBeInTheDocument();
    await userEvent.clear(cost);
    await userEvent.type(cost, '1.23456');
    expect(cost).toHaveValue('1.23456');
    await userEvent.click(screen.getByLabelText('Reason'));
    await userEvent.click(screen.getByRole('option', { name: 'Found' }));
    expect(cost).toHaveValue('1.23');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(
        gqlRequest.mock.calls.find(
          (call) => operationOf(call) === 'NewStockDialog_InsertStockLine',
        )?.[1],
      ).toMatchObject({ input: { packSize: 100, numberOfPacks: 3, costPricePerPack: 1.23 } }),
    );
  });

  it('takes the quantity in units and refuses units that make no exact packs', async () => {
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderDialog({ item: AMOXICILLIN });
    const packSize = await screen.findByLabelText('Pack size');
    await userEvent.clear(packSize);
    await userEvent.type(packSize, '3');
    await userEvent.click(screen.getByRole('button', { name: 'Units' }));
    const units = screen.getByLabelText('Units (tablet)');
    await userEvent.type(units, '10');
    expect(screen.getByText('10 tablet is not an exact number of packs of 3')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(units);
    await userEvent.type(units, '300');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('100 packs = 300 tablet');
  });

  it('asks "Are you sure?" before Escape loses a half-filled form', async () => {
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    const onClose = renderDialog({ item: AMOXICILLIN });
    await userEvent.type(await screen.findByLabelText('Batch'), 'B-12');
    await userEvent.keyboard('{Escape}');
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Batch')).toHaveValue('B-12');
  });

  it('reads a cost of 1,5 in French as one and a half', async () => {
    await changeLanguage('fr');
    signInWith(['INVENTORY_ADJUSTMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderDialog({ item: AMOXICILLIN });
    const cost = await screen.findByLabelText('Prix de revient par conditionnement');
    await userEvent.type(cost, '1,5');
    expect(cost).toHaveAttribute('aria-invalid', 'false');
    await userEvent.type(screen.getByLabelText(/^Nombre de conditionnements/), '2');
    await userEvent.click(screen.getByLabelText('Motif'));
    await userEvent.click(screen.getByRole('option', { name: 'Found' }));
    await userEvent.click(screen.getByRole('button', { name: 'Enregistrer' }));
    await waitFor(() =>
      expect(
        gqlRequest.mock.calls.find(
          (call) => operationOf(call) === 'NewStockDialog_InsertStockLine',
        )?.[1],
      ).toMatchObject({ input: { costPricePerPack: 1.5, numberOfPacks: 2 } }),
    );
  });
});
