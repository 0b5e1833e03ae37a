// A new supplier return (DOCUMENTS.md 4.1): to a visible supplier, optionally sending back an
// inbound shipment of this store that has arrived (DELIVERED, RECEIVED or VERIFIED), with its
// lines in the same transaction. Made from an inbound shipment it is SHIPPED at once, as the
// reference does (scenario 39), unless the caller asks for another status; by hand it is NEW.
import { statusRank, type InvoiceStatus } from '@dawa/domain';
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
  supplierReturnLinesProblem,
  writeSupplierReturnLines,
  type SupplierReturnLineError,
  type SupplierReturnLineInput,
} from './lines';

export interface InsertSupplierReturnInput extends InsertDocumentInput {
  inboundShipmentId?: string | null;
  /** NEW, PICKED or SHIPPED (default: SHIPPED from an inbound shipment, NEW otherwise). */
  status?: InvoiceStatus | null;
  lines?: readonly SupplierReturnLineInput[] | null;
}

export type OriginalInboundError =
  | { kind: 'InboundShipmentDoesNotBelongToCurrentStore' }
  | { kind: 'OriginalInvoiceNotAnInboundShipment' }
  | { kind: 'CannotReturnInboundShipment' };

export type InsertSupplierReturnError =
  InsertDocumentError | OriginalInboundError | SupplierReturnLineError | StatusChangeError;

export async function insertSupplierReturn(
  ctx: ServiceContext,
  input: InsertSupplierReturnInput,
): Promise<Result<Invoice, InsertSupplierReturnError>> {
  const lines = input.lines ?? [];
  const problem = supplierReturnLinesProblem(lines) ?? (await returnReasonsProblem(ctx.db, lines));
  if (problem) return err(problem);
  const original = input.inboundShipmentId
    ? await originalInbound(ctx, input.inboundShipmentId)
    : ok(null);
  if (!original.ok) return original;
  const status = input.status ?? (original.value ? 'SHIPPED' : 'NEW');
  const result = await insertDocumentOf<SupplierReturnLineError | StatusChangeError>(
    ctx,
    'SUPPLIER_RETURN',
    'SUPPLIER',
    input,
    {
      originalShipmentId: original.value?.id ?? null,
      fill: async (trx, invoice) => {
        const written = await writeSupplierReturnLines(trx, ctx, invoice, lines);
        if (!written.ok) return written;
        return moveOnCreation(trx, ctx, invoice, status);
      },
    },
  );
  // Made as picked or shipped: the supplier's store gets its customer return.
  if (result.ok && statusRank(result.value.status) >= statusRank('PICKED'))
    ctx.afterDocumentCommit();
  return result;
}

/** The inbound shipment a return sends back: this store's, and arrived. */
async function originalInbound(
  ctx: ServiceContext,
  id: string,
): Promise<Result<Invoice, OriginalInboundError>> {
  const inbound = await findInvoice(ctx.db, ctx.storeId, id);
  if (!inbound) return err({ kind: 'InboundShipmentDoesNotBelongToCurrentStore' });
  if (inbound.type !== 'INBOUND_SHIPMENT')
    return err({ kind: 'OriginalInvoiceNotAnInboundShipment' });
  if (!['DELIVERED', 'RECEIVED', 'VERIFIED'].includes(inbound.status))
    return err({ kind: 'CannotReturnInboundShipment' });
  return ok(inbound);
}
