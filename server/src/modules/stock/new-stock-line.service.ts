// New stock: a stock line that did not exist, put in with a positive adjustment (and
// its reason) in one transaction, so the ledger starts with the opening quantity.
import { expiryDateProblem, isPositivePackSize, isStockItem, reasonTypesFor } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { tablesHoldingId } from '../../db/record-ids';
import { inTransaction, isUniqueViolation } from '../../db/transaction';
import { listItems } from '../items/item.list';
import { findName } from '../names/name.list';
import { findLocation } from '../locations/location.repository';
import { stockReasonProblem } from '../reasons/reason.service';
import {
  recordAdjustment,
  type AdjustmentResult,
  type InventoryAdjustmentError,
} from './inventory-adjustment.service';
import { findInvoiceWithLines } from '../invoices/invoice.repository';
import { findStockLineById, insertStockLine } from './stock-line.repository';
import type { StockLine } from './stock-line.types';
import { quantityProblem } from './stock-quantity';

export interface NewStockLineInput {
  /** Client-generated id of the new stock line. */
  id: string;
  /** Client-generated id of the addition document. */
  invoiceId: string;
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

export async function addNewStockLine(
  ctx: ServiceContext,
  input: NewStockLineInput,
): Promise<Result<AdjustmentResult, NewStockLineError>> {
  const now = ctx.now();
  const items = await listItems(
    ctx.db,
    ctx.dialect,
    ctx.storeId,
    { id: { equalTo: input.itemId } },
    { first: 1, offset: 0 },
    [],
  );
  const item = items.nodes[0];
  if (!item) return err({ kind: 'ItemNotFound' });
  if (!isStockItem(item.type)) return err({ kind: 'NotAStockItem' });
  if (!isPositivePackSize(input.packSize)) return err({ kind: 'InvalidPackSize' });
  if (!Number.isFinite(input.numberOfPacks) || input.numberOfPacks <= 0)
    return err({ kind: 'InvalidQuantity' });
  for (const p of [input.costPricePerPack, input.sellPricePerPack]) {
    if (p != null && (!Number.isFinite(p) || p < 0)) return err({ kind: 'InvalidPrice' });
  }
  const outOfRange =
    quantityProblem('packSize', input.packSize, 'packSize') ??
    quantityProblem('numberOfPacks', input.numberOfPacks, 'numberOfPacks') ??
    (input.costPricePerPack == null
      ? null
      : quantityProblem('costPricePerPack', input.costPricePerPack, 'price')) ??
    (input.sellPricePerPack == null
      ? null
      : quantityProblem('sellPricePerPack', input.sellPricePerPack, 'price'));
  if (outOfRange) return err(outOfRange);
  const dateProblem = expiryDateProblem(input.expiryDate);
  if (dateProblem) return err({ kind: dateProblem });
  // An id that is sent is looked up, the empty string included: it names nothing.
  if (input.locationId != null && !(await findLocation(ctx.db, ctx.storeId, input.locationId)))
    return err({ kind: 'LocationNotFound' });
  if (input.supplierId != null && !(await findName(ctx.db, input.supplierId))?.isSupplier)
    return err({ kind: 'SupplierNotFound' });
  if (input.donorId != null && !(await findName(ctx.db, input.donorId))?.isDonor)
    return err({ kind: 'DonorNotFound' });
  const reasonProblem = await stockReasonProblem(ctx.db, {
    reasonId: input.reasonId,
    direction: 'ADDITION',
    isVaccine: item.isVaccine,
  });
  if (reasonProblem === 'WrongReasonType')
    return err({ kind: reasonProblem, expected: reasonTypesFor('ADDITION', item.isVaccine) });
  if (reasonProblem) return err({ kind: reasonProblem });
  const line: StockLine = {
    id: input.id,
    storeId: ctx.storeId,
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
  const result = await inTransaction<AdjustmentResult, NewStockLineError>(ctx.db, async (trx) => {
    // The line's id may be taken by any record (this line retried, another store's, or a
    // record of another kind); the document's id is checked the same way when it is written.
    if ((await tablesHoldingId(trx, line.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    await insertStockLine(trx, line, now);
    return recordAdjustment(trx, ctx, {
      invoiceId: input.invoiceId,
      line,
      signedPacks: input.numberOfPacks,
      reasonId: input.reasonId ?? null,
    });
  }).catch((e: unknown) => {
    // Two inserts of the same new line at once: the second meets the first's row.
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists')
    return (await existingNewStockLine(ctx, input)) ?? result;
  return result;
}

/** The new stock line already recorded under these ids when it is the same one (the
 * context's store, same item and pack size, put in by an addition of the same packs under the same
 * document id): a retried insert answers it. Undefined otherwise. */
async function existingNewStockLine(
  ctx: ServiceContext,
  input: NewStockLineInput,
): Promise<Result<AdjustmentResult, never> | undefined> {
  const line = await findStockLineById(ctx.db, input.id);
  if (!line || line.storeId !== ctx.storeId || line.itemId !== input.itemId) return undefined;
  if (line.packSize !== input.packSize) return undefined;
  const invoice = await findInvoiceWithLines(ctx.db, input.invoiceId);
  if (!invoice || invoice.storeId !== ctx.storeId || invoice.type !== 'INVENTORY_ADDITION')
    return undefined;
  const [docLine, ...others] = invoice.lines;
  if (!docLine || others.length > 0 || docLine.stockLineId !== line.id) return undefined;
  if (docLine.numberOfPacks !== input.numberOfPacks) return undefined;
  return ok({ invoiceId: invoice.id, invoiceNumber: invoice.invoiceNumber, stockLine: line });
}
