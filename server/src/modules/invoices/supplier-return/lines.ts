// A supplier return's lines, given as a whole (DOCUMENTS.md 4.1): each a batch of the store,
// its packs reserved at once and, once the return is picked, off the shelf too, through the
// kit's stock-out line and the one stock-movement service. A batch on hold, or in a location
// on hold, can be returned (decision 0029: quarantined stock is usually why stock goes back);
// no more than is available can be (NotEnoughStockForReduction).
import { isEditableStatus } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import type { Tx } from '../../../db/transaction';
import { quantityProblem, type QuantityOutOfRange } from '../../stock/stock-quantity';
import { lockStockForMovement, type StockMovementError } from '../../stock/stock-movement.service';
import { deleteLines, insertLines, saveLine } from '../kit/document.repository';
import type { Invoice, InvoiceLine } from '../kit/document.types';
import { changeStockOfLines, type LineStockChange } from '../kit/line-stock';
import { planLineRewrite, type LineRewriteError } from '../kit/line-rewrite';
import type { ReturnReasonError } from '../kit/return-reason';
import { stockOutLine, withPacks } from '../outbound-shipment/stock-out-line';

export interface SupplierReturnLineInput {
  id: string;
  stockLineId: string;
  numberOfPacks: number;
  /** A RETURN_REASON reason option. */
  reasonId?: string | null;
  note?: string | null;
}

export type SupplierReturnLineError =
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'NumberOfPacksBelowZero' }
  | { kind: 'CanOnlyZeroQuantityInNew' }
  | { kind: 'StockLineNotFound'; stockLineId: string }
  | { kind: 'StockLineAlreadyExistsInInvoice'; lineId: string }
  | LineRewriteError
  | ReturnReasonError
  | QuantityOutOfRange
  | StockMovementError;

export function supplierReturnLinesProblem(
  lines: readonly SupplierReturnLineInput[],
): SupplierReturnLineError | undefined {
  for (const l of lines) {
    if (l.numberOfPacks < 0) return { kind: 'NumberOfPacksBelowZero' };
    const outOfRange = quantityProblem('numberOfPacks', l.numberOfPacks, 'numberOfPacks');
    if (outOfRange) return outOfRange;
  }
  return undefined;
}

/** Makes the return's lines `inputs`, in the caller's transaction, with `invoice` locked. */
export async function writeSupplierReturnLines(
  trx: Tx,
  ctx: ServiceContext,
  invoice: Invoice,
  inputs: readonly SupplierReturnLineInput[],
): Promise<Result<InvoiceLine[], SupplierReturnLineError>> {
  if (!isEditableStatus(invoice.type, invoice.status)) return err({ kind: 'InvoiceIsNotEditable' });
  const plan = await planLineRewrite(
    trx,
    invoice,
    inputs.map((l) => l.id),
  );
  if (!plan.ok) return plan;
  const { current, existing, removed } = plan.value;
  const seen = new Map<string, string>();
  for (const l of inputs) {
    const other = seen.get(l.stockLineId);
    if (other) return err({ kind: 'StockLineAlreadyExistsInInvoice', lineId: other });
    seen.set(l.stockLineId, l.id);
  }
  const locked = await lockStockForMovement(trx, ctx, [
    ...current.flatMap((l) => (l.stockLineId ? [l.stockLineId] : [])),
    ...inputs.map((l) => l.stockLineId),
  ]);

  // What goes back is freed before what is taken is checked.
  const giveBack: LineStockChange[] = removed.flatMap((l) =>
    l.stockLineId
      ? [{ stockLineId: l.stockLineId, invoiceLineId: l.id, packsOut: -l.numberOfPacks }]
      : [],
  );
  const take: LineStockChange[] = [];
  const added: InvoiceLine[] = [];
  const changed: InvoiceLine[] = [];
  const out: InvoiceLine[] = [];
  for (const input of inputs) {
    const batch = locked.lines.get(input.stockLineId);
    if (!batch) return err({ kind: 'StockLineNotFound', stockLineId: input.stockLineId });
    if (input.numberOfPacks === 0 && invoice.status !== 'NEW')
      return err({ kind: 'CanOnlyZeroQuantityInNew' });
    const old = existing.get(input.id);
    const why = { reasonOptionId: input.reasonId ?? null, note: input.note ?? null };
    if (old && old.stockLineId === batch.id) {
      const line = { ...withPacks(old, input.numberOfPacks), ...why };
      take.push({
        stockLineId: batch.id,
        invoiceLineId: old.id,
        packsOut: input.numberOfPacks - old.numberOfPacks,
      });
      changed.push(line);
      out.push(line);
      continue;
    }
    const made = await stockOutLine(
      trx,
      input.id,
      invoice.id,
      batch,
      input.numberOfPacks,
      invoice.taxPercentage,
    );
    const line = { ...made, ...why };
    if (old?.stockLineId)
      giveBack.push({
        stockLineId: old.stockLineId,
        invoiceLineId: old.id,
        packsOut: -old.numberOfPacks,
      });
    take.push({ stockLineId: batch.id, invoiceLineId: line.id, packsOut: input.numberOfPacks });
    (old ? changed : added).push(line);
    out.push(line);
  }

  // The lines first: once the return is picked, the ledger rows of their packs name them.
  await insertLines(trx, ctx.storeId, added, locked.now);
  for (const line of changed) await saveLine(trx, ctx.storeId, line, locked.now);
  const moved = await changeStockOfLines(trx, ctx, invoice, [...giveBack, ...take], locked);
  if (!moved.ok) return moved;
  if (removed.length > 0)
    await deleteLines(
      trx,
      ctx.storeId,
      removed.map((l) => l.id),
      locked.now,
    );
  return ok(out);
}
