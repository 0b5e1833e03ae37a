// The "return" actions of the shipment pages: the dialog offers the shipment's own batches (those
// on hold too) or lines with what can still go back, asks a reason for each batch returned,
// sends exactly the chosen packs, reasons and notes, and shows the server's refusal translated.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../core/app-i18n/documents';
import { operationOf, renderScreen, variablesOf } from '../../test/screen';
import { screenSuite } from '../../test/screenSuite';
import { signInWith } from '../../test/session';
import { CustomerReturnButton, ReturnToSupplierButton } from './ShipmentReturnButtons';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../core/graphql', () => ({ gqlRequest }));

const REASONS = [
  { id: 'r-damaged', reason: 'Damaged', isActive: true },
  { id: 'r-old', reason: 'Retired reason', isActive: false },
];

const item = { id: 'i-amox', code: 'AMX', name: 'Amoxicillin 250mg' };
const SUPPLIER_CANDIDATES = [
  { stockLineId: 'sl-1', batch: 'B1', onHold: true, availableNumberOfPacks: 10 },
  { stockLineId: 'sl-2', batch: 'B2', onHold: false, availableNumberOfPacks: 4 },
  // Another batch of the item, not on this receipt: not offered.
  { stockLineId: 'sl-9', batch: 'B9', onHold: false, availableNumberOfPacks: 50 },
].map((batch) => ({
  ...batch,
  itemId: item.id,
  expiryDate: '2027-06-30',
  packSize: 10,
  totalNumberOfPacks: batch.availableNumberOfPacks,
  numberOfPacksToReturn: 0,
  reasonId: null,
  note: null,
  lineId: null,
  stockLine: { id: batch.stockLineId, item },
}));

const CUSTOMER_CANDIDATES = [
  {
    outboundShipmentLineId: 'ol-1',
    itemId: item.id,
    itemCode: item.code,
    itemName: item.name,
    batch: 'B1',
    expiryDate: '2027-06-30',
    packSize: 10,
    numberOfPacksIssued: 10,
    numberOfPacksReturned: 4,
    returnablePacks: 6,
    numberOfPacksToReturn: 0,
    reasonId: null,
    note: null,
    lineId: null,
  },
];

function answer(refusal?: { __typename: string; returnablePacks?: number }) {
  return (document: unknown) => {
    const made = (field: string) =>
      Promise.resolve({
        [field]: refusal
          ? {
              __typename: 'InvoiceMutationError',
              error: { description: 'server text', ...refusal },
            }
          : { __typename: 'InvoiceNode', id: 'made', status: 'SHIPPED' },
      });
    switch (operationOf([document])) {
      case 'Returns_Reasons':
        return Promise.resolve({ reasonOptions: REASONS });
      case 'Returns_OfShipment':
        return Promise.resolve({
          inboundShipment: {
            id: 'in-1',
            returns: [],
            lines: [
              { id: 'l-1', stockLineId: 'sl-1' },
              { id: 'l-2', stockLineId: 'sl-2' },
            ],
          },
        });
      case 'Returns_SupplierCandidates':
        return Promise.resolve({ supplierReturnLineCandidates: SUPPLIER_CANDIDATES });
      case 'Returns_CustomerCandidates':
        return Promise.resolve({ customerReturnLineCandidates: CUSTOMER_CANDIDATES });
      case 'Returns_InsertSupplierReturn':
        return made('insertSupplierReturn');
      case 'Returns_InsertCustomerReturn':
        return made('insertCustomerReturn');
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
    }
  };
}

async function chooseReason(row: HTMLElement, reason: string) {
  await userEvent.click(within(row).getByRole('combobox'));
  await userEvent.click(await screen.findByRole('option', { name: reason }));
}

