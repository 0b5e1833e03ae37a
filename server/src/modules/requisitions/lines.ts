// Lines added to a requisition, whichever its type: each names an item the store sees, once per
// requisition; a line id is chosen by the client once per draft, so an insert sent again answers
// the lines the first one made. The type decides what a new line holds (an internal order's
// snapshot of the store's figures, a hand-entered customer requisition's quantities).
import { isRequisitionEditable, type RequisitionType } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { isUniqueViolation, type Tx } from '../../db/transaction';
import { idsTaken } from '../stocktakes/stocktake.repository';
import type { RequisitionError } from './requisition.errors';
import {
  deleteRequisitionLines,
  findRequisitionLines,
  insertRequisitionLines,
  isVarianceReason,
  visibleStockItemsByIds,
} from './requisition.repository';
import { logRequisition, withRequisition } from './requisition-rules';
import type { Requisition, RequisitionLine } from './requisition.types';

export interface NewLine {
  id: string;
  itemId: string;
}

/** Makes the rows of new lines (items already checked) for the requisition. */
export type LineMaker<L extends NewLine> = (
  trx: Tx,
  r: Requisition,
  lines: readonly (L & { itemName: string })[],
) => Promise<Result<RequisitionLine[], RequisitionError>>;

/** Inserts lines on the store's editable requisition of `type`; answers every line asked for
 * (those inserted before included), as they are. */
export async function insertLinesOf<L extends NewLine>(
  ctx: ServiceContext,
  type: RequisitionType,
  requisitionId: string,
  asked: readonly L[],
  make: LineMaker<L>,
): Promise<Result<RequisitionLine[], RequisitionError>> {
  const run = () =>
    withRequisition(ctx, requisitionId, type, async (trx, r) => {
      if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
      if (r.programId !== null) return err({ kind: 'CannotAddItemToProgramRequisition' });
      const held = await findRequisitionLines(trx, r.id);
      const heldById = new Map(held.map((l) => [l.id, l]));
      const taken = await idsTaken(
        trx,
        asked.map((l) => l.id),
      );
      const fresh: L[] = [];
      const seenIds = new Set<string>();
      for (const l of asked) {
        const before = heldById.get(l.id);
        if (before?.itemId === l.itemId) continue;
        if (taken.has(l.id) || seenIds.has(l.id)) return err({ kind: 'RecordAlreadyExists' });
        seenIds.add(l.id);
        fresh.push(l);
      }
      const items = await visibleStockItemsByIds(
        trx,
        ctx.storeId,
        fresh.map((l) => l.itemId),
      );
      const onIt = new Set(held.map((l) => l.itemId));
      const named: (L & { itemName: string })[] = [];
      for (const l of fresh) {
        const item = items.get(l.itemId);
        if (!item) return err({ kind: 'ItemNotFound', lineId: l.id });
        if (item.type !== 'STOCK') return err({ kind: 'NotAStockItem', lineId: l.id });
        if (onIt.has(l.itemId)) return err({ kind: 'ItemAlreadyExistInRequisition', lineId: l.id });
        onIt.add(l.itemId);
        named.push({ ...l, itemName: item.name });
      }
      const made = await make(trx, r, named);
      if (!made.ok) return made;
      await insertRequisitionLines(trx, ctx.storeId, made.value, ctx.now());
      if (made.value.length > 0) await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
      const all = new Map([...held, ...made.value].map((l) => [l.id, l]));
      return ok(asked.map((l) => all.get(l.id)).filter((l): l is RequisitionLine => !!l));
    });
  // Two inserts of one line at once: the second meets the first's committed line.
  return run().catch((e: unknown) => {
    if (isUniqueViolation(e)) return run();
    throw e;
  });
}

/** The reason given to a line, when given: an active requisition line variance reason. */
export async function reasonRefusal(
  trx: Tx,
  lineId: string,
  reasonOptionId: string | null | undefined,
): Promise<RequisitionError | null> {
  if (reasonOptionId == null) return null;
  return (await isVarianceReason(trx, reasonOptionId)) ? null : { kind: 'ReasonNotValid', lineId };
}

/** Lines of the requisition by the ids asked; an id that is not one of its lines is not found. */
export function linesAsked<T extends { id: string }>(
  held: readonly RequisitionLine[],
  asked: readonly T[],
): Result<{ line: RequisitionLine; asked: T }[], RequisitionError> {
  const byId = new Map(held.map((l) => [l.id, l]));
  const out: { line: RequisitionLine; asked: T }[] = [];
  const seen = new Set<string>();
  for (const a of asked) {
    const line = byId.get(a.id);
    if (!line || seen.has(a.id)) return err({ kind: 'RecordNotFound' });
    seen.add(a.id);
    out.push({ line, asked: a });
  }
  return ok(out);
}

/** Deletes lines of the store's editable requisition of `type`; a customer requisition made by a
 * transfer keeps its lines (spec 001 section 4: reduced to zero instead). Answers the ids. */
export function deleteLinesOf(
  ctx: ServiceContext,
  type: RequisitionType,
  input: { requisitionId: string; lineIds: readonly string[] },
): Promise<Result<string[], RequisitionError>> {
  return withRequisition(ctx, input.requisitionId, type, async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    if (r.programId !== null) return err({ kind: 'CannotAddItemToProgramRequisition' });
    const found = linesAsked(
      await findRequisitionLines(trx, r.id),
      input.lineIds.map((id) => ({ id })),
    );
    if (!found.ok) return found;
    const ids = found.value.map((f) => f.line.id);
    if (r.type === 'RESPONSE' && r.linkedRequisitionId !== null)
      return err({ kind: 'CannotDeleteLineFromTransferredRequisition', lineIds: ids });
    await deleteRequisitionLines(trx, ctx.storeId, ids, ctx.now());
    await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
    return ok(ids);
  });
}
