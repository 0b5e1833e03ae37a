// Requisitions (issue 13; spec 001 sections 3.1, 4 and 9; DOCUMENTS.md 5 and 6): an internal
// order (REQUEST) a store sends its supplier, and the customer requisition (RESPONSE) the
// supplier answers with. The statuses each type moves through and who moves them, what the
// approval allows, and the suggested quantity worked step by step so the screen can show the
// formula and its inputs beside the number (decision 7, docs/decisions/0031).

import { lowStockLevel, maximumQuantity, type LowStockLevel } from '../stock/requisition';
import { finite } from '../stock/finite';
import { monthsOfStock, suggestedQuantity } from '../stock/statistics';

export const REQUISITION_TYPES = ['REQUEST', 'RESPONSE'] as const;
export type RequisitionType = (typeof REQUISITION_TYPES)[number];

/** Spec 001 section 3.1, in lifecycle order: DRAFT and SENT are the request's, NEW the
 * response's, FINALISED both. */
export const REQUISITION_STATUSES = ['DRAFT', 'NEW', 'SENT', 'FINALISED'] as const;
export type RequisitionStatus = (typeof REQUISITION_STATUSES)[number];

export const REQUISITION_APPROVAL_STATUSES = ['NONE', 'PENDING', 'APPROVED', 'DENIED'] as const;
export type RequisitionApprovalStatus = (typeof REQUISITION_APPROVAL_STATUSES)[number];

/** Spec 001 section 3.1, "Requisition sort fields". */
export const REQUISITION_SORT_KEYS = [
  'requisitionNumber',
  'orderType',
  'programName',
  'periodStartDate',
  'expectedDeliveryDate',
  'theirReference',
  'comment',
  'otherPartyName',
  'createdDatetime',
  'sentDatetime',
  'finalisedDatetime',
] as const;
export type RequisitionSortKey = (typeof REQUISITION_SORT_KEYS)[number];

/** Who moves a requisition: its store's user, or the transfer processor mirroring the other
 * store's document (a request is finalised when its supplier finalises the response). */
export type RequisitionMover = 'USER' | 'TRANSFER';

export interface RequisitionLifecycle {
  /** The status a new requisition of the type starts in. */
  initial: RequisitionStatus;
  /** The statuses of the type, in order. */
  statuses: readonly RequisitionStatus[];
  /** The one status in which the requisition and its lines may be edited or deleted. */
  editable: RequisitionStatus;
  /** Allowed moves: from -> to, and who may make it. */
  moves: readonly { from: RequisitionStatus; to: RequisitionStatus; by: RequisitionMover }[];
}

/** DOCUMENTS.md 5.1 and 6.1: a request goes DRAFT -> SENT by its user and SENT -> FINALISED
 * only when its supplier finalises; a response goes NEW -> FINALISED by its user. */
export const REQUISITION_LIFECYCLES: Readonly<Record<RequisitionType, RequisitionLifecycle>> = {
  REQUEST: {
    initial: 'DRAFT',
    statuses: ['DRAFT', 'SENT', 'FINALISED'],
    editable: 'DRAFT',
    moves: [
      { from: 'DRAFT', to: 'SENT', by: 'USER' },
      { from: 'SENT', to: 'FINALISED', by: 'TRANSFER' },
    ],
  },
  RESPONSE: {
    initial: 'NEW',
    statuses: ['NEW', 'FINALISED'],
    editable: 'NEW',
    moves: [{ from: 'NEW', to: 'FINALISED', by: 'USER' }],
  },
};

export type RequisitionMoveRefusal =
  /** The status is not one of the type's. */
  | 'NOT_A_STATUS_OF_TYPE'
  /** Already in that status: nothing to do. */
  | 'SAME_STATUS'
  /** Backwards, or a jump the lifecycle does not have. */
  | 'NOT_AN_ALLOWED_MOVE'
  /** The move exists but another party makes it (a request is finalised by the transfer). */
  | 'NOT_SET_BY_THIS_MOVER';

