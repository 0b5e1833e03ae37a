// Transfers between two stores of one site (DOCUMENTS.md section 3.1 and decision 5): what the
// transfer processor does with a pair of documents, the sender's (the source: an outbound
// shipment) and the receiver's (its inbound shipment), given where each stands. Pure, so the
// whole table is tested here; the server loads the pair, asks, and carries the actions out in
// one transaction. Asking again after the actions are carried out answers nothing to do: that
// is what makes the processor idempotent.
import {
  LIFECYCLES,
  isEditableStatus,
  statusRank,
  type InvoiceStatus,
  type InvoiceType,
} from './invoice-status';

/** The receiving document type of each source type that transfers. */
export const TRANSFER_TARGET_TYPE: Partial<Record<InvoiceType, InvoiceType>> = {
  OUTBOUND_SHIPMENT: 'INBOUND_SHIPMENT',
  // Stock sent back to a supplier that is a store of the site arrives there as a customer
  // return (DOCUMENTS.md 3.1), with the same mechanics as a shipment.
  SUPPLIER_RETURN: 'CUSTOMER_RETURN',
};

/** The statuses the receiver mirrors from the source, and the ones the source mirrors back. */
const MIRRORED_TO_RECEIVER: readonly InvoiceStatus[] = ['PICKED', 'SHIPPED'];
const MIRRORED_TO_SOURCE: readonly InvoiceStatus[] = ['DELIVERED', 'RECEIVED', 'VERIFIED'];

export interface TransferSource {
  status: InvoiceStatus;
  /** The receiver's document this one names, once linked. */
  linkedInvoiceId: string | null;
}

export interface TransferReceiver {
  id: string;
  status: InvoiceStatus;
}

export type TransferAction =
  /** Make the receiver's document, in the source's status, with the source's lines. */
  | { kind: 'CREATE_RECEIVER'; status: InvoiceStatus }
  /** Point the source at the receiver's document (the idempotence key). */
  | { kind: 'LINK_SOURCE'; receiverId: string }
  /** The source has shipped: the receiver's lines are made again from it, status SHIPPED. */
  | { kind: 'SHIP_RECEIVER' }
  /** The receiver has confirmed: the source takes its status and its dates. */
  | { kind: 'MIRROR_TO_SOURCE'; status: InvoiceStatus }
  /** The source is gone before shipping: so is the receiver's document. */
  | { kind: 'DELETE_RECEIVER' };

/**
 * What to do with a source (null: deleted) and the receiver's document linked to it either way
 * (null: none yet). Runs again on every change of either side; answers [] when both agree.
 */
export function planTransfer(
  source: TransferSource | null,
  receiver: TransferReceiver | null,
): TransferAction[] {
  if (source === null) return receiver?.status === 'PICKED' ? [{ kind: 'DELETE_RECEIVER' }] : [];
  if (receiver === null)
    return MIRRORED_TO_RECEIVER.includes(source.status)
      ? [{ kind: 'CREATE_RECEIVER', status: source.status }]
      : [];
  const actions: TransferAction[] = [];
  if (source.linkedInvoiceId !== receiver.id)
    actions.push({ kind: 'LINK_SOURCE', receiverId: receiver.id });
  if (source.status === 'SHIPPED' && receiver.status === 'PICKED')
    actions.push({ kind: 'SHIP_RECEIVER' });
  if (
    MIRRORED_TO_SOURCE.includes(receiver.status) &&
    statusRank(source.status) < statusRank(receiver.status)
  )
    actions.push({ kind: 'MIRROR_TO_SOURCE', status: receiver.status });
  return actions;
}

/**
 * Whether a receiver's document made by a transfer can have its lines changed by its store:
 * not until the goods are confirmed as delivered (spec 001 section 4, "Automatic transfers
 * cannot be edited until confirmed as Delivered"); what came is then corrected as received.
 */
export function transferLinesEditable(status: InvoiceStatus): boolean {
  return statusRank(status) >= statusRank('DELIVERED');
}

/**
 * Whether a document's lines may be added, changed or removed by its own store: its status is
 * an editable one, and a receiver's document made by a transfer has been confirmed delivered.
 * The receiver cannot delete such a document either: the sender's document owns it.
 */
export function linesEditable(
  type: InvoiceType,
  status: InvoiceStatus,
  linkedInvoiceId: string | null,
): boolean {
  if (!isEditableStatus(type, status)) return false;
  return (
    LIFECYCLES[type].direction !== 'IN' || linkedInvoiceId === null || transferLinesEditable(status)
  );
}

/** "From invoice number: N", with the sender's own reference after it when there is one. */
export function transferTheirReference(
  sourceNumber: number,
  theirReference: string | null,
): string {
  const base = `From invoice number: ${sourceNumber}`;
  return theirReference ? `${base} (${theirReference})` : base;
}

/** "Stock transfer" ("Stock return" for a return), with the sender's comment after it when
 * there is one. */
export function transferComment(comment: string | null, sourceType?: InvoiceType): string {
  const base = sourceType === 'SUPPLIER_RETURN' ? 'Stock return' : 'Stock transfer';
  return comment ? `${base} (${comment})` : base;
}
