import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { changeLanguage } from '../../../core/i18n';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { CustomerRequisitionListView } from './CustomerRequisitionListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));

const row = (
  id: string,
  requisitionNumber: number,
  otherPartyName: string,
  patch: Record<string, unknown> = {},
) => ({
  id,
  requisitionNumber,
  otherPartyId: `n-${id}`,
  otherPartyName,
  theirReference: null,
  comment: null,
  status: 'NEW',
  approvalStatus: 'NONE',
  linkedRequisitionId: null,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  finalisedDatetime: null,
  ...patch,
});

const ROWS = [
  row('r1', 4, 'Kibera Health Centre', {
    theirReference: 'From internal order 17',
    linkedRequisitionId: 'req-17',
    approvalStatus: 'PENDING',
  }),
  row('r2', 3, 'Mara Post', { status: 'FINALISED', finalisedDatetime: '2026-11-21T08:00:00Z' }),
  row('r3', 2, 'Paper Clinic'),
];

function serve(extra: Record<string, (variables: unknown) => unknown> = {}) {
  gqlRequest.mockImplementation((document: unknown, variables: unknown) => {
    const name = operationOf([document]) ?? '';
    if (extra[name]) return Promise.resolve(extra[name](variables));
    switch (name) {
      case 'CustomerRequisitionList_Requisitions':
        return Promise.resolve({ requisitions: { totalCount: ROWS.length, nodes: ROWS } });
      case 'Documents_Parties':
        return Promise.resolve({
          names: { nodes: [{ id: 'n-paper', code: 'PAP', name: 'Paper Clinic' }] },
        });
      default:
        return Promise.reject(new Error(`unexpected ${name}`));
    }
  });
}

const listCalls = () =>
  variablesOf(gqlRequest, 'CustomerRequisitionList_Requisitions') as {
    filter: Record<string, unknown>;
    sort: unknown[];
  }[];

