// The items list sorted or filtered by stock figures (stock on hand, available, AMC, months of
// stock, stock status). The figures are computed in bulk for every item of the store that
// matches the other filters (one query per figure per thousand items), then sorted and paged
// here: no SQL can sort by a figure that is computed from consumption and batch usability.
import type { StockStatus } from '@dawa/domain';
import { STOCK_STATUSES } from './item-statistics.service';
import type { Connection, Page, Sort } from '../../common/list';
import type { ServiceContext } from '../../common/service-context';
import { itemStatistics, type ItemStatistics } from './item-statistics.service';
import { allMatchingItems, type Item, type ItemFilter, type ItemSortKey } from './item.list';

export const ITEM_STOCK_SORT_KEYS = [
  'stockOnHand',
  'availableStockOnHand',
  'averageMonthlyConsumption',
  'monthsOfStock',
] as const;
export type ItemStockSortKey = (typeof ITEM_STOCK_SORT_KEYS)[number];

export interface ItemStockFilter extends ItemFilter {
  /** Items in any of these stock statuses. */
  stockStatus?: readonly StockStatus[] | null;
}

const isStockKey = (key: string): key is ItemStockSortKey =>
  (ITEM_STOCK_SORT_KEYS as readonly string[]).includes(key);

/** Whether the list needs the stock figures of every matching item. */
export function needsStockFigures(
  filter: ItemStockFilter,
  sort: readonly Sort<ItemSortKey | ItemStockSortKey>[],
): boolean {
  return filter.stockStatus != null || sort.some((s) => isStockKey(s.key));
}

type Row = { item: Item; stats: ItemStatistics };

function compare(a: Row, b: Row, s: Sort<ItemSortKey | ItemStockSortKey>): number {
  const x = isStockKey(s.key) ? a.stats[s.key] : a.item[s.key];
  const y = isStockKey(s.key) ? b.stats[s.key] : b.item[s.key];
  // Without a figure (months of stock with no consumption) last, either way.
  if (x === null || y === null) return x === y ? 0 : x === null ? 1 : -1;
  const order =
    typeof x === 'number' && typeof y === 'number' ? x - y : String(x).localeCompare(String(y));
  return s.desc ? -order : order;
}

export async function listItemsByStock(
  ctx: ServiceContext,
  filter: ItemStockFilter,
  page: Page,
  sort: readonly Sort<ItemSortKey | ItemStockSortKey>[],
): Promise<Connection<Item> & { stats: Map<string, ItemStatistics> }> {
  const items = await allMatchingItems(ctx.db, ctx.dialect, ctx.storeId, filter);
  const stats = await itemStatistics(
    ctx,
    items.map((i) => i.id),
  );
  const statuses = filter.stockStatus ? new Set(filter.stockStatus) : null;
  const rows: Row[] = [];
  for (const item of items) {
    const figures = stats.get(item.id);
    if (figures && (!statuses || statuses.has(figures.stockStatus)))
      rows.push({ item, stats: figures });
  }
  // Rows come by name; the sort is stable, so equal figures stay in name order.
  if (sort.length > 0)
    rows.sort((a, b) => {
      for (const s of sort) {
        const c = compare(a, b, s);
        if (c !== 0) return c;
      }
      return 0;
    });
  const shown = rows.slice(page.offset, page.offset + page.first);
  return {
    totalCount: rows.length,
    nodes: shown.map((r) => r.item),
    stats: new Map(shown.map((r) => [r.item.id, r.stats])),
  };
}

/** How many items the store sees are in each stock status (the dashboard's cards). */
export async function itemStockStatusCounts(
  ctx: ServiceContext,
): Promise<Record<StockStatus, number>> {
  const items = await allMatchingItems(ctx.db, ctx.dialect, ctx.storeId, {
    type: { equalTo: 'STOCK' },
  });
  const stats = await itemStatistics(
    ctx,
    items.map((i) => i.id),
  );
  const counts = Object.fromEntries(STOCK_STATUSES.map((s) => [s, 0])) as Record<
    StockStatus,
    number
  >;
  for (const figures of stats.values()) counts[figures.stockStatus]++;
  return counts;
}
