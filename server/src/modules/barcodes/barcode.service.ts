// Barcodes: scans are parsed as GS1 (packages/domain), the GTIN looked up in the
// barcode table, and the batch matched against the store's stock lines.
import { normaliseGtin, parseGs1, uuidv7, type Gs1Error } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { appendChangelog } from '../../db/changelog';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { listItems } from '../items/item.list';

export interface ScanResult {
  gtin: string | null;
  batch: string | null;
  expiryDate: string | null;
  itemId: string | null;
  packSize: number | null;
  /** Stock lines of the store for that item (and batch, when the scan carried one). */
  stockLineIds: string[];
}

export type ScanError =
  { kind: 'UnableToReadBarcode'; reason: Gs1Error } | { kind: 'BarcodeNotFound'; gtin: string };

export async function resolveScan(
  deps: Deps,
  storeId: string,
  scan: string,
): Promise<Result<ScanResult, ScanError>> {
  const parsed = parseGs1(scan, deps.clock());
  if (!parsed.ok) return err({ kind: 'UnableToReadBarcode', reason: parsed.error });
  const { gtin, batch, expiryDate } = parsed.value;
  if (!gtin)
    return ok({
      gtin: null,
      batch: batch ?? null,
      expiryDate: expiryDate ?? null,
      itemId: null,
      packSize: null,
      stockLineIds: [],
    });
  const row = await deps.db
    .selectFrom('barcode')
    .selectAll()
    .where('gtin', '=', gtin)
    .executeTakeFirst();
  if (!row) return err({ kind: 'BarcodeNotFound', gtin });
  // Only items this store may see.
  const visible = await listItems(
    deps.db,
    deps.dialect,
    storeId,
    { id: { equalTo: row.item_id } },
    { first: 1, offset: 0 },
    [],
  );
  if (visible.totalCount === 0) return err({ kind: 'BarcodeNotFound', gtin });
  let lines = deps.db
    .selectFrom('stock_line')
    .select('id')
    .where('store_id', '=', storeId)
    .where('item_id', '=', row.item_id)
    .where('total_number_of_packs', '>', 0);
  if (batch) lines = lines.where('batch', '=', batch);
  const stockLineIds = (await lines.orderBy('expiry_date').execute()).map((l) => l.id);
  return ok({
    gtin,
    batch: batch ?? null,
    expiryDate: expiryDate ?? null,
    itemId: row.item_id,
    packSize: row.pack_size,
    stockLineIds,
  });
}

export type InsertBarcodeError =
  | { kind: 'InvalidGtin' }
  | { kind: 'GtinAlreadyUsed' }
  | { kind: 'ItemNotFound' }
  | { kind: 'InvalidPackSize' };

export async function insertBarcode(
  deps: Deps,
  input: {
    id?: string;
    gtin: string;
    itemId: string;
    packSize?: number | null;
    manufacturer?: string | null;
  },
): Promise<Result<{ id: string; gtin: string }, InsertBarcodeError>> {
  const now = deps.clock();
  const gtin = normaliseGtin(input.gtin);
  if (!gtin) return err({ kind: 'InvalidGtin' });
  if (input.packSize != null && !(input.packSize > 0)) return err({ kind: 'InvalidPackSize' });
  const item = await deps.db
    .selectFrom('item')
    .select('id')
    .where('id', '=', input.itemId)
    .executeTakeFirst();
  if (!item) return err({ kind: 'ItemNotFound' });
  const id = input.id ?? uuidv7(now.getTime());
  return inTransaction(deps.db, async (trx) => {
    if (await trx.selectFrom('barcode').select('id').where('gtin', '=', gtin).executeTakeFirst()) {
      return err({ kind: 'GtinAlreadyUsed' as const });
    }
    await trx
      .insertInto('barcode')
      .values({
        id,
        gtin,
        item_id: input.itemId,
        pack_size: input.packSize ?? null,
        manufacturer: input.manufacturer ?? null,
      })
      .execute();
    await appendChangelog(
      trx,
      [{ tableName: 'barcode', recordId: id, action: 'UPSERT', storeId: null }],
      now,
    );
    return ok({ id, gtin });
  });
}
