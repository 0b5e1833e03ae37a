// Changes to a customer return (DOCUMENTS.md 4.2): its header, customer, hold and status
// (RECEIVED, VERIFIED; the stock comes in once, at RECEIVED) through the kit, its lines as a
// whole before receipt, and its deletion before receipt (not one a transfer made: the
// supplier return at the other store owns it).
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { lockInvoice } from '../kit/document.repository';
import type { Invoice } from '../kit/document.types';
import { returnReasonsProblem } from '../kit/return-reason';
import {
  updateDocumentOf,
  type UpdateDocumentError,
  type UpdateDocumentInput,
} from '../kit/update-document';
import { deleteStockInDocument, type DeleteInboundShipmentError } from '../inbound-shipment/delete';
import {
  writeCustomerReturnLines,
  type CustomerReturnLineError,
  type CustomerReturnLineInput,
} from './lines';

export function updateCustomerReturn(
  ctx: ServiceContext,
  input: UpdateDocumentInput,
): Promise<Result<Invoice, UpdateDocumentError>> {
  return updateDocumentOf(ctx, 'CUSTOMER_RETURN', input);
}

export interface UpdateCustomerReturnLinesInput {
  returnId: string;
  lines: readonly CustomerReturnLineInput[];
}

export async function updateCustomerReturnLines(
  ctx: ServiceContext,
  input: UpdateCustomerReturnLinesInput,
): Promise<Result<Invoice, CustomerReturnLineError>> {
  const problem = await returnReasonsProblem(ctx.db, input.lines);
  if (problem) return err(problem);
  return inTransaction<Invoice, CustomerReturnLineError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.returnId);
    if (!invoice || invoice.type !== 'CUSTOMER_RETURN') return err({ kind: 'RecordNotFound' });
    const written = await writeCustomerReturnLines(trx, ctx, invoice, input.lines);
    return written.ok ? ok(invoice) : written;
  });
}

export function deleteCustomerReturn(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, DeleteInboundShipmentError>> {
  return deleteStockInDocument(ctx, 'CUSTOMER_RETURN', id);
}
