// Batched reads of one store's documents (invoices) and their lines by id, for nodes that link
// to a document (a ledger row) and for documents' lines. The store is part of every read.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import { toInvoice, toInvoiceLine, type InvoiceLine } from './kit/document.repository';
import type { InvoiceRow } from './kit/invoice.list';

/** A document's header as its node shows it. */
export type InvoiceSummary = InvoiceRow;

/** The store's documents whose `column` is one of `values`, as their nodes show them. */
async function summariesWhere(
  db: Kysely<DB>,
  storeId: string,
  column: 'id' | 'original_shipment_id',
  values: readonly string[],
): Promise<InvoiceSummary[]> {
  const out: InvoiceSummary[] = [];
  for (const part of chunks(values, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('invoice')
      .innerJoin('name as n', 'n.id', 'invoice.name_id')
      .selectAll('invoice')
      .select('n.name as otherPartyName')
      .where('invoice.store_id', '=', storeId)
      .where(`invoice.${column}`, 'in', part)
      .orderBy('invoice.created_datetime')
      .orderBy('invoice.id')
      .execute();
    out.push(...rows.map((r) => ({ ...toInvoice(r), otherPartyName: r.otherPartyName })));
  }
  return out;
}

export const findInvoicesByIds = (
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<InvoiceSummary[]> => summariesWhere(db, storeId, 'id', ids);

/** The lines of the store's documents, by document id (a document of another store has none). */
export async function findLinesOfInvoices(
  db: Kysely<DB>,
  storeId: string,
  invoiceIds: readonly string[],
): Promise<Map<string, InvoiceLine[]>> {
  const out = new Map<string, InvoiceLine[]>(invoiceIds.map((id) => [id, []]));
  for (const part of chunks(invoiceIds, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('invoice_line')
      .innerJoin('invoice', 'invoice.id', 'invoice_line.invoice_id')
      .selectAll('invoice_line')
      .where('invoice.store_id', '=', storeId)
      .where('invoice_line.invoice_id', 'in', part)
      .orderBy('invoice_line.item_name')
      .orderBy('invoice_line.id')
      .execute();
    for (const r of rows) out.get(r.invoice_id)?.push(toInvoiceLine(r));
  }
  return out;
}

/** The returns of the store that name each of these shipments as their original shipment
 * (DOCUMENTS.md 4.3), by shipment id, first made first. */
export async function findReturnsOfShipments(
  db: Kysely<DB>,
  storeId: string,
  shipmentIds: readonly string[],
): Promise<Map<string, InvoiceSummary[]>> {
  const out = new Map<string, InvoiceSummary[]>(shipmentIds.map((id) => [id, []]));
  for (const r of await summariesWhere(db, storeId, 'original_shipment_id', shipmentIds))
    out.get(r.originalShipmentId ?? '')?.push(r);
  return out;
}
