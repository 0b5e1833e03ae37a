// An R&R form's page (DOCUMENTS.md 8, spec 001 sections 3.2, 4 and 9). The expected figures are
// worked by hand from the spec's formulas: a 30-day period, the store's months 1 (understock)
// and 3 (overstock); Paracetamol 100 + 50 received − 60 consumed − 5 adjusted = 85, no day out
// of stock, so adjusted = 60, monthly = 60 ÷ (30 ÷ 30) = 60, AMC = (60 + 30 + 90) ÷ 3 = 60,
// min 60, max 180, requested 180 − 85 = 95, and 85 < 180 ÷ 2 is below half.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import en from '../../../locales/en/documents.json';
import { operationOf, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { renderReturnPage } from '../../../ui/document/returnPageTesting';
import { RnrFormDetailView } from './RnrFormDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const line = (id: string, itemName: string, changes: object = {}) => ({
  id,
  itemId: `i-${id}`,
  itemName,
  item: { id: `i-${id}`, code: id.toUpperCase(), unitName: 'Tablet' },
  initialBalance: 100,
  quantityReceived: 50,
  quantityConsumed: 60,
  adjustments: -5,
  losses: 0,
  stockOutDuration: 0,
  adjustedQuantityConsumed: 60,
  averageMonthlyConsumption: 60,
  previousMonthlyConsumptionValues: [30, 90],
  minimumQuantity: 60,
  maximumQuantity: 180,
  finalBalance: 85,
  calculatedRequestedQuantity: 95,
  enteredRequestedQuantity: null,
  lowStock: 'BELOW_HALF',
  expiryDate: '2027-06-30',
  comment: null,
  confirmed: false,
  ...changes,
});

const FORM = {
  id: 'f-1',
  programId: 'p-ess',
  programName: 'Essential medicines',
  periodId: 'pe-sep',
  period: { id: 'pe-sep', name: 'September 2026', startDate: '2026-09-01', endDate: '2026-09-30' },
  periodDays: 30,
  supplierId: 'n-dns',
  supplierName: 'Northern District Store',
  theirReference: null,
  comment: null,
  status: 'DRAFT',
  createdDatetime: '2026-11-02T08:00:00.000Z',
  finalisedDatetime: null,
  linkedRequisitionId: null,
  lines: [
    line('l-amox', 'Amoxicillin 250mg', { confirmed: true }),
    line('l-para', 'Paracetamol 500mg'),
  ],
};

type Line = ReturnType<typeof line>;

/** The server as far as the page needs it: it keeps the entries of the lines it is sent. */
function answers(options: { form?: object; finalise?: object } = {}) {
  let lines: Line[] = FORM.lines;
  return (
    query: unknown,
    variables: { input?: { lines?: ({ id: string } & Partial<Line>)[] } },
  ) => {
    switch (operationOf([query])) {
      case 'RnrFormDetail_Form':
        return Promise.resolve({
          rnrForm: { ...FORM, lines, ...options.form },
          store: { id: 's', preferences: { monthsUnderstock: 1, monthsOverstock: 3 } },
        });
      case 'RnrForms_Update': {
        const sent = variables.input?.lines ?? [];
        lines = lines.map((l) => ({ ...l, ...sent.find((each) => each.id === l.id) }));
        return Promise.resolve({
          updateRnrForm: { __typename: 'RnrFormNode', id: 'f-1', lines: [] },
        });
      }
      case 'RnrForms_Finalise':
        return Promise.resolve({
          finaliseRnrForm: options.finalise ?? {
            __typename: 'RnrFormNode',
            id: 'f-1',
            linkedRequisitionId: 'io-9',
          },
        });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
    }
  };
}

