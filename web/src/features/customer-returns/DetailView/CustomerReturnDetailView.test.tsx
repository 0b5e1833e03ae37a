// A customer return a store sent back (transfer): the sender's reason and note on each line, what
// the shipment issued beside what comes back (in the return's own packs), lines not to be changed
// here, and Received confirmed (the stock comes back); the outbound shipment it brings back and
// the sender's supplier return under "Related documents".
//
// A customer return entered here, without its shipment (DOCUMENTS.md 4.2; spec 001 section 5,
// return rules): a line typed by hand (item, batch, pack size, packs, reason, note) is sent with
// the return's other lines as they are; the packs field refuses what is not a quantity of packs
// and says why; every quantity at zero asks a second time, then removes the lines; a refusal of
// the server shows translated and keeps the dialog open with what was typed.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import {
  renderReturnPage,
  returnDocument,
  returnPageMe,
} from '../../../ui/document/returnPageTesting';
import { CustomerReturnDetailView } from './CustomerReturnDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const RETURN = returnDocument({
  id: 'cr-1',
  invoiceNumber: 5,
  otherPartyId: 'n-dns',
  otherPartyName: 'Northern District Store',
  status: 'SHIPPED',
  theirReference: 'From invoice number: 2',
  comment: 'Stock return',
  enteredBy: null,
  pickedDatetime: '2026-11-20T08:00:00.000Z',
  shippedDatetime: '2026-11-20T08:00:00.000Z',
  linkedInvoiceId: 'sr-9',
  originalShipmentId: 'out-4',
  originalShipment: {
    id: 'out-4',
    type: 'OUTBOUND_SHIPMENT',
    invoiceNumber: 4,
    status: 'RECEIVED',
  },
  lines: [
    {
      id: 'l-1',
      type: 'STOCK_IN',
      itemId: 'i-amox',
      itemCode: 'AMX',
      itemName: 'Amoxicillin 250mg',
      batch: 'A1',
      expiryDate: '2027-01-31',
      // The district keeps packs of one: it returns units.
      packSize: 1,
      numberOfPacks: 3,
      stockLineId: null,
      originalLineId: null,
      reasonOptionId: 'r-damaged',
      reasonOption: { id: 'r-damaged', reason: 'Damaged on arrival' },
      note: 'Vial seals broken',
      totalAfterTax: 0,
    },
  ],
});

function answer(query: unknown) {
  switch (operationOf([query])) {
    case 'CustomerReturnDetail_Invoice':
      return Promise.resolve({ customerReturn: RETURN });
    case 'Returns_CustomerCandidates':
      return Promise.resolve({
        customerReturnLineCandidates: [
          {
            outboundShipmentLineId: 'ol-1',
            itemId: 'i-amox',
            itemCode: 'AMX',
            itemName: 'Amoxicillin 250mg',
            batch: 'A1',
            expiryDate: '2027-01-31',
            packSize: 12,
            numberOfPacksIssued: 2,
            numberOfPacksReturned: 0,
            returnablePacks: 2,
            numberOfPacksToReturn: 0,
            reasonId: null,
            note: null,
            lineId: null,
          },
        ],
      });
    case 'me':
      return returnPageMe();
    case 'Returns_UpdateCustomerReturn':
      return Promise.resolve({
        updateCustomerReturn: { __typename: 'InvoiceNode', id: 'cr-1', status: 'RECEIVED' },
      });
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
  }
}

