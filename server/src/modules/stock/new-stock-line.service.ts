// New stock: a stock line that did not exist, put in with a positive adjustment (and
// its reason) in one transaction, so the ledger starts with the opening quantity.
import { err, type Result } from '../../common/result';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { listItems } from '../items/item.list';
import { findName } from '../names/name.repository';
import { findLocation } from '../locations/location.repository';
import { countActiveReasons, findReason } from '../reasons/reason.repository';
import {
  recordAdjustment,
  type AdjustmentResult,
  type InventoryAdjustmentError,
} from './inventory-adjustment.service';
import { findStockLineById, insertStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

export interface NewStockLineInput {
  /** Client-generated id of the new stock line. */
  id: string;
  /** Client-generated id of the addition document. */
  invoiceId: string;
  storeId: string;
  userId: string;
  itemId: string;
  packSize: number;
  numberOfPacks: number;
  batch?: string | null;
  expiryDate?: string | null;
  costPricePerPack?: number | null;
  sellPricePerPack?: number | null;
  locationId?: string | null;
  onHold?: boolean | null;
  barcode?: string | null;
  note?: string | null;
  reasonId?: string | null;
  supplierId?: string | null;
  donorId?: string | null;
}

export type NewStockLineError =
  | InventoryAdjustmentError
  | { kind: 'ItemNotFound' }
  | { kind: 'NotAStockItem' }
  | { kind: 'InvalidPackSize' }
  | { kind: 'InvalidPrice' }
  | { kind: 'InvalidDate' }
  | { kind: 'LocationNotFound' }
  | { kind: 'SupplierNotFound' }
  | { kind: 'DonorNotFound' };

const isRealDate = (v: string) =>
  /^\d{4}-\d{2}-\d{2}$/.test(v) && new Date(`${v}T00:00:00Z`).toISOString().startsWith(v);

export async function addNewStockLine(
  deps: Deps,
  input: NewStockLineInput,
): Promise<Result<AdjustmentResult, NewStockLineError>> {
  const now = deps.clock();
  const items = await listItems(
    deps.db,
    deps.dialect,
    input.storeId,
    { id: { equalTo: input.itemId } },
    { first: 1, offset: 0 },
    [],
  );
  const item = items.nodes[0];
  if (!item) return err({ kind: 'ItemNotFound' });
  if (item.type !== 'STOCK') return err({ kind: 'NotAStockItem' });
  if (!Number.isFinite(input.packSize) || input.packSize <= 0)
    return err({ kind: 'InvalidPackSize' });
  if (!Number.isFinite(input.numberOfPacks) || input.numberOfPacks <= 0)
    return err({ kind: 'InvalidQuantity' });
  for (const p of [input.costPricePerPack, input.sellPricePerPack]) {
    if (p != null && (!Number.isFinite(p) || p < 0)) return err({ kind: 'InvalidPrice' });
  }
  if (input.expiryDate != null && !isRealDate(input.expiryDate))
    return err({ kind: 'InvalidDate' });
  if (input.locationId && !(await findLocation(deps.db, input.storeId, input.locationId)))
    return err({ kind: 'LocationNotFound' });
  if (input.supplierId && !(await findName(deps.db, input.supplierId))?.isSupplier)
    return err({ kind: 'SupplierNotFound' });
  if (input.donorId && !(await findName(deps.db, input.donorId))?.isDonor)
    return err({ kind: 'DonorNotFound' });
  if (input.reasonId) {
    const reason = await findReason(deps.db, input.reasonId);
    if (!reason || !reason.isActive) return err({ kind: 'ReasonNotFound' });
    if (reason.type !== 'POSITIVE_INVENTORY_ADJUSTMENT')
      return err({ kind: 'WrongReasonType', expected: ['POSITIVE_INVENTORY_ADJUSTMENT'] });
  } else if ((await countActiveReasons(deps.db, ['POSITIVE_INVENTORY_ADJUSTMENT'])) > 0) {
    return err({ kind: 'ReasonRequired' });
  }
  const line: StockLine = {
    id: input.id,
    storeId: input.storeId,
    itemId: item.id,
    batch: input.batch?.trim() || null,
    expiryDate: input.expiryDate ?? null,
    packSize: input.packSize,
    availableNumberOfPacks: 0,
    totalNumberOfPacks: 0,
    costPricePerPack: input.costPricePerPack ?? 0,
    sellPricePerPack: input.sellPricePerPack ?? 0,
    locationId: input.locationId ?? null,
    onHold: input.onHold ?? false,
    donorId: input.donorId ?? null,
    supplierId: input.supplierId ?? null,
    vvmStatusId: null,
    barcode: input.barcode?.trim() || null,
    note: input.note ?? null,
    createdDatetime: now.toISOString(),
  };
  return inTransaction<AdjustmentResult, NewStockLineError>(deps.db, async (trx) => {
    if (await findStockLineById(trx, line.id)) return err({ kind: 'RecordAlreadyExists' });
    await insertStockLine(trx, line, now);
    return recordAdjustment(trx, deps, {
      invoiceId: input.invoiceId,
      storeId: input.storeId,
      userId: input.userId,
      line,
      signedPacks: input.numberOfPacks,
      reasonId: input.reasonId ?? null,
      at: now,
    });
  });
}
