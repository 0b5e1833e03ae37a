// Changes to a supplier return (DOCUMENTS.md 4.1): its header, supplier, hold and status
// (PICKED, SHIPPED; stock leaves once, at PICKED) through the kit, its lines as a whole while
// it is editable, and its deletion before stock has left.
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { inTransaction } from '../../../db/transaction';
import { lockInvoice } from '../kit/document.repository';
import { returnReasonsProblem } from '../kit/return-reason';
import {
  updateDocumentOf,
  type UpdateDocumentError,
  type UpdateDocumentInput,
} from '../kit/update-document';
import type { Invoice } from '../kit/document.types';
import {
  deleteStockOutDocument,
  type DeleteOutboundShipmentError,
} from '../outbound-shipment/delete';
import {
  supplierReturnLinesProblem,
  writeSupplierReturnLines,
  type SupplierReturnLineError,
  type SupplierReturnLineInput,
} from './lines';

export function updateSupplierReturn(
  ctx: ServiceContext,
  input: UpdateDocumentInput,
): Promise<Result<Invoice, UpdateDocumentError>> {
  return updateDocumentOf(ctx, 'SUPPLIER_RETURN', input);
}

export interface UpdateSupplierReturnLinesInput {
  returnId: string;
  lines: readonly SupplierReturnLineInput[];
}

export async function updateSupplierReturnLines(
  ctx: ServiceContext,
  input: UpdateSupplierReturnLinesInput,
): Promise<Result<Invoice, SupplierReturnLineError | { kind: 'RecordNotFound' }>> {
  const problem =
    supplierReturnLinesProblem(input.lines) ?? (await returnReasonsProblem(ctx.db, input.lines));
  if (problem) return err(problem);
  const result = await inTransaction<Invoice, SupplierReturnLineError | { kind: 'RecordNotFound' }>(
    ctx.db,
    async (trx) => {
      const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.returnId);
      if (!invoice || invoice.type !== 'SUPPLIER_RETURN') return err({ kind: 'RecordNotFound' });
      const written = await writeSupplierReturnLines(trx, ctx, invoice, input.lines);
      return written.ok ? ok(invoice) : written;
    },
  );
  // Lines changed while picked reach the supplier's store when the return ships.
  if (result.ok) ctx.afterDocumentCommit();
  return result;
}

export function deleteSupplierReturn(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, DeleteOutboundShipmentError>> {
  return deleteStockOutDocument(ctx, 'SUPPLIER_RETURN', id);
}
