import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { ItemLinesEditor } from './ItemLinesEditor';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const ITEM = {
  id: 'i1',
  code: 'AMOX250T',
  name: 'Amoxicillin 250 mg',
  unitName: 'tablet',
  defaultPackSize: 10,
  isVaccine: false,
};

const BATCHES = [
  {
    id: 's-early',
    batch: 'A-EARLY',
    expiryDate: '2027-01-31',
    packSize: 10,
    availableNumberOfPacks: 3,
  },
  {
    id: 's-held',
    batch: 'A-HELD',
    expiryDate: '2026-12-31',
    packSize: 10,
    availableNumberOfPacks: 9,
  },
  {
    id: 's-gone',
    batch: 'A-GONE',
    expiryDate: '2025-01-31',
    packSize: 10,
    availableNumberOfPacks: 4,
  },
  {
    id: 's-late',
    batch: 'A-LATE',
    expiryDate: '2028-06-30',
    packSize: 100,
    availableNumberOfPacks: 5,
  },
];

const line = (id: string, stockLineId: string, batch: string, packSize: number, packs: number) => ({
  id,
  type: 'STOCK_OUT',
  itemId: 'i1',
  itemCode: ITEM.code,
  itemName: ITEM.name,
  item: { id: 'i1', unitName: 'tablet', defaultPackSize: 10 },
  batch,
  expiryDate: '2027-01-31',
  location: null,
  stockLineId,
  stockLine: { id: stockLineId, availableNumberOfPacks: 0, totalNumberOfPacks: 3 },
  packSize,
  numberOfPacks: packs,
  sellPricePerPack: 1,
  totalAfterTax: packs,
});

// 5 packs of 10 asked: the early batch's 3 packs, then a pack of 100 from the late one
// (30 + 100 = 130 units, over by 80); the held and the expired batches skipped.
const ISSUED = {
  issueOutboundShipmentItem: {
    __typename: 'IssuedItemNode',
    requestedUnits: 50,
    allocatedUnits: 130,
    placeholderUnits: 0,
    lines: [line('l1', 's-early', 'A-EARLY', 10, 3), line('l2', 's-late', 'A-LATE', 100, 1)],
    notes: [
      { kind: 'SKIPPED', reason: 'ON_HOLD', stockLineIds: ['s-held'] },
      { kind: 'SKIPPED', reason: 'EXPIRED', stockLineIds: ['s-gone'] },
      { kind: 'OVER_ALLOCATED', stockLineIds: [], allocatedUnits: 130, requestedUnits: 50 },
      { kind: 'PLACEHOLDER', stockLineIds: [], requestedUnits: 50, placeholderUnits: 20 },
      { kind: 'PARTIAL_PACK', stockLineIds: ['s-late'], wholePackUnits: 30 },
    ],
  },
};

function answer(document: unknown, variables: unknown) {
  switch (operationOf([document])) {
    case 'Documents_ItemSearch':
      return Promise.resolve({ items: { nodes: [ITEM] } });
    case 'OutboundShipmentItemLines_Batches':
      return Promise.resolve({ stockLines: { nodes: BATCHES } });
    case 'OutboundShipmentItemLines_Issue':
      return Promise.resolve(ISSUED);
    case 'OutboundShipmentDetail_UpdateLine': {
      const { input } = variables as { input: { id: string; numberOfPacks: number } };
      return Promise.resolve({
        updateOutboundShipmentLine: {
          __typename: 'InvoiceLineNode',
          ...line(input.id, 's-early', 'A-EARLY', 10, input.numberOfPacks),
        },
      });
    }
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
  }
}

const calls = (operation: string) =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === operation)
    .map((call) => call[1] as { input: Record<string, unknown> });

async function issueFivePacks() {
  await userEvent.type(screen.getByRole('combobox', { name: 'Item' }), 'amox');
  await userEvent.click(await screen.findByRole('option', { name: /AMOX250T/ }));
  await userEvent.type(screen.getByRole('textbox', { name: 'Quantity to issue' }), '5');
  await userEvent.click(screen.getByRole('button', { name: 'Allocate' }));
}

describe('the item-lines editor', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('issues the quantity typed in packs as units of the item, and shows the batches chosen', async () => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<ItemLinesEditor invoiceId="inv-1" editable onClose={vi.fn()} />, '/x');
    expect(screen.getByRole('button', { name: 'Allocate' })).toBeDisabled();
    await issueFivePacks();
    // 5 packs of the item's pack size 10: the whole quantity of the item, in units.
    await waitFor(() =>
      expect(calls('OutboundShipmentItemLines_Issue')[0]?.input).toEqual({
        invoiceId: 'inv-1',
        itemId: 'i1',
        quantity: 50,
      }),
    );
    const issued = await screen.findByTestId('issued-item');
    expect(issued).toHaveTextContent('Allocated 130 of 50 units');
    const rows = within(issued).getAllByTestId('issued-batch');
    expect(rows.map((row) => row.textContent)).toEqual([
      expect.stringContaining('A-EARLY'),
      expect.stringContaining('A-LATE'),
    ]);
    expect(within(rows[1]!).getByRole('textbox', { name: 'Packs of batch A-LATE' })).toHaveValue(
      '1',
    );
  });

  it('says which batches it skipped and why, and every other allocation message (spec 001 section 5)', async () => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<ItemLinesEditor invoiceId="inv-1" editable onClose={vi.fn()} />, '/x');
    await issueFivePacks();
    const issued = await screen.findByTestId('issued-item');
    const alerts = within(issued)
      .getAllByRole('alert')
      .map((alert) => alert.textContent);
    expect(alerts).toEqual([
      'Batches on hold were not used: on-hold stock cannot be allocated (A-HELD)',
      'Expired batches were not used: expired stock is not allocated automatically (A-GONE)',
      'Pack sizes forced more than requested: 130 units allocated for 50 requested',
      'Not enough stock: a placeholder line holds the missing 20 of the 50 units requested',
      'A pack must be broken (A-LATE): the nearest whole-pack quantity is 30 units',
    ]);
  });

  it('changes a chosen batch’s packs by hand when the user leaves the field', async () => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<ItemLinesEditor invoiceId="inv-1" editable onClose={vi.fn()} />, '/x');
    await issueFivePacks();
    const packs = await screen.findByRole('textbox', { name: 'Packs of batch A-EARLY' });
    await userEvent.clear(packs);
    await userEvent.type(packs, '2');
    expect(calls('OutboundShipmentDetail_UpdateLine')).toEqual([]);
    await userEvent.tab();
    await waitFor(() =>
      expect(calls('OutboundShipmentDetail_UpdateLine')[0]?.input).toEqual({
        id: 'l1',
        numberOfPacks: 2,
      }),
    );
    expect(await screen.findByText('Saved')).toBeInTheDocument();
  });

  it('shows a refusal of the server in the user’s words', async () => {
    signInWith(['OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation((document: unknown, variables: unknown) =>
      operationOf([document]) === 'OutboundShipmentItemLines_Issue'
        ? Promise.resolve({
            issueOutboundShipmentItem: {
              __typename: 'InvoiceMutationError',
              error: { __typename: 'InvoiceIsNotEditable', description: 'not editable' },
            },
          })
        : answer(document, variables),
    );
    renderScreen(<ItemLinesEditor invoiceId="inv-1" editable onClose={vi.fn()} />, '/x');
    await issueFivePacks();
    expect(await screen.findByText('This document can no longer be changed')).toBeInTheDocument();
  });
});
