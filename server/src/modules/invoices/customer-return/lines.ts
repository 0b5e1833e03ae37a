// A customer return's lines, given as a whole (DOCUMENTS.md 4.2): each either a line of the
// return's outbound shipment brought back (its item, batch, expiry and pack size copied, at
// its cost; not more than it issued, counting the store's earlier returns of it; never a
// placeholder, which issued nothing) or a batch entered by hand. They are stock-in lines, as a
// receipt's, checked by the same rules; their stock comes in as new batches when the return is
// received (the kit's status service). Lines are written before receipt only: once received,
// the stock is on the shelf and the return is only verified.
import { hasStockEffect, linesEditable } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import { preferencesOfStores } from '../../stores/store.list';
import {
  deleteLines,
  findLines,
  insertLines,
  lockInvoice,
  saveLine,
} from '../kit/document.repository';
import type { Invoice, InvoiceLine } from '../kit/document.types';
import { planLineRewrite, type LineRewriteError } from '../kit/line-rewrite';
import { stockItemOfLine } from '../kit/stock-item';
import type { ReturnReasonError } from '../kit/return-reason';
import {
  applyStockInFields,
  type StockInFields,
  type StockInLineError,
} from '../inbound-shipment/stock-in-line';
import { placeholderLineOf } from '../outbound-shipment/placeholder';
import { returnedUnitsOfLines } from './returned.list';

export interface CustomerReturnLineInput {
  id: string;
  /** A line of the return's outbound shipment brought back. */
  outboundShipmentLineId?: string | null;
  /** A batch entered by hand: its item and pack size. */
  itemId?: string | null;
  packSize?: number | null;
  batch?: string | null;
  expiryDate?: string | null;
  numberOfPacks: number;
  locationId?: string | null;
  vvmStatusId?: string | null;
  itemVariantId?: string | null;
  /** A RETURN_REASON reason option. */
  reasonId?: string | null;
  note?: string | null;
}

export type CustomerReturnLineError =
  | { kind: 'RecordNotFound' }
  | { kind: 'ItemNotFound' }
  | { kind: 'NotAStockItem' }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'CanOnlyZeroQuantityInNew' }
  | { kind: 'CannotReturnPlaceholderLine'; lineId: string }
  | { kind: 'ReturnExceedsIssuedQuantity'; lineId: string; returnablePacks: number }
  | LineRewriteError
  | ReturnReasonError
  | StockInLineError;

/** Makes the return's lines `inputs`, in the caller's transaction, with `invoice` locked. */
export async function writeCustomerReturnLines(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  inputs: readonly CustomerReturnLineInput[],
): Promise<Result<InvoiceLine[], CustomerReturnLineError>> {
  if (
    !linesEditable(invoice.type, invoice.status, invoice.linkedInvoiceId) ||
    hasStockEffect(invoice.type, invoice.status)
  )
    return err({ kind: 'InvoiceIsNotEditable' });
  const plan = await planLineRewrite(
    trx,
    invoice,
    inputs.map((l) => l.id),
  );
  if (!plan.ok) return plan;
  const { existing, removed } = plan.value;
  const packToOne =
    (await preferencesOfStores(trx, [ctx.storeId])).get(ctx.storeId)?.packToOne ?? false;
  // The shipment is locked while its lines are counted: two returns of one line at once are
  // counted one after the other, so together they never bring back more than it issued.
  const shipment = invoice.originalShipmentId
    ? await lockInvoice(trx, ctx.dialect, ctx.storeId, invoice.originalShipmentId)
    : undefined;
  const issued = new Map(shipment ? (await findLines(trx, shipment.id)).map((l) => [l.id, l]) : []);

  const out: InvoiceLine[] = [];
  for (const input of inputs) {
    if (input.numberOfPacks === 0 && !['NEW', 'DELIVERED'].includes(invoice.status))
      return err({ kind: 'CanOnlyZeroQuantityInNew' });
    const fields: StockInFields = {
      numberOfPacks: input.numberOfPacks,
      locationId: input.locationId,
      vvmStatusId: input.vvmStatusId,
      note: input.note ?? null,
    };
    let base: InvoiceLine;
    if (input.outboundShipmentLineId != null) {
      const origin = issued.get(input.outboundShipmentLineId);
      if (origin?.type === 'UNALLOCATED_STOCK')
        return err({ kind: 'CannotReturnPlaceholderLine', lineId: origin.id });
      if (origin?.type !== 'STOCK_OUT') return err({ kind: 'RecordNotFound' });
      // What was issued comes back as it went, valued at what it cost; the sender's batch row
      // is not carried, so it returns as a batch of its own.
      base = {
        ...origin,
        id: input.id,
        invoiceId: invoice.id,
        type: 'STOCK_IN',
        stockLineId: null,
        locationId: null,
        sellPricePerPack: origin.costPricePerPack,
        taxPercentage: null,
        shippedNumberOfPacks: null,
        shippedPackSize: null,
        originalLineId: origin.id,
      };
      if (input.itemVariantId !== undefined) fields.itemVariantId = input.itemVariantId;
    } else {
      if (input.itemId == null) return err({ kind: 'ItemNotFound' });
      const item = await stockItemOfLine(trx, ctx, input.itemId);
      if (!item.ok) return item;
      if (input.packSize == null) return err({ kind: 'InvalidPackSize' });
      base = { ...placeholderLineOf(input.id, invoice.id, item.value, 0), type: 'STOCK_IN' };
      Object.assign(fields, {
        packSize: input.packSize,
        batch: input.batch,
        expiryDate: input.expiryDate,
        itemVariantId: input.itemVariantId,
      });
    }
    const line = await applyStockInFields(trx, ctx.storeId, base, fields, packToOne);
    if (!line.ok) return line;
    out.push({ ...line.value, reasonOptionId: input.reasonId ?? null });
  }

  // No line of the shipment comes back more than it issued, with the store's other returns.
  const backNow = new Map<string, number>();
  for (const l of out)
    if (l.originalLineId)
      backNow.set(
        l.originalLineId,
        (backNow.get(l.originalLineId) ?? 0) + l.numberOfPacks * l.packSize,
      );
  const before = await returnedUnitsOfLines(trx, ctx.storeId, [...backNow.keys()], invoice.id);
  for (const [lineId, units] of backNow) {
    const origin = issued.get(lineId);
    if (!origin) continue;
    const issuedUnits = origin.numberOfPacks * origin.packSize;
    const earlier = before.get(lineId) ?? 0;
    if (units + earlier > issuedUnits + 1e-9)
      return err({
        kind: 'ReturnExceedsIssuedQuantity',
        lineId,
        returnablePacks: Math.max(0, issuedUnits - earlier) / origin.packSize,
      });
  }

  const now = ctx.now();
  if (removed.length > 0)
    await deleteLines(
      trx,
      ctx.storeId,
      removed.map((l) => l.id),
      now,
    );
  for (const line of out) if (existing.has(line.id)) await saveLine(trx, ctx.storeId, line, now);
  await insertLines(
    trx,
    ctx.storeId,
    out.filter((l) => !existing.has(l.id)),
    now,
  );
  return ok(out);
}
