import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { changeLanguage } from '../../../core/i18n';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { CustomerRequisitionDetailView } from './CustomerRequisitionDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const line = (id: string, name: string, patch: Record<string, unknown> = {}) => ({
  id,
  itemId: `i-${id}`,
  itemName: name,
  item: { id: `i-${id}`, code: `C-${id}`, unitName: 'Tab' },
  requestedQuantity: 100,
  suggestedQuantity: 120,
  supplyQuantity: 0,
  approvedQuantity: 0,
  approvalComment: null,
  availableStockOnHand: 40,
  averageMonthlyConsumption: 30,
  monthsOfStock: 40 / 30,
  alreadyIssued: 0,
  inPreparation: 0,
  remainingQuantityToSupply: 0,
  comment: null,
  supplierFigures: {
    stockOnHand: 500,
    availableStockOnHand: 450,
    averageMonthlyConsumption: 80,
    stockOnOrder: 200,
    incomingStock: 60,
    otherRequested: 70,
  },
  ...patch,
});

const requisition = (patch: Record<string, unknown> = {}) => ({
  id: 'cr1',
  requisitionNumber: 9,
  otherPartyId: 'n-fac',
  otherPartyName: 'Kibera Health Centre',
  theirReference: 'From internal order 17',
  comment: 'From internal order 17',
  status: 'NEW',
  approvalStatus: 'NONE',
  linkedRequisitionId: 'req-17',
  createdDatetime: '2026-11-24T08:00:00.000Z',
  finalisedDatetime: null,
  type: 'RESPONSE',
  minMonthsOfStock: 1,
  maxMonthsOfStock: 3,
  programId: null,
  enteredBy: null,
  sentDatetime: null,
  shipments: [] as { id: string; invoiceNumber: number; status: string }[],
  lines: [line('l1', 'Amoxicillin'), line('l2', 'Paracetamol', { requestedQuantity: 50 })],
  ...patch,
});

type Answers = Record<string, (variables: unknown) => unknown>;

function renderRequisition(
  document: ReturnType<typeof requisition>,
  answers: Answers = {},
  permissions = ['REQUISITION_QUERY', 'REQUISITION_MUTATE', 'REQUISITION_CREATE_OUTBOUND_SHIPMENT'],
) {
  gqlRequest.mockImplementation((query: unknown, variables: unknown) => {
    const name = operationOf([query]) ?? '';
    const answer = answers[name];
    if (answer) return Promise.resolve(answer(variables));
    if (name === 'CustomerRequisitionDetail_Requisition')
      return Promise.resolve({ requisition: document });
    return Promise.reject(new Error(`unexpected ${name}`));
  });
  signInWith(permissions);
  return renderScreen(
    <CustomerRequisitionDetailView />,
    '/distribution/customer-requisition/cr1',
    '/distribution/customer-requisition/:id',
  );
}

const rowOf = (name: string) => screen.getByRole('row', { name: new RegExp(name) });
const linesAnswer = (field: string, lines: unknown[] = []) => ({
  [field]: { __typename: 'RequisitionLinesNode', lines },
});
const refusal = (field: string, typename: string) => ({
  [field]: {
    __typename: 'RequisitionMutationError',
    error: { __typename: typename, description: 'refused' },
  },
});

