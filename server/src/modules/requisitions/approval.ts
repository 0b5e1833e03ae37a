// Approval of a customer requisition, done here (decision 10): a store that requires
// authorisation receives other stores' orders PENDING, frozen until someone approves them (an
// approved quantity and a comment per line; a line not named is approved as requested) or denies
// them. Approving sets each line's supply to its approved quantity; either answer then travels
// to the internal order it answers (DOCUMENTS.md 3.2).
import { approvalAfter, type ApprovalAction } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import type { RequisitionError } from './requisition.errors';
import {
  findRequisitionLines,
  saveRequisition,
  saveRequisitionLines,
} from './requisition.repository';
import { logRequisition, quantityRefusal, withRequisition } from './requisition-rules';
import { linesAsked } from './lines';
import type { Requisition, RequisitionLine } from './requisition.types';

export interface ApprovalInput {
  id: string;
  action: ApprovalAction;
  lines?: readonly { id: string; approvedQuantity: number; approvalComment?: string | null }[];
}

export async function setResponseRequisitionApproval(
  ctx: ServiceContext,
  input: ApprovalInput,
): Promise<Result<Requisition, RequisitionError>> {
  const asked = input.lines ?? [];
  for (const l of asked) {
    const bad = quantityRefusal('approvedQuantity', l.approvedQuantity, l.id);
    if (bad) return err(bad);
  }
  const result = await withRequisition(ctx, input.id, 'RESPONSE', async (trx, r) => {
    const approvalStatus =
      r.status === 'NEW' ? approvalAfter(r.approvalStatus, input.action) : null;
    if (approvalStatus === null) return err({ kind: 'RequisitionNotPendingApproval' });
    const held = await findRequisitionLines(trx, r.id);
    const found = linesAsked(held, asked);
    if (!found.ok) return found;
    const given = new Map(found.value.map((f) => [f.line.id, f.asked]));
    const approve = input.action === 'APPROVE';
    const lines = held.map((l): RequisitionLine => {
      const a = given.get(l.id);
      const approvedQuantity = approve ? (a?.approvedQuantity ?? l.requestedQuantity) : 0;
      return {
        ...l,
        approvedQuantity,
        approvalComment: a?.approvalComment ?? l.approvalComment,
        supplyQuantity: approve ? approvedQuantity : l.supplyQuantity,
      };
    });
    const now = ctx.now();
    const next: Requisition = { ...r, approvalStatus };
    await saveRequisitionLines(trx, r.storeId, lines, now);
    await saveRequisition(trx, next, now);
    await logRequisition(trx, ctx, next, approve ? 'REQUISITION_APPROVED' : 'REQUISITION_DENIED', {
      from: r.approvalStatus,
      to: approvalStatus,
    });
    return ok(next);
  });
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}