describe('a customer return sent by another store', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render() {
    stubTableHeight();
    gqlRequest.mockImplementation(answer);
    return renderReturnPage(<CustomerReturnDetailView />, '/distribution/customer-return/cr-1', [
      'CUSTOMER_RETURN_QUERY',
      'CUSTOMER_RETURN_MUTATE',
    ]);
  }

  it("shows the sender's reason and note and what was issued, its lines fixed", async () => {
    render();
    expect(await screen.findByText('Customer return 5')).toBeInTheDocument();
    expect(screen.getByTestId('transfer-note')).toHaveTextContent('Northern District Store');
    const row = (await screen.findByText('Damaged on arrival')).closest('tr')!;
    expect(row).toHaveTextContent('Vial seals broken');
    // Two packs of 12 issued: 24 of the return's packs of one.
    await waitFor(() => expect(row).toHaveTextContent('24'));
    expect(within(row).queryByRole('textbox')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('is received after a confirmation that says the stock comes in', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'Confirm Received' }));
    const confirm = await screen.findByRole('dialog');
    expect(confirm).toHaveTextContent('The stock is added to the store.');
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateCustomerReturn')).toEqual([
        { storeId: expect.any(String) as string, input: { id: 'cr-1', status: 'RECEIVED' } },
      ]),
    );
  });

  it('lists the outbound shipment it brings back and the sender’s supplier return', async () => {
    const panel = render();
    const related = await panel.findAllByTestId('related-document');
    expect(related[0]).toHaveTextContent('Outbound shipment returned');
    expect(related[0]).toHaveTextContent('No. 4');
    expect(related[1]).toHaveTextContent('Supplier return from');
    expect(related[1]).toHaveTextContent('Northern District Store');
  });
});

const ENTERED = returnDocument({
  id: 'cr-2',
  invoiceNumber: 8,
  otherPartyId: 'n-khc',
  otherPartyName: 'Kibera Health Centre',
  originalShipmentId: null,
  originalShipment: null,
  lines: [
    {
      id: 'l-1',
      type: 'STOCK_IN',
      itemId: 'i-para',
      itemCode: 'PARA',
      itemName: 'Paracetamol 500mg',
      batch: 'H1',
      expiryDate: '2028-01-31',
      packSize: 100,
      numberOfPacks: 3,
      stockLineId: null,
      originalLineId: null,
      reasonOptionId: 'r-damaged',
      reasonOption: { id: 'r-damaged', reason: 'Damaged' },
      note: null,
      totalAfterTax: 0,
    },
  ],
});

const ITEM = {
  id: 'i-amox',
  code: 'AMX',
  name: 'Amoxicillin 250mg',
  unitName: 'tablet',
  defaultPackSize: 10,
  isVaccine: false,
};

function answerEntered(refusal?: string) {
  return (query: unknown) => {
    switch (operationOf([query])) {
      case 'CustomerReturnDetail_Invoice':
        return Promise.resolve({ customerReturn: ENTERED });
      case 'Returns_Reasons':
        return Promise.resolve({
          reasonOptions: [{ id: 'r-damaged', reason: 'Damaged', isActive: true }],
        });
      case 'Documents_ItemSearch':
        return Promise.resolve({ items: { nodes: [ITEM] } });
      case 'me':
        return returnPageMe();
      case 'Returns_UpdateCustomerReturnLines':
        return Promise.resolve({
          updateCustomerReturnLines: refusal
            ? {
                __typename: 'InvoiceMutationError',
                error: { __typename: refusal, description: 'server text' },
              }
            : { __typename: 'InvoiceNode', id: 'cr-2' },
        });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
    }
  };
}

/** The return's line as it is sent again beside a change: typed by hand, as it stands. */
const LINE_AS_IT_STANDS = {
  id: 'l-1',
  itemId: 'i-para',
  batch: 'H1',
  expiryDate: '2028-01-31',
  packSize: 100,
  numberOfPacks: 3,
  reasonId: 'r-damaged',
  note: null,
};

