import { sql, type Kysely, type Selectable } from 'kysely';
import type { DialectName } from '../../db/connection';
import { appendChangelog } from '../../db/changelog';
import { chunks, rowsPerInsert } from '../../db/chunks';
import type { DB, StockLineTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import type { StockLine } from './stock-line.types';

export const toStockLine = (r: Selectable<StockLineTable>): StockLine => ({
  id: r.id,
  storeId: r.store_id,
  itemId: r.item_id,
  batch: r.batch,
  expiryDate: r.expiry_date,
  packSize: r.pack_size,
  availableNumberOfPacks: r.available_number_of_packs,
  totalNumberOfPacks: r.total_number_of_packs,
  costPricePerPack: r.cost_price_per_pack,
  sellPricePerPack: r.sell_price_per_pack,
  locationId: r.location_id,
  onHold: Boolean(r.on_hold),
  donorId: r.donor_id,
  supplierId: r.supplier_id,
  vvmStatusId: r.vvm_status_id,
  barcode: r.barcode,
  note: r.note,
  createdDatetime: r.created_datetime,
});

export async function findStockLine(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<StockLine | undefined> {
  const row = await db
    .selectFrom('stock_line')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row ? toStockLine(row) : undefined;
}

/** Any store's stock line with this id (ids are global). */
export async function findStockLineById(
  db: Kysely<DB>,
  id: string,
): Promise<StockLine | undefined> {
  const row = await db.selectFrom('stock_line').selectAll().where('id', '=', id).executeTakeFirst();
  return row ? toStockLine(row) : undefined;
}

/** Reads stock lines for change. On PostgreSQL the rows stay locked until the
 * transaction ends (SELECT ... FOR UPDATE); SQLite's write transactions already hold
 * the database's write lock (BEGIN IMMEDIATE). Ordered by id, so two writers lock in
 * the same order and cannot deadlock. */
export async function lockStockLines(
  trx: Tx,
  dialect: DialectName,
  storeId: string,
  ids: readonly string[],
): Promise<Map<string, StockLine>> {
  if (ids.length === 0) return new Map();
  let query = trx
    .selectFrom('stock_line')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('id', 'in', [...ids])
    .orderBy('id');
  if (dialect === 'postgres') query = query.forUpdate();
  const rows = await query.execute();
  return new Map(rows.map((r) => [r.id, toStockLine(r)]));
}

const toRow = (line: StockLine) => ({
  id: line.id,
  store_id: line.storeId,
  item_id: line.itemId,
  batch: line.batch,
  expiry_date: line.expiryDate,
  pack_size: line.packSize,
  available_number_of_packs: line.availableNumberOfPacks,
  total_number_of_packs: line.totalNumberOfPacks,
  cost_price_per_pack: line.costPricePerPack,
  sell_price_per_pack: line.sellPricePerPack,
  location_id: line.locationId,
  on_hold: line.onHold,
  donor_id: line.donorId,
  supplier_id: line.supplierId,
  vvm_status_id: line.vvmStatusId,
  barcode: line.barcode,
  note: line.note,
  created_datetime: line.createdDatetime,
});

/** Inserts many stock lines in multi-row statements, with their changelog rows. Their
 * packs must agree with the ledger rows written beside them (generated data). */
export async function insertStockLinesBulk(
  trx: Tx,
  lines: readonly StockLine[],
  now: Date,
): Promise<void> {
  for (const chunk of chunks(lines, rowsPerInsert(18))) {
    await trx.insertInto('stock_line').values(chunk.map(toRow)).execute();
  }
  await appendChangelog(
    trx,
    lines.map((l) => ({
      tableName: 'stock_line',
      recordId: l.id,
      action: 'UPSERT',
      storeId: l.storeId,
    })),
    now,
  );
}

/** Inserts many VVM status log rows stamped when they happened, with their changelog rows. */
export async function insertVvmStatusLogsBulk(
  trx: Tx,
  logs: readonly (VvmStatusLogEntry & { createdDatetime: string })[],
  now: Date,
): Promise<void> {
  for (const chunk of chunks(logs, rowsPerInsert(6))) {
    await trx
      .insertInto('vvm_status_log')
      .values(
        chunk.map((l) => ({
          id: l.id,
          stock_line_id: l.stockLineId,
          status_id: l.statusId,
          user_id: l.userId,
          comment: l.comment,
          created_datetime: l.createdDatetime,
        })),
      )
      .execute();
  }
  await appendChangelog(
    trx,
    logs.map((l) => ({
      tableName: 'vvm_status_log',
      recordId: l.id,
      action: 'UPSERT',
      storeId: l.storeId,
    })),
    now,
  );
}

export async function insertStockLine(trx: Tx, line: StockLine, now: Date): Promise<void> {
  await trx.insertInto('stock_line').values(toRow(line)).execute();
  await appendChangelog(
    trx,
    [{ tableName: 'stock_line', recordId: line.id, action: 'UPSERT', storeId: line.storeId }],
    now,
  );
}

/** Writes the counts of many stock lines (the stock-movement service's only write of them),
 * a few hundred per statement. */
export async function setStockLineCountsBulk(
  trx: Tx,
  lines: readonly {
    id: string;
    storeId: string;
    availableNumberOfPacks: number;
    totalNumberOfPacks: number;
  }[],
  now: Date,
): Promise<void> {
  for (const part of chunks(lines, 200)) {
    const pick = (count: (l: (typeof part)[number]) => number) =>
      sql`case id ${sql.join(
        part.map((l) => sql`when ${l.id} then cast(${count(l)} as double precision)`),
        sql` `,
      )} end`;
    await sql`update stock_line
      set available_number_of_packs = ${pick((l) => l.availableNumberOfPacks)},
          total_number_of_packs = ${pick((l) => l.totalNumberOfPacks)}
      where id in (${sql.join(part.map((l) => l.id))})`.execute(trx);
  }
  await appendChangelog(
    trx,
    lines.map((l) => ({
      tableName: 'stock_line' as const,
      recordId: l.id,
      action: 'UPSERT' as const,
      storeId: l.storeId,
    })),
    now,
  );
}

/** Writes the editable fields of a stock line (never its counts). */
export async function updateStockLineDetails(trx: Tx, line: StockLine, now: Date): Promise<void> {
  await trx
    .updateTable('stock_line')
    .set({
      location_id: line.locationId,
      on_hold: line.onHold,
      cost_price_per_pack: line.costPricePerPack,
      sell_price_per_pack: line.sellPricePerPack,
      batch: line.batch,
      expiry_date: line.expiryDate,
      barcode: line.barcode,
      note: line.note,
      vvm_status_id: line.vvmStatusId,
      donor_id: line.donorId,
    })
    .where('id', '=', line.id)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'stock_line', recordId: line.id, action: 'UPSERT', storeId: line.storeId }],
    now,
  );
}

export async function findVvmStatus(
  db: Kysely<DB>,
  id: string,
): Promise<{ id: string; code: string } | undefined> {
  return db.selectFrom('vvm_status').select(['id', 'code']).where('id', '=', id).executeTakeFirst();
}

export interface VvmStatusLogEntry {
  id: string;
  stockLineId: string;
  storeId: string;
  statusId: string;
  userId: string | null;
  comment: string | null;
}

export async function insertVvmStatusLog(trx: Tx, e: VvmStatusLogEntry, now: Date): Promise<void> {
  await trx
    .insertInto('vvm_status_log')
    .values({
      id: e.id,
      stock_line_id: e.stockLineId,
      status_id: e.statusId,
      user_id: e.userId,
      comment: e.comment,
      created_datetime: now.toISOString(),
    })
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'vvm_status_log', recordId: e.id, action: 'UPSERT', storeId: e.storeId }],
    now,
  );
}
