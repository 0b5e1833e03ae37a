// Inventory adjustments: add packs to or remove packs from one stock line, with a
// reason whose type matches the direction. Recorded as a VERIFIED document of type
// INVENTORY_ADDITION or INVENTORY_REDUCTION with one line, and a ledger movement.
import {
  movementDateProblem,
  reasonTypesFor,
  uuidv7,
  type AdjustmentDirection,
} from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { tablesHoldingId } from '../../db/record-ids';
import { inTransaction, isUniqueViolation, type Tx } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import { SYSTEM_NAME_IDS } from '../../db/migrations/0003_inventory';
import { findInvoiceWithLines, insertInvoice } from '../invoices/invoice.repository';
import { isVaccineItem } from '../items/item.repository';
import type { ReasonType } from '../reasons/reason.repository';
import { stockReasonProblem } from '../reasons/reason.service';
import {
  applyStockMovements,
  lockStockForMovement,
  type StockMovementError,
} from './stock-movement.service';
import { findStockLine } from './stock-line.repository';
import { quantityProblem, type QuantityOutOfRange } from './stock-quantity';
import type { StockLine } from './stock-line.types';

export type { AdjustmentDirection };

export interface InventoryAdjustmentInput {
  /** Client-generated id of the adjustment document. */
  id: string;
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
  | QuantityOutOfRange
  | StockMovementError;

export interface AdjustmentResult {
  invoiceId: string;
  invoiceNumber: number;
  stockLine: StockLine;
}

export async function adjustInventory(
  ctx: ServiceContext,
  input: InventoryAdjustmentInput,
): Promise<Result<AdjustmentResult, InventoryAdjustmentError>> {
  const now = ctx.now();
  // validate (read-only); counts are read again under the lock
  if (!Number.isFinite(input.numberOfPacks) || input.numberOfPacks <= 0)
    return err({ kind: 'InvalidQuantity' });
  const tooMuch = quantityProblem('adjustment', input.numberOfPacks, 'numberOfPacks');
  if (tooMuch) return err(tooMuch);
  // The DateTime scalar lets no invalid instant through: what is left to refuse is the future.
  if (input.datetime && movementDateProblem(input.datetime, now))
    return err({ kind: 'DateInFuture' });
  const line = await findStockLine(ctx.db, ctx.storeId, input.stockLineId);
  if (!line) return err({ kind: 'StockLineNotFound' });
  const isVaccine = await isVaccineItem(ctx.db, line.itemId);
  const reasonProblem = await stockReasonProblem(ctx.db, {
    reasonId: input.reasonId,
    direction: input.direction,
    isVaccine,
  });
  if (reasonProblem === 'WrongReasonType')
    return err({ kind: reasonProblem, expected: reasonTypesFor(input.direction, isVaccine) });
  if (reasonProblem) return err({ kind: reasonProblem });

  const signedPacks = input.direction === 'ADDITION' ? input.numberOfPacks : -input.numberOfPacks;
  const result = await inTransaction<AdjustmentResult, InventoryAdjustmentError>(ctx.db, (trx) =>
    recordAdjustment(trx, ctx, {
      invoiceId: input.id,
      line,
      signedPacks,
      reasonId: input.reasonId ?? null,
      ...(input.datetime ? { at: input.datetime } : {}),
    }),
  ).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    return (await existingAdjustment(ctx, input.id, line.id, signedPacks)) ?? result;
  }
  return result;
}

/** The adjustment already recorded under this id when it is the same one (the context's
 * store, same line, direction and packs): a retried insert answers it instead of a second
 * document. Undefined when the id is free or names something else (another store's
 * document, another kind, another change): that stays RecordAlreadyExists. */
