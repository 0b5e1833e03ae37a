// A batch put on a receipt (DOCUMENTS.md 2.2): checked field by field, in single units where
// the store counts so. On a receipt already received, its stock line is created at once. The
// same line sent again answers the line written first.
import { hasStockEffect, linesEditable } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { tablesHoldingId } from '../../../db/record-ids';
import { inTransaction, isUniqueViolation } from '../../../db/transaction';
import { stockItemOfLine } from '../kit/stock-item';
import { preferencesOfStores } from '../../stores/store.list';
import type { StockMovementError } from '../../stock/stock-movement.service';
import { findLinesByIds, insertLines, lockInvoice } from '../kit/document.repository';
import type { InvoiceLine } from '../kit/document.types';
import { receiveLines } from '../kit/status.service';
import { applyStockInFields, type StockInFields, type StockInLineError } from './stock-in-line';

export interface InsertInboundLineInput extends StockInFields {
  id: string;
  invoiceId: string;
  itemId: string;
  packSize: number;
  numberOfPacks: number;
}

export type InboundLineError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'ItemNotFound' }
  | { kind: 'NotAStockItem' }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'BatchIsReserved' }
  | { kind: 'CanOnlyDeleteLinesOfNewInvoice' }
  | StockInLineError
  | StockMovementError;

export async function insertInboundShipmentLine(
  ctx: ServiceContext,
  input: InsertInboundLineInput,
): Promise<Result<InvoiceLine, InboundLineError>> {
  const packToOne =
    (await preferencesOfStores(ctx.db, [ctx.storeId])).get(ctx.storeId)?.packToOne ?? false;
  const result = await inTransaction<InvoiceLine, InboundLineError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.invoiceId);
    if (!invoice || invoice.type !== 'INBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    if ((await tablesHoldingId(trx, input.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    const found = await stockItemOfLine(trx, ctx, input.itemId);
    if (!found.ok) return found;
    const item = found.value;
    if (!linesEditable(invoice.type, invoice.status, invoice.linkedInvoiceId))
      return err({ kind: 'InvoiceIsNotEditable' });
    const blank: InvoiceLine = {
      id: input.id,
      invoiceId: invoice.id,
      type: 'STOCK_IN',
      itemId: item.id,
      itemName: item.name,
      itemCode: item.code,
      stockLineId: null,
      batch: null,
      expiryDate: null,
      packSize: input.packSize,
      numberOfPacks: input.numberOfPacks,
      costPricePerPack: 0,
      sellPricePerPack: 0,
      totalBeforeTax: 0,
      totalAfterTax: 0,
      taxPercentage: null,
      locationId: null,
      note: null,
      reasonOptionId: null,
      shippedNumberOfPacks: null,
      shippedPackSize: null,
      donorId: null,
      vvmStatusId: null,
      itemVariantId: null,
    };
    const line = await applyStockInFields(trx, ctx.storeId, blank, input, packToOne);
    if (!line.ok) return line;
    const now = ctx.now();
    await insertLines(trx, ctx.storeId, [line.value], now);
    if (hasStockEffect(invoice.type, invoice.status)) {
      const received = await receiveLines(trx, ctx, invoice, [line.value], now);
      if (!received.ok) return received;
      const [stored] = await findLinesByIds(trx, ctx.storeId, [line.value.id]);
      return ok(stored ?? line.value);
    }
    return ok(line.value);
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    const [same] = await findLinesByIds(ctx.db, ctx.storeId, [input.id]);
    if (
      same?.type === 'STOCK_IN' &&
      same.invoiceId === input.invoiceId &&
      same.itemId === input.itemId
    )
      return ok(same);
  }
  return result;
}
