// The internal orders list (filters and sort in the URL, DRAFT-only delete with the spec's
// messages) and the new order dialog: supplier stores only, months of stock, or a program's
// order type and a period of its window, the unavailable ones shown with why; refusals shown.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { InternalOrderListView } from './InternalOrderListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const row = (id: string, requisitionNumber: number, status: string, changes: object = {}) => ({
  id,
  requisitionNumber,
  status,
  approvalStatus: 'NONE',
  otherPartyId: 'n-dns',
  otherPartyName: 'Northern District Store',
  theirReference: null,
  comment: null,
  createdDatetime: '2026-11-20T08:00:00.000Z',
  sentDatetime: null,
  finalisedDatetime: null,
  expectedDeliveryDate: null,
  programId: null,
  periodId: null,
  orderType: null,
  isEmergency: false,
  ...changes,
});

const period = (id: string, name: string, available: boolean, orderCount: number) => ({
  id,
  name,
  startDate: '2026-10-01',
  endDate: '2026-10-31',
  available,
  orderCount,
});

const PROGRAMS = [
  {
    id: 'p-ess',
    name: 'Essential medicines',
    periodSchedules: [
      {
        id: 's-m',
        periods: [
          { id: 'pe-oct', name: 'October 2026', startDate: '2026-10-01', endDate: '2026-10-31' },
        ],
      },
    ],
    orderTypes: [
      {
        id: 'ot-normal',
        name: 'Normal',
        isEmergency: false,
        maxItemsInEmergencyOrder: 0,
        thresholdMos: 1,
        maxMos: 3,
        maxOrderPerPeriod: 1,
        periods: [
          period('pe-oct', 'October 2026', false, 1),
          period('pe-nov', 'November 2026', true, 0),
        ],
      },
      {
        id: 'ot-emergency',
        name: 'Emergency',
        isEmergency: true,
        maxItemsInEmergencyOrder: 3,
        thresholdMos: 0.5,
        maxMos: 1,
        maxOrderPerPeriod: 2,
        periods: [period('pe-nov', 'November 2026', true, 0)],
      },
    ],
  },
];

function answers(insert?: (variables: { input: { id: string } }) => object) {
  return (query: unknown, variables: { input: { id: string } }) => {
    switch (operationOf([query])) {
      case 'InternalOrderList_Orders':
        return Promise.resolve({
          requisitions: {
            totalCount: 2,
            nodes: [
              row('io-2', 2, 'SENT', {
                programId: 'p-ess',
                periodId: 'pe-oct',
                orderType: 'Normal',
              }),
              row('io-1', 1, 'DRAFT', { otherPartyName: 'Southern District Store' }),
            ],
          },
        });
      case 'InternalOrders_Programs':
        return Promise.resolve({ programs: PROGRAMS });
      case 'InternalOrders_Suppliers':
        return Promise.resolve({
          names: {
            nodes: [
              { id: 'n-dns', code: 'DNS', name: 'Northern District Store', type: 'STORE' },
              {
                id: 'n-unicef',
                code: 'SUP-UNICEF',
                name: 'UNICEF Supply Division',
                type: 'FACILITY',
              },
            ],
          },
        });
      case 'InternalOrders_Delete':
        return Promise.resolve({
          deleteRequestRequisition: { __typename: 'DeletedRequisitionRecordsNode', ids: ['io-1'] },
        });
      case 'InternalOrders_Insert':
      case 'InternalOrders_InsertProgram': {
        const field =
          operationOf([query]) === 'InternalOrders_Insert'
            ? 'insertRequestRequisition'
            : 'insertProgramRequestRequisition';
        return Promise.resolve({
          [field]: insert
            ? insert(variables)
            : { __typename: 'RequisitionNode', id: variables.input.id },
        });
      }
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
    }
  };
}

