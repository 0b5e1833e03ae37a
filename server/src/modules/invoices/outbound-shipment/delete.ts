// Deletes an outbound shipment that has moved no stock yet (NEW or ALLOCATED): its lines give
// back what they reserved, then the lines and the shipment go. Once picked, its packs have
// left the shelf and the ledger names its lines: it can only go forward (spec 001 section 4:
// lines are deleted only while New).
import { hasStockEffect, isEditableStatus, type InvoiceType } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { logActivity } from '../../activity-log/activity-log.repository';
import { lockStockForMovement, type StockMovementError } from '../../stock/stock-movement.service';
import { deleteDocument, deleteLines, findLines, lockInvoice } from '../kit/document.repository';
import { changeStockOfLines } from '../kit/line-stock';

export type DeleteOutboundShipmentError =
  | { kind: 'RecordNotFound' }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'CannotDeleteInvoiceWithStockMovements' }
  | StockMovementError;

export function deleteOutboundShipment(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, DeleteOutboundShipmentError>> {
  return deleteStockOutDocument(ctx, 'OUTBOUND_SHIPMENT', id);
}

/** The same for any document whose lines reserve stock (a supplier return too). */
export async function deleteStockOutDocument(
  ctx: ServiceContext,
  type: InvoiceType,
  id: string,
): Promise<Result<{ id: string }, DeleteOutboundShipmentError>> {
  const result = await inTransaction<{ id: string }, DeleteOutboundShipmentError>(
    ctx.db,
    async (trx) => {
      const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, id);
      if (!invoice || invoice.type !== type) return err({ kind: 'RecordNotFound' });
      if (!isEditableStatus(invoice.type, invoice.status))
        return err({ kind: 'InvoiceIsNotEditable' });
      if (hasStockEffect(invoice.type, invoice.status))
        return err({ kind: 'CannotDeleteInvoiceWithStockMovements' });
      const lines = await findLines(trx, invoice.id);
      const reserving = lines.filter((l) => l.stockLineId !== null && l.numberOfPacks !== 0);
      const locked = await lockStockForMovement(
        trx,
        ctx,
        reserving.map((l) => l.stockLineId ?? ''),
      );
      const released = await changeStockOfLines(
        trx,
        ctx,
        invoice,
        reserving.map((l) => ({
          stockLineId: l.stockLineId ?? '',
          invoiceLineId: l.id,
          packsOut: -l.numberOfPacks,
        })),
        locked,
      );
      if (!released.ok) return released;
      await deleteLines(
        trx,
        ctx.storeId,
        lines.map((l) => l.id),
        locked.now,
      );
      await deleteDocument(trx, invoice, locked.now);
      await logActivity(
        trx,
        {
          type: 'INVOICE_DELETED',
          userId: ctx.userId,
          storeId: ctx.storeId,
          recordId: invoice.id,
          changedFrom: String(invoice.invoiceNumber),
        },
        locked.now,
      );
      return ok({ id: invoice.id });
    },
  );
  // The other store's document made when it was picked goes too (transfers).
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}
