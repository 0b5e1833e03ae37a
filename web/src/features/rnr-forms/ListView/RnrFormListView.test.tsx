// The R&R forms list (status and program filters and the sort in the URL, DRAFT-only delete)
// and the new form dialog: supplier stores only, the store's programs, the program's closed
// periods with those that have a form not selectable, and the server's refusal translated.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import en from '../../../locales/en/documents.json';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { RnrFormListView } from './RnrFormListView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const form = (id: string, status: string, month: string, changes: object = {}) => ({
  id,
  programId: 'p-ess',
  programName: 'Essential medicines',
  periodId: `pe-${month}`,
  period: {
    id: `pe-${month}`,
    name: `${month} 2026`,
    startDate: `2026-${month === 'September' ? '09' : '10'}-01`,
    endDate: `2026-${month === 'September' ? '09-30' : '10-31'}`,
  },
  periodDays: month === 'September' ? 30 : 31,
  supplierId: 'n-dns',
  supplierName: 'Northern District Store',
  theirReference: null,
  comment: null,
  status,
  createdDatetime: '2026-11-02T08:00:00.000Z',
  finalisedDatetime: status === 'FINALISED' ? '2026-11-03T08:00:00.000Z' : null,
  linkedRequisitionId: null,
  ...changes,
});

function answers(insert?: () => object) {
  return (query: unknown, variables: { input?: { id: string } }) => {
    switch (operationOf([query])) {
      case 'RnrFormList_Forms':
        return Promise.resolve({
          rnrForms: {
            totalCount: 2,
            nodes: [
              form('f-oct', 'DRAFT', 'October'),
              form('f-sep', 'FINALISED', 'September', { supplierName: 'Southern District Store' }),
            ],
          },
        });
      case 'RnrForms_Programs':
        return Promise.resolve({
          programs: [
            { id: 'p-ess', name: 'Essential medicines' },
            { id: 'p-hiv', name: 'HIV' },
          ],
        });
      case 'RnrForms_Suppliers':
        return Promise.resolve({
          names: {
            nodes: [
              { id: 'n-dns', code: 'DNS', name: 'Northern District Store', type: 'STORE' },
              { id: 'n-unicef', code: 'UNI', name: 'UNICEF Supply Division', type: 'FACILITY' },
            ],
          },
        });
      case 'RnrForms_Periods':
        return Promise.resolve({
          rnrFormPeriods: [
            {
              id: 'pe-oct',
              name: 'October 2026',
              startDate: '2026-10-01',
              endDate: '2026-10-31',
              periodScheduleId: 's-m',
              rnrFormId: null,
            },
            {
              id: 'pe-sep',
              name: 'September 2026',
              startDate: '2026-09-01',
              endDate: '2026-09-30',
              periodScheduleId: 's-m',
              rnrFormId: 'f-sep',
            },
          ],
        });
      case 'RnrForms_Delete':
        return Promise.resolve({
          deleteRnrForm: { __typename: 'DeletedRnrFormNode', id: 'f-oct' },
        });
      case 'RnrForms_Insert':
        return Promise.resolve({
          insertRnrForm: insert
            ? insert()
            : { __typename: 'RnrFormNode', id: variables.input?.id ?? '' },
        });
      default:
        return Promise.reject(new Error(`unexpected ${operationOf([query])}`));
    }
  };
}