describe('a customer return entered here, its lines typed by hand', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  async function openNewLine(refusal?: string) {
    stubTableHeight();
    gqlRequest.mockImplementation(answerEntered(refusal));
    renderReturnPage(<CustomerReturnDetailView />, '/distribution/customer-return/cr-2', [
      'CUSTOMER_RETURN_QUERY',
      'CUSTOMER_RETURN_MUTATE',
    ]);
    await userEvent.click(await screen.findByRole('button', { name: 'Add a line' }));
    const dialog = await screen.findByRole('dialog', { name: 'Add a line' });
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Item' }), 'amox');
    await userEvent.click(await screen.findByRole('option', { name: /AMX · Amoxicillin/ }));
    return dialog;
  }

  async function typeLine(dialog: HTMLElement, packs: string) {
    // The item's own pack size is offered.
    expect(within(dialog).getByRole('textbox', { name: 'Pack size' })).toHaveValue('10');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Batch' }), 'H2');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Number of packs' }), packs);
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Reason' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Damaged' }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Note' }), 'Opened box');
  }

  it('adds the line with the return’s other lines as they stand', async () => {
    const dialog = await openNewLine();
    await typeLine(dialog, '2.5');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateCustomerReturnLines')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            returnId: 'cr-2',
            lines: [
              LINE_AS_IT_STANDS,
              {
                id: expect.any(String) as string,
                itemId: 'i-amox',
                batch: 'H2',
                expiryDate: null,
                packSize: 10,
                numberOfPacks: 2.5,
                reasonId: 'r-damaged',
                note: 'Opened box',
              },
            ],
          },
        },
      ]),
    );
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
  });

  it('refuses packs that are not a quantity and says why Save is off', async () => {
    const dialog = await openNewLine();
    const save = within(dialog).getByRole('button', { name: 'Save' });
    for (const typed of ['0', '-2', 'abc']) {
      await typeLine(dialog, typed);
      const packs = within(dialog).getByRole('textbox', { name: 'Number of packs' });
      expect(packs, typed).toHaveAttribute('aria-invalid', 'true');
      expect(save).toBeDisabled();
      expect(dialog).toHaveTextContent('Number of packs:');
      await userEvent.clear(packs);
      await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Batch' }));
      await userEvent.clear(within(dialog).getByRole('textbox', { name: 'Note' }));
    }
    expect(variablesOf(gqlRequest, 'Returns_UpdateCustomerReturnLines')).toEqual([]);
  });

  it('shows the server’s refusal translated and keeps what was typed', async () => {
    const dialog = await openNewLine('InvalidExpiryDate');
    await typeLine(dialog, '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    expect(await screen.findByText('The expiry date is not valid')).toBeInTheDocument();
    expect(screen.getByRole('dialog', { name: 'Add a line' })).toBeInTheDocument();
    expect(within(dialog).getByRole('textbox', { name: 'Batch' })).toHaveValue('H2');
  });

  it('every quantity at zero asks a second time, then removes the lines', async () => {
    stubTableHeight();
    gqlRequest.mockImplementation(answerEntered());
    renderReturnPage(<CustomerReturnDetailView />, '/distribution/customer-return/cr-2', [
      'CUSTOMER_RETURN_QUERY',
      'CUSTOMER_RETURN_MUTATE',
    ]);
    const typeZero = async () => {
      const cell = await screen.findByRole('textbox', { name: 'Packs returned' });
      await userEvent.clear(cell);
      await userEvent.type(cell, '0');
      await userEvent.tab();
      return screen.findByRole('dialog');
    };
    // Cancelled: nothing is sent and the line shows its packs again.
    let confirm = await typeZero();
    expect(confirm).toHaveTextContent(
      'Every quantity is zero. The lines will be removed from the return.',
    );
    await userEvent.click(within(confirm).getByRole('button', { name: 'Cancel' }));
    await waitFor(() =>
      expect(screen.getByRole('textbox', { name: 'Packs returned' })).toHaveValue('3'),
    );
    expect(variablesOf(gqlRequest, 'Returns_UpdateCustomerReturnLines')).toEqual([]);
    // Confirmed: the return keeps no line.
    confirm = await typeZero();
    await userEvent.click(within(confirm).getByRole('button', { name: 'OK' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateCustomerReturnLines')).toEqual([
        { storeId: expect.any(String) as string, input: { returnId: 'cr-2', lines: [] } },
      ]),
    );
  });

  it('a line typed by hand opens to be corrected; its packs change as typed', async () => {
    stubTableHeight();
    gqlRequest.mockImplementation(answerEntered());
    renderReturnPage(<CustomerReturnDetailView />, '/distribution/customer-return/cr-2', [
      'CUSTOMER_RETURN_QUERY',
      'CUSTOMER_RETURN_MUTATE',
    ]);
    await userEvent.click(await screen.findByText('Paracetamol 500mg'));
    const dialog = await screen.findByRole('dialog', { name: 'Edit line' });
    const packs = within(dialog).getByRole('textbox', { name: 'Number of packs' });
    expect(packs).toHaveValue('3');
    await userEvent.clear(packs);
    await userEvent.type(packs, '4');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'Returns_UpdateCustomerReturnLines')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: { returnId: 'cr-2', lines: [{ ...LINE_AS_IT_STANDS, numberOfPacks: 4 }] },
        },
      ]),
    );
  });
});
