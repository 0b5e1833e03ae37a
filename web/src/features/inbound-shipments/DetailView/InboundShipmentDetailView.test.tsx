import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { getSession } from '../../../core/session';
import { DetailPanelContext } from '../../../core/shell';
import { signInWith, testMe, testStore } from '../../../test/session';
import { InboundShipmentDetailView } from './InboundShipmentDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
// The session's own requests (the user's stores, a store's permissions) go through the client.
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const LINE = {
  id: 'l1',
  type: 'STOCK_IN',
  itemId: 'i1',
  itemCode: 'AMOX',
  itemName: 'Amoxicillin',
  item: {
    id: 'i1',
    code: 'AMOX',
    name: 'Amoxicillin',
    unitName: 'Tab',
    defaultPackSize: 10,
    isVaccine: false,
  },
  batch: 'A1',
  expiryDate: '2028-01-31',
  packSize: 10,
  numberOfPacks: 2,
  costPricePerPack: 5,
  sellPricePerPack: 5,
  locationId: null,
  location: null,
  donorId: null,
  vvmStatusId: null,
  totalAfterTax: 10,
};

const receipt = (status: string, linkedInvoiceId: string | null) => ({
  id: 'r1',
  invoiceNumber: 4,
  otherPartyName: 'National Medical Warehouse',
  status,
  onHold: false,
  theirReference: 'From invoice number: 9' as string | null,
  comment: 'Stock transfer' as string | null,
  totalAfterTax: 10,
  totalBeforeTax: 10,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  allocatedDatetime: null,
  pickedDatetime: '2026-11-20T08:00:00.000Z',
  shippedDatetime: status === 'PICKED' ? null : '2026-11-20T09:00:00.000Z',
  deliveredDatetime: status === 'DELIVERED' ? '2026-11-20T10:00:00.000Z' : null,
  receivedDatetime: null,
  verifiedDatetime: null,
  linkedInvoiceId,
  transportReference: null,
  expectedDeliveryDate: null,
  lines: [LINE],
});

function renderReceipt(document: ReturnType<typeof receipt>) {
  gqlRequest.mockImplementation((query: unknown) =>
    operationOf([query]) === 'InboundShipmentDetail_Invoice'
      ? Promise.resolve({ inboundShipment: document })
      : Promise.reject(new Error(`unexpected ${operationOf([query])}`)),
  );
  signInWith(['INBOUND_SHIPMENT_QUERY', 'INBOUND_SHIPMENT_MUTATE']);
  renderScreen(
    <InboundShipmentDetailView />,
    '/replenishment/inbound-shipment/r1',
    '/replenishment/inbound-shipment/:id',
  );
}

describe('an inbound shipment made by a transfer', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('offers no line change, no delete, and says why while it is shipped', async () => {
    stubTableHeight();
    renderReceipt(receipt('SHIPPED', 'o9'));
    expect(
      await screen.findByText(
        'Sent by National Medical Warehouse: the lines can be corrected once the shipment is delivered',
      ),
    ).toBeInTheDocument();
    expect(screen.getByText('Amoxicillin')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Add line' })).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Confirm Delivered' })).toBeEnabled();
  });

  it('takes line changes once delivered, still without a delete', async () => {
    stubTableHeight();
    renderReceipt(receipt('DELIVERED', 'o9'));
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeInTheDocument();
    expect(screen.queryByTestId('transfer-note')).not.toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
  });

  it('a manual receipt in the same status keeps its lines and its delete', async () => {
    stubTableHeight();
    renderReceipt({ ...receipt('DELIVERED', null), theirReference: null, comment: null });
    expect(await screen.findByRole('button', { name: 'Add line' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Delete' })).toBeInTheDocument();
  });
});

describe("a transfer receipt's side panel", () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  /** The receipt from the warehouse store 'w', the user working there too with `there`. */
  function renderWithPanel(there: string[]) {
    const container = document.createElement('div');
    document.body.appendChild(container);
    gqlRequest.mockImplementation((query: unknown, variables: unknown) => {
      switch (operationOf([query])) {
        case 'InboundShipmentDetail_Invoice':
          return Promise.resolve({
            inboundShipment: { ...receipt('SHIPPED', 'o9'), otherPartyId: 'n-w', colour: null },
          });
        case 'me':
          return Promise.resolve(testMe([testStore('s'), testStore('w')]));
        case 'permissions': {
          const { storeId } = variables as { storeId: string };
          return Promise.resolve({
            me: {
              permissions: {
                totalCount: 1,
                nodes: [{ storeId, permissions: storeId === 'w' ? there : [] }],
              },
            },
          });
        }
        case 'InboundShipmentDetail_LinkedOutbound':
          return Promise.resolve({
            outboundShipment: { id: 'o9', invoiceNumber: 9, status: 'SHIPPED' },
          });
        default:
          return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
      }
    });
    signInWith(['INBOUND_SHIPMENT_QUERY', 'INBOUND_SHIPMENT_MUTATE']);
    const screenOf = renderScreen(
      <DetailPanelContext.Provider
        value={{ container, open: true, setOpen: () => undefined, register: () => () => undefined }}
      >
        <InboundShipmentDetailView />
      </DetailPanelContext.Provider>,
      '/replenishment/inbound-shipment/r1',
      '/replenishment/inbound-shipment/:id',
    );
    return { panel: within(container), router: screenOf.router };
  }

  it("names the sender's shipment with its number and status, and opens it in the sender's store", async () => {
    stubTableHeight();
    const { panel, router } = renderWithPanel(['OUTBOUND_SHIPMENT_QUERY']);
    const linked = await panel.findByTestId('related-document');
    // The sender's name isolated inside the sentence (FSI ... PDI).
    expect(linked).toHaveTextContent('Shipment from \u2068National Medical Warehouse\u2069');
    await waitFor(() => expect(linked).toHaveTextContent('No. 9'));
    expect(linked).toHaveTextContent('Shipped');
    await userEvent.click(within(linked).getByRole('button', { name: 'Open' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/distribution/outbound-shipment/o9'),
    );
    expect(getSession()?.store?.id).toBe('w');
  });

  it("never asks for the sender's shipment without the right to read it there", async () => {
    stubTableHeight();
    const { panel } = renderWithPanel([]);
    const linked = await panel.findByTestId('related-document');
    expect(linked).toHaveTextContent('Shipment from \u2068National Medical Warehouse\u2069');
    await waitFor(() =>
      expect(gqlRequest.mock.calls.some((call) => operationOf(call) === 'permissions')).toBe(true),
    );
    expect(
      gqlRequest.mock.calls.some(
        (call) => operationOf(call) === 'InboundShipmentDetail_LinkedOutbound',
      ),
    ).toBe(false);
    expect(linked).not.toHaveTextContent('No.');
    expect(within(linked).queryByRole('button', { name: 'Open' })).toBeNull();
  });
});
