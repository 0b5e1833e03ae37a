// The lifecycle of every invoice type (shipments, returns, prescriptions, inventory documents):
// the statuses in their one order, who may set which, which dates a move stamps and which stock
// effect it has. One table, read by the server's status service (which turns a move into stock
// movements, exactly once) and by the web (which offers only the moves the table allows).
// Sources: spec 001 sections 3.1 and 4; DOCUMENTS.md sections 0.1 to 0.3, 1.1, 2.1 and 3.1.

/** Invoice statuses in their fixed order (spec 001 section 3.1): a status never goes back. */
export const INVOICE_STATUSES = [
  'NEW',
  'ALLOCATED',
  'PICKED',
  'SHIPPED',
  'DELIVERED',
  'RECEIVED',
  'VERIFIED',
  'CANCELLED',
] as const;
export type InvoiceStatus = (typeof INVOICE_STATUSES)[number];

export const INVOICE_TYPES = [
  'OUTBOUND_SHIPMENT',
  'INBOUND_SHIPMENT',
  'PRESCRIPTION',
  'CUSTOMER_RETURN',
  'SUPPLIER_RETURN',
  'INVENTORY_ADDITION',
  'INVENTORY_REDUCTION',
  'REPACK',
] as const;
export type InvoiceType = (typeof INVOICE_TYPES)[number];

/** The date column each status stamps when the invoice reaches it (NEW: its creation). */
export const STATUS_DATETIME = {
  NEW: 'createdDatetime',
  ALLOCATED: 'allocatedDatetime',
  PICKED: 'pickedDatetime',
  SHIPPED: 'shippedDatetime',
  DELIVERED: 'deliveredDatetime',
  RECEIVED: 'receivedDatetime',
  VERIFIED: 'verifiedDatetime',
  CANCELLED: 'cancelledDatetime',
} as const satisfies Record<InvoiceStatus, string>;
export type StatusDatetimeField = (typeof STATUS_DATETIME)[InvoiceStatus];

export const statusRank = (status: InvoiceStatus): number => INVOICE_STATUSES.indexOf(status);

/**
 * What happens to stock when an invoice crosses a status:
 * - ISSUE: every stock-out line's packs leave the shelf (total packs fall; available packs
 *   were already reserved when the line was added);
 * - RECEIVE: every stock-in line with packs becomes a stock line (or adds to its own);
 * - REVERSE: an issue is undone (a cancelled prescription's stock comes back).
 */
export type StockEffect = 'ISSUE' | 'RECEIVE' | 'REVERSE';

export type LineDirection = 'OUT' | 'IN' | 'NONE';

interface Lifecycle {
  /** Whether its lines take stock out (reserve, then issue) or bring it in. */
  direction: LineDirection;
  /** The statuses of this type, in order (a subset of INVOICE_STATUSES). */
  statuses: readonly InvoiceStatus[];
  /** Statuses a user may ask for. */
  userTargets: readonly InvoiceStatus[];
  /** Statuses only the transfer processor writes (mirroring the other store's document). */
  processorTargets: readonly InvoiceStatus[];
  /** Statuses in which the header and lines can be edited (DOCUMENTS.md 0.1). */
  editable: readonly InvoiceStatus[];
  /** The stock effect happens once, on the move that first reaches this status or a later
   * one of `statuses` (before CANCELLED). */
  effectAt?: { status: InvoiceStatus; effect: StockEffect };
}

const OUT_STATUSES = ['NEW', 'ALLOCATED', 'PICKED', 'SHIPPED'] as const;

export const LIFECYCLES: Readonly<Record<InvoiceType, Lifecycle>> = {
  OUTBOUND_SHIPMENT: {
    direction: 'OUT',
    statuses: [...OUT_STATUSES, 'DELIVERED', 'RECEIVED', 'VERIFIED'],
    userTargets: ['ALLOCATED', 'PICKED', 'SHIPPED'],
    processorTargets: ['DELIVERED', 'RECEIVED', 'VERIFIED'],
    editable: ['NEW', 'ALLOCATED', 'PICKED'],
    effectAt: { status: 'PICKED', effect: 'ISSUE' },
  },
  SUPPLIER_RETURN: {
    direction: 'OUT',
    statuses: [...OUT_STATUSES, 'DELIVERED', 'RECEIVED', 'VERIFIED'],
    userTargets: ['PICKED', 'SHIPPED'],
    processorTargets: ['DELIVERED', 'RECEIVED', 'VERIFIED'],
    editable: ['NEW', 'ALLOCATED', 'PICKED'],
    effectAt: { status: 'PICKED', effect: 'ISSUE' },
  },
  PRESCRIPTION: {
    direction: 'OUT',
    statuses: ['NEW', 'ALLOCATED', 'PICKED', 'VERIFIED', 'CANCELLED'],
    userTargets: ['PICKED', 'VERIFIED', 'CANCELLED'],
    processorTargets: [],
    editable: ['NEW', 'ALLOCATED', 'PICKED'],
    effectAt: { status: 'PICKED', effect: 'ISSUE' },
  },
  INBOUND_SHIPMENT: {
    direction: 'IN',
    statuses: ['NEW', 'PICKED', 'SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'],
    userTargets: ['SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'],
    processorTargets: ['PICKED', 'SHIPPED'],
    editable: ['NEW', 'SHIPPED', 'DELIVERED', 'RECEIVED'],
    effectAt: { status: 'RECEIVED', effect: 'RECEIVE' },
  },
  CUSTOMER_RETURN: {
    direction: 'IN',
    statuses: ['NEW', 'PICKED', 'SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'],
    userTargets: ['RECEIVED', 'VERIFIED'],
    processorTargets: ['PICKED', 'SHIPPED'],
    editable: ['NEW', 'SHIPPED', 'DELIVERED', 'RECEIVED'],
    effectAt: { status: 'RECEIVED', effect: 'RECEIVE' },
  },
  INVENTORY_ADDITION: {
    direction: 'IN',
    statuses: ['NEW', 'VERIFIED'],
    userTargets: ['VERIFIED'],
    processorTargets: [],
    editable: ['NEW'],
    effectAt: { status: 'VERIFIED', effect: 'RECEIVE' },
  },
  INVENTORY_REDUCTION: {
    direction: 'OUT',
    statuses: ['NEW', 'VERIFIED'],
    userTargets: ['VERIFIED'],
    processorTargets: [],
    editable: ['NEW'],
    effectAt: { status: 'VERIFIED', effect: 'ISSUE' },
  },
  REPACK: {
    direction: 'NONE',
    statuses: ['VERIFIED'],
    userTargets: [],
    processorTargets: [],
    editable: [],
  },
};

