// A stocktake's lines as the page shows them (issue 12 item 7): a page of lines, or a page of
// items with their lines' figures (group by item), filtered and sorted in SQL, and the figures
// of the footer and the filter chips in one aggregate. A 10,000-line stocktake is never read
// whole to show its first screen.
import { STOCKTAKE_TOLERANCE } from '@dawa/domain';
import { sql, type Expression, type Kysely, type SqlBool } from 'kysely';
import type { Connection, EqualFilter, Page, Sort, StringFilter } from '../../common/list';
import type { DialectName } from '../../db/connection';
import { allOf, equalConditions, likeCondition } from '../../db/filters';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import { toStocktakeLine } from './stocktake.repository';
import type { Stocktake, StocktakeLineRow } from './stocktake.types';

export interface StocktakeLineFilter {
  id?: EqualFilter | null;
  itemId?: EqualFilter | null;
  locationId?: EqualFilter | null;
  /** The item's code or name. */
  item?: StringFilter | null;
  /** true: counted; false: not counted yet. */
  counted?: boolean | null;
  /** Counted, and the count differs from the snapshot. */
  hasDifference?: boolean | null;
  /** Counted, and its batch no longer holds the snapshot (never on a finalised stocktake). */
  hasSnapshotMismatch?: boolean | null;
}

export const STOCKTAKE_LINE_SORT_KEYS = [
  'itemName',
  'itemCode',
  'batch',
  'expiryDate',
  'location',
  'snapshotNumberOfPacks',
  'countedNumberOfPacks',
  'difference',
] as const;
export type StocktakeLineSortKey = (typeof STOCKTAKE_LINE_SORT_KEYS)[number];

/** An item of a stocktake with the figures of its lines that the filter keeps. */
export interface StocktakeItemGroup {
  itemId: string;
  itemCode: string;
  itemName: string;
  lineCount: number;
  countedLineCount: number;
  /** Units counted: packs counted times pack size (an uncounted line counts nothing). */
  countedUnits: number;
}

export interface StocktakeLineFigures {
  lineCount: number;
  countedLineCount: number;
  withDifferenceLineCount: number;
  mismatchedLineCount: number;
  countedUnits: number;
}

const TOLERANCE = STOCKTAKE_TOLERANCE;
const counted = sql<SqlBool>`l.counted_number_of_packs is not null`;
const differs = sql<SqlBool>`(l.counted_number_of_packs is not null and abs(l.counted_number_of_packs - l.snapshot_number_of_packs) > ${TOLERANCE})`;
/** domain isSnapshotMismatch in SQL: a counted line whose batch (still there) holds another
 * total than its snapshot; a finalised stocktake's counts are history, never a mismatch. */
const mismatchOf = (s: Stocktake) =>
  s.status === 'FINALISED'
    ? sql<SqlBool>`1 = 0`
    : sql<SqlBool>`(l.counted_number_of_packs is not null and s.id is not null and abs(s.total_number_of_packs - l.snapshot_number_of_packs) > ${TOLERANCE})`;
const not = (e: Expression<SqlBool>) => sql<SqlBool>`not ${e}`;

function conditions(
  dialect: DialectName,
  stocktake: Stocktake,
  f: StocktakeLineFilter,
): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [
    ...equalConditions(sql.ref('l.id'), f.id),
    ...equalConditions(sql.ref('l.item_id'), f.itemId),
    ...equalConditions(sql.ref('l.location_id'), f.locationId),
  ];
  if (f.item?.equalTo != null)
    out.push(sql<SqlBool>`(item.code = ${f.item.equalTo} or item.name = ${f.item.equalTo})`);
  if (f.item?.like != null && f.item.like !== '')
    out.push(
      sql<SqlBool>`(${likeCondition(dialect, sql.ref('item.code'), f.item.like)} or ${likeCondition(dialect, sql.ref('item.name'), f.item.like)})`,
    );
  if (f.counted != null) out.push(f.counted ? counted : not(counted));
  if (f.hasDifference != null) out.push(f.hasDifference ? differs : not(differs));
  if (f.hasSnapshotMismatch != null) {
    const mismatch = mismatchOf(stocktake);
    out.push(f.hasSnapshotMismatch ? mismatch : not(mismatch));
  }
  return out;
}

/** The stocktake's lines the filter keeps, with their item, location and batch joined. */
function filtered(
  db: Kysely<DB> | Tx,
  dialect: DialectName,
  stocktake: Stocktake,
  f: StocktakeLineFilter,
) {
  return db
    .selectFrom('stocktake_line as l')
    .innerJoin('item', 'item.id', 'l.item_id')
    .leftJoin('stock_line as s', 's.id', 'l.stock_line_id')
    .leftJoin('location as loc', 'loc.id', 'l.location_id')
    .where('l.stocktake_id', '=', stocktake.id)
    .where((eb) => allOf(eb, conditions(dialect, stocktake, f)));
}

const SORT_COLUMN: Record<StocktakeLineSortKey, { expr: Expression<unknown>; nullable: boolean }> =
  {
    itemName: { expr: sql.ref('item.name'), nullable: false },
    itemCode: { expr: sql.ref('item.code'), nullable: false },
    batch: { expr: sql.ref('l.batch'), nullable: true },
    expiryDate: { expr: sql.ref('l.expiry_date'), nullable: true },
    location: { expr: sql.ref('loc.code'), nullable: true },
    snapshotNumberOfPacks: { expr: sql.ref('l.snapshot_number_of_packs'), nullable: false },
    countedNumberOfPacks: { expr: sql.ref('l.counted_number_of_packs'), nullable: true },
    difference: {
      expr: sql`(l.counted_number_of_packs - l.snapshot_number_of_packs)`,
      nullable: true,
    },
  };

