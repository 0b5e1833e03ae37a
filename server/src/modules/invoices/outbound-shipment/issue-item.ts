// Issue a quantity of an item (DOCUMENTS.md decision 1, 1.4, 1.5 B): the one allocator of
// packages/domain chooses the batches (first expiry first out, skipping what cannot be issued
// and saying why), and the shipment's lines of that item become what it chose: existing lines
// take their new packs, new batches get new lines, batches no longer chosen drop out, and a
// shortfall goes to the item's placeholder (while NEW), never below zero. Setting the same
// quantity again gives the same lines: a retried request changes nothing more.
import {
  allocateStockOut,
  isEditableStatus,
  uuidv7,
  type Allocation,
  type AllocationBatch,
} from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { isItemVisible } from '../../items/item.list';
import { quantityProblem, type QuantityOutOfRange } from '../../stock/stock-quantity';
import { lockStockForMovement, type StockMovementError } from '../../stock/stock-movement.service';
import {
  deleteLines,
  findLines,
  insertLines,
  lockInvoice,
  saveLine,
} from '../kit/document.repository';
import type { InvoiceLine } from '../kit/document.types';
import { changeStockOfLines, type LineStockChange } from '../kit/line-stock';
import { placeholderLine } from './placeholder';
import { stockOutLine, withPacks } from './stock-out-line';

export interface IssueItemInput {
  invoiceId: string;
  itemId: string;
  /** Units of the item to issue in all (not in addition to what the shipment holds). */
  quantity: number;
}

export type IssueItemError =
  | { kind: 'RecordNotFound' }
  | { kind: 'ItemNotFound' }
  | { kind: 'NotAStockItem' }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'NumberOfPacksBelowZero' }
  | { kind: 'CanOnlyZeroQuantityInNew' }
  | QuantityOutOfRange
  | StockMovementError;

export interface IssuedItem {
  /** The shipment's lines of the item after the change (batches, then the placeholder). */
  lines: InvoiceLine[];
  allocation: Allocation;
}

export async function issueOutboundShipmentItem(
  ctx: ServiceContext,
  input: IssueItemInput,
): Promise<Result<IssuedItem, IssueItemError>> {
  if (input.quantity < 0) return err({ kind: 'NumberOfPacksBelowZero' });
  const tooMuch = quantityProblem('quantity', input.quantity, 'numberOfPacks');
  if (tooMuch) return err(tooMuch);

  return inTransaction<IssuedItem, IssueItemError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.invoiceId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    const item = await trx
      .selectFrom('item')
      .select(['id', 'type'])
      .where('id', '=', input.itemId)
      .executeTakeFirst();
    // An item the store does not see is as good as unknown (issue 9: no write crosses a store).
    if (!item || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, item.id)))
      return err({ kind: 'ItemNotFound' });
    if (item.type !== 'STOCK') return err({ kind: 'NotAStockItem' });
    if (!isEditableStatus(invoice.type, invoice.status))
      return err({ kind: 'InvoiceIsNotEditable' });

    const itemLines = await findLines(trx, invoice.id, { itemId: item.id });
    const onLine = new Map(
      itemLines.flatMap((l) =>
        l.type === 'STOCK_OUT' && l.stockLineId ? [[l.stockLineId, l] as const] : [],
      ),
    );
    const candidates = await trx
      .selectFrom('stock_line')
      .leftJoin('location', 'location.id', 'stock_line.location_id')
      .leftJoin('vvm_status', 'vvm_status.id', 'stock_line.vvm_status_id')
      .select([
        'stock_line.id',
        'location.on_hold as locationOnHold',
        'vvm_status.unusable as vvmUnusable',
      ])
      .where('stock_line.store_id', '=', ctx.storeId)
      .where('stock_line.item_id', '=', item.id)
      .where((eb) =>
        eb.or([
          eb('stock_line.available_number_of_packs', '>', 0),
          ...(onLine.size > 0 ? [eb('stock_line.id', 'in', [...onLine.keys()])] : []),
        ]),
      )
      .execute();
    const { lines: stock, now } = await lockStockForMovement(
      trx,
      ctx,
      candidates.map((c) => c.id),
    );
    const batches: AllocationBatch[] = candidates.flatMap((c) => {
      const s = stock.get(c.id);
      if (!s) return [];
      return [
        {
          id: s.id,
          batch: s.batch,
          expiryDate: s.expiryDate,
          packSize: s.packSize,
          availableNumberOfPacks: Math.max(s.availableNumberOfPacks, 0),
          packsOnLine: onLine.get(s.id)?.numberOfPacks ?? 0,
          onHold: s.onHold,
          locationOnHold: Boolean(c.locationOnHold),
          vvmUnusable: Boolean(c.vvmUnusable),
        },
      ];
    });
    const allocation = allocateStockOut({
      requestedUnits: input.quantity,
      batches,
      today: now.toISOString().slice(0, 10),
      allowPlaceholder: invoice.status === 'NEW',
    });

    // generate
    const chosen = new Map(allocation.lines.map((l) => [l.id, l.numberOfPacks]));
    const changes: LineStockChange[] = [];
    const inserts: InvoiceLine[] = [];
    const updates: InvoiceLine[] = [];
    const removed: string[] = [];
    for (const [stockLineId, line] of onLine) {
      const packs = chosen.get(stockLineId) ?? 0;
      if (packs === line.numberOfPacks) continue;
      if (packs === 0 && invoice.status !== 'NEW') return err({ kind: 'CanOnlyZeroQuantityInNew' });
      changes.push({ stockLineId, invoiceLineId: line.id, packsOut: packs - line.numberOfPacks });
      if (packs === 0) removed.push(line.id);
      else updates.push(withPacks(line, packs));
    }
    for (const l of allocation.lines) {
      if (onLine.has(l.id)) continue;
      const batch = stock.get(l.id);
      if (!batch) continue;
      const line = await stockOutLine(
        trx,
        uuidv7(now.getTime()),
        invoice.id,
        batch,
        l.numberOfPacks,
      );
      inserts.push(line);
      changes.push({ stockLineId: batch.id, invoiceLineId: line.id, packsOut: l.numberOfPacks });
    }
    const placeholder = itemLines.find((l) => l.type === 'UNALLOCATED_STOCK');
    if (placeholder && allocation.placeholderUnits === 0) removed.push(placeholder.id);
    else if (placeholder && placeholder.numberOfPacks !== allocation.placeholderUnits)
      updates.push({ ...placeholder, numberOfPacks: allocation.placeholderUnits });
    else if (!placeholder && allocation.placeholderUnits > 0)
      inserts.push(
        await placeholderLine(
          trx,
          uuidv7(now.getTime()),
          invoice.id,
          item.id,
          allocation.placeholderUnits,
        ),
      );

    // persist: lines first (the ledger rows of a picked shipment name them), then stock
    await insertLines(trx, ctx.storeId, inserts, now);
    for (const line of updates) await saveLine(trx, ctx.storeId, line, now);
    const moved = await changeStockOfLines(trx, ctx, invoice, changes, { lines: stock, now });
    if (!moved.ok) return moved;
    await deleteLines(trx, ctx.storeId, removed, now);
    const after = await findLines(trx, invoice.id, { itemId: item.id });
    return ok({ lines: after, allocation });
  });
}