describe('a customer requisition', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('shows the header, the lines in units and, opened, the customer’s and this store’s figures', async () => {
    stubTableHeight();
    renderRequisition(requisition());
    expect(await screen.findByTestId('document-title')).toHaveTextContent('Customer requisition 9');
    expect(screen.getByTestId('document-party')).toHaveTextContent('Kibera Health Centre');
    expect(screen.getByRole('textbox', { name: 'Their reference' })).toHaveValue(
      'From internal order 17',
    );
    expect(screen.getByTestId('requisition-months')).toHaveTextContent('1 to 3 months');
    // No approval here: no approval columns.
    expect(screen.queryByRole('columnheader', { name: /Approved/ })).toBeNull();
    const amoxicillin = rowOf('Amoxicillin');
    await userEvent.click(within(amoxicillin).getByRole('button', { name: 'Expand row' }));
    const customer = await screen.findByTestId('stats-customer');
    expect(within(customer).getByText('Stock on hand').nextSibling).toHaveTextContent('40');
    expect(within(customer).getByText('AMC').nextSibling).toHaveTextContent('30');
    expect(within(customer).getByText('Months of stock').nextSibling).toHaveTextContent('1.33');
    expect(within(customer).getByText('Maximum months of stock').nextSibling).toHaveTextContent(
      '3',
    );
    expect(within(customer).getByText('Suggested quantity').nextSibling).toHaveTextContent('120');
    const store = screen.getByTestId('stats-store');
    expect(within(store).getByText('Stock on hand').nextSibling).toHaveTextContent('500');
    expect(within(store).getByText('Stock on order').nextSibling).toHaveTextContent('200');
    expect(within(store).getByText('Incoming').nextSibling).toHaveTextContent('60');
    expect(within(store).getByText('Requested by other customers').nextSibling).toHaveTextContent(
      '70',
    );
  });

  it('takes a supply above what was requested or held, with a warning and no refusal', async () => {
    stubTableHeight();
    // The server takes the supply as typed: the page read again shows it.
    const document = requisition();
    renderRequisition(document, {
      CustomerRequisitionDetail_UpdateLines: (variables) => {
        const [change] = (variables as { input: { lines: { supplyQuantity: number }[] } }).input
          .lines;
        document.lines = document.lines.map((l) =>
          l.id === 'l1' ? { ...l, supplyQuantity: change?.supplyQuantity ?? 0 } : l,
        );
        return linesAnswer('updateResponseRequisitionLines');
      },
    });
    await screen.findByText('Amoxicillin');
    expect(screen.queryByTestId('supply-warning')).toBeNull();
    const supply = within(rowOf('Amoxicillin')).getByRole('textbox', { name: /Supply/ });
    await userEvent.clear(supply);
    await userEvent.type(supply, '600');
    await userEvent.tab();
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_UpdateLines')).toEqual([
        {
          storeId: 's',
          input: { requisitionId: 'cr1', lines: [{ id: 'l1', supplyQuantity: 600 }] },
        },
      ]),
    );
    const warning = await within(rowOf('Amoxicillin')).findByTestId('supply-warning');
    expect(warning).toHaveAccessibleName('More than requested. More than this store holds.');
  });

  it('supplies what was requested on every line in one action', async () => {
    stubTableHeight();
    renderRequisition(requisition(), {
      CustomerRequisitionDetail_SupplyRequested: () =>
        linesAnswer('supplyRequestedQuantity', [{}, {}]),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Supply requested' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_SupplyRequested')).toEqual([
        { storeId: 's', requisitionId: 'cr1' },
      ]),
    );
    expect(await screen.findByText('Supply set on 2 lines')).toBeInTheDocument();
  });

  it('is frozen while approval is pending, says why, and approves a reduced quantity with a comment', async () => {
    stubTableHeight();
    renderRequisition(requisition({ approvalStatus: 'PENDING' }), {
      CustomerRequisitionDetail_Approval: () => ({
        setResponseRequisitionApproval: {
          __typename: 'RequisitionNode',
          ...requisition({ approvalStatus: 'APPROVED' }),
        },
      }),
    });
    expect(await screen.findByTestId('requisition-frozen')).toHaveTextContent(
      'Waiting for approval: supply, lines and shipments cannot change until it is approved or denied.',
    );
    expect(screen.getByRole('columnheader', { name: /Approved/ })).toBeInTheDocument();
    expect(within(rowOf('Amoxicillin')).queryByRole('textbox')).toBeNull();
    expect(screen.queryByRole('button', { name: 'Supply requested' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create shipment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeDisabled();
    expect(screen.getByRole('textbox', { name: 'Comment' })).toBeDisabled();

    await userEvent.click(screen.getByRole('button', { name: 'Approve' }));
    const dialog = await screen.findByRole('dialog');
    const approved = within(dialog).getByRole('textbox', {
      name: 'Approved quantity of Amoxicillin',
    });
    expect(approved).toHaveValue('100');
    await userEvent.clear(approved);
    await userEvent.type(approved, '60');
    await userEvent.type(
      within(dialog).getAllByRole('textbox', { name: 'Approval comment' })[0]!,
      'Short this month',
    );
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_Approval')).toEqual([
        {
          storeId: 's',
          input: {
            id: 'cr1',
            action: 'APPROVE',
            lines: [
              { id: 'l1', approvedQuantity: 60, approvalComment: 'Short this month' },
              { id: 'l2', approvedQuantity: 50 },
            ],
          },
        },
      ]),
    );
  });

  it('denies after a confirmation', async () => {
    stubTableHeight();
    renderRequisition(requisition({ approvalStatus: 'PENDING' }), {
      CustomerRequisitionDetail_Approval: () => ({
        setResponseRequisitionApproval: {
          __typename: 'RequisitionNode',
          ...requisition({ approvalStatus: 'DENIED' }),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Deny' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Nothing will be supplied');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Deny' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_Approval')).toEqual([
        { storeId: 's', input: { id: 'cr1', action: 'DENY' } },
      ]),
    );
    expect(await screen.findByText('Requisition denied')).toBeInTheDocument();
  });

  it('denied: still frozen, but it may be finalised to close the order', async () => {
    stubTableHeight();
    renderRequisition(requisition({ approvalStatus: 'DENIED' }));
    expect(await screen.findByTestId('requisition-frozen')).toHaveTextContent(
      'Denied: nothing is supplied.',
    );
    expect(screen.queryByRole('button', { name: 'Approve' })).toBeNull();
    expect(screen.getByRole('button', { name: 'Create shipment' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeEnabled();
  });

  it('once approved, shows the approved quantities and supplies them', async () => {
    stubTableHeight();
    renderRequisition(
      requisition({
        approvalStatus: 'APPROVED',
        lines: [
          line('l1', 'Amoxicillin', {
            approvedQuantity: 60,
            approvalComment: 'Short this month',
            supplyQuantity: 60,
            remainingQuantityToSupply: 60,
          }),
        ],
      }),
    );
    expect(await screen.findByText('Short this month')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Supply approved' })).toBeEnabled();
    expect(screen.queryByTestId('requisition-frozen')).toBeNull();
  });

  it('makes a shipment for what remains and opens it', async () => {
    stubTableHeight();
    const { router } = renderRequisition(
      requisition({
        lines: [line('l1', 'Amoxicillin', { supplyQuantity: 80, remainingQuantityToSupply: 80 })],
      }),
      {
        CustomerRequisitionDetail_CreateShipment: (variables) => ({
          createRequisitionShipment: {
            __typename: 'InvoiceNode',
            id: (variables as { input: { id: string } }).input.id,
            invoiceNumber: 31,
          },
        }),
      },
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Create shipment' }));
    const sent = await waitFor(() => {
      const calls = variablesOf(gqlRequest, 'CustomerRequisitionDetail_CreateShipment') as {
        input: { id: string; responseRequisitionId: string };
      }[];
      expect(calls).toHaveLength(1);
      return calls[0]!;
    });
    expect(sent.input.responseRequisitionId).toBe('cr1');
    await waitFor(() =>
      expect(router.state.location.pathname).toBe(
        `/distribution/outbound-shipment/${sent.input.id}`,
      ),
    );
  });

  it('says "Nothing left to supply!" when nothing remains', async () => {
    stubTableHeight();
    renderRequisition(requisition(), {
      CustomerRequisitionDetail_CreateShipment: () =>
        refusal('createRequisitionShipment', 'NothingRemainingToSupply'),
    });
    // Supply is 0 on every line: the footer says so before anyone asks.
    expect(await screen.findByRole('status')).toHaveTextContent('Nothing left to supply!');
    await userEvent.click(screen.getByRole('button', { name: 'Create shipment' }));
    await waitFor(() =>
      expect(screen.getAllByText('Nothing left to supply!').length).toBeGreaterThan(1),
    );
  });

  it('finalises after a confirmation that names the customer’s order', async () => {
    stubTableHeight();
    renderRequisition(requisition(), {
      CustomerRequisitionDetail_Finalise: () => ({
        finaliseResponseRequisition: {
          __typename: 'RequisitionNode',
          ...requisition({ status: 'FINALISED' }),
        },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalise' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('the customer’s internal order is finalised too');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_Finalise')).toEqual([
        { storeId: 's', id: 'cr1' },
      ]),
    );
    expect(await screen.findByText('Requisition finalised')).toBeInTheDocument();
  });

  it('a finalised one is read-only and offers no shipment', async () => {
    stubTableHeight();
    renderRequisition(
      requisition({ status: 'FINALISED', finalisedDatetime: '2026-11-24T10:00:00Z' }),
    );
    expect(await screen.findByTestId('requisition-read-only')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Create shipment' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalise' })).toBeNull();
    expect(within(rowOf('Amoxicillin')).queryByRole('textbox')).toBeNull();
  });

  it('refuses, translated, to delete one that came from an internal order', async () => {
    stubTableHeight();
    renderRequisition(requisition());
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'This requisition came from another store’s internal order: that order owns what was asked',
      ),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
  });

  it('entered by hand without shipments: deleted after a confirmation, back to the list', async () => {
    stubTableHeight();
    const { router } = renderRequisition(requisition({ linkedRequisitionId: null }), {
      CustomerRequisition_Delete: () => ({
        deleteResponseRequisition: { __typename: 'DeletedRequisitionRecordsNode', ids: ['cr1'] },
      }),
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Delete' }),
    );
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisition_Delete')).toEqual([
        { storeId: 's', id: 'cr1' },
      ]),
    );
    await waitFor(() =>
      expect(router.state.location.pathname).toBe('/distribution/customer-requisition'),
    );
  });

  it('entered by hand with a shipment: the refusal says why, nothing is asked', async () => {
    stubTableHeight();
    renderRequisition(
      requisition({
        linkedRequisitionId: null,
        shipments: [{ id: 'o1', invoiceNumber: 31, status: 'NEW' }],
      }),
    );
    await userEvent.click(await screen.findByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText('A shipment was made from this requisition: it cannot be deleted'),
    ).toBeInTheDocument();
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(screen.getByTestId('requisition-shipments')).toHaveTextContent(
      '1 shipment made from it',
    );
  });

  it('entered by hand: an item added with what the customer asks and its figures', async () => {
    stubTableHeight();
    renderRequisition(requisition({ linkedRequisitionId: null, lines: [] }), {
      Documents_ItemSearch: () => ({
        items: {
          nodes: [
            {
              id: 'i-zinc',
              code: 'ZNC',
              name: 'Zinc 20 mg',
              unitName: 'tab',
              defaultPackSize: 100,
              isVaccine: false,
            },
          ],
        },
      }),
      CustomerRequisitionDetail_InsertLines: () => linesAnswer('insertResponseRequisitionLines'),
    });
    expect(
      await screen.findByText('No lines yet: add the items the customer asks for'),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Add an item' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.type(within(dialog).getByRole('combobox', { name: 'Item' }), 'zin');
    await userEvent.click(await screen.findByRole('option', { name: /ZNC · Zinc 20 mg/ }));
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Requested' }), '300');
    await userEvent.type(
      within(dialog).getByRole('textbox', { name: 'Customer stock on hand' }),
      '40',
    );
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Customer AMC' }), '120');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_InsertLines')).toMatchObject([
        {
          input: {
            requisitionId: 'cr1',
            lines: [
              {
                itemId: 'i-zinc',
                requestedQuantity: 300,
                availableStockOnHand: 40,
                averageMonthlyConsumption: 120,
              },
            ],
          },
        },
      ]),
    );
  });

  it('entered by hand: the customer’s stock and AMC are typed per line; in Arabic', async () => {
    stubTableHeight();
    await changeLanguage('ar');
    try {
      renderRequisition(requisition({ linkedRequisitionId: null, theirReference: null }), {
        CustomerRequisitionDetail_UpdateLines: () => linesAnswer('updateResponseRequisitionLines'),
      });
      expect(await screen.findByTestId('document-title')).toHaveTextContent('طلب العميل 9');
      const stock = within(rowOf('Amoxicillin')).getByRole('textbox', { name: /مخزون العميل/ });
      await userEvent.clear(stock);
      await userEvent.type(stock, '25');
      await userEvent.tab();
      await waitFor(() =>
        expect(variablesOf(gqlRequest, 'CustomerRequisitionDetail_UpdateLines')).toEqual([
          {
            storeId: 's',
            input: { requisitionId: 'cr1', lines: [{ id: 'l1', availableStockOnHand: 25 }] },
          },
        ]),
      );
      expect(screen.getByRole('button', { name: 'إضافة صنف' })).toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});
