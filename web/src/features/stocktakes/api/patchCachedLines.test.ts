// A count typed into a line of a 10,000-line stocktake (issue 12 item 7): the answer goes into
// the cached pages that hold the line and its item's figures move with it; only the footer's
// figures are read again, never the pages.
import { QueryClient } from '@tanstack/react-query';
import { describe, expect, it } from 'vitest';
import { invalidateAfter, queryKeys } from '../../../core/graphql/queryKeys';
import { patchCachedLines, type StocktakeLine } from './useStocktakes';

const S = 'store-1';
const line = (id: string, itemId: string, counted: number | null): StocktakeLine => ({
  id,
  itemId,
  itemCode: itemId.toUpperCase(),
  itemName: `Item ${itemId}`,
  item: { id: itemId, isVaccine: false, unitName: 'Tab' },
  stockLineId: `s-${id}`,
  batch: `B-${id}`,
  expiryDate: null,
  location: null,
  vvmStatus: null,
  packSize: 10,
  costPricePerPack: 0,
  sellPricePerPack: 0,
  snapshotNumberOfPacks: 5,
  countedNumberOfPacks: counted,
  currentNumberOfPacks: 5,
  difference: counted === null ? null : counted - 5,
  hasSnapshotMismatch: false,
  reasonOptionId: null,
});

function cached() {
  const client = new QueryClient();
  const page = queryKeys.documentLines(S, 'stocktake', 'st1', ['lines', { page: 1 }]);
  const itemLines = queryKeys.documentLines(S, 'stocktake', 'st1', ['lines', { itemId: 'a' }]);
  const groups = queryKeys.documentLines(S, 'stocktake', 'st1', ['groups', { page: 1 }]);
  const figures = queryKeys.documentFigures(S, 'stocktake', 'st1', {});
  client.setQueryData(page, {
    totalCount: 3,
    nodes: [line('l1', 'a', null), line('l2', 'a', 4), line('l3', 'b', null)],
  });
  client.setQueryData(itemLines, {
    totalCount: 2,
    nodes: [line('l1', 'a', null), line('l2', 'a', 4)],
  });
  client.setQueryData(groups, {
    totalCount: 2,
    nodes: [
      { id: 'a', itemId: 'a', lineCount: 2, countedLineCount: 1, countedUnits: 40 },
      { id: 'b', itemId: 'b', lineCount: 1, countedLineCount: 0, countedUnits: 0 },
    ],
  });
  client.setQueryData(figures, { all: { lineCount: 3 } });
  return { client, page, itemLines, groups, figures };
}

describe('a count put into the cached stocktake', () => {
  it('replaces the line in every page that holds it and moves its item’s figures', () => {
    const { client, page, itemLines, groups } = cached();
    patchCachedLines(client, S, [line('l1', 'a', 7)]);
    const counted = (key: readonly unknown[]) =>
      (client.getQueryData(key) as { nodes: StocktakeLine[] }).nodes.map(
        (l) => l.countedNumberOfPacks,
      );
    expect(counted(page)).toEqual([7, 4, null]);
    expect(counted(itemLines)).toEqual([7, 4]);
    expect((client.getQueryData(groups) as { nodes: unknown[] }).nodes).toEqual([
      // 7 packs of 10 more units, one more line counted.
      { id: 'a', itemId: 'a', lineCount: 2, countedLineCount: 2, countedUnits: 110 },
      { id: 'b', itemId: 'b', lineCount: 1, countedLineCount: 0, countedUnits: 0 },
    ]);
  });

  it('a count cleared takes its units and its counted line back', () => {
    const { client, groups } = cached();
    patchCachedLines(client, S, [line('l2', 'a', null)]);
    expect((client.getQueryData(groups) as { nodes: unknown[] }).nodes[0]).toEqual({
      id: 'a',
      itemId: 'a',
      lineCount: 2,
      countedLineCount: 0,
      countedUnits: 0,
    });
  });

  it('after a count only the figures are read again, not the pages', async () => {
    const { client, page, itemLines, groups, figures } = cached();
    await invalidateAfter(client, 'updateStocktakeLines');
    const stale = (key: readonly unknown[]) => client.getQueryState(key)?.isInvalidated;
    expect([page, itemLines, groups].map(stale)).toEqual([false, false, false]);
    expect(stale(figures)).toBe(true);
    // Lines added, deleted or settled change the pages: those are read again.
    await invalidateAfter(client, 'deleteStocktakeLines');
    expect([page, itemLines, groups].map(stale)).toEqual([true, true, true]);
  });
});
