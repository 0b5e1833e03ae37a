// Stocktakes and their lines: the writes (each with its changelog row, lines in multi-row
// statements) and the reads a service makes inside its transaction: the lock, the lines to
// finalise, and the set-based reads that generate a new stocktake's lines (one query per kind,
// never one per item: DOCUMENTS.md 11 "stocktake line generation is per item").
import type { StocktakeStatus } from '@dawa/domain';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { appendChangelog, SYNCED_TABLES } from '../../db/changelog';
import { chunks, rowsPerInsert } from '../../db/chunks';
import type { DialectName } from '../../db/connection';
import type { DB, StocktakeLineTable, StocktakeTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import { nextNumber } from '../invoices/invoice.repository';
import type { Stocktake, StocktakeLine, StocktakeLineRow } from './stocktake.types';

export const STOCKTAKE_COUNTER = 'stocktake';

const numOrNull = (v: unknown): number | null => (v === null ? null : Number(v));

export const toStocktake = (r: Selectable<StocktakeTable>): Stocktake => ({
  id: r.id,
  storeId: r.store_id,
  stocktakeNumber: Number(r.stocktake_number),
  status: r.status as StocktakeStatus,
  description: r.description,
  comment: r.comment,
  stocktakeDate: r.stocktake_date,
  onHold: Boolean(r.on_hold),
  isLocked: Boolean(r.is_locked),
  isInitial: Boolean(r.is_initial),
  createdDatetime: r.created_datetime,
  finalisedDatetime: r.finalised_datetime,
  userId: r.user_id,
  inventoryAdditionId: r.inventory_addition_id,
  inventoryReductionId: r.inventory_reduction_id,
});

export const toStocktakeLine = (r: Selectable<StocktakeLineTable>): StocktakeLine => ({
  id: r.id,
  stocktakeId: r.stocktake_id,
  stockLineId: r.stock_line_id,
  itemId: r.item_id,
  locationId: r.location_id,
  batch: r.batch,
  expiryDate: r.expiry_date,
  packSize: Number(r.pack_size),
  costPricePerPack: Number(r.cost_price_per_pack),
  sellPricePerPack: Number(r.sell_price_per_pack),
  snapshotNumberOfPacks: Number(r.snapshot_number_of_packs),
  countedNumberOfPacks: numOrNull(r.counted_number_of_packs),
  reasonOptionId: r.reason_option_id,
  note: r.note,
  comment: r.comment,
  vvmStatusId: r.vvm_status_id,
  donorId: r.donor_id,
  supplierId: r.supplier_id,
  itemVariantId: r.item_variant_id,
});

const lineRow = (l: StocktakeLine) => ({
  id: l.id,
  stocktake_id: l.stocktakeId,
  stock_line_id: l.stockLineId,
  item_id: l.itemId,
  location_id: l.locationId,
  batch: l.batch,
  expiry_date: l.expiryDate,
  pack_size: l.packSize,
  cost_price_per_pack: l.costPricePerPack,
  sell_price_per_pack: l.sellPricePerPack,
  snapshot_number_of_packs: l.snapshotNumberOfPacks,
  counted_number_of_packs: l.countedNumberOfPacks,
  reason_option_id: l.reasonOptionId,
  note: l.note,
  comment: l.comment,
  vvm_status_id: l.vvmStatusId,
  donor_id: l.donorId,
  supplier_id: l.supplierId,
  item_variant_id: l.itemVariantId,
});

const headerRow = (s: Stocktake) => ({
  status: s.status,
  description: s.description,
  comment: s.comment,
  stocktake_date: s.stocktakeDate,
  on_hold: s.onHold,
  is_locked: s.isLocked,
  is_initial: s.isInitial,
  finalised_datetime: s.finalisedDatetime,
  user_id: s.userId,
  inventory_addition_id: s.inventoryAdditionId,
  inventory_reduction_id: s.inventoryReductionId,
});

/** The store's stocktake, locked for change (PostgreSQL: FOR UPDATE; SQLite's write transaction
 * holds the database). Every operation on a stocktake takes this lock first, then its stock
 * lines, then writes. */
export async function lockStocktake(
  trx: Tx,
  dialect: DialectName,
  storeId: string,
  id: string,
): Promise<Stocktake | undefined> {
  let query = trx
    .selectFrom('stocktake')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toStocktake(row);
}

/** Whether the store has a stocktake other than `except`. */
export async function storeHasStocktake(
  trx: Tx,
  storeId: string,
  except: string,
): Promise<boolean> {
  const row = await trx
    .selectFrom('stocktake')
    .select('id')
    .where('store_id', '=', storeId)
    .where('id', '<>', except)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Inserts a stocktake under the store's next stocktake number; answers it. */
export async function insertStocktake(
  trx: Tx,
  s: Omit<Stocktake, 'stocktakeNumber'>,
  now: Date,
): Promise<Stocktake> {
  const stocktakeNumber = await nextNumber(trx, s.storeId, STOCKTAKE_COUNTER);
  const stocktake = { ...s, stocktakeNumber };
  await trx
    .insertInto('stocktake')
    .values({
      id: s.id,
      store_id: s.storeId,
      stocktake_number: stocktakeNumber,
      created_datetime: s.createdDatetime,
      ...headerRow(stocktake),
    })
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'stocktake', recordId: s.id, action: 'UPSERT', storeId: s.storeId }],
    now,
  );
  return stocktake;
}

