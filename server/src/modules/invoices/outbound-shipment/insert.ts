// A new outbound shipment to a visible customer (DOCUMENTS.md 1.1): status NEW, the next
// outbound number of the store. The client chooses the id once per draft: the same insert sent
// again (a retry, a double click, both at once) answers the shipment the first one made.
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { tablesHoldingId } from '../../../db/record-ids';
import { inTransaction, isUniqueViolation } from '../../../db/transaction';
import { logActivity } from '../../activity-log/activity-log.repository';
import { findInvoice, insertDocument, type Invoice } from '../kit/document.repository';
import { checkOtherParty, type OtherPartyError } from '../kit/other-party';

export interface InsertOutboundShipmentInput {
  id: string;
  otherPartyId: string;
  theirReference?: string | null;
  comment?: string | null;
  colour?: string | null;
}

export type InsertOutboundShipmentError = { kind: 'RecordAlreadyExists' } | OtherPartyError;

export async function insertOutboundShipment(
  ctx: ServiceContext,
  input: InsertOutboundShipmentInput,
): Promise<Result<Invoice, InsertOutboundShipmentError>> {
  // validate
  const party = await checkOtherParty(ctx.db, ctx.storeId, input.otherPartyId, 'CUSTOMER');
  if (!party.ok) return err(party.error);
  // persist
  const result = await inTransaction<Invoice, InsertOutboundShipmentError>(ctx.db, async (trx) => {
    if ((await tablesHoldingId(trx, input.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    const now = ctx.now();
    const invoice = await insertDocument(
      trx,
      {
        id: input.id,
        storeId: ctx.storeId,
        otherPartyId: input.otherPartyId,
        type: 'OUTBOUND_SHIPMENT',
        status: 'NEW',
        userId: ctx.userId,
        comment: input.comment ?? null,
        theirReference: input.theirReference ?? null,
        transportReference: null,
        colour: input.colour ?? null,
        onHold: false,
        linkedInvoiceId: null,
        expectedDeliveryDate: null,
        taxPercentage: null,
        createdDatetime: now.toISOString(),
      },
      now,
    );
    await logActivity(
      trx,
      {
        storeId: ctx.storeId,
        userId: ctx.userId,
        type: 'INVOICE_CREATED',
        recordId: invoice.id,
        changedTo: String(invoice.invoiceNumber),
      },
      now,
    );
    return ok(invoice);
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    // The same shipment inserted before (or at the same time): answer it.
    const existing = await findInvoice(ctx.db, ctx.storeId, input.id);
    if (
      existing &&
      existing.type === 'OUTBOUND_SHIPMENT' &&
      existing.otherPartyId === input.otherPartyId
    )
      return ok(existing);
  }
  return result;
}
