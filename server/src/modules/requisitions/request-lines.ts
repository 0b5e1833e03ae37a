// An internal order's lines (DOCUMENTS.md 5.2), in DRAFT only: added by item or from a master
// list the store sees, each with a snapshot of the store's available stock and AMC now and the
// suggested quantity from them (one query per kind of figure for all the items); requested,
// comment and reason edited (a reason where requested differs from suggested, when the store
// asks for one); deleted; "use suggested" fills requested on the lines not edited yet.
import { isRequisitionEditable, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { isMasterListOfStore, visibleStockItems } from '../stocktakes/stocktake.repository';
import type { RequisitionError } from './requisition.errors';
import {
  findRequisitionLines,
  insertRequisitionLines,
  saveRequisitionLines,
} from './requisition.repository';
import {
  linesWithoutReason,
  logRequisition,
  quantityRefusal,
  snapshotLines,
  storeAsksForReasons,
  withRequisition,
} from './requisition-rules';
import { insertLinesOf, linesAsked, reasonRefusal, type NewLine } from './lines';
import type { RequisitionLine } from './requisition.types';

export function insertRequestRequisitionLines(
  ctx: ServiceContext,
  input: { requisitionId: string; lines: readonly NewLine[] },
): Promise<Result<RequisitionLine[], RequisitionError>> {
  return insertLinesOf(ctx, 'REQUEST', input.requisitionId, input.lines, async (trx, r, lines) =>
    ok(
      await snapshotLines(
        trx,
        ctx,
        r,
        lines.map((l) => ({ lineId: l.id, itemId: l.itemId, itemName: l.itemName })),
      ),
    ),
  );
}

/** Adds the list's stock items the order does not hold yet; answers the lines added. */
export async function addFromMasterListToRequest(
  ctx: ServiceContext,
  input: { requisitionId: string; masterListId: string },
): Promise<Result<RequisitionLine[], RequisitionError>> {
  if (!(await isMasterListOfStore(ctx.db, ctx.storeId, input.masterListId)))
    return err({ kind: 'InvalidMasterList' });
  return withRequisition(ctx, input.requisitionId, 'REQUEST', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    if (r.programId !== null) return err({ kind: 'CannotAddItemToProgramRequisition' });
    const held = new Set((await findRequisitionLines(trx, r.id)).map((l) => l.itemId));
    const now = ctx.now();
    const items = (await visibleStockItems(trx, ctx.storeId, input.masterListId))
      .filter((i) => !held.has(i.id))
      .sort((a, b) => a.name.localeCompare(b.name));
    const lines = await snapshotLines(
      trx,
      ctx,
      r,
      items.map((i) => ({ lineId: uuidv7(now.getTime()), itemId: i.id, itemName: i.name })),
    );
    await insertRequisitionLines(trx, ctx.storeId, lines, now);
    if (lines.length > 0) await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
    return ok(lines);
  });
}

export interface UpdateRequestLineInput {
  id: string;
  requestedQuantity?: number | null;
  comment?: string | null;
  reasonOptionId?: string | null;
}

export function updateRequestRequisitionLines(
  ctx: ServiceContext,
  input: { requisitionId: string; lines: readonly UpdateRequestLineInput[] },
): Promise<Result<RequisitionLine[], RequisitionError>> {
  for (const l of input.lines) {
    const bad =
      l.requestedQuantity != null &&
      quantityRefusal('requestedQuantity', l.requestedQuantity, l.id);
    if (bad) return Promise.resolve(err(bad));
  }
  return withRequisition(ctx, input.requisitionId, 'REQUEST', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    const found = linesAsked(await findRequisitionLines(trx, r.id), input.lines);
    if (!found.ok) return found;
    const changed: RequisitionLine[] = [];
    for (const { line, asked } of found.value) {
      const bad = await reasonRefusal(trx, line.id, asked.reasonOptionId);
      if (bad) return err(bad);
      changed.push({
        ...line,
        requestedQuantity: asked.requestedQuantity ?? line.requestedQuantity,
        comment: asked.comment === undefined ? line.comment : asked.comment,
        reasonOptionId:
          asked.reasonOptionId === undefined ? line.reasonOptionId : asked.reasonOptionId,
      });
    }
    if (await storeAsksForReasons(trx, ctx.storeId)) {
      const missing = linesWithoutReason(changed);
      if (missing.length > 0) return err({ kind: 'ReasonsNotProvided', lineIds: missing });
    }
    await saveRequisitionLines(trx, ctx.storeId, changed, ctx.now());
    await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
    return ok(changed);
  });
}

/** Requested = suggested on every line whose requested is still 0 (DOCUMENTS.md 5.2); lines
 * already edited keep theirs. Answers the lines it changed. */
export function useSuggestedQuantity(
  ctx: ServiceContext,
  requisitionId: string,
): Promise<Result<RequisitionLine[], RequisitionError>> {
  return withRequisition(ctx, requisitionId, 'REQUEST', async (trx, r) => {
    if (!isRequisitionEditable(r)) return err({ kind: 'CannotEditRequisition' });
    const changed = (await findRequisitionLines(trx, r.id))
      .filter((l) => l.requestedQuantity === 0 && l.suggestedQuantity !== 0)
      .map((l) => ({ ...l, requestedQuantity: l.suggestedQuantity }));
    await saveRequisitionLines(trx, ctx.storeId, changed, ctx.now());
    if (changed.length > 0) await logRequisition(trx, ctx, r, 'REQUISITION_EDITED');
    return ok(changed);
  });
}
