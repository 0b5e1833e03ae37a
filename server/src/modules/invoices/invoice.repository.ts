// Documents (invoices) and their lines: every change of stock is recorded as one.
import type { InvoiceStatus, InvoiceType } from '@dawa/domain';
import type { Kysely } from 'kysely';
import type { Tx } from '../../db/transaction';
import { appendChangelog } from '../../db/changelog';
import { chunks, rowsPerInsert } from '../../db/chunks';
import type { DB } from '../../db/tables';

export type { InvoiceStatus, InvoiceType } from '@dawa/domain';

export interface NewInvoice {
  id: string;
  storeId: string;
  nameId: string;
  type: InvoiceType;
  status: InvoiceStatus;
  userId: string | null;
  comment: string | null;
  createdDatetime: string;
  verifiedDatetime: string | null;
}

/** A line's kind: stock leaving, stock arriving, a quantity of an item not yet tied to a
 * batch (a placeholder), or a service. */
export type InvoiceLineType = 'STOCK_OUT' | 'STOCK_IN' | 'UNALLOCATED_STOCK' | 'SERVICE';

export interface NewInvoiceLine {
  id: string;
  type: InvoiceLineType;
  invoiceId: string;
  itemId: string;
  stockLineId: string | null;
  batch: string | null;
  expiryDate: string | null;
  packSize: number;
  numberOfPacks: number;
  costPricePerPack: number;
  sellPricePerPack: number;
  reasonOptionId: string | null;
  locationId: string | null;
  note: string | null;
}

const toInvoiceLineRow = (l: NewInvoiceLine) => ({
  id: l.id,
  type: l.type,
  invoice_id: l.invoiceId,
  item_id: l.itemId,
  stock_line_id: l.stockLineId,
  batch: l.batch,
  expiry_date: l.expiryDate,
  pack_size: l.packSize,
  number_of_packs: l.numberOfPacks,
  cost_price_per_pack: l.costPricePerPack,
  sell_price_per_pack: l.sellPricePerPack,
  reason_option_id: l.reasonOptionId,
  location_id: l.locationId,
  note: l.note,
  total_before_tax: l.costPricePerPack * l.numberOfPacks,
  total_after_tax: l.costPricePerPack * l.numberOfPacks,
});

/** Lines keep the name and code their item had when they were written (a document printed
 * later shows what was issued, whatever the item is called by then). */
async function snapshotItemNames(trx: Tx, invoiceIds: readonly string[]): Promise<void> {
  for (const ids of chunks(invoiceIds, 500))
    await trx
      .updateTable('invoice_line')
      .set((eb) => ({
        item_name: eb
          .selectFrom('item')
          .select('item.name')
          .whereRef('item.id', '=', 'invoice_line.item_id'),
        item_code: eb
          .selectFrom('item')
          .select('item.code')
          .whereRef('item.id', '=', 'invoice_line.item_id'),
      }))
      .where('invoice_id', 'in', ids)
      .where('item_name', '=', '')
      .execute();
}

/** The next number of a per-store series (invoice numbers per type), atomically. */
export async function nextNumber(trx: Tx, storeId: string, counter: string): Promise<number> {
  const row = await trx
    .insertInto('number_counter')
    .values({ store_id: storeId, counter, value: 1 })
    .onConflict((oc) =>
      oc
        .columns(['store_id', 'counter'])
        .doUpdateSet((eb) => ({ value: eb('number_counter.value', '+', 1) })),
    )
    .returning('value')
    .executeTakeFirstOrThrow();
  return Number(row.value);
}

export async function invoiceExists(trx: Tx, id: string): Promise<boolean> {
  return (
    (await trx.selectFrom('invoice').select('id').where('id', '=', id).executeTakeFirst()) !==
    undefined
  );
}

export interface StoredInvoice {
  id: string;
  storeId: string;
  type: InvoiceType;
  invoiceNumber: number;
  lines: {
    id: string;
    type: InvoiceLineType;
    stockLineId: string | null;
    numberOfPacks: number;
    packSize: number;
  }[];
}

/** A document and the stock side of its lines, in any store (ids are global): what a
 * retried insert compares itself with. */
export async function findInvoiceWithLines(
  db: Kysely<DB>,
  id: string,
): Promise<StoredInvoice | undefined> {
  const invoice = await db
    .selectFrom('invoice')
    .select(['id', 'store_id', 'type', 'invoice_number'])
    .where('id', '=', id)
    .executeTakeFirst();
  if (!invoice) return undefined;
  const lines = await db
    .selectFrom('invoice_line')
    .select(['id', 'type', 'stock_line_id', 'number_of_packs', 'pack_size'])
    .where('invoice_id', '=', id)
    .orderBy('id')
    .execute();
  return {
    id: invoice.id,
    storeId: invoice.store_id,
    type: invoice.type as InvoiceType,
    invoiceNumber: Number(invoice.invoice_number),
    lines: lines.map((l) => ({
      id: l.id,
      type: l.type as InvoiceLineType,
      stockLineId: l.stock_line_id,
      numberOfPacks: Number(l.number_of_packs),
      packSize: Number(l.pack_size),
    })),
  };
}

