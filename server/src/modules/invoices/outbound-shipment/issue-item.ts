// Issue a quantity of items (DOCUMENTS.md decision 1, 1.4, 1.5 B): the one allocator of
// packages/domain chooses the batches (first expiry first out, skipping what cannot be issued
// and saying why), and the shipment's lines of that item become what it chose: existing lines
// take their new packs, new batches get new lines, batches no longer chosen drop out, and a
// shortfall goes to the item's placeholder (while NEW), never below zero. Setting the same
// quantity again gives the same lines: a retried request changes nothing more. One request
// may set many items (a whole shipment of 1,500 lines): the document is locked once, the
// batches of every item read and locked together in one order, and lines, ledger rows and
// counts written in multi-row statements; one item refused refuses them all.
import {
  allocateStockOut,
  isEditableStatus,
  uuidv7,
  vvmIssuePriority,
  type Allocation,
  type AllocationBatch,
} from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction, type Tx } from '../../../db/transaction';
import { chunks } from '../../../db/chunks';
import { visibleItemIds } from '../../items/item.list';
import { preferencesOfStores } from '../../stores/store.list';
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
import { placeholderLineOf } from './placeholder';
import { stockOutLineOf, withPacks } from './stock-out-line';

export interface IssueItemInput {
  invoiceId: string;
  itemId: string;
  /** Units of the item to issue in all (not in addition to what the shipment holds). */
  quantity: number;
}

export interface IssueItemsInput {
  invoiceId: string;
  /** Each item once; each quantity in units, in all. */
  items: readonly { itemId: string; quantity: number }[];
}

export type IssueItemError =
  | { kind: 'RecordNotFound' }
  | { kind: 'ItemNotFound'; itemId?: string }
  | { kind: 'NotAStockItem'; itemId?: string }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'NumberOfPacksBelowZero' }
  | { kind: 'CanOnlyZeroQuantityInNew' }
  | QuantityOutOfRange
  | StockMovementError;

export interface IssuedItem {
  itemId: string;
  /** The shipment's lines of the item after the change (batches, then the placeholder). */
  lines: InvoiceLine[];
  allocation: Allocation;
}

export async function issueOutboundShipmentItem(
  ctx: ServiceContext,
  input: IssueItemInput,
): Promise<Result<IssuedItem, IssueItemError>> {
  const issued = await issueOutboundShipmentItems(ctx, {
    invoiceId: input.invoiceId,
    items: [{ itemId: input.itemId, quantity: input.quantity }],
  });
  if (!issued.ok) return issued;
  const [one] = issued.value;
  return one ? ok(one) : err({ kind: 'ItemNotFound' });
}

