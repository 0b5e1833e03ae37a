// Documents (invoices) and their lines as the document kit reads and writes them: one row
// shape for every type, every read scoped to the store, every write with its changelog row.
import type { InvoiceStatus, InvoiceType } from '@dawa/domain';
import type { Kysely, Selectable } from 'kysely';
import { appendChangelog } from '../../../db/changelog';
import { chunks } from '../../../db/chunks';
import type { DialectName } from '../../../db/connection';
import type { DB, InvoiceLineTable, InvoiceTable } from '../../../db/tables';
import type { Tx } from '../../../db/transaction';
import { nextNumber, invoiceCounter, type InvoiceLineType } from '../invoice.repository';
import type { Invoice, InvoiceLine } from './document.types';

export type { Invoice, InvoiceLine } from './document.types';

const num = (v: unknown): number => Number(v);
const numOrNull = (v: unknown): number | null => (v === null ? null : Number(v));

export function toInvoice(r: Selectable<InvoiceTable>): Invoice {
  return {
    id: r.id,
    storeId: r.store_id,
    otherPartyId: r.name_id,
    type: r.type as InvoiceType,
    status: r.status as InvoiceStatus,
    invoiceNumber: num(r.invoice_number),
    userId: r.user_id,
    comment: r.comment,
    theirReference: r.their_reference,
    transportReference: r.transport_reference,
    colour: r.colour,
    onHold: Boolean(r.on_hold),
    linkedInvoiceId: r.linked_invoice_id,
    originalShipmentId: r.original_shipment_id,
    requisitionId: r.requisition_id,
    expectedDeliveryDate: r.expected_delivery_date,
    taxPercentage: numOrNull(r.tax_percentage),
    createdDatetime: r.created_datetime,
    allocatedDatetime: r.allocated_datetime,
    pickedDatetime: r.picked_datetime,
    shippedDatetime: r.shipped_datetime,
    deliveredDatetime: r.delivered_datetime,
    receivedDatetime: r.received_datetime,
    verifiedDatetime: r.verified_datetime,
    cancelledDatetime: r.cancelled_datetime,
  };
}

export function toInvoiceLine(r: Selectable<InvoiceLineTable>): InvoiceLine {
  return {
    id: r.id,
    invoiceId: r.invoice_id,
    type: r.type as InvoiceLineType,
    itemId: r.item_id,
    itemName: r.item_name,
    itemCode: r.item_code,
    stockLineId: r.stock_line_id,
    batch: r.batch,
    expiryDate: r.expiry_date,
    packSize: num(r.pack_size),
    numberOfPacks: num(r.number_of_packs),
    costPricePerPack: num(r.cost_price_per_pack),
    sellPricePerPack: num(r.sell_price_per_pack),
    totalBeforeTax: num(r.total_before_tax),
    totalAfterTax: num(r.total_after_tax),
    taxPercentage: numOrNull(r.tax_percentage),
    locationId: r.location_id,
    note: r.note,
    reasonOptionId: r.reason_option_id,
    shippedNumberOfPacks: numOrNull(r.shipped_number_of_packs),
    shippedPackSize: numOrNull(r.shipped_pack_size),
    donorId: r.donor_id,
    vvmStatusId: r.vvm_status_id,
    itemVariantId: r.item_variant_id,
    originalLineId: r.original_line_id,
  };
}

/** A document of the store, or undefined (another store's document is not found). */
export async function findInvoice(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<Invoice | undefined> {
  const row = await db
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return row && toInvoice(row);
}

/**
 * Locks a document of the store for change and answers it as it is now. Every operation on a
 * document takes this lock first, then its stock lines (stock-movement.service.ts), then writes:
 * two operations on one document run one after the other, and no two lock in opposite orders.
 */
export async function lockInvoice(
  trx: Tx,
  dialect: DialectName,
  storeId: string,
  id: string,
): Promise<Invoice | undefined> {
  let query = trx
    .selectFrom('invoice')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toInvoice(row);
}

/** A document's lines, all or those of one line id, item or batch (read in the database, not
 * filtered here: a document of 1,500 lines is read whole only when it is needed whole). */
export async function findLines(
  db: Kysely<DB>,
  invoiceId: string,
  only: { id?: string; itemId?: string; stockLineId?: string } = {},
): Promise<InvoiceLine[]> {
  let query = db.selectFrom('invoice_line').selectAll().where('invoice_id', '=', invoiceId);
  if (only.id !== undefined) query = query.where('id', '=', only.id);
  if (only.itemId !== undefined) query = query.where('item_id', '=', only.itemId);
  if (only.stockLineId !== undefined) query = query.where('stock_line_id', '=', only.stockLineId);
  const rows = await query.orderBy('id').execute();
  return rows.map(toInvoiceLine);
}

/** Lines of the store's documents by id, each with its document's id. */
export async function findLinesByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<InvoiceLine[]> {
  const out: InvoiceLine[] = [];
  for (const part of chunks(ids, 1000)) {
    const rows = await db
      .selectFrom('invoice_line')
      .innerJoin('invoice', 'invoice.id', 'invoice_line.invoice_id')
      .selectAll('invoice_line')
      .where('invoice.store_id', '=', storeId)
      .where('invoice_line.id', 'in', part)
      .execute();
    out.push(...rows.map(toInvoiceLine));
  }
  return out;
}

export type NewDocument = Omit<
  Invoice,
  | 'invoiceNumber'
  | 'allocatedDatetime'
  | 'pickedDatetime'
  | 'shippedDatetime'
  | 'deliveredDatetime'
  | 'receivedDatetime'
  | 'verifiedDatetime'
  | 'cancelledDatetime'
>;

/** Inserts a document under the next number of its store and type; answers it. */
export async function insertDocument(trx: Tx, doc: NewDocument, now: Date): Promise<Invoice> {
  const invoiceNumber = await nextNumber(trx, doc.storeId, invoiceCounter(doc.type));
  await trx
    .insertInto('invoice')
    .values({
      id: doc.id,
      store_id: doc.storeId,
      name_id: doc.otherPartyId,
      type: doc.type,
      status: doc.status,
      invoice_number: invoiceNumber,
      user_id: doc.userId,
      comment: doc.comment,
      their_reference: doc.theirReference,
      transport_reference: doc.transportReference,
      colour: doc.colour,
      on_hold: doc.onHold,
      linked_invoice_id: doc.linkedInvoiceId,
      original_shipment_id: doc.originalShipmentId,
      requisition_id: doc.requisitionId ?? null,
      expected_delivery_date: doc.expectedDeliveryDate,
      tax_percentage: doc.taxPercentage,
      created_datetime: doc.createdDatetime,
    })
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'invoice', recordId: doc.id, action: 'UPSERT', storeId: doc.storeId }],
    now,
  );
  return {
    ...doc,
    invoiceNumber,
    allocatedDatetime: null,
    pickedDatetime: null,
    shippedDatetime: null,
    deliveredDatetime: null,
    receivedDatetime: null,
    verifiedDatetime: null,
    cancelledDatetime: null,
  };
}

