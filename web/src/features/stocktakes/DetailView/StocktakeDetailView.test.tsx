import { beforeAll, describe, expect, it, vi } from 'vitest';
import { screen, waitFor, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { changeLanguage } from '../../../core/i18n';
import { operationOf, renderScreen, variablesOf } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { StocktakeDetailView } from './StocktakeDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const line = (id: string, batch: string, snapshot: number, counted: number | null) => ({
  id,
  itemId: `i-${id}`,
  itemCode: `C-${id}`,
  itemName: `Item ${id}`,
  item: { id: `i-${id}`, isVaccine: false, unitName: 'Tab' },
  stockLineId: `s-${id}`,
  batch,
  expiryDate: '2028-01-31',
  location: null,
  packSize: 10,
  snapshotNumberOfPacks: snapshot,
  countedNumberOfPacks: counted,
  currentNumberOfPacks: snapshot,
  difference: counted === null ? null : counted - snapshot,
  hasSnapshotMismatch: false,
  reasonOptionId: null,
});

const stocktake = (patch: Record<string, unknown> = {}) => ({
  id: 'st1',
  stocktakeNumber: 7,
  stocktakeDate: '2026-11-24',
  description: 'Monthly count',
  comment: null,
  status: 'NEW',
  onHold: false,
  isLocked: false,
  isInitial: false,
  createdDatetime: '2026-11-24T08:00:00.000Z',
  finalisedDatetime: null,
  enteredBy: null,
  inventoryAdditionId: null,
  inventoryReductionId: null,
  lines: [line('l1', 'B-ONE', 10, 10), line('l2', 'B-TWO', 5, 5)],
  ...patch,
});

const REASONS = [
  { id: 'r-neg', reason: 'Damaged', type: 'NEGATIVE_INVENTORY_ADJUSTMENT', isActive: true },
  { id: 'r-pos', reason: 'Found', type: 'POSITIVE_INVENTORY_ADJUSTMENT', isActive: true },
];

const refusal = (field: string, error: Record<string, unknown>) => ({
  [field]: { __typename: 'StocktakeMutationError', error: { description: 'refused', ...error } },
});

type Line = ReturnType<typeof line>;
interface LineFilter {
  counted?: boolean;
  hasSnapshotMismatch?: boolean;
  itemId?: { equalTo: string };
}

/** What the server answers of the lines the filter keeps (the page's own queries). */
function serverOf(lines: readonly Line[]) {
  const keep = (filter: LineFilter = {}) =>
    lines.filter(
      (l) =>
        (filter.counted === undefined || (l.countedNumberOfPacks !== null) === filter.counted) &&
        (filter.hasSnapshotMismatch === undefined ||
          l.hasSnapshotMismatch === filter.hasSnapshotMismatch) &&
        (filter.itemId === undefined || l.itemId === filter.itemId.equalTo),
    );
  const figures = (kept: readonly Line[]) => ({
    lineCount: kept.length,
    countedLineCount: kept.filter((l) => l.countedNumberOfPacks !== null).length,
    uncountedLineCount: kept.filter((l) => l.countedNumberOfPacks === null).length,
    withDifferenceLineCount: kept.filter((l) => (l.difference ?? 0) !== 0).length,
    mismatchedLineCount: kept.filter((l) => l.hasSnapshotMismatch).length,
    countedUnits: kept.reduce((n, l) => n + (l.countedNumberOfPacks ?? 0) * l.packSize, 0),
  });
  const filterOf = (variables: unknown) => (variables as { filter?: LineFilter }).filter;
  return {
    StocktakeDetail_Lines: (variables: unknown) => {
      const kept = keep(filterOf(variables));
      return { stocktakeLines: { totalCount: kept.length, nodes: kept } };
    },
    StocktakeDetail_ItemGroups: (variables: unknown) => {
      const kept = keep(filterOf(variables));
      const nodes = [...new Set(kept.map((l) => l.itemId))].map((itemId) => {
        const of = kept.filter((l) => l.itemId === itemId);
        const f = figures(of);
        return {
          id: itemId,
          itemId,
          itemCode: of[0]?.itemCode,
          itemName: of[0]?.itemName,
          lineCount: f.lineCount,
          countedLineCount: f.countedLineCount,
          countedUnits: f.countedUnits,
        };
      });
      return { stocktakeItemGroups: { totalCount: nodes.length, nodes } };
    },
    StocktakeDetail_Figures: (variables: unknown) => ({
      all: figures(lines),
      shown: figures(keep(filterOf(variables))),
    }),
  } as Record<string, (variables: unknown) => unknown>;
}

