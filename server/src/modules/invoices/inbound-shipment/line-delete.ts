// A line removed from a receipt, only while it is NEW (spec 001 section 4): nothing has been
// received from it yet.
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { deleteLines, findLinesByIds, lockInvoice } from '../kit/document.repository';

export type DeleteInboundLineError =
  { kind: 'RecordNotFound' } | { kind: 'CanOnlyDeleteLinesOfNewInvoice' };

export async function deleteInboundShipmentLine(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, DeleteInboundLineError>> {
  const [found] = await findLinesByIds(ctx.db, ctx.storeId, [id]);
  if (found?.type !== 'STOCK_IN') return err({ kind: 'RecordNotFound' });
  return inTransaction<{ id: string }, DeleteInboundLineError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, found.invoiceId);
    if (!invoice || invoice.type !== 'INBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    if (invoice.status !== 'NEW') return err({ kind: 'CanOnlyDeleteLinesOfNewInvoice' });
    await deleteLines(trx, ctx.storeId, [id], ctx.now());
    return ok({ id });
  });
}
