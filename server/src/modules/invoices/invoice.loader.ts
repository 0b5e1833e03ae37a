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

export async function findInvoicesByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<InvoiceSummary[]> {
  const out: InvoiceSummary[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('invoice')
      .innerJoin('name as n', 'n.id', 'invoice.name_id')
      .selectAll('invoice')
      .select('n.name as otherPartyName')
      .where('invoice.store_id', '=', storeId)
      .where('invoice.id', 'in', part)
      .execute();
    out.push(...rows.map((r) => ({ ...toInvoice(r), otherPartyName: r.otherPartyName })));
  }
  return out;
}

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
