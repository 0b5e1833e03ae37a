// A new document of a store to a visible party (DOCUMENTS.md 0.5, 0.6): status NEW, the next
// number of the store and type. The client chooses the id once per draft: the same insert sent
// again (a retry, a double click, both at once) answers the document the first one made.
import type { InvoiceType } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { tablesHoldingId } from '../../../db/record-ids';
import { inTransaction, isUniqueViolation, type Tx } from '../../../db/transaction';
import { logActivity } from '../../activity-log/activity-log.repository';
import { findInvoice, insertDocument, type Invoice } from './document.repository';
import { checkOtherParty, type OtherPartyError } from './other-party';

export interface InsertDocumentInput {
  id: string;
  otherPartyId: string;
  theirReference?: string | null;
  comment?: string | null;
  colour?: string | null;
}

export type InsertDocumentError = { kind: 'RecordAlreadyExists' } | OtherPartyError;

/** What a type adds to the bare document in the same transaction (a return's shipment and
 * lines): a refusal rolls the document back too. */
export interface DocumentFill<E> {
  originalShipmentId?: string | null;
  /** A shipment made from a customer requisition. */
  requisitionId?: string | null;
  fill: (trx: Tx, invoice: Invoice) => Promise<Result<Invoice, E>>;
}

export async function insertDocumentOf<E = never>(
  ctx: ServiceContext,
  type: InvoiceType,
  role: 'CUSTOMER' | 'SUPPLIER',
  input: InsertDocumentInput,
  more?: DocumentFill<E>,
): Promise<Result<Invoice, InsertDocumentError | E>> {
  // validate
  const party = await checkOtherParty(ctx.db, ctx.storeId, input.otherPartyId, role);
  if (!party.ok) return err(party.error);
  // persist
  const result = await inTransaction<Invoice, InsertDocumentError | E>(ctx.db, async (trx) => {
    if ((await tablesHoldingId(trx, input.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    const now = ctx.now();
    const invoice = await insertDocument(
      trx,
      {
        id: input.id,
        storeId: ctx.storeId,
        otherPartyId: input.otherPartyId,
        type,
        status: 'NEW',
        userId: ctx.userId,
        comment: input.comment ?? null,
        theirReference: input.theirReference ?? null,
        transportReference: null,
        colour: input.colour ?? null,
        onHold: false,
        linkedInvoiceId: null,
        originalShipmentId: more?.originalShipmentId ?? null,
        requisitionId: more?.requisitionId ?? null,
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
    return more ? more.fill(trx, invoice) : ok(invoice);
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && isAlreadyThere(result.error)) {
    // The same document inserted before (or at the same time): answer it.
    const existing = await findInvoice(ctx.db, ctx.storeId, input.id);
    if (existing && existing.type === type && existing.otherPartyId === input.otherPartyId)
      return ok(existing);
  }
  return result;
}

const isAlreadyThere = (e: unknown): boolean =>
  typeof e === 'object' && e !== null && 'kind' in e && e.kind === 'RecordAlreadyExists';
