// A stock-out line's packs or batch changed (DOCUMENTS.md 0.4): the difference is reserved or
// given back (and taken off or put back on the shelf once picked); a new batch takes the
// packs and the old one gets them back. Zero packs only while NEW (spec 001 section 4).
import { RESIDUAL_PACK_TOLERANCE, isEditableStatus } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { findLocation } from '../../locations/location.repository';
import { quantityProblem } from '../../stock/stock-quantity';
import { lockStockForMovement } from '../../stock/stock-movement.service';
import {
  findLines,
  findLinesByIds,
  lockInvoice,
  saveLine,
  type InvoiceLine,
} from '../kit/document.repository';
import { changeStockOfLines, type LineStockChange } from '../kit/line-stock';
import type { OutboundLineError } from './line-insert';
import { stockOutLine, withPacks } from './stock-out-line';

export interface UpdateOutboundShipmentLineInput {
  id: string;
  numberOfPacks?: number | null;
  stockLineId?: string | null;
}

export async function updateOutboundShipmentLine(
  ctx: ServiceContext,
  input: UpdateOutboundShipmentLineInput,
): Promise<Result<InvoiceLine, OutboundLineError>> {
  if (input.numberOfPacks != null) {
    if (input.numberOfPacks < 0) return err({ kind: 'NumberOfPacksBelowZero' });
    const tooMuch = quantityProblem('numberOfPacks', input.numberOfPacks, 'numberOfPacks');
    if (tooMuch) return err(tooMuch);
  }
  const [found] = await findLinesByIds(ctx.db, ctx.storeId, [input.id]);
  if (!found || found.type !== 'STOCK_OUT') return err({ kind: 'RecordNotFound' });

  return inTransaction<InvoiceLine, OutboundLineError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, found.invoiceId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    if (!isEditableStatus(invoice.type, invoice.status))
      return err({ kind: 'InvoiceIsNotEditable' });
    const line = (await findLines(trx, invoice.id, { id: input.id }))[0];
    if (!line?.stockLineId) return err({ kind: 'RecordNotFound' });
    const newBatchId = input.stockLineId ?? line.stockLineId;
    const { lines: stock, now } = await lockStockForMovement(trx, ctx, [
      line.stockLineId,
      newBatchId,
    ]);
    const batch = stock.get(newBatchId);
    if (!batch) return err({ kind: 'StockLineNotFound', stockLineId: newBatchId });
    const requested = input.numberOfPacks ?? line.numberOfPacks;
    if (requested === 0 && invoice.status !== 'NEW')
      return err({ kind: 'CanOnlyZeroQuantityInNew' });

    let changes: LineStockChange[];
    let updated: InvoiceLine;
    if (newBatchId === line.stockLineId) {
      const room = batch.availableNumberOfPacks + line.numberOfPacks;
      const gap = requested - room;
      const packs = gap > 0 && gap < RESIDUAL_PACK_TOLERANCE ? room : requested;
      changes = [
        { stockLineId: batch.id, invoiceLineId: line.id, packsOut: packs - line.numberOfPacks },
      ];
      updated = withPacks(line, packs);
    } else {
      const other = (await findLines(trx, invoice.id, { stockLineId: batch.id }))[0];
      if (other) return err({ kind: 'StockLineAlreadyExistsInInvoice', lineId: other.id });
      if (batch.onHold) return err({ kind: 'StockLineIsOnHold' });
      if (batch.locationId && (await findLocation(trx, ctx.storeId, batch.locationId))?.onHold)
        return err({ kind: 'LocationIsOnHold' });
      const gap = requested - batch.availableNumberOfPacks;
      const packs =
        gap > 0 && gap < RESIDUAL_PACK_TOLERANCE ? batch.availableNumberOfPacks : requested;
      // Give back first: the old batch's packs are free before the new one is checked.
      changes = [
        { stockLineId: line.stockLineId, invoiceLineId: line.id, packsOut: -line.numberOfPacks },
        { stockLineId: batch.id, invoiceLineId: line.id, packsOut: packs },
      ];
      updated = {
        ...(await stockOutLine(trx, line.id, invoice.id, batch, packs, invoice.taxPercentage)),
        note: line.note,
      };
    }
    await saveLine(trx, ctx.storeId, updated, now);
    const moved = await changeStockOfLines(trx, ctx, invoice, changes, { lines: stock, now });
    return moved.ok ? ok(updated) : moved;
  });
}
