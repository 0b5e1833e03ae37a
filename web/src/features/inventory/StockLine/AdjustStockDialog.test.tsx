import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../../core/graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { changeLanguage } from '../../../core/i18n';
import { renderScreen } from '../../../test/screen';
import { line } from './stockLineFixture';
import { AdjustStockDialog } from './AdjustStockDialog';
import type { ReasonChoice } from './adjustment';

const gqlRequest = vi.hoisted(() => vi.fn());
// The transport is mocked; its error readers stay real (the dialogs show a lost answer).
vi.mock('../../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

const reasons = [
  { id: 'damaged', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'found', reason: 'Found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
];

function renderDialog(
  onClose = vi.fn(),
  options: { reasons?: readonly ReasonChoice[]; isVaccine?: boolean } = {},
) {
  renderScreen(
    <AdjustStockDialog
      line={{
        ...line,
        item: { ...line.item, isVaccine: options.isVaccine ?? line.item.isVaccine },
      }}
      reasons={options.reasons ?? reasons}
      onClose={onClose}
    />,
    '/inventory/stock',
  );
  return onClose;
}

type AdjustVariables = { input: { id: string; reasonId?: string } };
const sentInputs = () => gqlRequest.mock.calls.map((call) => (call[1] as AdjustVariables).input);

describe('AdjustStockDialog', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(async () => {
    gqlRequest.mockReset();
    await changeLanguage('en');
  });

  it('shows the item, the batch, the quantity now and after, in packs and units', async () => {
    renderDialog();
    const summary = await screen.findByTestId('adjust-summary');
    expect(summary).toHaveTextContent('Amoxicillin (AMX)');
    expect(summary).toHaveTextContent('B1');
    expect(screen.getByTestId('adjust-current')).toHaveTextContent('20 packs = 200 tablet');
    await userEvent.type(screen.getByLabelText('Number of packs'), '3');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('3 packs = 30 tablet');
    expect(screen.getByTestId('adjust-new-total')).toHaveTextContent(
      'After the adjustment: 17 packs = 170 tablet',
    );
  });

  it('takes a quantity in units, shows it in packs, and refuses units beyond what is available', async () => {
    gqlRequest.mockResolvedValue({
      insertInventoryAdjustment: { __typename: 'InventoryAdjustmentNode' },
    });
    const onClose = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Units' }));
    const units = screen.getByLabelText('Units (tablet)');
    await userEvent.type(units, '250');
    expect(screen.getByText('Enter 200 or less')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.clear(units);
    await userEvent.type(units, '35');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('3.5 packs = 35 tablet');
    await userEvent.click(screen.getByLabelText('Reason'));
    await userEvent.click(screen.getByRole('option', { name: 'Damaged' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentInputs()[0]).toMatchObject({ adjustment: 3.5, adjustmentType: 'REDUCTION' });
  });

  it.each(['-3', '1e5', '99999999999', '1,5', 'abc'])(
    'refuses %j as typed and keeps Save off',
    async (typed) => {
      renderDialog();
      const packs = await screen.findByLabelText('Number of packs');
      await userEvent.type(packs, typed);
      expect(packs).toHaveValue(typed);
      expect(packs).toHaveAttribute('aria-invalid', 'true');
      expect(screen.getByRole('button', { name: 'Save' })).toBeDisabled();
    },
  );

  it('asks "Are you sure?" before Cancel or Escape lose what was typed', async () => {
    const onClose = renderDialog();
    await userEvent.type(await screen.findByLabelText('Number of packs'), '3');
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(await screen.findByRole('dialog', { name: 'Are you sure?' })).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Cancel' }));
    expect(onClose).not.toHaveBeenCalled();
    expect(screen.getByLabelText('Number of packs')).toHaveValue('3');
    await userEvent.keyboard('{Escape}');
    await userEvent.click(await screen.findByRole('button', { name: 'OK' }));
    expect(onClose).toHaveBeenCalledTimes(1);
  });

  it('closes at once when nothing was typed', async () => {
    const onClose = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Cancel' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog', { name: 'Are you sure?' })).toBeNull();
  });

  it('reads 1,5 packs as one and a half in French', async () => {
    await changeLanguage('fr');
    renderDialog();
    const packs = await screen.findByLabelText('Nombre de conditionnements');
    await userEvent.type(packs, '1,5');
    expect(packs).toHaveAttribute('aria-invalid', 'false');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('1,5');
  });

  it('refuses 200 of 20 available in Arabic and shows two packs in Arabic words', async () => {
    await changeLanguage('ar');
    renderDialog();
    const packs = await screen.findByLabelText('عدد العبوات');
    await userEvent.type(packs, '200');
    expect(packs).toHaveValue('200');
    expect(screen.getByText(/^أدخل .+ أو أقل$/)).toBeInTheDocument();
    await userEvent.clear(packs);
    await userEvent.type(packs, '2');
    expect(screen.getByTestId('quantity-conversion')).toHaveTextContent('عبوتان');
  });

  it('refuses more packs than are available and asks for a reason', async () => {
    renderDialog();
    const packs = await screen.findByLabelText('Number of packs', {}, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(packs, '25');
    await userEvent.tab();
    expect(await screen.findByText('Enter 20 or less')).toBeInTheDocument();
    expect(packs).toHaveValue('25');
    expect(save).toBeDisabled();
    expect(
      screen.getByText('Save is off until: Quantity to adjust: Enter 20 or less'),
    ).toBeVisible();
    await userEvent.clear(packs);
    await userEvent.type(packs, '5');
    expect(save).toBeDisabled();
    expect(screen.getByText('Choose a reason')).toBeInTheDocument();
    await userEvent.click(screen.getByLabelText('Reason'));
    expect(screen.queryByRole('option', { name: 'Found' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Damaged' }));
    expect(screen.getByTestId('adjust-new-total')).toHaveTextContent('15');
    expect(save).toBeEnabled();
  });

  it('sends a reduction with its reason and closes after a success', async () => {
    gqlRequest.mockResolvedValue({
      insertInventoryAdjustment: { __typename: 'InventoryAdjustmentNode' },
    });
    const onClose = renderDialog();
    await userEvent.type(await screen.findByLabelText('Number of packs'), '3');
    await userEvent.click(screen.getByLabelText('Reason'));
    await userEvent.click(screen.getByRole('option', { name: 'Damaged' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(gqlRequest.mock.calls[0]?.[1]).toMatchObject({
      input: {
        stockLineId: 'line-1',
        adjustment: 3,
        adjustmentType: 'REDUCTION',
        reasonId: 'damaged',
      },
    });
    expect(await screen.findByText('Stock adjusted')).toBeInTheDocument();
  });

  it('sends an increase as an addition, with a reason of that direction, beyond the packs held', async () => {
    gqlRequest.mockResolvedValue({
      insertInventoryAdjustment: { __typename: 'InventoryAdjustmentNode' },
    });
    const onClose = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase' }));
    // 25 packs more than the 20 held is fine when adding.
    await userEvent.type(screen.getByLabelText('Number of packs'), '25');
    await userEvent.click(screen.getByLabelText('Reason'));
    expect(screen.queryByRole('option', { name: 'Damaged' })).toBeNull();
    await userEvent.click(screen.getByRole('option', { name: 'Found' }));
    expect(screen.getByTestId('adjust-new-total')).toHaveTextContent('45');
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(gqlRequest.mock.calls[0]?.[1]).toMatchObject({
      input: {
        stockLineId: 'line-1',
        adjustment: 25,
        adjustmentType: 'ADDITION',
        reasonId: 'found',
      },
    });
  });

  it('shows the server refusal by its type and stays open', async () => {
    gqlRequest.mockResolvedValue({
      insertInventoryAdjustment: {
        __typename: 'InsertInventoryAdjustmentError',
        error: { __typename: 'NotEnoughStockForReduction', description: 'Not enough' },
      },
    });
    const onClose = renderDialog();
    await userEvent.click(await screen.findByRole('button', { name: 'Increase' }));
    await userEvent.type(screen.getByLabelText('Number of packs'), '2');
    await userEvent.click(screen.getByLabelText('Reason'));
    await userEvent.click(screen.getByRole('option', { name: 'Found' }));
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText('There is not enough stock available for this reduction'),
    ).toBeInTheDocument();
    expect(onClose).not.toHaveBeenCalled();
  });

  // Issue 9: when open-vial wastage is the only active reduction reason, a non-vaccine's
  // reduction needs none (the server accepts it), while a vaccine's needs one.
  const openVialOnly: ReasonChoice[] = [
    { id: 'vial', reason: 'Open vial', type: 'OPEN_VIAL_WASTAGE', isActive: true },
    { id: 'old', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: false },
  ];

  it('open-vial wastage only, not a vaccine: no picker, and the reduction is sent without a reason', async () => {
    gqlRequest.mockResolvedValue({
      insertInventoryAdjustment: { __typename: 'InventoryAdjustmentNode' },
    });
    const onClose = renderDialog(vi.fn(), { reasons: openVialOnly, isVaccine: false });
    await userEvent.type(await screen.findByLabelText('Number of packs'), '2');
    expect(screen.queryByLabelText('Reason')).toBeNull();
    await userEvent.click(screen.getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentInputs()[0]).not.toHaveProperty('reasonId');
  });

  it('open-vial wastage only, a vaccine: the picker offers it and a reason is required', async () => {
    gqlRequest.mockResolvedValue({
      insertInventoryAdjustment: { __typename: 'InventoryAdjustmentNode' },
    });
    const onClose = renderDialog(vi.fn(), { reasons: openVialOnly, isVaccine: true });
    await userEvent.type(await screen.findByLabelText('Number of packs'), '2');
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.click(screen.getByLabelText('Reason'));
    expect(screen.getAllByRole('option').map((o) => o.textContent)).toEqual(['Open vial']);
    await userEvent.click(screen.getByRole('option', { name: 'Open vial' }));
    expect(save).toBeEnabled();
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    expect(sentInputs()[0]).toMatchObject({ reasonId: 'vial' });
  });

  it('a retry after a lost answer sends the same adjustment id', async () => {
    gqlRequest.mockRejectedValueOnce(new TypeError('Failed to fetch')).mockResolvedValueOnce({
      insertInventoryAdjustment: { __typename: 'InventoryAdjustmentNode' },
    });
    const onClose = renderDialog();
    await userEvent.type(await screen.findByLabelText('Number of packs'), '1');
    await userEvent.click(screen.getByLabelText('Reason'));
    await userEvent.click(screen.getByRole('option', { name: 'Damaged' }));
    const save = screen.getByRole('button', { name: 'Save' });
    await userEvent.click(save);
    await waitFor(() => expect(save).toBeEnabled());
    expect(onClose).not.toHaveBeenCalled();
    await userEvent.click(save);
    await waitFor(() => expect(onClose).toHaveBeenCalled());
    const [first, second] = sentInputs();
    expect(first?.id).toMatch(/^[0-9a-f-]{36}$/);
    expect(second?.id).toBe(first?.id);
  });
});
