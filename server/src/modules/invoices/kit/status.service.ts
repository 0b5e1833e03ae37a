// The one service that changes a document's status (issue 11 item 1): the move is planned by
// the lifecycle table in packages/domain (forward only, dates stamped, at most one stock
// effect), checked against the document (hold, placeholders, lines), and its stock effect is
// turned into movements through the stock-movement service, exactly once: the effect belongs
// to the move that crosses the type's effect status, and the document is locked while it moves.
import {
  STATUS_DATETIME,
  planStatusMove,
  uuidv7,
  type InvoiceStatus,
  type StatusMoveRefusal,
} from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import { insertStockLine } from '../../stock/stock-line.repository';
import {
  applyStockMovements,
  lockStockForMovement,
  type StockMovementError,
} from '../../stock/stock-movement.service';
import {
  deleteLines,
  findLines,
  saveDocument,
  saveLine,
  type Invoice,
  type InvoiceLine,
} from './document.repository';

export type StatusChangeError =
  | { kind: StatusMoveRefusal }
  | { kind: 'CannotChangeStatusOfInvoiceOnHold' }
  /** Leaving NEW with a placeholder that still holds a quantity (allocate it or zero it). */
  | { kind: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines'; lineIds: string[] }
  /** Nothing to move: no line with a quantity (placeholders and empty lines do not count). */
  | { kind: 'CannotChangeStatusWithoutLines' }
  | { kind: 'InvoiceLineHasNoStockLine'; lineId: string }
  | StockMovementError;

/**
 * Moves `invoice` (locked by the caller) to `to` as `by`, inside the caller's transaction, and
 * answers the document as it now is. Asking for the status it has changes nothing.
 */
export async function changeStatus(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  to: InvoiceStatus,
  by: 'USER' | 'PROCESSOR',
): Promise<Result<Invoice, StatusChangeError>> {
  const plan = planStatusMove(invoice.type, invoice.status, to, {
    by,
    manual: invoice.linkedInvoiceId === null,
  });
  if (!plan.ok) return err({ kind: plan.refusal });
  const move = plan.move;
  if (move === null) return ok(invoice);
  if (invoice.onHold) return err({ kind: 'CannotChangeStatusOfInvoiceOnHold' });

  let lines = await findLines(trx, invoice.id);
  if (move.leavesNew) {
    const holding = lines.filter((l) => l.type === 'UNALLOCATED_STOCK' && l.numberOfPacks !== 0);
    if (holding.length > 0)
      return err({
        kind: 'CanOnlyChangeToAllocatedWhenNoUnallocatedLines',
        lineIds: holding.map((l) => l.id),
      });
    // Lines that move nothing are removed; a receipt keeps "the supplier said 5, none came".
    const empty = lines.filter(
      (l) =>
        l.numberOfPacks === 0 &&
        l.type !== 'SERVICE' &&
        !(l.type === 'STOCK_IN' && (l.shippedNumberOfPacks ?? 0) > 0),
    );
    if (empty.length === lines.length && by === 'USER')
      return err({ kind: 'CannotChangeStatusWithoutLines' });
    if (empty.length > 0) {
      await deleteLines(
        trx,
        invoice.storeId,
        empty.map((l) => l.id),
        ctx.now(),
      );
      const gone = new Set(empty.map((l) => l.id));
      lines = lines.filter((l) => !gone.has(l.id));
    }
  }

  const stockLineIds = lines.flatMap((l) => (l.stockLineId ? [l.stockLineId] : []));
  const locked = await lockStockForMovement(trx, ctx, stockLineIds);
  const at = locked.now;
  if (move.effect === 'ISSUE' || move.effect === 'REVERSE') {
    const sign = move.effect === 'ISSUE' ? -1 : 1;
    const out = lines.filter((l) => l.type === 'STOCK_OUT' && l.numberOfPacks !== 0);
    const missing = out.find((l) => l.stockLineId === null);
    if (missing) return err({ kind: 'InvoiceLineHasNoStockLine', lineId: missing.id });
    const moved = await applyStockMovements(
      trx,
      ctx,
      {
        invoiceId: invoice.id,
        datetime: at,
        lines: out.map((l) => ({
          stockLineId: l.stockLineId ?? '',
          invoiceLineId: l.id,
          totalPacks: sign * l.numberOfPacks,
          // Issued packs were reserved when the line was written; a reversal frees them again.
          availablePacks: move.effect === 'REVERSE' ? l.numberOfPacks : 0,
        })),
      },
      locked,
    );
    if (!moved.ok) return moved;
  } else if (move.effect === 'RECEIVE') {
    const received = await receiveLines(trx, ctx, invoice, lines, at);
    if (!received.ok) return received;
  }

  const stamped: Invoice = { ...invoice, status: to };
  for (const status of move.stamps) stamped[STATUS_DATETIME[status]] = at.toISOString();
  await saveDocument(trx, stamped, ctx.now());
  return ok(stamped);
}

/** Receipt: every stock-in line with packs becomes a stock line of the store (the line's own
 * stock line id when it has one), with its packs available, from the document's supplier. */
export async function receiveLines(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  lines: readonly InvoiceLine[],
  at: Date,
): Promise<Result<void, StockMovementError>> {
  const incoming = lines.filter((l) => l.type === 'STOCK_IN' && l.numberOfPacks > 0);
  const created = new Map<string, InvoiceLine>();
  for (const line of incoming) {
    const stockLineId = line.stockLineId ?? uuidv7(at.getTime());
    await insertStockLine(
      trx,
      {
        id: stockLineId,
        storeId: invoice.storeId,
        itemId: line.itemId,
        batch: line.batch,
        expiryDate: line.expiryDate,
        packSize: line.packSize,
        availableNumberOfPacks: 0,
        totalNumberOfPacks: 0,
        costPricePerPack: line.costPricePerPack,
        sellPricePerPack: line.sellPricePerPack,
        locationId: line.locationId,
        onHold: false,
        donorId: line.donorId,
        supplierId: invoice.otherPartyId,
        vvmStatusId: line.vvmStatusId,
        barcode: null,
        note: null,
        createdDatetime: at.toISOString(),
      },
      at,
    );
    const linked = { ...line, stockLineId };
    if (line.stockLineId === null) await saveLine(trx, invoice.storeId, linked, at);
    created.set(stockLineId, linked);
  }
  const moved = await applyStockMovements(trx, ctx, {
    invoiceId: invoice.id,
    datetime: at,
    lines: [...created.entries()].map(([stockLineId, l]) => ({
      stockLineId,
      invoiceLineId: l.id,
      totalPacks: l.numberOfPacks,
      availablePacks: l.numberOfPacks,
    })),
  });
  return moved.ok ? ok(undefined) : moved;
}
