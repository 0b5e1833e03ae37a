import type { Kysely, Selectable } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import type { BarcodeTable, DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface Barcode {
  id: string;
  gtin: string;
  itemId: string;
  packSize: number | null;
  manufacturer: string | null;
}

const toBarcode = (r: Selectable<BarcodeTable>): Barcode => ({
  id: r.id,
  gtin: r.gtin,
  itemId: r.item_id,
  packSize: r.pack_size,
  manufacturer: r.manufacturer,
});

export async function findBarcode(db: Kysely<DB>, id: string): Promise<Barcode | undefined> {
  const r = await db.selectFrom('barcode').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toBarcode(r) : undefined;
}

export async function findBarcodeByGtin(
  db: Kysely<DB>,
  gtin: string,
): Promise<Barcode | undefined> {
  const r = await db.selectFrom('barcode').selectAll().where('gtin', '=', gtin).executeTakeFirst();
  return r ? toBarcode(r) : undefined;
}

export async function insertBarcodeRow(trx: Tx, b: Barcode, now: Date): Promise<void> {
  await insertBarcodeRows(trx, [b], now);
}

/** Barcodes in one statement (the demo's), each with its changelog row. */
export async function insertBarcodeRows(
  trx: Tx,
  barcodes: readonly Barcode[],
  now: Date,
): Promise<void> {
  if (barcodes.length === 0) return;
  await trx
    .insertInto('barcode')
    .values(
      barcodes.map((b) => ({
        id: b.id,
        gtin: b.gtin,
        item_id: b.itemId,
        pack_size: b.packSize,
        manufacturer: b.manufacturer,
      })),
    )
    .execute();
  await appendChangelog(
    trx,
    barcodes.map((b) => ({
      tableName: 'barcode' as const,
      recordId: b.id,
      action: 'UPSERT' as const,
      storeId: null,
    })),
    now,
  );
}

/** Stock lines of a store with packs, for an item (and batch), soonest expiry first. */
export async function stockLineIdsOf(
  db: Kysely<DB>,
  storeId: string,
  itemId: string,
  batch: string | null,
): Promise<string[]> {
  let q = db
    .selectFrom('stock_line')
    .select('id')
    .where('store_id', '=', storeId)
    .where('item_id', '=', itemId)
    .where('total_number_of_packs', '>', 0);
  if (batch) q = q.where('batch', '=', batch);
  return (await q.orderBy('expiry_date').execute()).map((l) => l.id);
}
