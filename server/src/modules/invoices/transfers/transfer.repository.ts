// What the transfer processor reads and keeps besides documents: the stores of this site by
// their name (a document to one of those names is a transfer), its cursor in the changelog,
// and the documents whose transfer failed, until a later run carries them through.
import type { Kysely } from 'kysely';
import type { DB } from '../../../db/tables';
import { getValue, setValue } from '../../site/site.repository';
import { toInvoice } from '../kit/document.repository';
import type { Invoice } from '../kit/document.types';

const CURSOR_KEY = 'transfer.invoice_cursor';

export interface SiteStore {
  storeId: string;
  nameId: string;
  /** 'YYYY-MM-DD': documents made long before a store existed are not sent to it. */
  createdDate: string;
}

/** The active stores of this site, by the id of their name. */
export async function storesOfSite(
  db: Kysely<DB>,
  siteId: number,
): Promise<Map<string, SiteStore>> {
  const rows = await db
    .selectFrom('store')
    .select(['id', 'name_id', 'created_date'])
    .where('site_id', '=', siteId)
    .where('is_disabled', '=', false)
    .execute();
  return new Map(
    rows.map((r) => [r.name_id, { storeId: r.id, nameId: r.name_id, createdDate: r.created_date }]),
  );
}

/** A document of any store of this database (the processor works for all of them). */
export async function findAnyInvoice(db: Kysely<DB>, id: string): Promise<Invoice | undefined> {
  const row = await db.selectFrom('invoice').selectAll().where('id', '=', id).executeTakeFirst();
  return row && toInvoice(row);
}

/** The receiver's document made from `sourceId`, whichever side holds the link. */
export async function findReceiverOf(
  db: Kysely<DB>,
  source: { id: string; linkedInvoiceId: string | null },
): Promise<Invoice | undefined> {
  let query = db.selectFrom('invoice').selectAll().where('linked_invoice_id', '=', source.id);
  if (source.linkedInvoiceId !== null)
    query = db
      .selectFrom('invoice')
      .selectAll()
      .where((eb) =>
        eb.or([eb('linked_invoice_id', '=', source.id), eb('id', '=', source.linkedInvoiceId)]),
      );
  const row = await query.orderBy('created_datetime').orderBy('id').executeTakeFirst();
  return row && toInvoice(row);
}

export async function readCursor(db: Kysely<DB>): Promise<number> {
  return Number((await getValue(db, CURSOR_KEY)) ?? '0');
}

export async function saveCursor(db: Kysely<DB>, cursor: number): Promise<void> {
  await setValue(db, CURSOR_KEY, String(cursor));
}

/** Skips everything written so far (generated demo history is never transferred). */
export async function skipToLatest(db: Kysely<DB>): Promise<void> {
  const row = await db
    .selectFrom('changelog')
    .select((eb) => eb.fn.max('cursor').as('last'))
    .executeTakeFirst();
  await saveCursor(db, Number(row?.last ?? 0));
}

export async function recordFailure(
  db: Kysely<DB>,
  failure: { invoiceId: string; storeId: string; error: string },
  now: Date,
): Promise<void> {
  const at = now.toISOString();
  await db
    .insertInto('transfer_failure')
    .values({
      invoice_id: failure.invoiceId,
      store_id: failure.storeId,
      error: failure.error,
      attempts: 1,
      first_failed_datetime: at,
      last_failed_datetime: at,
    })
    .onConflict((oc) =>
      oc.column('invoice_id').doUpdateSet((eb) => ({
        error: failure.error,
        attempts: eb('transfer_failure.attempts', '+', 1),
        last_failed_datetime: at,
      })),
    )
    .execute();
}

export async function clearFailure(db: Kysely<DB>, invoiceId: string): Promise<void> {
  await db.deleteFrom('transfer_failure').where('invoice_id', '=', invoiceId).execute();
}