/** The stocktake page, the server answering each operation with `answers` (else the defaults). */
function renderStocktake(
  document: ReturnType<typeof stocktake>,
  answers: Record<string, (variables: unknown) => unknown> = {},
) {
  const { lines, ...header } = document;
  const server = serverOf(lines);
  gqlRequest.mockImplementation((query: unknown, variables: unknown) => {
    const name = operationOf([query]) ?? '';
    const answer = answers[name] ?? server[name];
    if (answer) return Promise.resolve(answer(variables));
    if (name === 'StocktakeDetail_Stocktake') return Promise.resolve({ stocktake: header });
    if (name === 'StocktakeDetail_Options') return Promise.resolve({ reasonOptions: REASONS });
    if (name === 'Documents_LineOptions')
      return Promise.resolve({ locations: { nodes: [] }, vvmStatuses: [], donors: { nodes: [] } });
    return Promise.reject(new Error(`unexpected ${name}`));
  });
  signInWith(['STOCKTAKE_QUERY', 'STOCKTAKE_MUTATE']);
  renderScreen(<StocktakeDetailView />, '/inventory/stocktakes/st1', '/inventory/stocktakes/:id');
}

/** The lines one by one (grouping by item is on by default for stocktakes). */
async function ungroup() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Group by item' }));
}

const rowOf = (batch: string) => screen.getByRole('row', { name: new RegExp(batch) });

describe('a stocktake that cannot change', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('on hold: says why, offers no line change, and finalising waits', async () => {
    stubTableHeight();
    renderStocktake(stocktake({ onHold: true }));
    expect(await screen.findByTestId('stocktake-read-only')).toHaveTextContent(
      'This stocktake is on hold: remove the hold to change, finalise or delete it',
    );
    expect(screen.queryByRole('button', { name: 'Add a line' })).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Finalise' })).toBeDisabled();
    expect(screen.queryByRole('button', { name: 'Delete' })).not.toBeInTheDocument();
    // The hold itself stays switchable: it is how the count is taken up again.
    expect(screen.getByRole('switch', { name: 'On hold' })).toBeEnabled();
  });

  it('finalised: read-only in French, with the reason translated', async () => {
    stubTableHeight();
    await changeLanguage('fr');
    try {
      renderStocktake(
        stocktake({ status: 'FINALISED', finalisedDatetime: '2026-11-24T10:00:00Z' }),
      );
      expect(await screen.findByTestId('stocktake-read-only')).toHaveTextContent(/finalisé/i);
      expect(screen.queryByRole('button', { name: 'Finaliser' })).not.toBeInTheDocument();
    } finally {
      await changeLanguage('en');
    }
  });
});

describe('counting', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it("shows the server's missing reason on the line, then sends the count with the reason chosen", async () => {
    stubTableHeight();
    const sent: unknown[] = [];
    renderStocktake(stocktake(), {
      StocktakeDetail_UpdateLines: (variables) => {
        sent.push(variables);
        const { lines } = (variables as { input: { lines: { reasonOptionId?: string }[] } }).input;
        return lines[0]?.reasonOptionId
          ? { updateStocktakeLines: { __typename: 'StocktakeLinesNode', lines: [] } }
          : refusal('updateStocktakeLines', {
              __typename: 'AdjustmentReasonNotProvided',
              lineId: 'l2',
            });
      },
    });
    await ungroup();
    const counted = within(rowOf('B-TWO')).getByRole('textbox');
    await userEvent.clear(counted);
    await userEvent.type(counted, '3');
    await userEvent.tab();
    const reason = within(rowOf('B-TWO')).getByRole('combobox', { name: 'Reason' });
    await waitFor(() =>
      expect(reason).toHaveAccessibleDescription('A reason is required for this difference'),
    );
    // The other line is not blamed.
    expect(within(rowOf('B-ONE')).getByRole('combobox', { name: 'Reason' })).toHaveAttribute(
      'aria-invalid',
      'false',
    );
    // A decrease offers the reasons of a decrease only.
    expect(within(reason).queryByRole('option', { name: 'Found' })).toBeNull();
    await userEvent.selectOptions(reason, 'Damaged');
    // The last count sent carries the reason (on a loaded machine the cleared cell may have
    // been sent, as uncounted, before the 3 was typed: that is a send of its own).
    await waitFor(() =>
      expect(sent.at(-1)).toMatchObject({
        input: {
          stocktakeId: 'st1',
          lines: [{ id: 'l2', countedNumberOfPacks: 3, reasonOptionId: 'r-neg' }],
        },
      }),
    );
  });
});