describe('the internal orders list', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render(insert?: Parameters<typeof answers>[0]) {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY', 'REQUISITION_MUTATE']);
    gqlRequest.mockImplementation(answers(insert));
    return renderScreen(<InternalOrderListView />, '/replenishment/internal-order');
  }

  it('asks the server for internal orders only, newest first, filtered by supplier and status in the URL', async () => {
    const { search } = render();
    expect(await screen.findByText('Southern District Store')).toBeInTheDocument();
    expect(await screen.findByText('Essential medicines')).toBeInTheDocument();
    expect(screen.getByText('October 2026')).toBeInTheDocument();
    expect(variablesOf(gqlRequest, 'InternalOrderList_Orders')[0]).toMatchObject({
      filter: { type: { equalTo: 'REQUEST' } },
      sort: [{ key: 'requisitionNumber', desc: true }],
    });
    await userEvent.type(screen.getByRole('searchbox', { name: 'Search by supplier' }), 'north');
    await waitFor(() => expect(search().get('name')).toBe('north'));
    await userEvent.click(screen.getByRole('combobox', { name: 'Status' }));
    await userEvent.click(screen.getByRole('option', { name: 'Sent' }));
    await waitFor(() => expect(search().get('status')).toBe('SENT'));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InternalOrderList_Orders').at(-1)).toMatchObject({
        filter: {
          otherPartyName: { like: 'north' },
          status: { equalTo: 'SENT' },
          type: { equalTo: 'REQUEST' },
        },
      }),
    );
  });

  it('deletes only DRAFT orders, with the spec’s messages', async () => {
    render();
    const draft = (await screen.findByText('Southern District Store')).closest('tr')!;
    const sent = screen.getByText('Northern District Store').closest('tr')!;
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(await screen.findByText('Select rows to delete')).toBeInTheDocument();
    await userEvent.click(within(sent).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Cannot delete: 1 of the selected documents can no longer be changed',
      ),
    ).toBeInTheDocument();
    await userEvent.click(within(sent).getByRole('checkbox'));
    await userEvent.click(within(draft).getByRole('checkbox'));
    await userEvent.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the selected internal order?');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InternalOrders_Delete')).toEqual([
        { storeId: 's', id: 'io-1' },
      ]),
    );
    expect(await screen.findByText('Deleted: 1')).toBeInTheDocument();
  });
});

describe('a new internal order', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render(insert?: Parameters<typeof answers>[0]) {
    stubTableHeight();
    signInWith(['REQUISITION_QUERY', 'REQUISITION_MUTATE']);
    gqlRequest.mockImplementation(answers(insert));
    return renderScreen(<InternalOrderListView />, '/replenishment/internal-order');
  }

  it('goes to a supplier store with the months of stock typed, then opens', async () => {
    const { router } = render();
    await userEvent.click(await screen.findByRole('button', { name: 'New internal order' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    // Only the supplier that is a store: UNICEF is a supplier, not a store.
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Northern District Store']);
    await userEvent.click(screen.getByRole('option', { name: 'Northern District Store' }));
    const max = within(dialog).getByRole('textbox', { name: 'Max months of stock' });
    await userEvent.clear(max);
    await userEvent.type(max, '4');
    await userEvent.type(within(dialog).getByRole('textbox', { name: 'Min months of stock' }), '1');
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/replenishment\/internal-order\/[\w-]+$/),
    );
    const [sent] = variablesOf(gqlRequest, 'InternalOrders_Insert') as { input: object }[];
    expect(sent?.input).toEqual({
      id: expect.any(String) as string,
      otherPartyId: 'n-dns',
      minMonthsOfStock: 1,
      maxMonthsOfStock: 4,
    });
  });

  it('for a program: order type then a period, the full ones not selectable with why, emergency marked', async () => {
    render();
    await userEvent.click(await screen.findByRole('button', { name: 'New internal order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('radio', { name: 'For a program' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Program' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Essential medicines' }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Order type' }));
    expect(
      await screen.findByRole('option', { name: 'Emergency (emergency)' }),
    ).toBeInTheDocument();
    await userEvent.click(screen.getByRole('option', { name: 'Normal' }));
    expect(within(dialog).getByTestId('order-type-months')).toHaveTextContent(
      'Months of stock: min 1, max 3.',
    );
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    const full = await screen.findByRole('option', { name: /^October 2026/ });
    expect(full).toHaveTextContent('not available: 1 order already made (at most 1)');
    expect(full).toHaveAttribute('aria-disabled', 'true');
    await userEvent.click(screen.getByRole('option', { name: /^November 2026/ }));
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northern District Store' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InternalOrders_InsertProgram')).toEqual([
        {
          storeId: 's',
          input: {
            id: expect.any(String) as string,
            otherPartyId: 'n-dns',
            programOrderTypeId: 'ot-normal',
            periodId: 'pe-nov',
          },
        },
      ]),
    );
  });

  it('shows the server’s refusal translated and keeps the dialog open', async () => {
    render(() => ({
      __typename: 'RequisitionMutationError',
      error: { __typename: 'OtherPartyIsNotAStore', description: 'not a store' },
    }));
    await userEvent.click(await screen.findByRole('button', { name: 'New internal order' }));
    const dialog = await screen.findByRole('dialog');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    await userEvent.click(await screen.findByRole('option', { name: 'Northern District Store' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    const en = (await import('../../../locales/en/documents.json')).default as Record<
      string,
      string
    >;
    expect(await screen.findByText(en['error.OtherPartyIsNotAStore']!)).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
