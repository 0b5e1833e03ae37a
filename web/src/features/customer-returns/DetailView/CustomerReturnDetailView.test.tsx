// A customer return a store sent back (transfer): the sender's reason and note on each line, what
// the shipment issued beside what comes back (in the return's own packs), lines not to be changed
// here, and Received confirmed (the stock comes back); the outbound shipment it brings back and
// the sender's supplier return under "Related documents".
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { DetailPanelContext } from '../../../core/shell';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith, testMe, testStore } from '../../../test/session';
import { CustomerReturnDetailView } from './CustomerReturnDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const RETURN = {
  id: 'cr-1',
  invoiceNumber: 5,
  otherPartyId: 'n-dns',
  otherPartyName: 'Northern District Store',
  status: 'SHIPPED',
  onHold: false,
  theirReference: 'From invoice number: 2',
  comment: 'Stock return',
  colour: null,
  enteredBy: null,
  totalAfterTax: 0,
  totalBeforeTax: 0,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  allocatedDatetime: null,
  pickedDatetime: '2026-11-20T08:00:00.000Z',
  shippedDatetime: '2026-11-20T08:00:00.000Z',
  deliveredDatetime: null,
  receivedDatetime: null,
  verifiedDatetime: null,
  linkedInvoiceId: 'sr-9',
  transportReference: null,
  expectedDeliveryDate: null,
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
};

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
      return Promise.resolve(testMe([testStore('s')]));
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
    signInWith(['CUSTOMER_RETURN_QUERY', 'CUSTOMER_RETURN_MUTATE']);
    const container = document.createElement('div');
    document.body.appendChild(container);
    renderScreen(
      <DetailPanelContext.Provider
        value={{ container, open: true, setOpen: () => undefined, register: () => () => undefined }}
      >
        <CustomerReturnDetailView />
      </DetailPanelContext.Provider>,
      '/distribution/customer-return/cr-1',
      '/distribution/customer-return/:id',
    );
    return within(container);
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
