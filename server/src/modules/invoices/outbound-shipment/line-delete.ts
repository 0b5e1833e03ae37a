// A line removed from an outbound shipment, only while it is NEW (spec 001 section 4): a
// stock-out line gives back the packs it reserved; a placeholder simply goes.
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { lockStockForMovement, type StockMovementError } from '../../stock/stock-movement.service';
import { deleteLines, findLines, findLinesByIds, lockInvoice } from '../kit/document.repository';
import { changeStockOfLines } from '../kit/line-stock';

export type DeleteOutboundLineError =
  { kind: 'RecordNotFound' } | { kind: 'CanOnlyDeleteLinesOfNewInvoice' } | StockMovementError;

export async function deleteOutboundShipmentLine(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, DeleteOutboundLineError>> {
  const [found] = await findLinesByIds(ctx.db, ctx.storeId, [id]);
  if (!found || (found.type !== 'STOCK_OUT' && found.type !== 'UNALLOCATED_STOCK'))
    return err({ kind: 'RecordNotFound' });
  return inTransaction<{ id: string }, DeleteOutboundLineError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, found.invoiceId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    if (invoice.status !== 'NEW') return err({ kind: 'CanOnlyDeleteLinesOfNewInvoice' });
    const line = (await findLines(trx, invoice.id, { id }))[0];
    if (!line) return err({ kind: 'RecordNotFound' });
    const locked = await lockStockForMovement(trx, ctx, line.stockLineId ? [line.stockLineId] : []);
    if (line.stockLineId) {
      const released = await changeStockOfLines(
        trx,
        ctx,
        invoice,
        [{ stockLineId: line.stockLineId, invoiceLineId: line.id, packsOut: -line.numberOfPacks }],
        locked,
      );
      if (!released.ok) return released;
    }
    await deleteLines(trx, ctx.storeId, [line.id], locked.now);
    return ok({ id: line.id });
  });
}