export async function saveStocktake(trx: Tx, s: Stocktake, now: Date): Promise<void> {
  await trx
    .updateTable('stocktake')
    .set(headerRow(s))
    .where('id', '=', s.id)
    .where('store_id', '=', s.storeId)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'stocktake', recordId: s.id, action: 'UPSERT', storeId: s.storeId }],
    now,
  );
}

/** Deletes a stocktake and all its lines. */
export async function deleteStocktakeRow(trx: Tx, s: Stocktake, now: Date): Promise<void> {
  const ids = (
    await trx.selectFrom('stocktake_line').select('id').where('stocktake_id', '=', s.id).execute()
  ).map((r) => r.id);
  await deleteStocktakeLines(trx, s.storeId, ids, now);
  await trx
    .deleteFrom('stocktake')
    .where('id', '=', s.id)
    .where('store_id', '=', s.storeId)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'stocktake', recordId: s.id, action: 'DELETE', storeId: s.storeId }],
    now,
  );
}

/** Lines of one stocktake of `storeId`, in multi-row statements. */
export async function insertStocktakeLines(
  trx: Tx,
  storeId: string,
  lines: readonly StocktakeLine[],
  now: Date,
): Promise<void> {
  for (const part of chunks(lines, rowsPerInsert(19)))
    await trx.insertInto('stocktake_line').values(part.map(lineRow)).execute();
  await appendChangelog(trx, lines.map(lineEntry(storeId, 'UPSERT')), now);
}

const lineEntry = (storeId: string, action: 'UPSERT' | 'DELETE') => (l: { id: string }) => ({
  tableName: 'stocktake_line' as const,
  recordId: l.id,
  action,
  storeId,
});

/** Writes lines as given (the caller changed what it may). Many lines (a bulk count, every
 * mismatch settled) are written as rows replaced a thousand and more per statement rather than
 * one update each; nothing refers to a stocktake line, and the changelog records an upsert. */
export async function saveStocktakeLines(
  trx: Tx,
  storeId: string,
  lines: readonly StocktakeLine[],
  now: Date,
): Promise<void> {
  if (lines.length <= 20) {
    for (const line of lines) {
      const { id: _id, stocktake_id: _stocktake, ...values } = lineRow(line);
      await trx.updateTable('stocktake_line').set(values).where('id', '=', line.id).execute();
    }
  } else {
    for (const part of chunks(lines, rowsPerInsert(19))) {
      await trx
        .deleteFrom('stocktake_line')
        .where(
          'id',
          'in',
          part.map((l) => l.id),
        )
        .execute();
      await trx.insertInto('stocktake_line').values(part.map(lineRow)).execute();
    }
  }
  await appendChangelog(trx, lines.map(lineEntry(storeId, 'UPSERT')), now);
}

export async function deleteStocktakeLines(
  trx: Tx,
  storeId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  for (const part of chunks(ids, 1000))
    await trx.deleteFrom('stocktake_line').where('id', 'in', part).execute();
  await appendChangelog(
    trx,
    ids.map((id) => lineEntry(storeId, 'DELETE')({ id })),
    now,
  );
}

/** Lines of a stocktake with their item and what their batch holds now: all of them, or those
 * of the ids given (a thousand per statement). By item name, then expiry and batch. */