/** Writes a document's header as given (the caller changed what it may). */
export async function saveDocument(trx: Tx, doc: Invoice, now: Date): Promise<void> {
  await trx
    .updateTable('invoice')
    .set({
      name_id: doc.otherPartyId,
      status: doc.status,
      user_id: doc.userId,
      comment: doc.comment,
      their_reference: doc.theirReference,
      transport_reference: doc.transportReference,
      colour: doc.colour,
      on_hold: doc.onHold,
      linked_invoice_id: doc.linkedInvoiceId,
      original_shipment_id: doc.originalShipmentId,
      expected_delivery_date: doc.expectedDeliveryDate,
      tax_percentage: doc.taxPercentage,
      allocated_datetime: doc.allocatedDatetime,
      picked_datetime: doc.pickedDatetime,
      shipped_datetime: doc.shippedDatetime,
      delivered_datetime: doc.deliveredDatetime,
      received_datetime: doc.receivedDatetime,
      verified_datetime: doc.verifiedDatetime,
      cancelled_datetime: doc.cancelledDatetime,
    })
    .where('id', '=', doc.id)
    .where('store_id', '=', doc.storeId)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'invoice', recordId: doc.id, action: 'UPSERT', storeId: doc.storeId }],
    now,
  );
}

const toLineRow = (l: InvoiceLine) => ({
  id: l.id,
  invoice_id: l.invoiceId,
  type: l.type,
  item_id: l.itemId,
  item_name: l.itemName,
  item_code: l.itemCode,
  stock_line_id: l.stockLineId,
  batch: l.batch,
  expiry_date: l.expiryDate,
  pack_size: l.packSize,
  number_of_packs: l.numberOfPacks,
  cost_price_per_pack: l.costPricePerPack,
  sell_price_per_pack: l.sellPricePerPack,
  total_before_tax: l.totalBeforeTax,
  total_after_tax: l.totalAfterTax,
  tax_percentage: l.taxPercentage,
  location_id: l.locationId,
  note: l.note,
  reason_option_id: l.reasonOptionId,
  shipped_number_of_packs: l.shippedNumberOfPacks,
  shipped_pack_size: l.shippedPackSize,
  donor_id: l.donorId,
  vvm_status_id: l.vvmStatusId,
  item_variant_id: l.itemVariantId,
  original_line_id: l.originalLineId ?? null,
});

/** Lines of one document of `storeId`, in multi-row statements. */
export async function insertLines(
  trx: Tx,
  storeId: string,
  lines: readonly InvoiceLine[],
  now: Date,
): Promise<void> {
  for (const chunk of chunks(lines, 40)) {
    await trx.insertInto('invoice_line').values(chunk.map(toLineRow)).execute();
  }
  await appendChangelog(
    trx,
    lines.map((l) => ({
      tableName: 'invoice_line' as const,
      recordId: l.id,
      action: 'UPSERT' as const,
      storeId,
    })),
    now,
  );
}

export async function saveLine(
  trx: Tx,
  storeId: string,
  line: InvoiceLine,
  now: Date,
): Promise<void> {
  const { id: _id, invoice_id: _invoice, ...values } = toLineRow(line);
  await trx.updateTable('invoice_line').set(values).where('id', '=', line.id).execute();
  await appendChangelog(
    trx,
    [{ tableName: 'invoice_line', recordId: line.id, action: 'UPSERT', storeId }],
    now,
  );
}

export async function deleteLines(
  trx: Tx,
  storeId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  for (const part of chunks(ids, 1000))
    await trx.deleteFrom('invoice_line').where('id', 'in', part).execute();
  await appendChangelog(
    trx,
    ids.map((id) => ({
      tableName: 'invoice_line' as const,
      recordId: id,
      action: 'DELETE' as const,
      storeId,
    })),
    now,
  );
}

/** Deletes a document that has no lines left. */
export async function deleteDocument(trx: Tx, doc: Invoice, now: Date): Promise<void> {
  await trx
    .deleteFrom('invoice')
    .where('id', '=', doc.id)
    .where('store_id', '=', doc.storeId)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'invoice', recordId: doc.id, action: 'DELETE', storeId: doc.storeId }],
    now,
  );
}
