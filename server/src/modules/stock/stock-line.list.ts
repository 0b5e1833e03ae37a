// The stock list: stock lines of a store filtered, sorted and paged in SQL (one query for
// the page's ids, one for the count, one per 200 rows of the page).
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type {
  Connection,
  EqualFilter,
  Page,
  RangeFilter,
  Sort,
  StringFilter,
} from '../../common/list';
import type { DialectName } from '../../db/connection';
import { chunks } from '../../db/chunks';
import {
  allOf,
  equalConditions,
  likeCondition,
  rangeConditions,
  stringConditions,
} from '../../db/filters';
import type { DB } from '../../db/tables';
import { toStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

export interface StockLineFilter {
  id?: EqualFilter | null;
  itemId?: EqualFilter | null;
  /** Matches item code or name. */
  itemCodeOrName?: StringFilter | null;
  batch?: StringFilter | null;
  locationId?: EqualFilter | null;
  expiryDate?: RangeFilter | null;
  onHold?: boolean | null;
  vvmStatusId?: EqualFilter | null;
  /** Lines with packs still available (true) or none (false). */
  isAvailable?: boolean | null;
  /** Lines with packs physically in the store (default: true). */
  hasPacksInStore?: boolean | null;
}

export const STOCK_LINE_SORT_KEYS = [
  'itemCode',
  'itemName',
  'batch',
  'expiryDate',
  'packSize',
  'numberOfPacks',
  'availableNumberOfPacks',
  'locationCode',
  'costPricePerPack',
  'sellPricePerPack',
  'vvmStatus',
] as const;
export type StockLineSortKey = (typeof STOCK_LINE_SORT_KEYS)[number];

const SORT_COLUMN: Record<StockLineSortKey, string> = {
  itemCode: 'item.code',
  itemName: 'item.name',
  batch: 'stock_line.batch',
  expiryDate: 'stock_line.expiry_date',
  packSize: 'stock_line.pack_size',
  numberOfPacks: 'stock_line.total_number_of_packs',
  availableNumberOfPacks: 'stock_line.available_number_of_packs',
  locationCode: 'location.code',
  costPricePerPack: 'stock_line.cost_price_per_pack',
  sellPricePerPack: 'stock_line.sell_price_per_pack',
  vvmStatus: 'vvm_status.level',
};

function conditions(
  dialect: DialectName,
  storeId: string,
  f: StockLineFilter,
): Expression<SqlBool>[] {
  const col = (name: string) => sql.ref(name);
  // Given ids, SQLite's planner would walk the store's index and test each of its lines
  // against them (seconds in a 500,000-line store, for an export's chunk of ids): the unary
  // plus keeps that index out, so the ids are looked up by the primary key.
  const store =
    dialect === 'sqlite' && f.id?.equalAny ? sql`+stock_line.store_id` : sql`stock_line.store_id`;
  const out: Expression<SqlBool>[] = [sql<SqlBool>`${store} = ${storeId}`];
  out.push(...equalConditions(col('stock_line.id'), f.id));
  out.push(...equalConditions(col('stock_line.item_id'), f.itemId));
  out.push(...stringConditions(dialect, col('stock_line.batch'), f.batch));
  out.push(...equalConditions(col('stock_line.location_id'), f.locationId));
  out.push(...rangeConditions(col('stock_line.expiry_date'), f.expiryDate));
  out.push(...equalConditions(col('stock_line.vvm_status_id'), f.vvmStatusId));
  if (f.itemCodeOrName?.like) {
    const like = f.itemCodeOrName.like;
    // Items first, then their lines through the (store_id, item_id) index: a text search
    // reads the item table once instead of testing every stock line of the store.
    out.push(
      sql<SqlBool>`stock_line.item_id in (select i.id from item i where ${likeCondition(dialect, col('i.code'), like)} or ${likeCondition(dialect, col('i.name'), like)})`,
    );
  }
  if (f.itemCodeOrName?.equalTo) {
    out.push(
      sql<SqlBool>`(item.code = ${f.itemCodeOrName.equalTo} or item.name = ${f.itemCodeOrName.equalTo})`,
    );
  }
  if (f.onHold != null)
    out.push(
      sql<SqlBool>`stock_line.on_hold = ${dialect === 'sqlite' ? Number(f.onHold) : f.onHold}`,
    );
  if (f.isAvailable != null) {
    out.push(
      f.isAvailable
        ? sql<SqlBool>`stock_line.available_number_of_packs > 0`
        : sql<SqlBool>`stock_line.available_number_of_packs <= 0`,
    );
  }
  if (f.hasPacksInStore ?? true) out.push(sql<SqlBool>`stock_line.total_number_of_packs > 0`);
  return out;
}

/** The tables besides stock_line that a sort key reads. */
const SORT_TABLE: Partial<Record<StockLineSortKey, 'item' | 'location' | 'vvm_status'>> = {
  itemCode: 'item',
  itemName: 'item',
  locationCode: 'location',
  vvmStatus: 'vvm_status',
};

/** Rows read per query for a page (see listStockLines). */
const ROWS_PER_READ = 200;

function rowsOfIds(db: Kysely<DB>, ids: readonly string[]) {
  return db.selectFrom('stock_line').where('stock_line.id', 'in', ids).selectAll().execute();
}

// The page is chosen on stock lines alone (joined only to what the sort or the filter reads),
// then the chosen rows are read by id; their item, location, VVM status and parties are
// linked nodes, read in one batch per kind by the request's loaders. Sorting every line of a
// store with five joins' columns took a 10,000-line store 35 ms of SQLite's single thread per
// page, during which no other request was answered.
function narrowLines(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: StockLineFilter,
  order: readonly Sort<StockLineSortKey>[],
  withItem: boolean,
) {
  const needs = new Set(order.map((s) => SORT_TABLE[s.key]));
  // A stock line always has its item (foreign key): joining it filters nothing.
  return db
    .selectFrom('stock_line')
    .$if(withItem || needs.has('item'), (q) => q.innerJoin('item', 'item.id', 'stock_line.item_id'))
    .$if(needs.has('location'), (q) =>
      q.leftJoin('location', 'location.id', 'stock_line.location_id'),
    )
    .$if(needs.has('vvm_status'), (q) =>
      q.leftJoin('vvm_status', 'vvm_status.id', 'stock_line.vvm_status_id'),
    )
    .where((eb) => allOf(eb, conditions(dialect, storeId, filter)));
}

const orderOf = (sort: readonly Sort<StockLineSortKey>[]): readonly Sort<StockLineSortKey>[] =>
  sort.length > 0 ? sort : [{ key: 'itemName', desc: false }];

/** The ids of the store's lines matching the filter, in the list's order (every row: page it). */
export function stockLineIdsQuery(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: StockLineFilter,
  sort: readonly Sort<StockLineSortKey>[],
) {
  const order = orderOf(sort);
  const readsItem = filter.itemCodeOrName?.equalTo != null;
  let ids = narrowLines(db, dialect, storeId, filter, order, readsItem).select('stock_line.id');
  for (const s of order) {
    const column = sql.ref(SORT_COLUMN[s.key]);
    // Lines without a value (no expiry, no location) sort last either way.
    ids = ids.orderBy(sql`${column} is null`).orderBy(column, s.desc ? 'desc' : 'asc');
  }
  return ids.orderBy('stock_line.id');
}

export async function listStockLines(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: StockLineFilter,
  page: Page,
  sort: readonly Sort<StockLineSortKey>[],
): Promise<Connection<StockLine>> {
  const ids = stockLineIdsQuery(db, dialect, storeId, filter, sort)
    .limit(page.first)
    .offset(page.offset);
  const readsItem = filter.itemCodeOrName?.equalTo != null;
  const counted = narrowLines(db, dialect, storeId, filter, [], readsItem);
  const [idRows, count] = await Promise.all([
    ids.execute(),
    counted.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  const pageIds = idRows.map((r) => r.id);
  // The rows of the page by chunks of its ids, each chunk its own query (and so its own turn at
  // SQLite, db/sqlite-turns.ts): a page of 1,000 joined rows read at once held every other
  // request for the whole read.
  const rows = (
    await Promise.all(chunks(pageIds, ROWS_PER_READ).map((chunk) => rowsOfIds(db, chunk)))
  ).flat();
  const position = new Map(pageIds.map((id, i) => [id, i]));
  rows.sort((a, b) => (position.get(a.id) ?? 0) - (position.get(b.id) ?? 0));
  return { totalCount: Number(count.n), nodes: rows.map(toStockLine) };
}