describe('the customer requisitions list', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it("shows the spec's columns, asks only for customer requisitions, newest number first", async () => {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY']);
    serve();
    renderScreen(<CustomerRequisitionListView />, '/distribution/customer-requisition');
    const kibera = await screen.findByRole('row', { name: /Kibera Health Centre/ });
    expect(within(kibera).getByText('From internal order 17')).toBeInTheDocument();
    expect(within(kibera).getByText('New')).toBeInTheDocument();
    expect(within(kibera).getByText('Awaiting approval')).toBeInTheDocument();
    expect(
      within(screen.getByRole('row', { name: /Mara Post/ })).getByText('Finalised'),
    ).toBeInTheDocument();
    expect(listCalls()[0]).toMatchObject({
      filter: { type: { equalTo: 'RESPONSE' } },
      sort: [{ key: 'requisitionNumber', desc: true }],
    });
    // A requisition cannot be held: no "on hold only" filter.
    expect(screen.queryByRole('checkbox', { name: /on hold/i })).toBeNull();
    // Without REQUISITION_MUTATE: nothing to create or delete.
    expect(screen.queryByRole('button', { name: 'New requisition' })).toBeNull();
  });

  it('keeps the customer, status and approval filters and the sort in the URL and sends them', async () => {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY']);
    serve();
    const { search } = renderScreen(
      <CustomerRequisitionListView />,
      '/distribution/customer-requisition',
    );
    await screen.findByText('Mara Post');
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by customer' }), 'kib');
    await waitFor(() => expect(search().get('name')).toBe('kib'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Finalised' }));
    await waitFor(() => expect(search().get('status')).toBe('FINALISED'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Approval' }));
    await userEvent.click(screen.getByRole('option', { name: 'Approved' }));
    await waitFor(() => expect(search().get('approval')).toBe('APPROVED'));
    await waitFor(() =>
      expect(listCalls().at(-1)?.filter).toMatchObject({
        type: { equalTo: 'RESPONSE' },
        otherPartyName: { like: 'kib' },
        status: { equalTo: 'FINALISED' },
        approvalStatus: { equalTo: 'APPROVED' },
      }),
    );
    await userEvent.click(screen.getByRole('button', { name: /^Name/ }));
    await waitFor(() => expect(search().get('sort')).toBe('otherPartyName'));
  });

  it('refuses to delete a finalised or transferred one and deletes one entered by hand', async () => {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY', 'REQUISITION_MUTATE']);
    serve({
      CustomerRequisition_Delete: (variables) => ({
        deleteResponseRequisition: {
          __typename: 'DeletedRequisitionRecordsNode',
          ids: [(variables as { id: string }).id],
        },
      }),
    });
    renderScreen(<CustomerRequisitionListView />, '/distribution/customer-requisition');
    const check = async (name: RegExp) =>
      userEvent.click(within(await screen.findByRole('row', { name })).getByRole('checkbox'));
    await check(/Kibera Health Centre/);
    await check(/Mara Post/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Cannot delete: 2 of the selected requisitions are finalised or came from a customer’s internal order',
      ),
    ).toBeInTheDocument();
    expect(variablesOf(gqlRequest, 'CustomerRequisition_Delete')).toEqual([]);
    await check(/Kibera Health Centre/);
    await check(/Mara Post/);
    await check(/Paper Clinic/);
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisition_Delete')).toEqual([
        { storeId: 's', id: 'r3' },
      ]),
    );
  });

  it("shows the server's refusal translated: one entered by hand with a shipment stays", async () => {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY', 'REQUISITION_MUTATE']);
    serve({
      CustomerRequisition_Delete: () => ({
        deleteResponseRequisition: {
          __typename: 'RequisitionMutationError',
          error: { __typename: 'RequisitionWithShipment', description: 'refused' },
        },
      }),
    });
    renderScreen(<CustomerRequisitionListView />, '/distribution/customer-requisition');
    await userEvent.click(
      within(await screen.findByRole('row', { name: /Paper Clinic/ })).getByRole('checkbox'),
    );
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    expect(
      await screen.findByText(
        'Could not delete 1: A shipment was made from this requisition: it cannot be deleted',
      ),
    ).toBeInTheDocument();
  });

  it('makes a requisition by hand for a customer with its months of stock, then opens it', async () => {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY', 'REQUISITION_MUTATE']);
    serve({
      CustomerRequisitionList_Insert: (variables) => ({
        insertResponseRequisition: {
          __typename: 'RequisitionNode',
          id: (variables as { input: { id: string } }).input.id,
        },
      }),
    });
    const { router } = renderScreen(
      <CustomerRequisitionListView />,
      '/distribution/customer-requisition',
    );
    await userEvent.click(await screen.findByRole('button', { name: 'New requisition' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByText(/Choose the customer/)).toBeInTheDocument();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Customer' }));
    await userEvent.click(await screen.findByRole('option', { name: /Paper Clinic/ }));
    const max = within(dialog).getByRole('textbox', { name: 'Maximum months of stock' });
    await userEvent.clear(max);
    await userEvent.type(max, '2');
    await userEvent.tab();
    expect(
      within(dialog).getByText(/The maximum months of stock cannot be below the minimum/),
    ).toBeInTheDocument();
    await userEvent.clear(max);
    await userEvent.type(max, '4');
    await userEvent.tab();
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionList_Insert')[0]).toMatchObject({
        input: { otherPartyId: 'n-paper', minMonthsOfStock: 3, maxMonthsOfStock: 4 },
      }),
    );
    const sent = variablesOf(gqlRequest, 'CustomerRequisitionList_Insert')[0] as {
      input: { id: string };
    };
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/distribution/customer-requisition/${sent.input.id}`,
      ),
    );
  });

  it('reads in Arabic', async () => {
    stubTableHeight();
    await changeLanguage('ar');
    try {
      signInWith(['REQUISITION_QUERY']);
      serve();
      renderScreen(<CustomerRequisitionListView />, '/distribution/customer-requisition');
      const kibera = await screen.findByRole('row', { name: /Kibera Health Centre/ });
      expect(within(kibera).getByText('بانتظار الموافقة')).toBeInTheDocument();
      expect(screen.getByRole('searchbox', { name: 'البحث باسم العميل' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
