// Changes a document's header, hold and status (DOCUMENTS.md 0.2, 1.1, 2.1): only while it is
// editable; the hold is applied before the status, so one call may lift the hold and move on;
// a shipment shipped without an expected delivery date gets shipped date + lead time.
import { LIFECYCLES, isEditableStatus, type InvoiceStatus, type InvoiceType } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction, type Tx } from '../../../db/transaction';
import { logActivity, type ActivityType } from '../../activity-log/activity-log.repository';
import { STATUS_ACTIVITY } from './status-activity';
import { preferencesOfStores } from '../../stores/store.list';
import { lockInvoice, saveDocument, type Invoice } from './document.repository';
import { quantityProblem, type QuantityOutOfRange } from '../../stock/stock-quantity';
import { findLines, saveLine } from './document.repository';
import { withTotals } from './line-totals';
import { checkOtherParty, partyRoleOf, type OtherPartyError } from './other-party';
import { changeStatus, type StatusChangeError } from './status.service';

export interface UpdateDocumentInput {
  id: string;
  /** Another customer (a shipment) or supplier (a receipt made by hand), while editable. */
  otherPartyId?: string | null;
  status?: InvoiceStatus | null;
  onHold?: boolean | null;
  comment?: string | null;
  theirReference?: string | null;
  transportReference?: string | null;
  colour?: string | null;
  /** 'YYYY-MM-DD' */
  expectedDeliveryDate?: string | null;
  /** The tax rate of the document, in percent: every line the store issues takes it. */
  taxPercentage?: number | null;
}

export type UpdateDocumentError =
  | { kind: 'RecordNotFound' }
  | { kind: 'InvoiceIsNotEditable' }
  | { kind: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate' }
  | OtherPartyError
  | QuantityOutOfRange
  | StatusChangeError;

/** Days in a month on average (DOCUMENTS.md 1.1: lead time in months x 30.4375). */
const DAYS_PER_MONTH = 30.4375;
const DAY_MS = 86_400_000;

export async function updateDocumentOf(
  ctx: ServiceContext,
  type: InvoiceType,
  input: UpdateDocumentInput,
): Promise<Result<Invoice, UpdateDocumentError>> {
  const leadTimeMonths =
    (await preferencesOfStores(ctx.db, [ctx.storeId])).get(ctx.storeId)?.monthsLeadTime ?? 0;
  if (input.taxPercentage != null) {
    const outOfRange = quantityProblem('taxPercentage', input.taxPercentage, 'percentage');
    if (outOfRange) return err(outOfRange);
  }
  if (input.otherPartyId != null) {
    const party = await checkOtherParty(ctx.db, ctx.storeId, input.otherPartyId, partyRoleOf(type));
    if (!party.ok) return err(party.error);
  }
  const result = await inTransaction<Invoice, UpdateDocumentError>(ctx.db, async (trx) => {
    const found = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.id);
    if (!found || found.type !== type) return err({ kind: 'RecordNotFound' });
    if (!isEditableStatus(found.type, found.status)) return err({ kind: 'InvoiceIsNotEditable' });
    const changesParty = input.otherPartyId != null && input.otherPartyId !== found.otherPartyId;
    // A transfer's receipt names the sending store: it is the sender's to change.
    if (changesParty && LIFECYCLES[type].direction === 'IN' && found.linkedInvoiceId !== null)
      return err({ kind: 'InvoiceIsNotEditable' });
    const now = ctx.now();
    const activity = (type: ActivityType, from?: string, to?: string) =>
      logActivity(
        trx,
        {
          type,
          userId: ctx.userId,
          storeId: ctx.storeId,
          recordId: found.id,
          changedFrom: from ?? null,
          changedTo: to ?? null,
        },
        now,
      );

    let invoice: Invoice = {
      ...found,
      // Another customer: the transfer to the old one (if any) is undone and made afresh.
      ...(changesParty && input.otherPartyId
        ? { otherPartyId: input.otherPartyId, linkedInvoiceId: null }
        : {}),
      ...(input.comment !== undefined ? { comment: input.comment } : {}),
      ...(input.theirReference !== undefined ? { theirReference: input.theirReference } : {}),
      ...(input.transportReference !== undefined
        ? { transportReference: input.transportReference }
        : {}),
      ...(input.colour !== undefined ? { colour: input.colour } : {}),
      ...(input.expectedDeliveryDate !== undefined
        ? { expectedDeliveryDate: input.expectedDeliveryDate }
        : {}),
      ...(input.onHold != null ? { onHold: input.onHold } : {}),
    };
    if (input.taxPercentage != null && input.taxPercentage !== found.taxPercentage) {
      invoice = { ...invoice, taxPercentage: input.taxPercentage };
      await taxLines(trx, ctx.storeId, invoice, now);
    }
    if (invoice.onHold !== found.onHold)
      await activity(invoice.onHold ? 'INVOICE_ON_HOLD' : 'INVOICE_OFF_HOLD');
    await saveDocument(trx, invoice, now);
    if (JSON.stringify({ ...invoice, onHold: found.onHold }) !== JSON.stringify(found))
      await activity('INVOICE_EDITED');

    if (input.status != null && input.status !== invoice.status) {
      const moved = await changeStatus(trx, ctx, invoice, input.status, 'USER');
      if (!moved.ok) return moved;
      const type = STATUS_ACTIVITY[moved.value.status];
      if (type) await activity(type, found.status, moved.value.status);
      invoice = moved.value;
    }

    // Sent by this store: when it is expected (the receiver's own dates are its own).
    if (type === 'OUTBOUND_SHIPMENT' && invoice.status === 'SHIPPED' && invoice.shippedDatetime) {
      const shippedDay = invoice.shippedDatetime.slice(0, 10);
      if (invoice.expectedDeliveryDate === null) {
        const days = Math.round(leadTimeMonths * DAYS_PER_MONTH);
        invoice = {
          ...invoice,
          expectedDeliveryDate: new Date(Date.parse(shippedDay) + days * DAY_MS)
            .toISOString()
            .slice(0, 10),
        };
        await saveDocument(trx, invoice, now);
      } else if (invoice.expectedDeliveryDate < shippedDay) {
        return err({ kind: 'CannotHaveEstimatedDeliveryDateBeforeShippedDate' });
      }
    }
    return ok(invoice);
  });
  // A status or hold the other store's document follows (transfers), after the commit.
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}

/** The document's rate on every line it issues (DOCUMENTS.md 1.1: a tax percentage rewrites
 * every stock-out line's tax and total after tax), each total from the line's own price. */
async function taxLines(trx: Tx, storeId: string, invoice: Invoice, now: Date): Promise<void> {
  if (LIFECYCLES[invoice.type].direction !== 'OUT') return;
  for (const line of await findLines(trx, invoice.id)) {
    if (line.type !== 'STOCK_OUT' && line.type !== 'SERVICE') continue;
    const taxed = withTotals(
      { ...line, taxPercentage: invoice.taxPercentage },
      line.sellPricePerPack,
    );
    if (taxed.totalAfterTax !== line.totalAfterTax || line.taxPercentage !== taxed.taxPercentage)
      await saveLine(trx, storeId, taxed, now);
  }
}
