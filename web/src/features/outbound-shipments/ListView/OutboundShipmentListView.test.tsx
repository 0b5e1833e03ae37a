import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { OutboundShipmentListView } from './OutboundShipmentListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const row = (id: string, invoiceNumber: number, otherPartyName: string, status: string) => ({
  id,
  invoiceNumber,
  otherPartyName,
  status,
  onHold: false,
  theirReference: null,
  comment: null,
  totalAfterTax: 10,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  allocatedDatetime: null,
  pickedDatetime: null,
  shippedDatetime: null,
  deliveredDatetime: null,
  receivedDatetime: null,
  verifiedDatetime: null,
});

const SHIPMENTS = {
  outboundShipments: {
    totalCount: 2,
    nodes: [row('o1', 12, 'Kibera Health Centre', 'NEW'), row('o2', 11, 'Mara Post', 'SHIPPED')],
  },
};

function answer(document: unknown) {
  switch (operationOf([document])) {
    case 'OutboundShipmentList_Invoices':
      return Promise.resolve(SHIPMENTS);
    case 'Documents_Parties':
      return Promise.resolve({ names: { nodes: [{ id: 'n1', code: 'KHC', name: 'Kibera' }] } });
    case 'OutboundShipment_Delete':
      return Promise.resolve({
        deleteOutboundShipment: { __typename: 'DeleteResponse', id: 'o1' },
      });
    default:
      return Promise.reject(new Error(`unexpected ${operationOf([document])}`));
  }
}

const calls = (operation: string) =>
  gqlRequest.mock.calls
    .filter((call) => operationOf(call) === operation)
    .map((call) => call[1] as Record<string, unknown>);

describe('the outbound shipments list', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('filters by name and status in the URL and on the server, newest number first', async () => {
    stubTableHeight();
    signInWith(['OUTBOUND_SHIPMENT_QUERY']);
    gqlRequest.mockImplementation(answer);
    const { search } = renderScreen(
      <OutboundShipmentListView />,
      '/distribution/outbound-shipment',
    );
    expect(await screen.findByText('Kibera Health Centre')).toBeInTheDocument();
    expect(calls('OutboundShipmentList_Invoices')[0]?.sort).toEqual([
      { key: 'invoiceNumber', desc: true },
    ]);
    await userEvent.type(screen.getByRole('searchbox', { name: 'Customer name' }), 'kib');
    await waitFor(() => expect(search().get('name')).toBe('kib'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Shipped' }));
    await waitFor(() => expect(search().get('status')).toBe('SHIPPED'));
    await waitFor(() =>
      expect(calls('OutboundShipmentList_Invoices').at(-1)?.filter).toEqual({
        otherPartyName: { like: 'kib' },
        status: { equalTo: 'SHIPPED' },
      }),
    );
  });

  it('offers neither new nor delete without the mutate permission', async () => {
    stubTableHeight();
    signInWith(['OUTBOUND_SHIPMENT_QUERY']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<OutboundShipmentListView />, '/distribution/outbound-shipment');
    await screen.findByText('Kibera Health Centre');
    expect(screen.queryByRole('button', { name: 'New shipment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
  });

  it('deletes the chosen shipments that can change, after a confirmation, with the spec’s messages', async () => {
    stubTableHeight();
    signInWith(['OUTBOUND_SHIPMENT_QUERY', 'OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation(answer);
    renderScreen(<OutboundShipmentListView />, '/distribution/outbound-shipment');
    const kibera = (await screen.findByText('Kibera Health Centre')).closest('tr')!;
    const mara = screen.getByText('Mara Post').closest('tr')!;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Select rows to delete')).toBeInTheDocument();

    // A shipped shipment can no longer change: nothing is deleted.
    await userEvent.click(within(mara).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Cannot delete: 1 of the selected documents can no longer be changed',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();

    await userEvent.click(within(mara).getByRole('checkbox'));
    await userEvent.click(within(kibera).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the 1 selected documents?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(calls('OutboundShipment_Delete')).toEqual([{ storeId: 's', id: 'o1' }]),
    );
    expect(await screen.findByText('Deleted: 1')).toBeInTheDocument();
  });

  it('makes a new shipment for a customer the store trades with and opens it', async () => {
    stubTableHeight();
    signInWith(['OUTBOUND_SHIPMENT_QUERY', 'OUTBOUND_SHIPMENT_MUTATE']);
    gqlRequest.mockImplementation((document: unknown, variables: unknown) =>
      operationOf([document]) === 'OutboundShipmentList_Insert'
        ? Promise.resolve({
            insertOutboundShipment: {
              __typename: 'InvoiceNode',
              id: (variables as { input: { id: string } }).input.id,
            },
          })
        : answer(document),
    );
    const { router } = renderScreen(
      <OutboundShipmentListView />,
      '/distribution/outbound-shipment',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New shipment' }));
    const dialog = screen.getByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Kibera' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(calls('OutboundShipmentList_Insert')).toHaveLength(1));
    const input = calls('OutboundShipmentList_Insert')[0]?.input as { id: string };
    expect(input).toEqual({ id: input.id, otherPartyId: 'n1' });
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(`/distribution/outbound-shipment/${input.id}`),
    );
  });
});