export async function readStocktakeLines(
  db: Kysely<DB>,
  stocktakeId: string,
  ids?: readonly string[],
  only: { counted?: boolean } = {},
): Promise<StocktakeLineRow[]> {
  const read = (part?: readonly string[]) =>
    db
      .selectFrom('stocktake_line as l')
      .innerJoin('item', 'item.id', 'l.item_id')
      .leftJoin('stock_line as s', 's.id', 'l.stock_line_id')
      .selectAll('l')
      .select([
        'item.name as item_name',
        'item.code as item_code',
        'item.is_vaccine',
        's.total_number_of_packs as current_total',
        's.available_number_of_packs as current_available',
      ])
      .where('l.stocktake_id', '=', stocktakeId)
      .$if(part !== undefined, (q) => q.where('l.id', 'in', [...(part ?? [])]))
      .$if(only.counted === true, (q) => q.where('l.counted_number_of_packs', 'is not', null))
      .orderBy('item.name')
      .orderBy('l.item_id')
      .orderBy(sql`l.expiry_date is null`)
      .orderBy('l.expiry_date')
      .orderBy('l.batch')
      .orderBy('l.id')
      .execute();
  const rows = [];
  if (ids === undefined) rows.push(...(await read()));
  else for (const part of chunks(ids, 1000)) if (part.length) rows.push(...(await read(part)));
  return rows.map((r) => ({
    ...toStocktakeLine(r),
    itemName: r.item_name,
    itemCode: r.item_code,
    isVaccine: Boolean(r.is_vaccine),
    currentTotalNumberOfPacks: numOrNull(r.current_total),
    currentAvailableNumberOfPacks: numOrNull(r.current_available),
  }));
}

/** Which of these stock lines are on the stocktake already (by stock line id: its line's id). */
export async function stockLinesOnStocktake(
  db: Kysely<DB>,
  stocktakeId: string,
  stockLineIds: readonly string[],
): Promise<Map<string, string>> {
  const out = new Map<string, string>();
  for (const part of chunks([...new Set(stockLineIds)], 1000)) {
    const rows = await db
      .selectFrom('stocktake_line')
      .select(['id', 'stock_line_id'])
      .where('stocktake_id', '=', stocktakeId)
      .where('stock_line_id', 'in', part)
      .execute();
    for (const r of rows) if (r.stock_line_id) out.set(r.stock_line_id, r.id);
  }
  return out;
}

/** What a generated line copies from its batch or item. */
export interface BatchSource {
  stockLineId: string | null;
  itemId: string;
  itemName: string;
  locationId: string | null;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  totalNumberOfPacks: number;
  note: string | null;
  vvmStatusId: string | null;
  donorId: string | null;
  supplierId: string | null;
}

export interface BatchFilter {
  /** Batches of the items on this list. */
  masterListId?: string | null;
  locationId?: string | null;
  vvmStatusId?: string | null;
  /** Expiring on or before this day. */
  expiresBefore?: string | null;
}

/** The store's batches holding stock (total > 0, DOCUMENTS.md 9.1), filtered, in one query. */
export async function batchesWithStock(
  trx: Tx,
  storeId: string,
  f: BatchFilter,
): Promise<BatchSource[]> {
  const rows = await trx
    .selectFrom('stock_line as s')
    .innerJoin('item', 'item.id', 's.item_id')
    .select([
      's.id',
      's.item_id',
      'item.name as item_name',
      's.location_id',
      's.batch',
      's.expiry_date',
      's.pack_size',
      's.cost_price_per_pack',
      's.sell_price_per_pack',
      's.total_number_of_packs',
      's.note',
      's.vvm_status_id',
      's.donor_id',
      's.supplier_id',
    ])
    .where('s.store_id', '=', storeId)
    .where('s.total_number_of_packs', '>', 0)
    .$if(Boolean(f.masterListId), (q) =>
      q.where('s.item_id', 'in', (eb) =>
        eb
          .selectFrom('master_list_line')
          .select('item_id')
          .where('master_list_id', '=', f.masterListId ?? ''),
      ),
    )
    .$if(Boolean(f.locationId), (q) => q.where('s.location_id', '=', f.locationId ?? ''))
    .$if(Boolean(f.vvmStatusId), (q) => q.where('s.vvm_status_id', '=', f.vvmStatusId ?? ''))
    .$if(Boolean(f.expiresBefore), (q) =>
      q.where('s.expiry_date', '<=', f.expiresBefore ?? '').where('s.expiry_date', 'is not', null),
    )
    .execute();
  return rows.map((r) => ({
    stockLineId: r.id,
    itemId: r.item_id,
    itemName: r.item_name,
    locationId: r.location_id,
    batch: r.batch,
    expiryDate: r.expiry_date,
    packSize: Number(r.pack_size),
    costPricePerPack: Number(r.cost_price_per_pack),
    sellPricePerPack: Number(r.sell_price_per_pack),
    totalNumberOfPacks: Number(r.total_number_of_packs),
    note: r.note,
    vvmStatusId: r.vvm_status_id,
    donorId: r.donor_id,
    supplierId: r.supplier_id,
  }));
}