export async function issueOutboundShipmentItems(
  ctx: ServiceContext,
  input: IssueItemsInput,
): Promise<Result<IssuedItem[], IssueItemError>> {
  // The same item twice: the later quantity wins, as if sent one after the other.
  const wanted = new Map(input.items.map((i) => [i.itemId, i.quantity]));
  for (const quantity of wanted.values()) {
    if (quantity < 0) return err({ kind: 'NumberOfPacksBelowZero' });
    const tooMuch = quantityProblem('quantity', quantity, 'numberOfPacks');
    if (tooMuch) return err(tooMuch);
  }

  return inTransaction<IssuedItem[], IssueItemError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.invoiceId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    const itemIds = [...wanted.keys()];
    const items = new Map<string, { id: string; type: string; name: string; code: string }>();
    for (const part of chunks(itemIds, 1000))
      for (const row of await trx
        .selectFrom('item')
        .select(['id', 'type', 'name', 'code'])
        .where('id', 'in', part)
        .execute())
        items.set(row.id, row);
    // An item the store does not see is as good as unknown (issue 9: no write crosses a store).
    const visible = await visibleItemIds(trx, ctx.dialect, ctx.storeId, [...items.keys()]);
    for (const itemId of itemIds) {
      const item = items.get(itemId);
      if (!item || !visible.has(itemId)) return err({ kind: 'ItemNotFound', itemId });
      if (item.type !== 'STOCK') return err({ kind: 'NotAStockItem', itemId });
    }
    if (!isEditableStatus(invoice.type, invoice.status))
      return err({ kind: 'InvoiceIsNotEditable' });

    const linesByItem = new Map<string, InvoiceLine[]>();
    for (const line of await findLines(trx, invoice.id)) {
      if (!wanted.has(line.itemId)) continue;
      linesByItem.set(line.itemId, [...(linesByItem.get(line.itemId) ?? []), line]);
    }
    const onLineIds = [...linesByItem.values()]
      .flat()
      .flatMap((l) => (l.type === 'STOCK_OUT' && l.stockLineId ? [l.stockLineId] : []));
    // Batches with packs to allocate, and those already on the shipment even when none is left.
    const candidates = [
      ...(await candidateBatches(trx, ctx.storeId, 'stock_line.item_id', itemIds, true)),
    ];
    const known = new Set(candidates.map((c) => c.id));
    const missing = onLineIds.filter((id) => !known.has(id));
    candidates.push(...(await candidateBatches(trx, ctx.storeId, 'stock_line.id', missing, false)));
    const locked = await lockStockForMovement(
      trx,
      ctx,
      candidates.map((c) => c.id),
    );
    const { lines: stock, now } = locked;
    const preferences = (await preferencesOfStores(trx, [ctx.storeId])).get(ctx.storeId);
    const today = now.toISOString().slice(0, 10);
    const candidatesOf = new Map<string, typeof candidates>();
    for (const c of candidates)
      candidatesOf.set(c.itemId, [...(candidatesOf.get(c.itemId) ?? []), c]);

    // generate
    const changes: LineStockChange[] = [];
    const inserts: InvoiceLine[] = [];
    const updates: InvoiceLine[] = [];
    const removed: string[] = [];
    const allocations = new Map<string, Allocation>();
    for (const [itemId, quantity] of wanted) {
      const item = items.get(itemId);
      if (!item) continue;
      const itemLines = linesByItem.get(itemId) ?? [];
      const onLine = new Map(
        itemLines.flatMap((l) =>
          l.type === 'STOCK_OUT' && l.stockLineId ? [[l.stockLineId, l] as const] : [],
        ),
      );
      const batches: AllocationBatch[] = (candidatesOf.get(itemId) ?? []).flatMap((c) => {
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
            vvmPriority: vvmIssuePriority(c.vvmLevel),
          },
        ];
      });
      const allocation = allocateStockOut({
        requestedUnits: quantity,
        batches,
        today,
        allowPlaceholder: invoice.status === 'NEW',
        sortByVvmStatusThenExpiry: preferences?.sortByVvmStatusThenExpiry === true,
      });
      allocations.set(itemId, allocation);

      const chosen = new Map(allocation.lines.map((l) => [l.id, l.numberOfPacks]));
      for (const [stockLineId, line] of onLine) {
        const packs = chosen.get(stockLineId) ?? 0;
        if (packs === line.numberOfPacks) continue;
        if (packs === 0 && invoice.status !== 'NEW')
          return err({ kind: 'CanOnlyZeroQuantityInNew' });
        changes.push({ stockLineId, invoiceLineId: line.id, packsOut: packs - line.numberOfPacks });
        if (packs === 0) removed.push(line.id);
        else updates.push(withPacks(line, packs));
      }
      for (const l of allocation.lines) {
        if (onLine.has(l.id)) continue;
        const batch = stock.get(l.id);
        if (!batch) continue;
        const line = stockOutLineOf(
          uuidv7(now.getTime()),
          invoice.id,
          batch,
          item,
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
          placeholderLineOf(uuidv7(now.getTime()), invoice.id, item, allocation.placeholderUnits),
        );
    }

    // persist: lines first (the ledger rows of a picked shipment name them), then stock
    await insertLines(trx, ctx.storeId, inserts, now);
    for (const line of updates) await saveLine(trx, ctx.storeId, line, now);
    const moved = await changeStockOfLines(trx, ctx, invoice, changes, locked);
    if (!moved.ok) return moved;
    await deleteLines(trx, ctx.storeId, removed, now);

    const gone = new Set(removed);
    const updated = new Map(updates.map((u) => [u.id, u]));
    const after = new Map<string, InvoiceLine[]>();
    for (const line of [
      ...[...linesByItem.values()].flat().filter((l) => !gone.has(l.id)),
      ...inserts,
    ]) {
      const current = updated.get(line.id) ?? line;
      after.set(line.itemId, [...(after.get(line.itemId) ?? []), current]);
    }
    const order = (l: InvoiceLine) => (l.type === 'UNALLOCATED_STOCK' ? 1 : 0);
    return ok(
      [...wanted.keys()].flatMap((itemId) => {
        const allocation = allocations.get(itemId);
        if (!allocation) return [];
        const lines = (after.get(itemId) ?? []).sort(
          (a, b) => order(a) - order(b) || a.id.localeCompare(b.id),
        );
        return [{ itemId, lines, allocation }];
      }),
    );
  });
}

/** A store's batches by item or by id, with what the allocator checks beside their counts
 * (their location's hold, their VVM status), 500 keys per statement. */
async function candidateBatches(
  trx: Tx,
  storeId: string,
  key: 'stock_line.item_id' | 'stock_line.id',
  values: readonly string[],
  withStockOnly: boolean,
) {
  const out = [];
  for (const part of chunks(values, 500))
    out.push(
      ...(await trx
        .selectFrom('stock_line')
        .leftJoin('location', 'location.id', 'stock_line.location_id')
        .leftJoin('vvm_status', 'vvm_status.id', 'stock_line.vvm_status_id')
        .select([
          'stock_line.id',
          'stock_line.item_id as itemId',
          'location.on_hold as locationOnHold',
          'vvm_status.unusable as vvmUnusable',
          'vvm_status.level as vvmLevel',
        ])
        .where('stock_line.store_id', '=', storeId)
        .where(key, 'in', part)
        .$if(withStockOnly, (q) => q.where('stock_line.available_number_of_packs', '>', 0))
        .execute()),
    );
  return out;
}
