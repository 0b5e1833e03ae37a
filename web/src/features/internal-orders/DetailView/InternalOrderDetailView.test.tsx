// An internal order's page: every suggested quantity with its formula and inputs, requested
// quantities typed (held back until a reason is chosen where the store asks for one), "use
// suggested" saying how many lines changed, sending with its confirmation and refusals, and a
// finalised order read-only with the supplier's approved quantities.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { renderReturnPage, returnPageMe } from '../../../ui/document/returnPageTesting';
import { InternalOrderDetailView } from './InternalOrderDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

/** Spec 001 section 9 worked by hand: AMC 10, 5 on hand, max 3 months, min 0 (threshold 3):
 * 0.5 months of stock, order up to 30: round(3 × 10 − 5) = 25. */
const ORDERING = {
  id: 'l-para',
  itemId: 'i-para',
  itemName: 'Paracetamol 500mg',
  item: { id: 'i-para', code: 'PAR', unitName: 'tablet' },
  availableStockOnHand: 5,
  averageMonthlyConsumption: 10,
  monthsOfStock: 0.5,
  suggestedQuantity: 25,
  requestedQuantity: 0,
  approvedQuantity: 0,
  approvalComment: null,
  comment: null,
  reasonOptionId: null,
  snapshotDatetime: '2026-11-20T08:00:00.000Z',
};
/** AMC 2, 40 on hand: 20 months, above the threshold of 3: nothing suggested. */
const WELL_STOCKED = {
  ...ORDERING,
  id: 'l-amox',
  itemId: 'i-amox',
  itemName: 'Amoxicillin 250mg',
  item: { id: 'i-amox', code: 'AMX', unitName: 'capsule' },
  availableStockOnHand: 40,
  averageMonthlyConsumption: 2,
  monthsOfStock: 20,
  suggestedQuantity: 0,
  requestedQuantity: 12,
};

const order = (changes: object = {}) => ({
  id: 'io-1',
  type: 'REQUEST',
  requisitionNumber: 4,
  status: 'DRAFT',
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
  colour: null,
  enteredBy: 'Joseph Otieno',
  linkedRequisitionId: null,
  minMonthsOfStock: 0,
  maxMonthsOfStock: 3,
  lines: [WELL_STOCKED, ORDERING],
  ...changes,
});

function answers(options: {
  order?: object;
  reasons?: boolean;
  send?: object;
  suggested?: number;
}) {
  return (query: unknown, variables: { input?: { lines?: { id: string }[] } }) => {
    switch (operationOf([query])) {
      case 'me':
        return returnPageMe();
      case 'InternalOrderDetail_Order':
        return Promise.resolve({ requisition: options.order ?? order() });
      case 'InternalOrders_Programs':
        return Promise.resolve({ programs: [] });
      case 'InternalOrders_Suppliers':
        return Promise.resolve({
          names: {
            nodes: [{ id: 'n-dns', code: 'DNS', name: 'Northern District Store', type: 'STORE' }],
          },
        });
      case 'InternalOrders_Options':
        return Promise.resolve({
          store: {
            id: 's',
            preferences: { id: 'p', extraFieldsInRequisition: options.reasons ?? false },
          },
          reasonOptions: [{ id: 'r-outbreak', reason: 'Outbreak', isActive: true }],
        });
      case 'InternalOrders_UpdateLines': {
        const sent = variables.input?.lines ?? [];
        return Promise.resolve({
          updateRequestRequisitionLines: {
            __typename: 'RequisitionLinesNode',
            lines: sent.map((line) => ({
              ...(line.id === ORDERING.id ? ORDERING : WELL_STOCKED),
              ...line,
            })),
          },
        });
      }
      case 'InternalOrders_Update':
        return Promise.resolve({
          updateRequestRequisition: { __typename: 'RequisitionNode', id: 'io-1' },
        });
      case 'InternalOrders_UseSuggested':
        return Promise.resolve({
          useSuggestedQuantity: {
            __typename: 'RequisitionLinesNode',
            lines: Array.from({ length: options.suggested ?? 0 }, (_, i) => ({ id: `l-${i}` })),
          },
        });
      case 'InternalOrders_Send':
        return Promise.resolve({
          sendRequestRequisition: options.send ?? {
            __typename: 'RequisitionNode',
            id: 'io-1',
            status: 'SENT',
          },
        });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
    }
  };
}

