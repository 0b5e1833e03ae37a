// Scans on a stocktake (issue 12): a wedge scan brings the scanned batch's line into view,
// wherever the page and the filters stood, marks it and puts the cursor in its count.
import { beforeAll, describe, expect, it, vi } from 'vitest';
import { act, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { loadDocumentsNamespace } from '../../../core/app-i18n/documents';
import { operationOf, renderScreen } from '../../../test/screen';
import { screenSuite } from '../../../test/screenSuite';
import { signInWith } from '../../../test/session';
import { StocktakeDetailView } from './StocktakeDetailView';

const gqlRequest = vi.hoisted(() => vi.fn());
vi.mock('../../../core/graphql', () => ({ gqlRequest }));
vi.mock('../../../core/graphql/client', () => ({ gqlRequest }));

const line = (n: number, counted: number | null = null) => ({
  id: `l${n}`,
  itemId: `i${n}`,
  itemCode: `C${n}`,
  itemName: `Item ${String(n).padStart(2, '0')}`,
  item: { id: `i${n}`, isVaccine: false, unitName: 'Tab' },
  stockLineId: `s${n}`,
  batch: `B${n}`,
  expiryDate: '2028-01-31',
  location: null,
  packSize: 10,
  snapshotNumberOfPacks: 5,
  countedNumberOfPacks: counted,
  currentNumberOfPacks: 5,
  difference: counted === null ? null : counted - 5,
  hasSnapshotMismatch: false,
  reasonOptionId: null,
});
type Line = ReturnType<typeof line>;

/** 25 lines, one item each; the first 20 counted: a page of 20 leaves 21 to 25 on page 2. */
const LINES: Line[] = Array.from({ length: 25 }, (_, i) => line(i + 1, i < 20 ? 5 : null));

interface Variables {
  filter?: { counted?: boolean; itemId?: { equalTo: string } };
  page?: { first: number; offset: number };
  scan?: string;
}

/** The server: the lines the filter keeps, a page at a time; scans as `scans` answers them. */
function serve(scans: Record<string, unknown>, lines: readonly Line[] = LINES) {
  const asked: Variables[] = [];
  const keep = ({ filter = {} }: Variables) =>
    lines.filter(
      (l) =>
        (filter.counted === undefined || (l.countedNumberOfPacks !== null) === filter.counted) &&
        (filter.itemId === undefined || l.itemId === filter.itemId.equalTo),
    );
  const paged = <T,>(all: T[], { page = { first: 500, offset: 0 } }: Variables) => ({
    totalCount: all.length,
    nodes: all.slice(page.offset, page.offset + page.first),
  });
  const figures = (kept: readonly Line[]) => ({
    lineCount: kept.length,
    countedLineCount: kept.filter((l) => l.countedNumberOfPacks !== null).length,
    uncountedLineCount: kept.filter((l) => l.countedNumberOfPacks === null).length,
    withDifferenceLineCount: 0,
    mismatchedLineCount: 0,
    countedUnits: 0,
  });
  gqlRequest.mockImplementation((query: unknown, raw: unknown) => {
    const variables = raw as Variables;
    const name = operationOf([query]) ?? '';
    switch (name) {
      case 'BarcodeScanner_Scan': {
        const answer = scans[variables.scan ?? ''];
        return answer instanceof Error
          ? Promise.reject(answer)
          : Promise.resolve({
              barcodeScan: answer ?? {
                __typename: 'BarcodeScanError',
                error: { __typename: 'UnableToReadBarcode', description: 'unreadable' },
              },
            });
      }
      case 'StocktakeDetail_Lines':
        asked.push(variables);
        return Promise.resolve({ stocktakeLines: paged(keep(variables), variables) });
      case 'StocktakeDetail_ItemGroups': {
        const groups = keep(variables).map((l) => ({
          id: l.itemId,
          itemId: l.itemId,
          itemCode: l.itemCode,
          itemName: l.itemName,
          lineCount: 1,
          countedLineCount: l.countedNumberOfPacks === null ? 0 : 1,
          countedUnits: 0,
        }));
        return Promise.resolve({ stocktakeItemGroups: paged(groups, variables) });
      }
      case 'StocktakeDetail_Figures':
        return Promise.resolve({ all: figures(lines), shown: figures(keep(variables)) });
      case 'StocktakeDetail_Stocktake':
        return Promise.resolve({
          stocktake: {
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
          },
        });
      case 'StocktakeDetail_Options':
        return Promise.resolve({ reasonOptions: [] });
      case 'StocktakeDetail_UpdateLines':
        asked.push(variables);
        return Promise.resolve({
          updateStocktakeLines: { __typename: 'StocktakeLinesNode', lines: [] },
        });
      case 'StocktakeDetail_Batches':
        return Promise.resolve({
          stockLines: {
            nodes: [
              {
                id: 's-new',
                batch: 'OTHER',
                expiryDate: null,
                packSize: 10,
                totalNumberOfPacks: 4,
                location: null,
              },
            ],
          },
        });
      default:
        return Promise.resolve({ locations: { nodes: [] } });
    }
  });
  return asked;
}

/** What a keyboard-wedge scanner does: the text typed in a burst, then Enter. */
function wedge(text: string) {
  act(() => {
    for (const key of [...text, 'Enter'])
      document.body.dispatchEvent(new KeyboardEvent('keydown', { key, bubbles: true }));
  });
}

const found = (n: number, batch: string | null = `B${n}`) => ({
  __typename: 'BarcodeScanNode',
  itemId: `i${n}`,
  batch,
  stockLineIds: batch === null ? [] : [`s${n}`],
});

function open(url = '/inventory/stocktakes/st1?rows=20') {
  signInWith(['STOCKTAKE_QUERY', 'STOCKTAKE_MUTATE']);
  renderScreen(<StocktakeDetailView />, url, '/inventory/stocktakes/:id');
}

async function ungroup() {
  await userEvent.click(await screen.findByRole('checkbox', { name: 'Group by item' }));
}

/** The count field of a line, once its row is shown. */
async function countOf(lineId: string) {
  await waitFor(() =>
    expect(
      document.querySelector(
        `[data-row-id="${lineId}"] [data-column="countedNumberOfPacks"] input`,
      ),
    ).not.toBeNull(),
  );
  return document.querySelector<HTMLInputElement>(
    `[data-row-id="${lineId}"] [data-column="countedNumberOfPacks"] input`,
  ) as HTMLInputElement;
}

describe('a scan on a stocktake', () => {
  const { stubTableHeight } = screenSuite(gqlRequest);
  beforeAll(async () => {
    await loadDocumentsNamespace();
  });

  it('brings the line from another page, marks it and takes the count typed', async () => {
    stubTableHeight();
    const asked = serve({ '0109506000134352': found(23) });
    open();
    await ungroup();
    expect(await screen.findByText('Item 01')).toBeInTheDocument();
    expect(screen.queryByText('Item 23')).not.toBeInTheDocument();
    wedge('0109506000134352');
    const count = await countOf('l23');
    await waitFor(() => expect(count).toHaveFocus());
    expect(screen.getByTestId('scanned-item')).toHaveTextContent('Scanned: \u2068Item 23\u2069');
    expect(document.querySelector('[data-row-id="l23"]')).toHaveAttribute(
      'style',
      expect.stringContaining('solid'),
    );
    // The page asks for the scanned item's lines, from the first page.
    expect(asked.at(-1)).toMatchObject({
      filter: { itemId: { equalTo: 'i23' } },
      page: { offset: 0 },
    });
    await userEvent.keyboard('7');
    await waitFor(() => expect(JSON.stringify(asked.at(-1))).toContain('"countedNumberOfPacks":7'));
    // Cleared, every line shows again.
    await userEvent.click(
      screen.getByTestId('scanned-item').querySelector('.MuiChip-deleteIcon') as Element,
    );
    expect(await screen.findByText('Item 01')).toBeInTheDocument();
  });

  it('reads the next scan from the count field, which keeps the count typed', async () => {
    stubTableHeight();
    const asked = serve({ '0109506000134352': found(23), '0109506000134369': found(2) });
    open();
    await ungroup();
    await screen.findByText('Item 01');
    wedge('0109506000134352');
    const count = await countOf('l23');
    await waitFor(() => expect(count).toHaveFocus());
    await userEvent.keyboard('7');
    // A moment later the scanner types into the focused count: read as a scan, kept out of it.
    await new Promise((resolve) => setTimeout(resolve, 300));
    await userEvent.keyboard('0109506000134369{Enter}');
    const next = await countOf('l2');
    await waitFor(() => expect(next).toHaveFocus());
    const counts = asked
      .map((variables) => JSON.stringify(variables))
      .filter((sent) => sent.includes('countedNumberOfPacks'));
    expect(counts.length).toBeGreaterThan(0);
    for (const sent of counts) expect(sent).toContain('"countedNumberOfPacks":7}');
  });

  it('shows a line the filter chips had hidden, and opens its item when grouped', async () => {
    stubTableHeight();
    serve({ '0109506000134352': found(3) });
    open('/inventory/stocktakes/st1');
    await userEvent.click(await screen.findByRole('button', { name: /Not counted yet/ }));
    await waitFor(() => expect(screen.queryByText('Item 03')).not.toBeInTheDocument());
    wedge('0109506000134352');
    const count = await countOf('l3');
    await waitFor(() => expect(count).toHaveFocus());
    expect(screen.getByRole('button', { name: /All lines/ })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('finds a batch by its number when the store no longer holds it', async () => {
    stubTableHeight();
    serve({ '01095060001343521023': { ...found(22), stockLineIds: [] } });
    open();
    await ungroup();
    await screen.findByText('Item 01');
    wedge('01095060001343521023');
    const count = await countOf('l22');
    await waitFor(() => expect(count).toHaveFocus());
  });

  it('says when the item is on the stocktake but not its batch, and offers to add it', async () => {
    stubTableHeight();
    serve({ '0109506000134352': { ...found(4), batch: 'OTHER', stockLineIds: ['s-new'] } });
    open();
    await screen.findByText('Item 01');
    wedge('0109506000134352');
    expect(await screen.findByTestId('scan-batch-missing')).toHaveTextContent(
      'Batch \u2068OTHER\u2069 of \u2068Item 04\u2069 is not on this stocktake',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Add the batch line' }));
    const dialog = await screen.findByRole('dialog');
    expect(dialog).toHaveTextContent('Add a line');
    expect(screen.getByRole('combobox', { name: 'Item' })).toHaveValue('C4 · Item 04');
    // The store's scanned batch is the one chosen.
    expect(await screen.findByRole('combobox', { name: 'Batch' })).toHaveTextContent('OTHER');
  });

  it('says when the item is not on the stocktake', async () => {
    stubTableHeight();
    serve({ '0109506000134352': found(99) });
    open();
    await screen.findByText('Item 01');
    wedge('0109506000134352');
    expect(
      await screen.findByText('The scanned item is not on this stocktake'),
    ).toBeInTheDocument();
    expect(screen.queryByTestId('scanned-item')).not.toBeInTheDocument();
  });

  it('asks the keeper to choose when the scan names no batch and the item has several', async () => {
    stubTableHeight();
    const lines = [...LINES, { ...line(26), itemId: 'i5', itemName: 'Item 05', id: 'l26' }];
    serve({ '0109506000134352': found(5, null) }, lines);
    open();
    await screen.findByText('Item 01');
    wedge('0109506000134352');
    expect(
      await screen.findByText(
        '\u2068Item 05\u2069 has several batches on this stocktake: count the one on the shelf',
      ),
    ).toBeInTheDocument();
    expect(screen.getByTestId('scanned-item')).toBeInTheDocument();
  });

  it('answers garbage, an unknown barcode and no answer with a message, never a crash', async () => {
    stubTableHeight();
    serve({
      '%%%%%%%%': undefined,
      '0100000000000000': {
        __typename: 'BarcodeScanError',
        error: { __typename: 'BarcodeNotFound', description: 'not found' },
      },
      '0111111111111111': new Error('network'),
    });
    open();
    await screen.findByText('Item 01');
    wedge('%%%%%%%%');
    expect(await screen.findByText('Unable to read barcode')).toBeInTheDocument();
    wedge('0100000000000000');
    expect(await screen.findByText('No item has this barcode')).toBeInTheDocument();
    wedge('0111111111111111');
    await waitFor(() => expect(screen.getAllByText('Unable to read barcode')).toHaveLength(2));
    expect(screen.getByText('Item 01')).toBeInTheDocument();
  });

  it('reads a barcode typed by hand from the scanner button', async () => {
    stubTableHeight();
    serve({ '0109506000134352': found(2) });
    open();
    await ungroup();
    await userEvent.click(await screen.findByTestId('barcode-scanner'));
    await userEvent.type(screen.getByRole('textbox', { name: 'Barcode' }), '0109506000134352');
    await userEvent.click(screen.getByRole('button', { name: 'Read' }));
    const count = await countOf('l2');
    await waitFor(() => expect(count).toHaveFocus());
  });
});
