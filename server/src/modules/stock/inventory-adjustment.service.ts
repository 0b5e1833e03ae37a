// Inventory adjustments: add packs to or remove packs from one stock line, with a
// reason whose type matches the direction. Recorded as a VERIFIED document of type
// INVENTORY_ADDITION or INVENTORY_REDUCTION with one line, and a ledger movement.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { inTransaction, type Tx } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import { SYSTEM_NAME_IDS } from '../../db/migrations/0003_inventory';
import type { Deps } from '../../deps';
import { insertInvoice, invoiceExists } from '../invoices/invoice.repository';
import { isVaccineItem } from '../items/item.repository';
import { countActiveReasons, findReason, type ReasonType } from '../reasons/reason.repository';
import { applyStockMovements, type StockMovementError } from './stock-movement.service';
import { findStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';

export type AdjustmentDirection = 'ADDITION' | 'REDUCTION';

export interface InventoryAdjustmentInput {
  /** Client-generated id of the adjustment document. */
  id: string;
  storeId: string;
  userId: string;
  stockLineId: string;
  direction: AdjustmentDirection;
  /** Packs to add or remove: positive, fractions allowed. */
  numberOfPacks: number;
  reasonId?: string | null;
  /** When the change happened, if earlier than now (back-dated). */
  datetime?: Date;
}

export type InventoryAdjustmentError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'StockLineNotFound' }
  | { kind: 'InvalidQuantity' }
  | { kind: 'DateInFuture' }
  | { kind: 'ReasonRequired' }
  | { kind: 'ReasonNotFound' }
  | { kind: 'WrongReasonType'; expected: readonly ReasonType[] }
  | StockMovementError;

const REASON_TYPES_FOR: Record<AdjustmentDirection, readonly ReasonType[]> = {
  ADDITION: ['POSITIVE_INVENTORY_ADJUSTMENT'],
  REDUCTION: ['NEGATIVE_INVENTORY_ADJUSTMENT', 'OPEN_VIAL_WASTAGE'],
};

export interface AdjustmentResult {
  invoiceId: string;
  invoiceNumber: number;
  stockLine: StockLine;
}

export async function adjustInventory(
  deps: Deps,
  input: InventoryAdjustmentInput,
): Promise<Result<AdjustmentResult, InventoryAdjustmentError>> {
  const now = deps.clock();
  const at = input.datetime ?? now;
  // validate (read-only)
  if (!Number.isFinite(input.numberOfPacks) || input.numberOfPacks <= 0)
    return err({ kind: 'InvalidQuantity' });
  if (at.getTime() > now.getTime()) return err({ kind: 'DateInFuture' });
  const line = await findStockLine(deps.db, input.storeId, input.stockLineId);
  if (!line) return err({ kind: 'StockLineNotFound' });
  const allowed = REASON_TYPES_FOR[input.direction];
  if (input.reasonId) {
    const reason = await findReason(deps.db, input.reasonId);
    if (!reason || !reason.isActive) return err({ kind: 'ReasonNotFound' });
    if (!allowed.includes(reason.type)) return err({ kind: 'WrongReasonType', expected: allowed });
    if (reason.type === 'OPEN_VIAL_WASTAGE') {
      if (!(await isVaccineItem(deps.db, line.itemId))) {
        return err({ kind: 'WrongReasonType', expected: ['NEGATIVE_INVENTORY_ADJUSTMENT'] });
      }
    }
  } else if ((await countActiveReasons(deps.db, allowed)) > 0) {
    // Reasons are required once the site has defined any for this direction.
    return err({ kind: 'ReasonRequired' });
  }

  return inTransaction<AdjustmentResult, InventoryAdjustmentError>(deps.db, (trx) =>
    recordAdjustment(trx, deps, {
      invoiceId: input.id,
      storeId: input.storeId,
      userId: input.userId,
      line,
      signedPacks: input.direction === 'ADDITION' ? input.numberOfPacks : -input.numberOfPacks,
      reasonId: input.reasonId ?? null,
      at,
    }),
  );
}

export interface RecordAdjustment {
  invoiceId: string;
  storeId: string;
  userId: string;
  line: StockLine;
  /** + adds packs, - removes them. */
  signedPacks: number;
  reasonId: string | null;
  at: Date;
}

/** Generates and persists one adjustment document and its movement, inside the
 * caller's transaction (shared by adjustments and new stock lines). */
export async function recordAdjustment(
  trx: Tx,
  deps: Deps,
  a: RecordAdjustment,
): Promise<Result<AdjustmentResult, InventoryAdjustmentError>> {
  const now = deps.clock();
  if (await invoiceExists(trx, a.invoiceId)) return err({ kind: 'RecordAlreadyExists' });
  const lineId = uuidv7(now.getTime());
  const invoiceNumber = await insertInvoice(
    trx,
    {
      id: a.invoiceId,
      storeId: a.storeId,
      nameId: SYSTEM_NAME_IDS.INVAD,
      type: a.signedPacks > 0 ? 'INVENTORY_ADDITION' : 'INVENTORY_REDUCTION',
      status: 'VERIFIED',
      userId: a.userId,
      comment: null,
      createdDatetime: now.toISOString(),
      verifiedDatetime: a.at.toISOString(),
    },
    [
      {
        id: lineId,
        invoiceId: a.invoiceId,
        itemId: a.line.itemId,
        stockLineId: a.line.id,
        batch: a.line.batch,
        expiryDate: a.line.expiryDate,
        packSize: a.line.packSize,
        numberOfPacks: Math.abs(a.signedPacks),
        costPricePerPack: a.line.costPricePerPack,
        sellPricePerPack: a.line.sellPricePerPack,
        reasonOptionId: a.reasonId,
        locationId: a.line.locationId,
        note: null,
      },
    ],
    now,
  );
  const moved = await applyStockMovements(trx, deps, {
    storeId: a.storeId,
    invoiceId: a.invoiceId,
    datetime: a.at,
    lines: [
      {
        stockLineId: a.line.id,
        invoiceLineId: lineId,
        totalPacks: a.signedPacks,
        availablePacks: a.signedPacks,
      },
    ],
  });
  if (!moved.ok) return moved;
  const stockLine = moved.value.get(a.line.id);
  if (!stockLine) return err({ kind: 'StockLineNotFound' });
  await logActivity(
    trx,
    {
      type: a.signedPacks > 0 ? 'INVENTORY_ADDITION' : 'INVENTORY_REDUCTION',
      userId: a.userId,
      storeId: a.storeId,
      recordId: a.line.id,
      changedFrom: String(a.line.totalNumberOfPacks),
      changedTo: String(stockLine.totalNumberOfPacks),
    },
    now,
  );
  return ok({ invoiceId: a.invoiceId, invoiceNumber, stockLine });
}