/** Why a requisition of `type` cannot move from `from` to `to` by `by`, or null when it can. */
export function requisitionMoveRefusal(
  type: RequisitionType,
  from: RequisitionStatus,
  to: RequisitionStatus,
  by: RequisitionMover,
): RequisitionMoveRefusal | null {
  const lifecycle = REQUISITION_LIFECYCLES[type];
  if (!lifecycle.statuses.includes(from) || !lifecycle.statuses.includes(to)) {
    return 'NOT_A_STATUS_OF_TYPE';
  }
  if (from === to) return 'SAME_STATUS';
  const move = lifecycle.moves.find((m) => m.from === from && m.to === to);
  if (!move) return 'NOT_AN_ALLOWED_MOVE';
  return move.by === by ? null : 'NOT_SET_BY_THIS_MOVER';
}

/** Approval freezes a requisition while it waits and after a denial (decision 10). */
export function isFrozenByApproval(approvalStatus: RequisitionApprovalStatus): boolean {
  return approvalStatus === 'PENDING' || approvalStatus === 'DENIED';
}

/** True when the requisition's header and lines may be edited (and it may be deleted, checks
 * of links and shipments aside): in its type's editable status, and not frozen by approval. */
export function isRequisitionEditable(requisition: {
  type: RequisitionType;
  status: RequisitionStatus;
  approvalStatus: RequisitionApprovalStatus;
}): boolean {
  return (
    requisition.status === REQUISITION_LIFECYCLES[requisition.type].editable &&
    !isFrozenByApproval(requisition.approvalStatus)
  );
}

export type ApprovalAction = 'APPROVE' | 'DENY';

/** The approval status an action leads to, or null when the requisition is not waiting for
 * one: only a PENDING requisition is approved or denied (decision 10). */
export function approvalAfter(
  current: RequisitionApprovalStatus,
  action: ApprovalAction,
): RequisitionApprovalStatus | null {
  if (current !== 'PENDING') return null;
  return action === 'APPROVE' ? 'APPROVED' : 'DENIED';
}

/** The quantity a supplier supplies by default: the approved quantity once the requisition
 * went through approval, else what was requested (DOCUMENTS.md 6.3, decision 10). */
export function defaultSupplyQuantity(
  approvalStatus: RequisitionApprovalStatus,
  line: { requestedQuantity: number; approvedQuantity: number },
): number {
  return approvalStatus === 'NONE' ? line.requestedQuantity : line.approvedQuantity;
}

export type SendRefusal = 'NO_LINES' | 'NOTHING_REQUESTED';

/** Spec 001 section 4: an internal order cannot be sent with no lines or with every requested
 * quantity 0. */
export function sendRefusal(lines: readonly { requestedQuantity: number }[]): SendRefusal | null {
  if (lines.length === 0) return 'NO_LINES';
  return lines.some((l) => l.requestedQuantity > 0) ? null : 'NOTHING_REQUESTED';
}

/** Lines an emergency order asks for above its order type's limit (DOCUMENTS.md 5.1, spec 001
 * section 5): the lines with a requested quantity count; 0 when within the limit. */
export function emergencyItemsOver(
  lines: readonly { requestedQuantity: number }[],
  maxItemsInEmergencyOrder: number,
): number {
  const asked = lines.filter((l) => l.requestedQuantity !== 0).length;
  return Math.max(0, asked - finite('maxItemsInEmergencyOrder', maxItemsInEmergencyOrder));
}

/** True when requested differs from suggested, the case in which a store that says so asks
 * for a reason (spec 001 section 5). */
export function needsVarianceReason(line: {
  requestedQuantity: number;
  suggestedQuantity: number;
}): boolean {
  return line.requestedQuantity !== line.suggestedQuantity;
}

/** Remaining to supply = max(0, supply − already issued) (DOCUMENTS.md 6.2). */
export function remainingToSupply(line: { supplyQuantity: number; alreadyIssued: number }): number {
  return Math.max(
    0,
    finite('supplyQuantity', line.supplyQuantity) - finite('alreadyIssued', line.alreadyIssued),
  );
}