describe('an R&R form', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render(options: Parameters<typeof answers>[0] = {}) {
    stubTableHeight();
    gqlRequest.mockImplementation(answers(options));
    renderReturnPage(<RnrFormDetailView />, '/replenishment/rnr/f-1', [
      'RN_R_FORM_QUERY',
      'RN_R_FORM_MUTATE',
    ]);
  }

  const rowOf = async (item: string) => (await screen.findByText(item)).closest('tr')!;
  const cell = (row: HTMLElement, column: string) => {
    const headers = [...document.querySelectorAll('thead th')].map((th) => th.textContent ?? '');
    const index = headers.findIndex((text) => text.replace(/:$/, '') === column);
    return row.querySelectorAll('td')[index]!;
  };

  it('shows the header, each line’s figures, the low-stock hint and the AMC’s values on demand', async () => {
    const user = userEvent.setup();
    render();
    expect(await screen.findByTestId('rnr-period')).toHaveTextContent(/September 2026.*30 days/);
    expect(screen.getByTestId('rnr-program')).toHaveTextContent('Essential medicines');
    const para = await rowOf('Paracetamol 500mg');
    expect(cell(para, 'Adjusted consumption')).toHaveTextContent('60');
    expect(cell(para, 'Maximum')).toHaveTextContent('180');
    expect(cell(para, 'Calculated requested')).toHaveTextContent('95');
    expect(within(para).getByTestId('low-stock')).toHaveTextContent('Below half of max');
    await user.click(
      within(para).getByRole('button', { name: 'How the AMC of Paracetamol 500mg is worked out' }),
    );
    const amc = await screen.findByRole('dialog', { name: 'AMC of Paracetamol 500mg' });
    expect(amc).toHaveTextContent('This period: 60');
    expect(amc).toHaveTextContent('Earlier form 1: 30');
    expect(amc).toHaveTextContent('Earlier form 2: 90');
    expect(amc).toHaveTextContent('(60 + 30 + 90) ÷ 3 = 60');
  });

  it('works the figures out again as days out of stock are typed, and sends the line', async () => {
    const user = userEvent.setup();
    render();
    const para = await rowOf('Paracetamol 500mg');
    const days = within(para).getByRole('textbox', { name: 'Days out of stock' });
    await user.clear(days);
    await user.type(days, '10');
    await user.tab();
    // 10 of 30 days out: adjusted = 60 × 30 ÷ 20 = 90; AMC = (90 + 30 + 90) ÷ 3 = 70;
    // max = 210; requested = 210 − 85 = 125; min = 70.
    await waitFor(() => expect(cell(para, 'Adjusted consumption')).toHaveTextContent('90'));
    expect(cell(para, 'AMC')).toHaveTextContent('70');
    expect(cell(para, 'Maximum')).toHaveTextContent('210');
    expect(cell(para, 'Calculated requested')).toHaveTextContent('125');
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrForms_Update')).toEqual([
        { storeId: 's', input: { id: 'f-1', lines: [{ id: 'l-para', stockOutDuration: 10 }] } },
      ]),
    );
  });

  it('moves the final balance with a consumed quantity typed; a final balance that does not balance is shown and not sent', async () => {
    const user = userEvent.setup();
    render();
    const para = await rowOf('Paracetamol 500mg');
    const consumed = within(para).getByRole('textbox', { name: 'Consumed' });
    await user.clear(consumed);
    await user.type(consumed, '70');
    await user.tab();
    // 100 + 50 − 70 − 5 = 75
    await waitFor(() =>
      expect(within(para).getByRole('textbox', { name: 'Final balance' })).toHaveValue('75'),
    );
    await waitFor(() => expect(variablesOf(gqlRequest, 'RnrForms_Update')).toHaveLength(1));
    expect(variablesOf(gqlRequest, 'RnrForms_Update')[0]).toMatchObject({
      input: { lines: [{ id: 'l-para', quantityConsumed: 70, finalBalance: 75 }] },
    });
    const final = within(para).getByRole('textbox', { name: 'Final balance' });
    await user.clear(final);
    await user.type(final, '80');
    await user.tab();
    expect(await within(para).findByTestId('line-problem')).toHaveTextContent(
      en['error.ValuesDoNotBalance'],
    );
    expect(variablesOf(gqlRequest, 'RnrForms_Update')).toHaveLength(1);
  });

  it('confirms a line, or all of them', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('checkbox', { name: 'Confirm Paracetamol 500mg' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrForms_Update')).toEqual([
        { storeId: 's', input: { id: 'f-1', lines: [{ id: 'l-para', confirmed: true }] } },
      ]),
    );
    const box = screen.getByRole('checkbox', { name: 'Confirm Paracetamol 500mg' });
    await waitFor(() => expect(box).toBeChecked());
    await user.click(box);
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrForms_Update').at(-1)).toEqual({
        storeId: 's',
        input: { id: 'f-1', lines: [{ id: 'l-para', confirmed: false }] },
      }),
    );
    await waitFor(() => expect(box).not.toBeChecked());
    await user.click(screen.getByRole('button', { name: 'Confirm all lines' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrForms_Update').at(-1)).toEqual({
        storeId: 's',
        input: { id: 'f-1', lines: [{ id: 'l-para', confirmed: true }] },
      }),
    );
  });

  it('asks before finalising with unconfirmed lines, then finalises', async () => {
    const user = userEvent.setup();
    render();
    await user.click(await screen.findByRole('button', { name: 'Finalise' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('1 line is not confirmed.');
    expect(variablesOf(gqlRequest, 'RnrForms_Finalise')).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Finalise' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrForms_Finalise')).toEqual([{ storeId: 's', id: 'f-1' }]),
    );
    expect(await screen.findByText(en['rnr-form.finalised-done'])).toBeInTheDocument();
  });

  it('shows a refused finalise on the lines it names', async () => {
    const user = userEvent.setup();
    render({
      finalise: {
        __typename: 'RnrFormMutationError',
        error: { __typename: 'ValuesDoNotBalance', description: 'no', lineIds: 'l-amox' },
      },
    });
    await user.click(await screen.findByRole('button', { name: 'Finalise' }));
    await user.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finalise' }),
    );
    const amox = await rowOf('Amoxicillin 250mg');
    expect(await within(amox).findByTestId('line-problem')).toHaveTextContent(
      en['error.ValuesDoNotBalance'],
    );
    expect(within(await rowOf('Paracetamol 500mg')).queryByTestId('line-problem')).toBeNull();
  });

  it('a finalised form is read-only and links to the internal order it made', async () => {
    render({
      form: {
        status: 'FINALISED',
        finalisedDatetime: '2026-11-03T08:00:00.000Z',
        linkedRequisitionId: 'io-9',
      },
    });
    const link = await screen.findByRole('link', { name: 'Open the internal order it made' });
    expect(link).toHaveAttribute('href', '/replenishment/internal-order/io-9');
    expect(screen.queryByRole('textbox', { name: 'Consumed' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Finalise' })).toBeNull();
    expect(screen.queryByRole('button', { name: 'Delete' })).toBeNull();
    expect(screen.getByRole('checkbox', { name: 'Confirm Paracetamol 500mg' })).toBeDisabled();
  });
});
