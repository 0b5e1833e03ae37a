// A receipt's line changed (DOCUMENTS.md 2.2): before receipt, only the line; once received,
// its stock line follows (details and packs, the difference recorded in the ledger), unless any
// of that stock has been reserved or issued since (BatchIsReserved): received stock that is in
// use is not rewritten under its users. The pack size of received stock stays what it was.
import { linesEditable } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { preferencesOfStores } from '../../stores/store.list';
import { updateStockLineDetails } from '../../stock/stock-line.repository';
import { applyStockMovements, lockStockForMovement } from '../../stock/stock-movement.service';
import { findLines, findLinesByIds, lockInvoice, saveLine } from '../kit/document.repository';
import type { InvoiceLine } from '../kit/document.types';
import type { InboundLineError } from './line-insert';
import { applyStockInFields, type StockInFields } from './stock-in-line';

export interface UpdateInboundLineInput extends StockInFields {
  id: string;
}

export async function updateInboundShipmentLine(
  ctx: ServiceContext,
  input: UpdateInboundLineInput,
): Promise<
  Result<InvoiceLine, InboundLineError | { kind: 'CannotChangePackSizeOfReceivedStock' }>
> {
  const [found] = await findLinesByIds(ctx.db, ctx.storeId, [input.id]);
  if (found?.type !== 'STOCK_IN') return err({ kind: 'RecordNotFound' });
  const packToOne =
    (await preferencesOfStores(ctx.db, [ctx.storeId])).get(ctx.storeId)?.packToOne ?? false;
  return inTransaction<
    InvoiceLine,
    InboundLineError | { kind: 'CannotChangePackSizeOfReceivedStock' }
  >(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, found.invoiceId);
    if (!invoice || invoice.type !== 'INBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    if (!linesEditable(invoice.type, invoice.status, invoice.linkedInvoiceId))
      return err({ kind: 'InvoiceIsNotEditable' });
    const line = (await findLines(trx, invoice.id, { id: input.id }))[0];
    if (!line) return err({ kind: 'RecordNotFound' });
    const { lines: stock, now } = await lockStockForMovement(
      trx,
      ctx,
      line.stockLineId ? [line.stockLineId] : [],
    );
    const received = line.stockLineId ? stock.get(line.stockLineId) : undefined;
    if (
      received &&
      (received.availableNumberOfPacks !== line.numberOfPacks ||
        received.totalNumberOfPacks !== line.numberOfPacks)
    )
      return err({ kind: 'BatchIsReserved' });
    const next = await applyStockInFields(trx, ctx.storeId, line, input, packToOne && !received);
    if (!next.ok) return next;
    const updated = next.value;
    if (received && updated.packSize !== received.packSize)
      return err({ kind: 'CannotChangePackSizeOfReceivedStock' });
    await saveLine(trx, ctx.storeId, updated, now);
    if (received) {
      await updateStockLineDetails(
        trx,
        {
          ...received,
          batch: updated.batch,
          expiryDate: updated.expiryDate,
          costPricePerPack: updated.costPricePerPack,
          sellPricePerPack: updated.sellPricePerPack,
          locationId: updated.locationId,
          donorId: updated.donorId,
          vvmStatusId: updated.vvmStatusId,
        },
        now,
      );
      const delta = updated.numberOfPacks - line.numberOfPacks;
      const moved = await applyStockMovements(
        trx,
        ctx,
        {
          invoiceId: invoice.id,
          datetime: now,
          lines: [
            {
              stockLineId: received.id,
              invoiceLineId: line.id,
              totalPacks: delta,
              availablePacks: delta,
            },
          ],
        },
        { lines: stock, now },
      );
      if (!moved.ok) return moved;
    }
    return ok(updated);
  });
}