const numOrNull = (v: unknown): number | null => (v === null ? null : Number(v));

/** A page of the lines the filter keeps, in the order asked (empty values last), then by item
 * name, expiry and batch as the whole stocktake reads. */
export async function readLinePage(
  db: Kysely<DB>,
  dialect: DialectName,
  stocktake: Stocktake,
  filter: StocktakeLineFilter,
  page: Page,
  sort: readonly Sort<StocktakeLineSortKey>[],
): Promise<Connection<StocktakeLineRow>> {
  const base = filtered(db, dialect, stocktake, filter);
  let rows = base
    .selectAll('l')
    .select([
      'item.name as item_name',
      'item.code as item_code',
      'item.is_vaccine',
      's.total_number_of_packs as current_total',
      's.available_number_of_packs as current_available',
    ]);
  for (const s of sort) {
    const column = SORT_COLUMN[s.key];
    if (column.nullable) rows = rows.orderBy(sql`${column.expr} is null`);
    rows = rows.orderBy(column.expr, s.desc ? 'desc' : 'asc');
  }
  rows = rows
    .orderBy('item.name')
    .orderBy('l.item_id')
    .orderBy(sql`l.expiry_date is null`)
    .orderBy('l.expiry_date')
    .orderBy('l.batch')
    .orderBy('l.id');
  const [found, count] = await Promise.all([
    rows.limit(page.first).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    nodes: found.map((r) => ({
      ...toStocktakeLine(r),
      itemName: r.item_name,
      itemCode: r.item_code,
      isVaccine: Boolean(r.is_vaccine),
      currentTotalNumberOfPacks: numOrNull(r.current_total),
      currentAvailableNumberOfPacks: numOrNull(r.current_available),
    })),
  };
}

const units = sql<number>`coalesce(sum(coalesce(l.counted_number_of_packs, 0) * l.pack_size), 0)`;

/** A page of the items whose lines the filter keeps, each with those lines' figures: a group is
 * always whole, whatever the page, since its figures are summed by the database. By item name
 * (or code), then id. */
export async function readItemGroups(
  db: Kysely<DB>,
  dialect: DialectName,
  stocktake: Stocktake,
  filter: StocktakeLineFilter,
  page: Page,
  sort: readonly Sort<StocktakeLineSortKey>[],
): Promise<Connection<StocktakeItemGroup>> {
  const base = filtered(db, dialect, stocktake, filter);
  const first = sort[0];
  const byCode = first?.key === 'itemCode';
  const direction = first?.desc ? 'desc' : 'asc';
  const rows = base
    .select((eb) => [
      'l.item_id',
      'item.code',
      'item.name',
      eb.fn.countAll<number>().as('lines'),
      eb.fn.count<number>('l.counted_number_of_packs').as('counted'),
      units.as('units'),
    ])
    .groupBy(['l.item_id', 'item.code', 'item.name'])
    .orderBy(byCode ? 'item.code' : 'item.name', direction)
    .orderBy('l.item_id', direction)
    .limit(page.first)
    .offset(page.offset);
  const [found, count] = await Promise.all([
    rows.execute(),
    base.select(sql<number>`count(distinct l.item_id)`.as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    nodes: found.map((r) => ({
      itemId: r.item_id,
      itemCode: r.code,
      itemName: r.name,
      lineCount: Number(r.lines),
      countedLineCount: Number(r.counted),
      countedUnits: Number(r.units),
    })),
  };
}

/** Lines, counted, with a difference, mismatched and units counted, of the lines the filter
 * keeps, in one query. */
export async function readLineFigures(
  db: Kysely<DB>,
  dialect: DialectName,
  stocktake: Stocktake,
  filter: StocktakeLineFilter,
): Promise<StocktakeLineFigures> {
  const r = await filtered(db, dialect, stocktake, filter)
    .select((eb) => [
      eb.fn.countAll<number>().as('lines'),
      eb.fn.count<number>('l.counted_number_of_packs').as('counted'),
      sql<number>`coalesce(sum(case when ${differs} then 1 else 0 end), 0)`.as('differ'),
      sql<number>`coalesce(sum(case when ${mismatchOf(stocktake)} then 1 else 0 end), 0)`.as(
        'mismatched',
      ),
      units.as('units'),
    ])
    .executeTakeFirstOrThrow();
  return {
    lineCount: Number(r.lines),
    countedLineCount: Number(r.counted),
    withDifferenceLineCount: Number(r.differ),
    mismatchedLineCount: Number(r.mismatched),
    countedUnits: Number(r.units),
  };
}

/** The ids and snapshots of the lines the filter keeps (a bulk change by filter). */
export async function matchingLines(
  trx: Tx,
  dialect: DialectName,
  stocktake: Stocktake,
  filter: StocktakeLineFilter,
): Promise<{ id: string; snapshotNumberOfPacks: number }[]> {
  const rows = await filtered(trx, dialect, stocktake, filter)
    .select(['l.id', 'l.snapshot_number_of_packs'])
    .execute();
  return rows.map((r) => ({ id: r.id, snapshotNumberOfPacks: Number(r.snapshot_number_of_packs) }));
}
