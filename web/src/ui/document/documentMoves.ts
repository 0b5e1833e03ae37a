// Which status a user can move a document to next, and what the move does, read from the shared
// lifecycle table (packages/domain): the web offers only the moves the table allows and says
// what the server will do, it decides no rule of its own.
import {
  LIFECYCLES,
  isEditableStatus,
  planStatusMove,
  statusRank,
  type InvoiceStatus,
  type InvoiceType,
  type StatusMove,
} from '@dawa/domain';

/** The next status a user may set, with the move it makes; undefined when there is none. */
export function nextMoveOf(
  type: InvoiceType,
  status: InvoiceStatus,
  manual: boolean,
): StatusMove | undefined {
  if (!isEditableStatus(type, status)) return undefined;
  for (const to of LIFECYCLES[type].userTargets) {
    if (statusRank(to) <= statusRank(status)) continue;
    const plan = planStatusMove(type, status, to, { by: 'USER', manual });
    if (plan.ok && plan.move) return plan.move;
  }
  return undefined;
}