/** How the suggested quantity of a line came out: which rule decided it. */
export type SuggestedRule =
  /** AMC is 0: nothing is consumed, nothing is suggested. */
  | 'NO_CONSUMPTION'
  /** Max months of stock is 0: no target to order up to. */
  | 'NO_TARGET'
  /** Months of stock above the reorder threshold: no order yet. */
  | 'ABOVE_THRESHOLD'
  /** At or below the threshold: order up to the target. */
  | 'ORDER_UP_TO_TARGET';

export interface SuggestedQuantityWorking {
  /** The suggested quantity, in units. */
  quantity: number;
  rule: SuggestedRule;
  inputs: { amc: number; stockOnHand: number; minMonths: number; maxMonths: number };
  /** Stock on hand ÷ AMC; null when AMC is 0. */
  monthsOfStock: number | null;
  /** Min months, or max months when min is 0 ("reorder threshold defaults to target months"). */
  thresholdMonths: number;
  /** Max months × AMC. */
  targetQuantity: number;
  /** Target − max(stock on hand, 0), before rounding; 0 when the rule orders nothing. */
  shortfall: number;
}

/** The formula as people read it; English source text for translation. */
export const SUGGESTED_QUANTITY_FORMULA =
  'Suggested = max(0, round(max months × AMC − max(stock on hand, 0))) when months of stock ' +
  '(stock on hand ÷ AMC) is at or below the threshold (min months, or max months when min is ' +
  '0); 0 above the threshold or when AMC or max months is 0';

/**
 * The suggested quantity of a requisition line, with its inputs and each step (decision 0031):
 * spec 001 section 9 and spec 000 section 5 give the quantity, max(0, round(target months × AMC
 * − max(stock, 0))), 0 unless both inputs are positive; the reorder threshold the same section
 * names ("defaults to target months of stock") is the requisition's min months when set, so an
 * item is ordered only once its months of stock fall to the threshold. Halves round up.
 */
export function suggestedQuantityWorking(input: {
  amc: number;
  stockOnHand: number;
  minMonths: number;
  maxMonths: number;
}): SuggestedQuantityWorking {
  const amc = finite('amc', input.amc);
  const stockOnHand = finite('stockOnHand', input.stockOnHand);
  const minMonths = finite('minMonths', input.minMonths);
  const maxMonths = finite('maxMonths', input.maxMonths);
  const inputs = { amc, stockOnHand, minMonths, maxMonths };
  const months = monthsOfStock(stockOnHand, amc);
  const thresholdMonths = minMonths > 0 ? minMonths : Math.max(maxMonths, 0);
  const targetQuantity = maximumQuantity(amc, maxMonths);
  const none = (rule: SuggestedRule): SuggestedQuantityWorking => ({
    quantity: 0,
    rule,
    inputs,
    monthsOfStock: months,
    thresholdMonths,
    targetQuantity,
    shortfall: 0,
  });
  if (months === null) return none('NO_CONSUMPTION');
  if (maxMonths <= 0) return none('NO_TARGET');
  // The same slack as the stock status: 0.3 ÷ 0.1 months is still 3 months.
  if (months > thresholdMonths + 1e-9) return none('ABOVE_THRESHOLD');
  return {
    quantity: suggestedQuantity({ targetMonths: maxMonths, amc, stockOnHand }),
    rule: 'ORDER_UP_TO_TARGET',
    inputs,
    monthsOfStock: months,
    thresholdMonths,
    targetQuantity,
    shortfall: targetQuantity - Math.max(stockOnHand, 0),
  };
}

/** The requisition hint (spec 000 section 9): stock on hand against the line's maximum, max
 * months × AMC; below a quarter, below half, or OK. */
export function requisitionLowStock(input: {
  stockOnHand: number;
  amc: number;
  maxMonths: number;
}): LowStockLevel {
  return lowStockLevel(input.stockOnHand, maximumQuantity(input.amc, input.maxMonths));
}
