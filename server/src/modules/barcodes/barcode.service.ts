// Barcodes: scans are parsed as GS1 (packages/domain), the GTIN looked up in the
// barcode table, and the batch matched against the store's stock lines.
import { isPositivePackSize, normaliseGtin, parseGs1, type Gs1Error } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransactionRetryingConflict, isIdOfAnotherKind } from '../../db/record-ids';
import { isItemVisible, listItems } from '../items/item.list';
import {
  findBarcode,
  findBarcodeByGtin,
  insertBarcodeRow,
  stockLineIdsOf,
} from './barcode.repository';

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
  ctx: ServiceContext,
  scan: string,
): Promise<Result<ScanResult, ScanError>> {
  const parsed = parseGs1(scan, ctx.now());
  if (!parsed.ok) return err({ kind: 'UnableToReadBarcode', reason: parsed.error });
  const { gtin, batch = null, expiryDate = null } = parsed.value;
  if (!gtin)
    return ok({ gtin: null, batch, expiryDate, itemId: null, packSize: null, stockLineIds: [] });
  const barcode = await findBarcodeByGtin(ctx.db, gtin);
  if (!barcode) return err({ kind: 'BarcodeNotFound', gtin });
  // Only items this store may see.
  const visible = await listItems(
    ctx.db,
    ctx.dialect,
    ctx.storeId,
    { id: { equalTo: barcode.itemId } },
    { first: 1, offset: 0 },
    [],
  );
  if (visible.totalCount === 0) return err({ kind: 'BarcodeNotFound', gtin });
  const stockLineIds = await stockLineIdsOf(ctx.db, ctx.storeId, barcode.itemId, batch);
  return ok({
    gtin,
    batch,
    expiryDate,
    itemId: barcode.itemId,
    packSize: barcode.packSize,
    stockLineIds,
  });
}

export type InsertBarcodeError =
  | { kind: 'InvalidGtin' }
  | { kind: 'GtinAlreadyUsed' }
  | { kind: 'ItemNotFound' }
  | { kind: 'InvalidPackSize' }
  | { kind: 'RecordAlreadyExists' };

/** Adds a barcode to an item the store sees. Barcodes are central data; with a client id,
 * the same insert again answers the barcode the first one made. */
export async function insertBarcode(
  ctx: ServiceContext,
  input: {
    id: string;
    gtin: string;
    itemId: string;
    packSize?: number | null;
    manufacturer?: string | null;
  },
): Promise<Result<{ id: string; gtin: string }, InsertBarcodeError>> {
  const now = ctx.now();
  const gtin = normaliseGtin(input.gtin);
  if (!gtin) return err({ kind: 'InvalidGtin' });
  if (input.packSize != null && !isPositivePackSize(input.packSize))
    return err({ kind: 'InvalidPackSize' });
  const { id } = input;
  type Answer = Result<{ id: string; gtin: string }, InsertBarcodeError>;
  return inTransactionRetryingConflict(ctx.db, async (trx): Promise<Answer> => {
    const visible = () => isItemVisible(trx, ctx.dialect, ctx.storeId, input.itemId);
    const existing = await findBarcode(trx, id);
    if (existing)
      return existing.gtin === gtin && existing.itemId === input.itemId && (await visible())
        ? ok({ id, gtin })
        : err({ kind: 'RecordAlreadyExists' });
    if (await isIdOfAnotherKind(trx, 'barcode', id)) return err({ kind: 'RecordAlreadyExists' });
    if (!(await visible())) return err({ kind: 'ItemNotFound' });
    // On PostgreSQL each statement sees what committed before it: a racing insert of this
    // same barcode may have committed since the look-up by id, and is this insert's answer.
    const byGtin = await findBarcodeByGtin(trx, gtin);
    if (byGtin)
      return byGtin.id === id && byGtin.itemId === input.itemId
        ? ok({ id, gtin })
        : err({ kind: 'GtinAlreadyUsed' });
    await insertBarcodeRow(
      trx,
      {
        id,
        gtin,
        itemId: input.itemId,
        packSize: input.packSize ?? null,
        manufacturer: input.manufacturer ?? null,
      },
      now,
    );
    return ok({ id, gtin });
  });
}
