// Item statistics for the request: every `stats` field resolved in the same tick (a page of
// items, aliases of it, stock lines pointing at items) joins one batch per store, so a page of
// 1,000 items asks each figure in one query instead of a few queries per item.
import DataLoader from 'dataloader';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { inStore, type RequestContext } from '../../graphql/context';
import { itemStatistics, type ItemStatistics } from './item-statistics.service';

type StatsLoader = DataLoader<string, ItemStatistics>;

/** Pages whose items were all asked already (the rows of a page share one id array). */
const primed = new WeakSet<readonly string[]>();

// Keyed by the request context, so loaders (and what they cache) live exactly as long as
// the request and never show one request's figures to another.
const perRequest = new WeakMap<object, Map<string, StatsLoader>>();

function loaderFor(ctx: RequestContext, storeId: string): StatsLoader {
  let stores = perRequest.get(ctx);
  if (!stores) {
    stores = new Map();
    perRequest.set(ctx, stores);
  }
  let loader = stores.get(storeId);
  if (!loader) {
    loader = new DataLoader<string, ItemStatistics>(
      async (itemIds) => {
        const stats = await itemStatistics(inStore(ctx, storeId), itemIds);
        return itemIds.map(
          (id) => stats.get(id) ?? new Error(`no statistics computed for item ${id}`),
        );
      },
      // The id list of one query stays within what a page holds (and what both databases bind).
      { maxBatchSize: MAX_PAGE_SIZE },
    );
    stores.set(storeId, loader);
  }
  return loader;
}

/** The statistics of an item in a store, computed with every other item asked in this tick;
 * with `pageIds` (the item's page), with the whole page at once, so rows GraphQL completes in
 * later turns (graphql/paced.ts) find their figures already read. */
export function loadItemStatistics(
  ctx: RequestContext,
  storeId: string,
  itemId: string,
  pageIds?: readonly string[],
): Promise<ItemStatistics> {
  const loader = loaderFor(ctx, storeId);
  if (pageIds && !primed.has(pageIds)) {
    primed.add(pageIds);
    void loader.loadMany(pageIds);
  }
  return loader.load(itemId);
}

/** Figures already computed for this request (a list sorted by them): `stats` reads them. */
export function primeItemStatistics(
  ctx: RequestContext,
  storeId: string,
  stats: ReadonlyMap<string, ItemStatistics>,
): void {
  const loader = loaderFor(ctx, storeId);
  for (const [id, figures] of stats) loader.prime(id, figures);
}
