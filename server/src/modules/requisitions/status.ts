// The user's status moves (DOCUMENTS.md 5.1 and 6.1; spec 001 section 4). Sending an internal
// order (DRAFT -> SENT): refused with no lines or with nothing requested, and where the store
// asks for reasons, with a line whose requested differs from suggested without one; the lines
// with nothing requested go; the transfer then makes the supplier's customer requisition.
// Finalising a customer requisition (NEW -> FINALISED): refused while its approval is pending;
// the transfer then finalises the internal order it answers.
import { requisitionMoveRefusal, sendRefusal } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { emergencyLimitRefusal } from './program';
import type { RequisitionError } from './requisition.errors';
import {
  deleteRequisitionLines,
  findRequisitionLines,
  saveRequisition,
} from './requisition.repository';
import {
  linesWithoutReason,
  logRequisition,
  storeAsksForReasons,
  withRequisition,
} from './requisition-rules';
import type { Requisition } from './requisition.types';

export async function sendRequestRequisition(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Requisition, RequisitionError>> {
  const result = await withRequisition(ctx, id, 'REQUEST', async (trx, r) => {
    if (requisitionMoveRefusal('REQUEST', r.status, 'SENT', 'USER'))
      return err({ kind: 'CannotEditRequisition' });
    const lines = await findRequisitionLines(trx, r.id);
    const refusal = sendRefusal(lines);
    if (refusal === 'NO_LINES') return err({ kind: 'RequisitionHasNoLines' });
    if (refusal === 'NOTHING_REQUESTED') return err({ kind: 'NothingRequested' });
    const kept = lines.filter((l) => l.requestedQuantity > 0);
    const overLimit = await emergencyLimitRefusal(trx, r, kept);
    if (overLimit) return err(overLimit);
    if (await storeAsksForReasons(trx, ctx.storeId)) {
      const missing = linesWithoutReason(kept);
      if (missing.length > 0) return err({ kind: 'ReasonsNotProvided', lineIds: missing });
    }
    const now = ctx.now();
    await deleteRequisitionLines(
      trx,
      r.storeId,
      lines.filter((l) => l.requestedQuantity <= 0).map((l) => l.id),
      now,
    );
    const sent: Requisition = { ...r, status: 'SENT', sentDatetime: now.toISOString() };
    await saveRequisition(trx, sent, now);
    await logRequisition(trx, ctx, sent, 'REQUISITION_STATUS_SENT', { from: r.status, to: 'SENT' });
    return ok(sent);
  });
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}

export async function finaliseResponseRequisition(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Requisition, RequisitionError>> {
  const result = await withRequisition(ctx, id, 'RESPONSE', async (trx, r) => {
    // A denied requisition may still be closed (decision 0032); a pending one waits.
    if (
      requisitionMoveRefusal('RESPONSE', r.status, 'FINALISED', 'USER') ||
      r.approvalStatus === 'PENDING'
    )
      return err({ kind: 'CannotEditRequisition' });
    const now = ctx.now();
    const done: Requisition = {
      ...r,
      status: 'FINALISED',
      finalisedDatetime: now.toISOString(),
    };
    await saveRequisition(trx, done, now);
    await logRequisition(trx, ctx, done, 'REQUISITION_STATUS_FINALISED', {
      from: r.status,
      to: 'FINALISED',
    });
    return ok(done);
  });
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}
