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

/** The move a user makes from `status` to `to`; undefined when the table refuses it. */
export function userMoveOf(
  type: InvoiceType,
  status: InvoiceStatus,
  to: InvoiceStatus,
  manual: boolean,
): StatusMove | undefined {
  const plan = planStatusMove(type, status, to, { by: 'USER', manual });
  return plan.ok && plan.move ? plan.move : undefined;
}

/** The next status a user may set, with the move it makes; undefined when there is none. */
export function nextMoveOf(
  type: InvoiceType,
  status: InvoiceStatus,
  manual: boolean,
): StatusMove | undefined {
  if (!isEditableStatus(type, status)) return undefined;
  const to = userTargetsOf(type, status, manual)[0];
  return to ? userMoveOf(type, status, to, manual) : undefined;
}

/** Every status a user may move a document to from `status`, forward, in the type's order. */
export function userTargetsOf(
  type: InvoiceType,
  status: InvoiceStatus,
  manual: boolean,
): InvoiceStatus[] {
  return LIFECYCLES[type].userTargets.filter(
    (to) =>
      statusRank(to) > statusRank(status) && userMoveOf(type, status, to, manual) !== undefined,
  );
}

/** Why a selected document is left out of a bulk status change. */
export type BulkSkipReason = 'ON_HOLD' | 'NO_NEXT';

export interface BulkMovePlan<T> {
  /** The statuses every movable document may go to, in the type's order. */
  targets: InvoiceStatus[];
  movable: T[];
  skipped: { row: T; reason: BulkSkipReason }[];
}

/**
 * What a bulk status change of `rows` can offer, from the lifecycle table alone: a document on
 * hold cannot change status, one with no later status a user sets is left out, and the others
 * may go only where all of them may go. The server still decides each move.
 */
export function planBulkMove<T extends { status: InvoiceStatus; onHold: boolean }>(
  type: InvoiceType,
  rows: readonly T[],
  manualOf: (row: T) => boolean,
): BulkMovePlan<T> {
  const movable: T[] = [];
  const skipped: BulkMovePlan<T>['skipped'] = [];
  let targets: InvoiceStatus[] | undefined;
  for (const row of rows) {
    if (row.onHold) {
      skipped.push({ row, reason: 'ON_HOLD' });
      continue;
    }
    const own = userTargetsOf(type, row.status, manualOf(row));
    if (own.length === 0) {
      skipped.push({ row, reason: 'NO_NEXT' });
      continue;
    }
    movable.push(row);
    targets = targets ? targets.filter((to) => own.includes(to)) : own;
  }
  return { targets: targets ?? [], movable, skipped };
}