describe("an internal order's page", () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render(options: Parameters<typeof answers>[0] = {}) {
    stubTableHeight();
    gqlRequest.mockImplementation(answers(options));
    return renderReturnPage(<InternalOrderDetailView />, '/replenishment/internal-order/io-1', [
      'REQUISITION_QUERY',
      'REQUISITION_MUTATE',
      'REQUISITION_SEND',
    ]);
  }

  it('shows beside every suggested quantity its formula, inputs and the step that decided', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByText('Internal order 4')).toBeInTheDocument();
    await user.click(
      await screen.findByRole('button', {
        name: 'How the suggested quantity of Paracetamol 500mg was worked out',
      }),
    );
    const working = await screen.findByRole('dialog', {
      name: 'Suggested quantity 25: how it was worked out',
    });
    expect(within(working).getByText(/^Suggested = max\(0, round\(max months × AMC/)).toBeVisible();
    expect(within(working).getByTestId('suggested-sum')).toHaveTextContent(
      'round(3 × 10 − 5) = round(25) = 25',
    );
    expect(within(working).getByTestId('suggested-step')).toHaveTextContent(
      '0.5 months of stock is at or below the threshold of 3 months: order up to the target.',
    );
    await user.keyboard('{Escape}');
    await user.click(
      screen.getByRole('button', {
        name: 'How the suggested quantity of Amoxicillin 250mg was worked out',
      }),
    );
    const above = await screen.findByRole('dialog', {
      name: 'Suggested quantity 0: how it was worked out',
    });
    expect(within(above).getByTestId('suggested-step')).toHaveTextContent(
      '20 months of stock is above the threshold of 3 months: nothing is suggested yet.',
    );
    expect(within(above).queryByTestId('suggested-sum')).toBeNull();
  });

  it('saves a requested quantity typed in the table, without reading the whole order again', async () => {
    const user = userEvent.setup();
    render();
    const cells = await screen.findAllByRole('textbox', { name: 'Requested quantity' });
    expect(cells.map((cell) => (cell as HTMLInputElement).value)).toEqual(['12', '0']);
    const orderReads = variablesOf(gqlRequest, 'InternalOrderDetail_Order').length;
    await user.clear(cells[1]!);
    await user.type(cells[1]!, '30');
    await user.tab();
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InternalOrders_UpdateLines').at(-1)).toEqual({
        storeId: expect.any(String) as string,
        input: { requisitionId: 'io-1', lines: [{ id: 'l-para', requestedQuantity: 30 }] },
      }),
    );
    // The line as the server answered it is the line on screen; the order is not asked again.
    await waitFor(() =>
      expect(
        screen
          .getAllByRole('textbox', { name: 'Requested quantity' })
          .map((cell) => (cell as HTMLInputElement).value),
      ).toEqual(['12', '30']),
    );
    expect(variablesOf(gqlRequest, 'InternalOrderDetail_Order')).toHaveLength(orderReads);
  });

  it('holds a quantity that differs from the suggestion until its reason is chosen, where the store asks', async () => {
    const user = userEvent.setup();
    render({ reasons: true });
    const cells = await screen.findAllByRole('textbox', { name: 'Requested quantity' });
    await user.clear(cells[1]!);
    await user.type(cells[1]!, '40');
    await user.tab();
    const reason = await screen.findByRole('combobox', { name: 'Reason for Paracetamol 500mg' });
    await waitFor(() => expect(reason).toHaveAttribute('aria-invalid', 'true'));
    expect(variablesOf(gqlRequest, 'InternalOrders_UpdateLines')).toEqual([]);
    await user.selectOptions(reason, 'Outbreak');
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InternalOrders_UpdateLines')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            requisitionId: 'io-1',
            lines: [{ id: 'l-para', requestedQuantity: 40, reasonOptionId: 'r-outbreak' }],
          },
        },
      ]),
    );
  });

  it('saves new max months of stock, the server working the suggestions out again', async () => {
    const user = userEvent.setup();
    render();
    const max = await screen.findByRole('textbox', { name: 'Max months of stock' });
    await user.clear(max);
    await user.type(max, '6');
    await user.tab();
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'InternalOrders_Update')).toEqual([
        { storeId: expect.any(String) as string, input: { id: 'io-1', maxMonthsOfStock: 6 } },
      ]),
    );
    expect(
      await screen.findByText('Saved: suggested quantities worked out again'),
    ).toBeInTheDocument();
  });

  it('says how many lines "use suggested" changed', async () => {
    const user = userEvent.setup();
    render({ suggested: 1 });
    await user.click(await screen.findByRole('button', { name: 'Use suggested' }));
    expect(await screen.findByText('Requested set to suggested on 1 line')).toBeInTheDocument();
  });

  it('sends after a confirmation that names the zero lines it removes, and shows a refusal translated', async () => {
    const user = userEvent.setup();
    render({
      send: {
        __typename: 'RequisitionMutationError',
        error: { __typename: 'ReasonsNotProvided', description: 'reasons', lineIds: 'l-amox' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Send' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Send this internal order to');
    expect(dialog).toHaveTextContent('1 line with nothing requested will be removed.');
    await user.click(within(dialog).getByRole('button', { name: 'Send' }));
    expect(
      await screen.findByText(
        'A reason is required where the requested quantity differs from the suggested quantity',
      ),
    ).toBeInTheDocument();
    expect(variablesOf(gqlRequest, 'InternalOrders_Send')).toEqual([
      { storeId: expect.any(String) as string, id: 'io-1' },
    ]);
  });

  it("keeps a program order's items, supplier and months, its requested quantities editable", async () => {
    render({
      order: order({
        programId: 'p-ess',
        periodId: 'pe-nov',
        orderType: 'Emergency',
        isEmergency: true,
      }),
    });
    expect(await screen.findByTestId('program-fixed')).toHaveTextContent(
      'A program order keeps its items, supplier and months of stock',
    );
    expect(screen.getByTestId('order-months')).toHaveTextContent('min 0, max 3');
    expect(screen.getByTestId('document-party')).toHaveTextContent('Northern District Store');
    expect(screen.getByTestId('program-info')).toHaveTextContent('Emergency (emergency)');
    expect(screen.queryByRole('combobox', { name: 'Supplier' })).toBeNull();
    expect(screen.queryByRole('textbox', { name: 'Max months of stock' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add from master list' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete lines' })).toBeNull();
    expect(screen.getAllByRole('textbox', { name: 'Requested quantity' })).toHaveLength(2);
    expect(screen.getByRole('button', { name: 'Use suggested' })).toBeInTheDocument();
  });

  it('shows a finalised order read-only, with the approved quantities', async () => {
    render({
      order: order({
        status: 'FINALISED',
        approvalStatus: 'APPROVED',
        sentDatetime: '2026-11-21T08:00:00.000Z',
        finalisedDatetime: '2026-11-22T08:00:00.000Z',
        lines: [
          { ...ORDERING, requestedQuantity: 25, approvedQuantity: 20, approvalComment: 'Short' },
        ],
      }),
    });
    expect(await screen.findByTestId('order-read-only')).toHaveTextContent(
      'Finalised by the supplier',
    );
    expect(screen.queryByRole('textbox', { name: 'Requested quantity' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Send' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Add item' })).toBeNull();
    expect(await screen.findByText('Short')).toBeInTheDocument();
    expect(screen.getByRole('columnheader', { name: /Approved/ })).toBeInTheDocument();
  });
});
