// Reads of a store's stocktakes the API answers: the list (filtered, sorted by spec 001 section
// 3.1's stocktake sort fields, paged) and one stocktake with its lines.
import type { StocktakeSortKey } from '@dawa/domain';
import { sql, type Kysely, type SqlBool } from 'kysely';
import type {
  Connection,
  EqualFilter,
  Page,
  RangeFilter,
  Sort,
  StringFilter,
} from '../../common/list';
import type { DialectName } from '../../db/connection';
import { allOf, equalConditions, rangeConditions, stringConditions } from '../../db/filters';
import type { DB } from '../../db/tables';
import { toStocktake } from './stocktake.repository';
import type { Stocktake } from './stocktake.types';

export { readStocktakeLines } from './stocktake.repository';

const SORT_COLUMN: Record<StocktakeSortKey, string> = {
  stocktakeNumber: 'stocktake_number',
  stocktakeDate: 'stocktake_date',
  description: 'description',
  comment: 'comment',
  createdDatetime: 'created_datetime',
  finalisedDatetime: 'finalised_datetime',
};
const NEVER_NULL: ReadonlySet<StocktakeSortKey> = new Set(['stocktakeNumber', 'createdDatetime']);

export interface StocktakeFilter {
  id?: EqualFilter | null;
  status?: EqualFilter | null;
  stocktakeNumber?: RangeFilter<number> | null;
  description?: StringFilter | null;
  comment?: StringFilter | null;
  stocktakeDate?: RangeFilter<string> | null;
  createdDatetime?: RangeFilter<string> | null;
  finalisedDatetime?: RangeFilter<string> | null;
  onHold?: boolean | null;
  isLocked?: boolean | null;
}

export async function listStocktakes(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: StocktakeFilter,
  page: Page,
  sort: readonly Sort<StocktakeSortKey>[],
): Promise<Connection<Stocktake>> {
  const bool = (v: boolean) => (dialect === 'sqlite' ? Number(v) : v);
  const base = db
    .selectFrom('stocktake')
    .where('store_id', '=', storeId)
    .where((eb) =>
      allOf(eb, [
        ...equalConditions(sql.ref('id'), filter.id),
        ...equalConditions(sql.ref('status'), filter.status),
        ...rangeConditions(sql.ref('stocktake_number'), filter.stocktakeNumber),
        ...stringConditions(dialect, sql.ref('description'), filter.description),
        ...stringConditions(dialect, sql.ref('comment'), filter.comment),
        ...rangeConditions(sql.ref('stocktake_date'), filter.stocktakeDate),
        ...rangeConditions(sql.ref('created_datetime'), filter.createdDatetime),
        ...rangeConditions(sql.ref('finalised_datetime'), filter.finalisedDatetime),
        ...(filter.onHold != null ? [sql<SqlBool>`on_hold = ${bool(filter.onHold)}`] : []),
        ...(filter.isLocked != null ? [sql<SqlBool>`is_locked = ${bool(filter.isLocked)}`] : []),
      ]),
    );
  const order = sort.length > 0 ? sort : [{ key: 'stocktakeNumber' as const, desc: true }];
  let rows = base.selectAll();
  for (const s of order) {
    const column = sql.ref(SORT_COLUMN[s.key]);
    if (!NEVER_NULL.has(s.key)) rows = rows.orderBy(sql`${column} is null`);
    rows = rows.orderBy(column, s.desc ? 'desc' : 'asc');
  }
  // A number is one stocktake of the store: the tie-break of every other order.
  if (order[order.length - 1]?.key !== 'stocktakeNumber')
    rows = rows.orderBy('stocktake_number', 'desc');
  const [found, count] = await Promise.all([
    rows.limit(page.first).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return { totalCount: Number(count.n), nodes: found.map(toStocktake) };
}

/** A stocktake of the store, or undefined (another store's is not found). */
export async function findStocktake(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<Stocktake | undefined> {
  const row = await db
    .selectFrom('stocktake')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row && toStocktake(row);
}

/** How many lines each stocktake has, and how many are counted, in one query. */
export async function lineCounts(
  db: Kysely<DB>,
  stocktakeIds: readonly string[],
): Promise<Map<string, { lines: number; counted: number }>> {
  const out = new Map(stocktakeIds.map((id) => [id, { lines: 0, counted: 0 }]));
  if (stocktakeIds.length === 0) return out;
  const rows = await db
    .selectFrom('stocktake_line')
    .select((eb) => [
      'stocktake_id',
      eb.fn.countAll<number>().as('lines'),
      eb.fn.count<number>('counted_number_of_packs').as('counted'),
    ])
    .where('stocktake_id', 'in', [...stocktakeIds])
    .groupBy('stocktake_id')
    .execute();
  for (const r of rows)
    out.set(r.stocktake_id, { lines: Number(r.lines), counted: Number(r.counted) });
  return out;
}
