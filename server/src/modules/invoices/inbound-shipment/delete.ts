// Deletes a receipt that has put no stock on the shelf yet (before RECEIVED), with its lines.
import { hasStockEffect, isEditableStatus, type InvoiceType } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { logActivity } from '../../activity-log/activity-log.repository';
import { deleteDocument, deleteLines, findLines, lockInvoice } from '../kit/document.repository';

export type DeleteInboundShipmentError =
  | { kind: 'RecordNotFound' }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'CannotDeleteInvoiceWithStockMovements' };

export function deleteInboundShipment(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, DeleteInboundShipmentError>> {
  return deleteStockInDocument(ctx, 'INBOUND_SHIPMENT', id);
}

/** The same for any document whose lines bring stock in (a customer return too). */
export async function deleteStockInDocument(
  ctx: ServiceContext,
  type: InvoiceType,
  id: string,
): Promise<Result<{ id: string }, DeleteInboundShipmentError>> {
  return inTransaction<{ id: string }, DeleteInboundShipmentError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, id);
    if (!invoice || invoice.type !== type) return err({ kind: 'RecordNotFound' });
    // A transfer's receipt belongs to the sender's shipment: it goes when that one does.
    if (!isEditableStatus(invoice.type, invoice.status) || invoice.linkedInvoiceId !== null)
      return err({ kind: 'InvoiceIsNotEditable' });
    if (hasStockEffect(invoice.type, invoice.status))
      return err({ kind: 'CannotDeleteInvoiceWithStockMovements' });
    const now = ctx.now();
    await deleteLines(
      trx,
      ctx.storeId,
      (await findLines(trx, invoice.id)).map((l) => l.id),
      now,
    );
    await deleteDocument(trx, invoice, now);
    await logActivity(
      trx,
      {
        type: 'INVOICE_DELETED',
        userId: ctx.userId,
        storeId: ctx.storeId,
        recordId: invoice.id,
        changedFrom: String(invoice.invoiceNumber),
      },
      now,
    );
    return ok({ id: invoice.id });
  });
}