describe('return to supplier, from a receipt', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  const render = (status: 'DELIVERED' | 'RECEIVED' | 'VERIFIED' = 'VERIFIED') =>
    renderScreen(
      <ReturnToSupplierButton shipment={{ id: 'in-1', otherPartyId: 'name-warehouse', status }} />,
      '/replenishment/inbound-shipment/in-1',
    );

  it("offers the receipt's batches, on hold too, and sends the packs, reason and note chosen", async () => {
    signInWith(['SUPPLIER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    const { router } = render();
    await userEvent.click(screen.getByRole('button', { name: 'Return to supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to supplier' });
    const rows = await within(dialog).findAllByTestId('return-choice');
    expect(rows.map((row) => within(row).getByText(/^Batch/).textContent)).toEqual([
      'Batch: B1',
      'Batch: B2',
    ]);
    expect(within(rows[0]!).getByText('On hold: can be returned')).toBeInTheDocument();
    expect(within(rows[1]!).queryByText('On hold: can be returned')).not.toBeInTheDocument();
    // Only the active reasons are offered.
    await userEvent.type(within(rows[0]!).getByRole('textbox', { name: /batch B1/ }), '3');
    const save = within(dialog).getByRole('button', { name: 'Save' });
    expect(save).toBeDisabled();
    expect(
      within(dialog).getByText(/Choose a reason for every batch returned/),
    ).toBeInTheDocument();
    await userEvent.click(within(rows[0]!).getByRole('combobox'));
    expect(screen.queryByRole('option', { name: 'Retired reason' })).not.toBeInTheDocument();
    await userEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
    await userEvent.type(within(rows[0]!).getByRole('textbox', { name: 'Note' }), 'Cracked vials');
    await userEvent.click(save);
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_InsertSupplierReturn')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            id: expect.any(String) as string,
            otherPartyId: 'name-warehouse',
            inboundShipmentId: 'in-1',
            lines: [
              {
                id: expect.any(String) as string,
                stockLineId: 'sl-1',
                numberOfPacks: 3,
                reasonId: 'r-damaged',
                note: 'Cracked vials',
              },
            ],
          },
        },
      ]),
    );
    const [{ input }] = variablesOf(gqlRequest, 'Returns_InsertSupplierReturn') as [
      { input: { id: string } },
    ];
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/replenishment/supplier-return/${input.id}`),
    );
    expect(await screen.findByText('Supplier return made: the stock has left')).toBeInTheDocument();
  });

  it('refuses more packs than the batch has available, before asking the server', async () => {
    signInWith(['SUPPLIER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render();
    await userEvent.click(screen.getByRole('button', { name: 'Return to supplier' }));
    const dialog = await screen.findByRole('dialog', { name: 'Return to supplier' });
    const rows = await within(dialog).findAllByTestId('return-choice');
    await userEvent.type(within(rows[1]!).getByRole('textbox', { name: /batch B2/ }), '5');
    await chooseReason(rows[1]!, 'Damaged');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    expect(variablesOf(gqlRequest, 'Returns_InsertSupplierReturn')).toEqual([]);
  });

  it('is not offered before the stock is received, nor without the permission', () => {
    signInWith(['SUPPLIER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render('DELIVERED');
    expect(screen.queryByRole('button', { name: 'Return to supplier' })).not.toBeInTheDocument();
  });

  it('is not offered to a user who may not make supplier returns', () => {
    signInWith(['INBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render('VERIFIED');
    expect(screen.queryByRole('button', { name: 'Return to supplier' })).not.toBeInTheDocument();
  });
});

describe('customer return, from a shipped outbound shipment', () => {
  screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  const render = (status: 'PICKED' | 'SHIPPED' = 'SHIPPED') =>
    renderScreen(
      <CustomerReturnButton shipment={{ id: 'out-1', otherPartyId: 'name-khc', status }} />,
      '/distribution/outbound-shipment/out-1',
    );

  async function open() {
    await userEvent.click(screen.getByRole('button', { name: 'Customer return' }));
    const dialog = await screen.findByRole('dialog', { name: 'Customer return' });
    const [row] = await within(dialog).findAllByTestId('return-choice');
    return { dialog, row: row! };
  }

  it('shows what was issued and what can still come back, and sends the line brought back', async () => {
    signInWith(['CUSTOMER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    const { router } = render();
    const { dialog, row } = await open();
    expect(within(row).getByText('Issued: 10')).toBeInTheDocument();
    expect(within(row).getByText('Can still come back: 6')).toBeInTheDocument();
    await userEvent.type(within(row).getByRole('textbox', { name: /batch B1/ }), '6');
    await chooseReason(row, 'Damaged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_InsertCustomerReturn')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            id: expect.any(String) as string,
            otherPartyId: 'name-khc',
            outboundShipmentId: 'out-1',
            lines: [
              {
                id: expect.any(String) as string,
                outboundShipmentLineId: 'ol-1',
                numberOfPacks: 6,
                reasonId: 'r-damaged',
                note: null,
              },
            ],
          },
        },
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/distribution\/customer-return\/.+/),
    );
  });

  it('never offers more than can still come back', async () => {
    signInWith(['CUSTOMER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render();
    const { dialog, row } = await open();
    await userEvent.type(within(row).getByRole('textbox', { name: /batch B1/ }), '7');
    await chooseReason(row, 'Damaged');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
  });

  it("shows the server's refusal translated, with what can still come back, and stays open", async () => {
    signInWith(['CUSTOMER_RETURN_MUTATE']);
    // Another return came first: the server counts it and refuses.
    gqlRequest.mockImplementation(
      answer({ __typename: 'ReturnExceedsIssuedQuantity', returnablePacks: 2 }),
    );
    const { router } = render();
    const { dialog, row } = await open();
    await userEvent.type(within(row).getByRole('textbox', { name: /batch B1/ }), '5');
    await chooseReason(row, 'Damaged');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(
      await screen.findByText(
        'More would come back than the shipment line issued: at most 2 packs can still be returned',
      ),
    ).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Customer return' })).toBeInTheDocument();
    expect(router.state.location.pathname).toBe('/distribution/outbound-shipment/out-1');
  });

  it('is not offered before the shipment has left', () => {
    signInWith(['CUSTOMER_RETURN_MUTATE']);
    gqlRequest.mockImplementation(answer());
    render('PICKED');
    expect(screen.queryByRole('button', { name: 'Customer return' })).not.toBeInTheDocument();
  });
});
