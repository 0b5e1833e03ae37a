// A new customer return (DOCUMENTS.md 4.2): from a visible customer, optionally bringing back
// an outbound shipment of this store that has left (SHIPPED, DELIVERED, RECEIVED or
// VERIFIED), with its lines in the same transaction. Made from an outbound shipment it is
// VERIFIED at once, its stock back on the shelf as new batches, as the reference does, unless
// the caller asks for another status; by hand it is NEW.
import type { InvoiceStatus } from '@dawa/domain';
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { findInvoice } from '../kit/document.repository';
import type { Invoice } from '../kit/document.types';
import { moveOnCreation } from '../kit/initial-status';
import {
  insertDocumentOf,
  type InsertDocumentError,
  type InsertDocumentInput,
} from '../kit/insert-document';
import { returnReasonsProblem } from '../kit/return-reason';
import type { StatusChangeError } from '../kit/status.service';
import {
  writeCustomerReturnLines,
  type CustomerReturnLineError,
  type CustomerReturnLineInput,
} from './lines';

export interface InsertCustomerReturnInput extends InsertDocumentInput {
  outboundShipmentId?: string | null;
  /** NEW, RECEIVED or VERIFIED (default: VERIFIED from an outbound shipment, NEW otherwise). */
  status?: InvoiceStatus | null;
  lines?: readonly CustomerReturnLineInput[] | null;
}

export type OriginalOutboundError =
  | { kind: 'OutboundShipmentDoesNotBelongToCurrentStore' }
  | { kind: 'OriginalInvoiceNotAnOutboundShipment' }
  | { kind: 'CannotReturnOutboundShipment' };

export type InsertCustomerReturnError =
  InsertDocumentError | OriginalOutboundError | CustomerReturnLineError | StatusChangeError;

export async function insertCustomerReturn(
  ctx: ServiceContext,
  input: InsertCustomerReturnInput,
): Promise<Result<Invoice, InsertCustomerReturnError>> {
  const lines = input.lines ?? [];
  const problem = await returnReasonsProblem(ctx.db, lines);
  if (problem) return err(problem);
  const original = input.outboundShipmentId
    ? await originalOutbound(ctx, input.outboundShipmentId)
    : ok(null);
  if (!original.ok) return original;
  const status = input.status ?? (original.value ? 'VERIFIED' : 'NEW');
  return insertDocumentOf<CustomerReturnLineError | StatusChangeError>(
    ctx,
    'CUSTOMER_RETURN',
    'CUSTOMER',
    input,
    {
      originalShipmentId: original.value?.id ?? null,
      fill: async (trx, invoice) => {
        const written = await writeCustomerReturnLines(trx, ctx, invoice, lines);
        if (!written.ok) return written;
        return moveOnCreation(trx, ctx, invoice, status);
      },
    },
  );
}

/** The outbound shipment a return brings back: this store's, and gone out. */
async function originalOutbound(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Invoice, OriginalOutboundError>> {
  const outbound = await findInvoice(ctx.db, ctx.storeId, id);
  if (!outbound) return err({ kind: 'OutboundShipmentDoesNotBelongToCurrentStore' });
  if (outbound.type !== 'OUTBOUND_SHIPMENT')
    return err({ kind: 'OriginalInvoiceNotAnOutboundShipment' });
  if (!['SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'].includes(outbound.status))
    return err({ kind: 'CannotReturnOutboundShipment' });
  return ok(outbound);
}