export const isEditableStatus = (type: InvoiceType, status: InvoiceStatus): boolean =>
  LIFECYCLES[type].editable.includes(status);

export type StatusMoveRefusal =
  /** The target is before the current status (or the type never has that status). */
  | 'CannotReverseInvoiceStatus'
  /** The target is not one this kind of caller may set on this type. */
  | 'StatusNotAllowed'
  /** A user cannot move an invoice that is not editable (a transfer inbound still PICKED at
   * the sender, anything SHIPPED or VERIFIED), but for a prescription's cancellation. */
  | 'InvoiceIsNotEditable'
  /** A manual inbound shipment (not a transfer) cannot be marked shipped: nobody shipped it. */
  | 'CannotSetShippedStatusOnManualInboundShipment';

export interface StatusMove {
  from: InvoiceStatus;
  to: InvoiceStatus;
  /** Every status this move passes or reaches whose date it stamps, in order. */
  stamps: InvoiceStatus[];
  /** The stock effect of this move (at most one). */
  effect?: StockEffect;
  /** Leaving NEW: zero-quantity lines are removed and placeholders must be empty. */
  leavesNew: boolean;
}

export type StatusMovePlan =
  | { ok: true; move: StatusMove }
  /** Asking for the status the invoice has: nothing happens (no date, no stock effect). */
  | { ok: true; move: null }
  | { ok: false; refusal: StatusMoveRefusal };

export interface StatusMoveOptions {
  /** Who asks: a user (userTargets) or the transfer processor (processorTargets too). */
  by: 'USER' | 'PROCESSOR';
  /** An inbound shipment or customer return made by hand, not by a transfer. */
  manual?: boolean;
}

/**
 * The plan of a status change, or why it is refused. Moves go forward only and may skip
 * statuses (NEW to SHIPPED); each status passed gets its date stamped with the same instant
 * by the caller; the stock effect happens on the move that crosses the type's effect status,
 * so it happens once whatever the path. Cancelling (prescriptions) undoes the issue when the
 * issue had happened.
 */
export function planStatusMove(
  type: InvoiceType,
  from: InvoiceStatus,
  to: InvoiceStatus,
  options: StatusMoveOptions,
): StatusMovePlan {
  const life = LIFECYCLES[type];
  if (from === to) return { ok: true, move: null };
  if (!life.statuses.includes(to) || statusRank(to) < statusRank(from))
    return { ok: false, refusal: 'CannotReverseInvoiceStatus' };
  const allowed =
    life.userTargets.includes(to) ||
    (options.by === 'PROCESSOR' && life.processorTargets.includes(to));
  if (!allowed) return { ok: false, refusal: 'StatusNotAllowed' };
  // Only a verified prescription is cancelled: what was never given out has nothing to undo.
  if (to === 'CANCELLED' && from !== 'VERIFIED') return { ok: false, refusal: 'StatusNotAllowed' };
  if (options.by === 'USER' && to !== 'CANCELLED' && !life.editable.includes(from))
    return { ok: false, refusal: 'InvoiceIsNotEditable' };
  if (
    options.manual === true &&
    to === 'SHIPPED' &&
    (type === 'INBOUND_SHIPMENT' || type === 'CUSTOMER_RETURN')
  )
    return { ok: false, refusal: 'CannotSetShippedStatusOnManualInboundShipment' };

  // An inbound's PICKED is the sender's picking, mirrored by a transfer: never stamped on the
  // receiver's own moves (DOCUMENTS.md 2.1: NEW to VERIFIED stamps shipped to verified).
  const stamps =
    to === 'CANCELLED'
      ? ['CANCELLED' as const]
      : life.statuses.filter(
          (s) =>
            statusRank(s) > statusRank(from) &&
            statusRank(s) <= statusRank(to) &&
            (s !== 'PICKED' || life.direction !== 'IN' || to === 'PICKED'),
        );
  const move: StatusMove = { from, to, stamps, leavesNew: from === 'NEW' };
  const at = life.effectAt;
  if (to === 'CANCELLED') move.effect = 'REVERSE';
  else if (
    at &&
    statusRank(from) < statusRank(at.status) &&
    statusRank(to) >= statusRank(at.status)
  ) {
    move.effect = at.effect;
  }
  return { ok: true, move };
}

/** Whether an invoice in `status` has had its stock effect (its lines' stock has moved). */
export function hasStockEffect(type: InvoiceType, status: InvoiceStatus): boolean {
  const at = LIFECYCLES[type].effectAt;
  if (!at || status === 'CANCELLED') return false;
  return statusRank(status) >= statusRank(at.status);
}
