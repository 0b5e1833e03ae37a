// Batched reads of one store's documents (invoices) by id, for nodes that link to the
// document they came from (a ledger row). The store is part of every read.
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';

/** A document's header as a linked node shows it. */
export interface InvoiceSummary {
  id: string;
  storeId: string;
  invoiceNumber: number;
  type: string;
  status: string;
  otherPartyId: string;
  otherPartyName: string;
  comment: string | null;
  theirReference: string | null;
  createdDatetime: string;
  verifiedDatetime: string | null;
}

export async function findInvoicesByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<InvoiceSummary[]> {
  const out: InvoiceSummary[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('invoice as i')
      .innerJoin('name as n', 'n.id', 'i.name_id')
      .select([
        'i.id',
        'i.store_id as storeId',
        'i.invoice_number as invoiceNumber',
        'i.type',
        'i.status',
        'i.name_id as otherPartyId',
        'n.name as otherPartyName',
        'i.comment',
        'i.their_reference as theirReference',
        'i.created_datetime as createdDatetime',
        'i.verified_datetime as verifiedDatetime',
      ])
      .where('i.store_id', '=', storeId)
      .where('i.id', 'in', part)
      .execute();
    out.push(...rows.map((r) => ({ ...r, invoiceNumber: Number(r.invoiceNumber) })));
  }
  return out;
}