describe('the R&R forms list', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render(insert?: () => object) {
    stubTableHeight();
    signInWith(['RN_R_FORM_QUERY', 'RN_R_FORM_MUTATE']);
    gqlRequest.mockImplementation(answers(insert));
    return renderScreen(<RnrFormListView />, '/replenishment/rnr');
  }

  it('shows program, period with its dates, supplier, status and dates; filters and sort in the URL', async () => {
    const user = userEvent.setup();
    const { search } = render();
    const october = (await screen.findByText(/^October 2026/)).closest('tr')!;
    expect(october).toHaveTextContent('Essential medicines');
    expect(october).toHaveTextContent('Northern District Store');
    expect(october).toHaveTextContent('Draft');
    const september = screen.getByText(/^September 2026/).closest('tr')!;
    expect(september).toHaveTextContent('Finalised');
    expect(september).toHaveTextContent('Southern District Store');
    await user.click(screen.getByRole('combobox', { name: 'Status' }));
    await user.click(screen.getByRole('option', { name: 'Finalised' }));
    await waitFor(() => expect(search().get('status')).toBe('FINALISED'));
    await user.click(screen.getByRole('combobox', { name: 'Program' }));
    await user.click(screen.getByRole('option', { name: 'HIV' }));
    await waitFor(() => expect(search().get('program')).toBe('p-hiv'));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrFormList_Forms').at(-1)).toMatchObject({
        filter: { status: 'FINALISED', programId: 'p-hiv' },
      }),
    );
    await user.click(screen.getByRole('button', { name: /Supplier/ }));
    await waitFor(() => expect(search().get('sort')).toContain('supplierName'));
    // The server sorts the whole list: the page shown is a page of the sorted list.
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrFormList_Forms').at(-1)).toMatchObject({
        sort: [{ key: 'supplierName', desc: false }],
      }),
    );
  });

  it('deletes only DRAFT forms', async () => {
    const user = userEvent.setup();
    render();
    const draft = (await screen.findByText(/^October 2026/)).closest('tr')!;
    const finalised = screen.getByText(/^September 2026/).closest('tr')!;
    await user.click(within(finalised).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    expect(
      await screen.findByText(
        'Cannot delete: 1 of the selected documents can no longer be changed',
      ),
    ).toBeInTheDocument();
    await user.click(within(finalised).getByRole('checkbox'));
    await user.click(within(draft).getByRole('checkbox'));
    await user.click(screen.getByRole('button', { name: 'Delete' }));
    const dialog = screen.getByRole('dialog');
    expect(dialog).toHaveTextContent('Delete the selected R&R form?');
    await user.click(within(dialog).getByRole('button', { name: 'Delete' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'RnrForms_Delete')).toEqual([{ storeId: 's', id: 'f-oct' }]),
    );
  });
});

describe('a new R&R form', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  function render(insert?: () => object) {
    stubTableHeight();
    signInWith(['RN_R_FORM_QUERY', 'RN_R_FORM_MUTATE']);
    gqlRequest.mockImplementation(answers(insert));
    return renderScreen(<RnrFormListView />, '/replenishment/rnr');
  }

  async function fill(user: ReturnType<typeof userEvent.setup>) {
    await user.click(await screen.findByRole('button', { name: 'New R&R form' }));
    const dialog = await screen.findByRole('dialog');
    expect(within(dialog).getByRole('button', { name: 'Save' })).toBeDisabled();
    await user.click(within(dialog).getByRole('combobox', { name: 'Supplier' }));
    const options = within(await screen.findByRole('listbox')).getAllByRole('option');
    expect(options.map((o) => o.textContent)).toEqual(['None', 'Northern District Store']);
    await user.click(screen.getByRole('option', { name: 'Northern District Store' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Program' }));
    await user.click(await screen.findByRole('option', { name: 'Essential medicines' }));
    await user.click(within(dialog).getByRole('combobox', { name: 'Period' }));
    const taken = await screen.findByRole('option', { name: /^September 2026/ });
    expect(taken).toHaveAttribute('aria-disabled', 'true');
    expect(taken).toHaveTextContent('has a form');
    await user.click(screen.getByRole('option', { name: /^October 2026/ }));
    await user.click(within(dialog).getByRole('button', { name: 'Save' }));
  }

  it('is made for a supplier store, a program and a closed period without a form, then opens', async () => {
    const user = userEvent.setup();
    const { router } = render();
    await fill(user);
    await waitFor(() =>
      expect(router.state.location.pathname).toMatch(/^\/replenishment\/rnr\/[\w-]+$/),
    );
    expect(variablesOf(gqlRequest, 'RnrForms_Insert')).toEqual([
      {
        storeId: 's',
        input: {
          id: expect.any(String) as string,
          supplierId: 'n-dns',
          programId: 'p-ess',
          periodId: 'pe-oct',
        },
      },
    ]);
    expect(variablesOf(gqlRequest, 'RnrForms_Periods')).toContainEqual({
      storeId: 's',
      programId: 'p-ess',
    });
  });

  it('shows the server’s refusal translated and stays open', async () => {
    const user = userEvent.setup();
    render(() => ({
      __typename: 'RnrFormMutationError',
      error: { __typename: 'PreviousRnrFormNotFinalised', description: 'previous' },
    }));
    await fill(user);
    expect(await screen.findByText(en['error.PreviousRnrFormNotFinalised'])).toBeInTheDocument();
    expect(screen.getByRole('dialog')).toBeInTheDocument();
  });
});