export interface ItemSource {
  id: string;
  name: string;
  defaultPackSize: number;
}

/** The active stock items the store sees (through a master list joined to its name), or those
 * of one list, in one query. */
export async function visibleStockItems(
  trx: Tx,
  storeId: string,
  masterListId?: string | null,
): Promise<ItemSource[]> {
  const rows = await trx
    .selectFrom('item')
    .select(['item.id', 'item.name', 'item.default_pack_size'])
    .where('item.type', '=', 'STOCK')
    .where('item.is_active', '=', true)
    .where(
      sql<SqlBool>`exists (select 1 from master_list_line l
        join master_list_name_join j on j.master_list_id = l.master_list_id
        join store st on st.name_id = j.name_id where l.item_id = item.id and st.id = ${storeId})`,
    )
    .$if(Boolean(masterListId), (q) =>
      q.where('item.id', 'in', (eb) =>
        eb
          .selectFrom('master_list_line')
          .select('item_id')
          .where('master_list_id', '=', masterListId ?? ''),
      ),
    )
    .execute();
  return rows.map((r) => ({
    id: r.id,
    name: r.name,
    defaultPackSize: Number(r.default_pack_size),
  }));
}

/** Whether an active master list is joined to the store's name (the store sees it). */
export async function isMasterListOfStore(
  db: Kysely<DB>,
  storeId: string,
  masterListId: string,
): Promise<boolean> {
  const row = await db
    .selectFrom('master_list as ml')
    .innerJoin('master_list_name_join as j', 'j.master_list_id', 'ml.id')
    .innerJoin('store', 'store.name_id', 'j.name_id')
    .select('ml.id')
    .where('ml.id', '=', masterListId)
    .where('ml.is_active', '=', true)
    .where('store.id', '=', storeId)
    .executeTakeFirst();
  return row !== undefined;
}

/** Which of these ids a record of any synced kind already holds (one query per thousand). */
export async function idsTaken(db: Kysely<DB>, ids: readonly string[]): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks([...new Set(ids)], 1000)) {
    if (part.length === 0) continue;
    const selects = SYNCED_TABLES.map(
      (t) => sql<{ id: string }>`select id from ${sql.table(t)} where id in (${sql.join(part)})`,
    );
    const rows = await sql<{ id: string }>`${sql.join(selects, sql` union all `)}`.execute(db);
    for (const r of rows.rows) out.add(r.id);
  }
  return out;
}

export interface LineItem {
  id: string;
  type: string;
  isVaccine: boolean;
  defaultPackSize: number;
}

/** Items by id (central data), with what a line needs of them. */
export async function itemsByIds(
  db: Kysely<DB>,
  ids: readonly string[],
): Promise<Map<string, LineItem>> {
  const out = new Map<string, LineItem>();
  for (const part of chunks([...new Set(ids)], 1000)) {
    if (part.length === 0) continue;
    const rows = await db
      .selectFrom('item')
      .select(['id', 'type', 'is_vaccine', 'default_pack_size'])
      .where('id', 'in', part)
      .execute();
    for (const r of rows)
      out.set(r.id, {
        id: r.id,
        type: r.type,
        isVaccine: Boolean(r.is_vaccine),
        defaultPackSize: Number(r.default_pack_size),
      });
  }
  return out;
}

/** The ids of a stocktake's uncounted lines, and how many lines it has. */
export async function uncountedLines(
  db: Kysely<DB>,
  stocktakeId: string,
): Promise<{ uncountedIds: string[]; lineCount: number }> {
  const rows = await db
    .selectFrom('stocktake_line')
    .select(['id', 'counted_number_of_packs'])
    .where('stocktake_id', '=', stocktakeId)
    .execute();
  return {
    uncountedIds: rows.filter((r) => r.counted_number_of_packs === null).map((r) => r.id),
    lineCount: rows.length,
  };
}