describe('a line corrected in its dialog (issue 12)', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('shows the corrected batch, location and VVM in the row without reading the page again', async () => {
    stubTableHeight();
    const corrected = {
      ...line('l1', 'FIXED-1', 10, 10),
      location: { id: 'loc-2', code: 'SHELF-2' },
      vvmStatus: { id: 'vvm-2', code: 'S2' },
    };
    renderStocktake(stocktake(), {
      Documents_LineOptions: () => ({
        locations: { nodes: [{ id: 'loc-2', code: 'SHELF-2', name: 'Second shelf' }] },
        vvmStatuses: [],
        donors: { nodes: [] },
      }),
      StocktakeDetail_UpdateLines: () => ({
        updateStocktakeLines: { __typename: 'StocktakeLinesNode', lines: [corrected] },
      }),
    });
    await ungroup();
    await userEvent.click(await screen.findByRole('button', { name: 'Edit line of Item l1' }));
    const dialog = await screen.findByRole('dialog', { name: 'Edit line' });
    const batch = within(dialog).getByLabelText('Batch');
    await userEvent.clear(batch);
    await userEvent.type(batch, 'FIXED-1');
    await userEvent.click(within(dialog).getByRole('combobox', { name: 'Location' }));
    await userEvent.click(await screen.findByRole('option', { name: 'SHELF-2 · Second shelf' }));
    const pagesRead = variablesOf(gqlRequest, 'StocktakeDetail_Lines').length;
    await userEvent.click(within(dialog).getByRole('button', { name: 'Save' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(variablesOf(gqlRequest, 'StocktakeDetail_UpdateLines')).toEqual([
      {
        storeId: expect.any(String) as string,
        input: {
          stocktakeId: 'st1',
          lines: [
            {
              id: 'l1',
              countedNumberOfPacks: 10,
              reasonOptionId: null,
              batch: 'FIXED-1',
              locationId: 'loc-2',
            },
          ],
        },
      },
    ]);
    const row = rowOf('FIXED-1');
    expect(row).toHaveTextContent('SHELF-2');
    expect(row).toHaveTextContent('S2');
    expect(screen.queryByRole('row', { name: /B-ONE/ })).toBeNull();
    expect(variablesOf(gqlRequest, 'StocktakeDetail_Lines')).toHaveLength(pagesRead);
  });

  it('offers no correction while the stocktake is on hold', async () => {
    stubTableHeight();
    renderStocktake(stocktake({ onHold: true }));
    await ungroup();
    expect(await screen.findByRole('button', { name: 'Edit line of Item l1' })).toBeDisabled();
    expect(screen.getByRole('button', { name: 'Edit line of Item l2' })).toBeDisabled();
  });
});

describe('stock moved during the count (decision 8)', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  const moved = stocktake({
    lines: [
      { ...line('l1', 'B-ONE', 10, 10), currentNumberOfPacks: 8, hasSnapshotMismatch: true },
      { ...line('l2', 'B-TWO', 5, 5), currentNumberOfPacks: 4, hasSnapshotMismatch: true },
    ],
  });

  async function finaliseIntoMismatch(answers: Record<string, (variables: unknown) => unknown>) {
    let finalised = 0;
    renderStocktake(moved, {
      StocktakeDetail_Finalise: () => {
        finalised += 1;
        return finalised === 1
          ? refusal('finaliseStocktake', {
              __typename: 'SnapshotCountCurrentCountMismatch',
              lineIds: 'l1,l2',
            })
          : { finaliseStocktake: { __typename: 'StocktakeNode', ...moved, status: 'FINALISED' } };
      },
      ...answers,
    });
    await userEvent.click(await screen.findByRole('button', { name: 'Finalise' }));
    await userEvent.click(
      within(await screen.findByRole('dialog')).getByRole('button', { name: 'Finalise' }),
    );
    const dialog = await screen.findByRole('dialog', { name: 'Stock moved during the count' });
    expect(within(dialog).getAllByTestId('mismatch-line')).toHaveLength(2);
    return { dialog, finalisedTimes: () => finalised };
  }

  it('keeps one count and recounts the other, and waits for the new count', async () => {
    stubTableHeight();
    const { dialog, finalisedTimes } = await finaliseIntoMismatch({
      StocktakeDetail_Resolve: () => ({
        resolveStocktakeMismatch: { __typename: 'StocktakeLinesNode', lines: [] },
      }),
    });
    const first = within(dialog).getAllByTestId('mismatch-line')[0];
    if (!first) throw new Error('no line');
    // Snapshot, stock now, counted.
    expect(first).toHaveTextContent(/B-ONE.*10.*8.*10/);
    await userEvent.click(within(dialog).getByRole('radio', { name: /^Recount Item l2/ }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply and continue' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'StocktakeDetail_Resolve')).toEqual([
        {
          storeId: expect.any(String) as string,
          input: {
            stocktakeId: 'st1',
            lines: [
              { id: 'l1', resolution: 'KEEP_COUNT' },
              { id: 'l2', resolution: 'RECOUNT' },
            ],
          },
        },
      ]),
    );
    expect(await screen.findByText('Count 1 line again, then finalise')).toBeInTheDocument();
    expect(finalisedTimes()).toBe(1);
  });

  it('keeping every count settles every mismatched line of the stocktake, then finalises at once', async () => {
    stubTableHeight();
    const { dialog, finalisedTimes } = await finaliseIntoMismatch({
      StocktakeDetail_ResolveAll: () => ({
        resolveAllStocktakeMismatches: { __typename: 'StocktakeLinesNode', lines: [] },
      }),
    });
    await userEvent.click(within(dialog).getByRole('button', { name: 'Recount all' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Keep all my counts' }));
    await userEvent.click(within(dialog).getByRole('button', { name: 'Apply and continue' }));
    await waitFor(() => expect(finalisedTimes()).toBe(2));
    // By the stocktake, not by the lines the page holds.
    expect(
      (variablesOf(gqlRequest, 'StocktakeDetail_ResolveAll')[0] as { input: unknown }).input,
    ).toEqual({ stocktakeId: 'st1', resolution: 'KEEP_COUNT' });
    expect(await screen.findByText('Stocktake finalised: stock adjusted')).toBeInTheDocument();
  });
});

describe('a page of a large stocktake', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('counts every line in the chips, and asks the server for the lines a chip keeps', async () => {
    stubTableHeight();
    renderStocktake(
      stocktake({
        lines: [line('l1', 'B-ONE', 10, 10), line('l2', 'B-TWO', 5, 3), line('l3', 'B-3', 4, null)],
      }),
    );
    const chips = await screen.findByTestId('line-chips');
    await waitFor(() => expect(chips).toHaveTextContent('All lines: 3'));
    expect(chips).toHaveTextContent('Counted: 2');
    expect(chips).toHaveTextContent('Not counted yet: 1');
    expect(chips).toHaveTextContent('With a difference: 1');
    expect(screen.getByText('Counted: 2 of 3 lines')).toBeInTheDocument();
    await userEvent.click(within(chips).getByText('Not counted yet: 1'));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'StocktakeDetail_ItemGroups').at(-1)).toMatchObject({
        filter: { counted: false },
        page: { offset: 0 },
      }),
    );
  });

  it('counts as snapshot every line of the filter once all are chosen, not only the page', async () => {
    stubTableHeight();
    const many = Array.from({ length: 30 }, (_, k) => line(`m${k}`, `B-${k}`, 4, null));
    renderStocktake(stocktake({ lines: many }), {
      // The server answers a page of 20 of the 30.
      StocktakeDetail_Lines: () => ({
        stocktakeLines: { totalCount: 30, nodes: many.slice(0, 20) },
      }),
      StocktakeDetail_CountAsSnapshot: () => ({
        countStocktakeLinesAsSnapshot: { __typename: 'StocktakeLinesCountedNode', count: 30 },
      }),
    });
    await ungroup();
    const table = await screen.findByTestId('data-table-stocktake-lines');
    await userEvent.click(within(table).getAllByRole('checkbox')[0] as HTMLElement);
    await userEvent.click(screen.getByRole('button', { name: 'Choose all 30 lines' }));
    expect(screen.getByText('All 30 lines are chosen')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Counted = snapshot' }));
    await waitFor(() =>
      expect(variablesOf(gqlRequest, 'StocktakeDetail_CountAsSnapshot')).toEqual([
        { storeId: expect.any(String) as string, input: { stocktakeId: 'st1', filter: {} } },
      ]),
    );
    expect(await screen.findByText('30 lines counted as their snapshot')).toBeInTheDocument();
  });
});
