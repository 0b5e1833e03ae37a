import { Suspense } from 'react';
import { afterEach, beforeAll, describe, expect, it, vi } from 'vitest';
import type * as Graphql from '../../../core/graphql';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { QueryClient, QueryClientProvider } from '@tanstack/react-query';
import { loadInventoryNamespace } from '../../../core/app-i18n/inventory';
import { renderWithProviders } from '../../../test/render';
import type { StockLineRow } from '../stockLineColumns';
import { AdjustStockDialog } from './AdjustStockDialog';
import type { ReasonChoice } from './adjustment';

const gqlRequest = vi.hoisted(() => vi.fn());
// The transport is mocked; its error readers stay real (the dialogs show a lost answer).
vi.mock('../../../core/graphql', async (importOriginal) => ({
  ...(await importOriginal<typeof Graphql>()),
  gqlRequest,
}));

const line: StockLineRow = {
  id: 'line-1',
  itemId: 'item-1',
  itemCode: 'AMX',
  itemName: 'Amoxicillin',
  itemUnit: 'tablet',
  isVaccine: false,
  batch: 'B1',
  expiryDate: '2030-01-31',
  packSize: 10,
  totalNumberOfPacks: 20,
  availableNumberOfPacks: 20,
  costPricePerPack: 0,
  sellPricePerPack: 0,
  locationId: null,
  locationCode: null,
  locationName: null,
  locationOnHold: false,
  onHold: false,
  vvmStatusId: null,
  vvmStatusCode: null,
  unusableReasons: [],
  note: null,
  barcode: null,
  supplierName: null,
  donorId: null,
  donorName: null,
};

const reasons = [
  { id: 'damaged', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'found', reason: 'Found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
];

function renderDialog(
  onClose = vi.fn(),
  options: { reasons?: readonly ReasonChoice[]; isVaccine?: boolean } = {},
) {
  const client = new QueryClient({ defaultOptions: { mutations: { retry: false } } });
  renderWithProviders(
    <QueryClientProvider client={client}>
      <Suspense fallback={null}>
        <AdjustStockDialog
          line={{ ...line, isVaccine: options.isVaccine ?? line.isVaccine }}
          reasons={options.reasons ?? reasons}
          onClose={onClose}
        />
      </Suspense>
    </QueryClientProvider>,
  );
  return onClose;
}

type AdjustVariables = { input: { id: string; reasonId?: string } };
const sentInputs = () => gqlRequest.mock.calls.map((call) => (call[1] as AdjustVariables).input);

describe('AdjustStockDialog', () => {
  beforeAll(async () => {
    await loadInventoryNamespace();
  });
  afterEach(() => gqlRequest.mockReset());

  it('refuses more packs than are available and asks for a reason', async () => {
    renderDialog();
    const packs = await screen.findByLabelText('Number of packs', {}, { timeout: 5000 });
    const save = screen.getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    await userEvent.type(packs, '25');
    await userEvent.tab();
    expect(await screen.findByText('Only 20 packs are available')).toBeInTheDocument();
    expect(save).toBeDisabled();
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
