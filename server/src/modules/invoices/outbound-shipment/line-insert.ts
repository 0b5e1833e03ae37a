// A batch put on an outbound shipment by hand (DOCUMENTS.md 1.2.1, 0.4): its packs are
// reserved at once (available packs fall) and, on a shipment already picked, leave the shelf
// too. Refused, with nothing changed: another store's batch, a batch already on the shipment, a
// batch or location on hold, more than is available. An expired batch may be issued by hand
// (auto-allocation never picks it). The same line sent again answers the line written first.
import { RESIDUAL_PACK_TOLERANCE, isEditableStatus } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { tablesHoldingId } from '../../../db/record-ids';
import { inTransaction, isUniqueViolation } from '../../../db/transaction';
import { findLocation } from '../../locations/location.repository';
import { quantityProblem, type QuantityOutOfRange } from '../../stock/stock-quantity';
import { lockStockForMovement, type StockMovementError } from '../../stock/stock-movement.service';
import {
  findLines,
  findLinesByIds,
  insertLines,
  lockInvoice,
  type InvoiceLine,
} from '../kit/document.repository';
import { changeStockOfLines } from '../kit/line-stock';
import { stockOutLine } from './stock-out-line';

export interface InsertOutboundShipmentLineInput {
  id: string;
  invoiceId: string;
  stockLineId: string;
  numberOfPacks: number;
}

export type OutboundLineError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'StockLineNotFound'; stockLineId: string }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'NumberOfPacksBelowZero' }
  /** Zero packs only while the shipment is NEW (spec 001 section 4). */
  | { kind: 'CanOnlyZeroQuantityInNew' }
  | { kind: 'StockLineAlreadyExistsInInvoice'; lineId: string }
  | { kind: 'StockLineIsOnHold' }
  | { kind: 'LocationIsOnHold' }
  | QuantityOutOfRange
  | StockMovementError;

export async function insertOutboundShipmentLine(
  ctx: ServiceContext,
  input: InsertOutboundShipmentLineInput,
): Promise<Result<InvoiceLine, OutboundLineError>> {
  if (input.numberOfPacks < 0) return err({ kind: 'NumberOfPacksBelowZero' });
  const tooMuch = quantityProblem('numberOfPacks', input.numberOfPacks, 'numberOfPacks');
  if (tooMuch) return err(tooMuch);

  const result = await inTransaction<InvoiceLine, OutboundLineError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.invoiceId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    const { lines: stock, now } = await lockStockForMovement(trx, ctx, [input.stockLineId]);
    if ((await tablesHoldingId(trx, input.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    const batch = stock.get(input.stockLineId);
    if (!batch) return err({ kind: 'StockLineNotFound', stockLineId: input.stockLineId });
    if (!isEditableStatus(invoice.type, invoice.status))
      return err({ kind: 'InvoiceIsNotEditable' });
    if (input.numberOfPacks === 0 && invoice.status !== 'NEW')
      return err({ kind: 'CanOnlyZeroQuantityInNew' });
    const already = (await findLines(trx, invoice.id, { stockLineId: batch.id }))[0];
    if (already) return err({ kind: 'StockLineAlreadyExistsInInvoice', lineId: already.id });
    if (batch.onHold) return err({ kind: 'StockLineIsOnHold' });
    if (batch.locationId && (await findLocation(trx, ctx.storeId, batch.locationId))?.onHold)
      return err({ kind: 'LocationIsOnHold' });
    // A request within a thousandth of a pack of what is available takes exactly that.
    const gap = input.numberOfPacks - batch.availableNumberOfPacks;
    const packs =
      gap > 0 && gap < RESIDUAL_PACK_TOLERANCE ? batch.availableNumberOfPacks : input.numberOfPacks;

    const line = await stockOutLine(trx, input.id, invoice.id, batch, packs, invoice.taxPercentage);
    // The line first: once the shipment is picked, the ledger row of its packs names it. A
    // refusal of the stock service below rolls the line back with everything else.
    await insertLines(trx, ctx.storeId, [line], now);
    const moved = await changeStockOfLines(
      trx,
      ctx,
      invoice,
      [{ stockLineId: batch.id, invoiceLineId: line.id, packsOut: packs }],
      { lines: stock, now },
    );
    return moved.ok ? ok(line) : moved;
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    const [existing] = await findLinesByIds(ctx.db, ctx.storeId, [input.id]);
    if (
      existing &&
      existing.invoiceId === input.invoiceId &&
      existing.stockLineId === input.stockLineId &&
      existing.numberOfPacks === input.numberOfPacks
    )
      return ok(existing);
  }
  return result;
}