/** Inserts a document with its lines; answers its number. */
export async function insertInvoice(
  trx: Tx,
  invoice: NewInvoice,
  lines: readonly NewInvoiceLine[],
  now: Date,
): Promise<number> {
  const invoiceNumber = await nextNumber(trx, invoice.storeId, invoiceCounter(invoice.type));
  await trx
    .insertInto('invoice')
    .values({
      id: invoice.id,
      store_id: invoice.storeId,
      name_id: invoice.nameId,
      type: invoice.type,
      status: invoice.status,
      invoice_number: invoiceNumber,
      user_id: invoice.userId,
      comment: invoice.comment,
      their_reference: null,
      created_datetime: invoice.createdDatetime,
      verified_datetime: invoice.verifiedDatetime,
    })
    .execute();
  if (lines.length > 0) {
    await trx.insertInto('invoice_line').values(lines.map(toInvoiceLineRow)).execute();
    await snapshotItemNames(trx, [invoice.id]);
  }
  await appendChangelog(
    trx,
    [
      { tableName: 'invoice', recordId: invoice.id, action: 'UPSERT', storeId: invoice.storeId },
      ...lines.map((l) => ({
        tableName: 'invoice_line' as const,
        recordId: l.id,
        action: 'UPSERT' as const,
        storeId: invoice.storeId,
      })),
    ],
    now,
  );
  return invoiceNumber;
}

/** The number-counter series of a document type. */
export const invoiceCounter = (type: InvoiceType): string => `invoice:${type}`;

/** A document whose number was given by the caller (bulk writers number in time order). */
export interface NumberedInvoice extends NewInvoice {
  invoiceNumber: number;
}

/** Current values of a store's number counters (series without a number are absent). */
export async function numberCounters(
  db: Kysely<DB>,
  storeId: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('number_counter')
    .select(['counter', 'value'])
    .where('store_id', '=', storeId)
    .execute();
  return new Map(rows.map((r) => [r.counter, Number(r.value)]));
}

/** Raises a counter to at least `value`, so numbers handed out later follow it. */
export async function raiseNumberCounter(
  trx: Tx,
  storeId: string,
  counter: string,
  value: number,
): Promise<void> {
  await trx
    .insertInto('number_counter')
    .values({ store_id: storeId, counter, value })
    .onConflict((oc) =>
      oc.columns(['store_id', 'counter']).doUpdateSet({
        value: (eb) =>
          eb
            .case()
            .when('number_counter.value', '<', value)
            .then(value)
            .else(eb.ref('number_counter.value'))
            .end(),
      }),
    )
    .execute();
}

/** Inserts many numbered documents and their lines (lines of these documents only), in
 * multi-row statements, with their changelog rows. For generated data: the caller
 * keeps the number counters in step with raiseNumberCounter. */
export async function insertInvoicesBulk(
  trx: Tx,
  invoices: readonly NumberedInvoice[],
  lines: readonly NewInvoiceLine[],
  now: Date,
): Promise<void> {
  const storeOf = new Map(invoices.map((i) => [i.id, i.storeId]));
  for (const chunk of chunks(invoices, rowsPerInsert(11))) {
    await trx
      .insertInto('invoice')
      .values(
        chunk.map((i) => ({
          id: i.id,
          store_id: i.storeId,
          name_id: i.nameId,
          type: i.type,
          status: i.status,
          invoice_number: i.invoiceNumber,
          user_id: i.userId,
          comment: i.comment,
          their_reference: null,
          created_datetime: i.createdDatetime,
          verified_datetime: i.verifiedDatetime,
        })),
      )
      .execute();
  }
  for (const chunk of chunks(lines, rowsPerInsert(16))) {
    await trx.insertInto('invoice_line').values(chunk.map(toInvoiceLineRow)).execute();
  }
  await snapshotItemNames(
    trx,
    invoices.map((i) => i.id),
  );
  await appendChangelog(
    trx,
    [
      ...invoices.map((i) => ({
        tableName: 'invoice' as const,
        recordId: i.id,
        action: 'UPSERT' as const,
        storeId: i.storeId,
      })),
      ...lines.map((l) => {
        const storeId = storeOf.get(l.invoiceId);
        if (storeId === undefined)
          throw new Error(`line ${l.id}: its document is not in this batch`);
        return {
          tableName: 'invoice_line' as const,
          recordId: l.id,
          action: 'UPSERT' as const,
          storeId,
        };
      }),
    ],
    now,
  );
}
