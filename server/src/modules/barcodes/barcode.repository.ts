import type { Kysely } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface Barcode {
  id: string;
  gtin: string;
  itemId: string;
  packSize: number | null;
  manufacturer: string | null;
}

export async function findBarcodeByGtin(
  db: Kysely<DB>,
  gtin: string,
): Promise<Barcode | undefined> {
  const r = await db.selectFrom('barcode').selectAll().where('gtin', '=', gtin).executeTakeFirst();
  return r
    ? {
        id: r.id,
        gtin: r.gtin,
        itemId: r.item_id,
        packSize: r.pack_size,
        manufacturer: r.manufacturer,
      }
    : undefined;
}

export async function insertBarcodeRow(trx: Tx, b: Barcode, now: Date): Promise<void> {
  await trx
    .insertInto('barcode')
    .values({
      id: b.id,
      gtin: b.gtin,
      item_id: b.itemId,
      pack_size: b.packSize,
      manufacturer: b.manufacturer,
    })
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'barcode', recordId: b.id, action: 'UPSERT', storeId: null }],
    now,
  );
}

export async function itemExists(db: Kysely<DB>, itemId: string): Promise<boolean> {
  return (
    (await db.selectFrom('item').select('id').where('id', '=', itemId).executeTakeFirst()) !==
    undefined
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