export async function existingAdjustment(
  ctx: ServiceContext,
  invoiceId: string,
  stockLineId: string,
  signedPacks: number,
): Promise<Result<AdjustmentResult, never> | undefined> {
  const invoice = await findInvoiceWithLines(ctx.db, invoiceId);
  if (!invoice || invoice.storeId !== ctx.storeId) return undefined;
  const type = signedPacks > 0 ? 'INVENTORY_ADDITION' : 'INVENTORY_REDUCTION';
  const [docLine, ...others] = invoice.lines;
  if (invoice.type !== type || !docLine || others.length > 0) return undefined;
  if (docLine.stockLineId !== stockLineId || docLine.numberOfPacks !== Math.abs(signedPacks))
    return undefined;
  const stockLine = await findStockLine(ctx.db, ctx.storeId, stockLineId);
  if (!stockLine) return undefined;
  return ok({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, stockLine });
}

/** An adjustment of a line of the context's store, recorded as the context's user. */
export interface RecordAdjustment {
  invoiceId: string;
  line: StockLine;
  /** + adds packs, - removes them. */
  signedPacks: number;
  reasonId: string | null;
  /** When the change happened; absent: now, read after the stock line is locked. */
  at?: Date;
}

/** Generates and persists one adjustment document and its movement, inside the
 * caller's transaction (shared by adjustments and new stock lines). The stock line is
 * locked first, before the document's line (which references it) is written. */
export async function recordAdjustment(
  trx: Tx,
  ctx: ServiceContext,
  a: RecordAdjustment,
): Promise<Result<AdjustmentResult, InventoryAdjustmentError>> {
  const { lines, now } = await lockStockForMovement(trx, ctx, [a.line.id]);
  const line = lines.get(a.line.id);
  if (!line) return err({ kind: 'StockLineNotFound' });
  // Checked under the lock: a concurrent insert of the same id has committed by now.
  // Ids name one record of one kind everywhere: any record holding it already (this
  // document retried, another store's, or a record of another kind) refuses it here.
  if ((await tablesHoldingId(trx, a.invoiceId)).length > 0)
    return err({ kind: 'RecordAlreadyExists' });
  const at = a.at ?? now;
  if (at.getTime() > now.getTime()) return err({ kind: 'DateInFuture' });
  const lineId = uuidv7(now.getTime());
  const invoiceNumber = await insertInvoice(
    trx,
    {
      id: a.invoiceId,
      storeId: ctx.storeId,
      nameId: SYSTEM_NAME_IDS.INVAD,
      type: a.signedPacks > 0 ? 'INVENTORY_ADDITION' : 'INVENTORY_REDUCTION',
      status: 'VERIFIED',
      userId: ctx.userId,
      comment: null,
      createdDatetime: now.toISOString(),
      verifiedDatetime: at.toISOString(),
    },
    [
      {
        id: lineId,
        type: a.signedPacks > 0 ? 'STOCK_IN' : 'STOCK_OUT',
        invoiceId: a.invoiceId,
        itemId: line.itemId,
        stockLineId: line.id,
        batch: line.batch,
        expiryDate: line.expiryDate,
        packSize: line.packSize,
        numberOfPacks: Math.abs(a.signedPacks),
        costPricePerPack: line.costPricePerPack,
        sellPricePerPack: line.sellPricePerPack,
        reasonOptionId: a.reasonId,
        locationId: line.locationId,
        note: null,
      },
    ],
    now,
  );
  const moved = await applyStockMovements(
    trx,
    ctx,
    {
      invoiceId: a.invoiceId,
      datetime: at,
      lines: [
        {
          stockLineId: line.id,
          invoiceLineId: lineId,
          totalPacks: a.signedPacks,
          availablePacks: a.signedPacks,
        },
      ],
    },
    { lines, now },
  );
  if (!moved.ok) return moved;
  const stockLine = moved.value.get(line.id);
  if (!stockLine) return err({ kind: 'StockLineNotFound' });
  await logActivity(
    trx,
    {
      type: a.signedPacks > 0 ? 'INVENTORY_ADDITION' : 'INVENTORY_REDUCTION',
      userId: ctx.userId,
      storeId: ctx.storeId,
      recordId: line.id,
      changedFrom: String(line.totalNumberOfPacks),
      changedTo: String(stockLine.totalNumberOfPacks),
    },
    now,
  );
  return ok({ invoiceId: a.invoiceId, invoiceNumber, stockLine });
}
