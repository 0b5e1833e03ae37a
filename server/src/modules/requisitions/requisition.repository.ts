// Requisitions and their lines: the writes (each with its changelog row, lines in multi-row
// statements) and the reads a service makes inside its transaction (the lock, the lines, the
// items a line may name).
import type { RequisitionApprovalStatus, RequisitionStatus, RequisitionType } from '@dawa/domain';
import { sql, type Kysely, type Selectable, type SqlBool } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import { chunks, rowsPerInsert } from '../../db/chunks';
import type { DialectName } from '../../db/connection';
import type { DB, RequisitionLineTable, RequisitionTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import { nextNumber } from '../invoices/invoice.repository';
import type { Requisition, RequisitionLine } from './requisition.types';

/** Numbers run per store and type (DOCUMENTS.md 0.6). */
export const requisitionCounter = (type: RequisitionType): string =>
  type === 'REQUEST' ? 'request_requisition' : 'response_requisition';

export const toRequisition = (r: Selectable<RequisitionTable>): Requisition => ({
  id: r.id,
  storeId: r.store_id,
  requisitionNumber: Number(r.requisition_number),
  otherPartyId: r.name_id,
  type: r.type as RequisitionType,
  status: r.status as RequisitionStatus,
  approvalStatus: r.approval_status as RequisitionApprovalStatus,
  minMonthsOfStock: Number(r.min_months_of_stock),
  maxMonthsOfStock: Number(r.max_months_of_stock),
  theirReference: r.their_reference,
  comment: r.comment,
  colour: r.colour,
  expectedDeliveryDate: r.expected_delivery_date,
  programId: r.program_id,
  periodId: r.period_id,
  orderType: r.order_type,
  isEmergency: Boolean(r.is_emergency),
  linkedRequisitionId: r.linked_requisition_id,
  createdFromRequisitionId: r.created_from_requisition_id,
  destinationCustomerId: r.destination_customer_id,
  createdDatetime: r.created_datetime,
  sentDatetime: r.sent_datetime,
  finalisedDatetime: r.finalised_datetime,
  userId: r.user_id,
});

export const toRequisitionLine = (r: Selectable<RequisitionLineTable>): RequisitionLine => ({
  id: r.id,
  requisitionId: r.requisition_id,
  itemId: r.item_id,
  itemName: r.item_name,
  requestedQuantity: Number(r.requested_quantity),
  suggestedQuantity: Number(r.suggested_quantity),
  supplyQuantity: Number(r.supply_quantity),
  approvedQuantity: Number(r.approved_quantity),
  approvalComment: r.approval_comment,
  availableStockOnHand: Number(r.available_stock_on_hand),
  averageMonthlyConsumption: Number(r.average_monthly_consumption),
  snapshotDatetime: r.snapshot_datetime,
  reasonOptionId: r.reason_option_id,
  comment: r.comment,
});

const headerRow = (r: Requisition) => ({
  name_id: r.otherPartyId,
  status: r.status,
  approval_status: r.approvalStatus,
  min_months_of_stock: r.minMonthsOfStock,
  max_months_of_stock: r.maxMonthsOfStock,
  their_reference: r.theirReference,
  comment: r.comment,
  colour: r.colour,
  expected_delivery_date: r.expectedDeliveryDate,
  program_id: r.programId,
  period_id: r.periodId,
  order_type: r.orderType,
  is_emergency: r.isEmergency,
  linked_requisition_id: r.linkedRequisitionId,
  created_from_requisition_id: r.createdFromRequisitionId,
  destination_customer_id: r.destinationCustomerId,
  sent_datetime: r.sentDatetime,
  finalised_datetime: r.finalisedDatetime,
  user_id: r.userId,
});

const lineRow = (l: RequisitionLine) => ({
  id: l.id,
  requisition_id: l.requisitionId,
  item_id: l.itemId,
  item_name: l.itemName,
  requested_quantity: l.requestedQuantity,
  suggested_quantity: l.suggestedQuantity,
  supply_quantity: l.supplyQuantity,
  approved_quantity: l.approvedQuantity,
  approval_comment: l.approvalComment,
  available_stock_on_hand: l.availableStockOnHand,
  average_monthly_consumption: l.averageMonthlyConsumption,
  snapshot_datetime: l.snapshotDatetime,
  reason_option_id: l.reasonOptionId,
  comment: l.comment,
});

const entry =
  (table: 'requisition' | 'requisition_line', storeId: string, action: 'UPSERT' | 'DELETE') =>
  (r: { id: string }) => ({ tableName: table, recordId: r.id, action, storeId });

/** A requisition of any store (the transfer processor works for all of them), locked for change
 * when asked (PostgreSQL: FOR UPDATE; SQLite's write transaction holds the database). Every
 * operation on a requisition takes this lock first, then writes; a transfer locks the request
 * before its response, as the request's store acts first. */
export async function lockRequisition(
  trx: Tx,
  dialect: DialectName,
  id: string,
  storeId?: string,
): Promise<Requisition | undefined> {
  let query = trx.selectFrom('requisition').selectAll().where('id', '=', id);
  if (storeId !== undefined) query = query.where('store_id', '=', storeId);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRequisition(row);
}

/** A requisition of any store, as it is (not locked). */
export async function findAnyRequisition(
  db: Kysely<DB>,
  id: string,
): Promise<Requisition | undefined> {
  const row = await db
    .selectFrom('requisition')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row && toRequisition(row);
}

/** The other store's half of a transfer, whichever side holds the link. */
export async function findLinkedRequisition(
  db: Kysely<DB>,
  r: { id: string; linkedRequisitionId: string | null },
): Promise<Requisition | undefined> {
  const row = await db
    .selectFrom('requisition')
    .selectAll()
    .where((eb) =>
      r.linkedRequisitionId === null
        ? eb('linked_requisition_id', '=', r.id)
        : eb.or([eb('linked_requisition_id', '=', r.id), eb('id', '=', r.linkedRequisitionId)]),
    )
    .orderBy('created_datetime')
    .orderBy('id')
    .executeTakeFirst();
  return row && toRequisition(row);
}

export async function insertRequisition(
  trx: Tx,
  r: Omit<Requisition, 'requisitionNumber'>,
  now: Date,
): Promise<Requisition> {
  const requisitionNumber = await nextNumber(trx, r.storeId, requisitionCounter(r.type));
  const made = { ...r, requisitionNumber };
  await trx
    .insertInto('requisition')
    .values({
      id: r.id,
      store_id: r.storeId,
      requisition_number: requisitionNumber,
      type: r.type,
      created_datetime: r.createdDatetime,
      ...headerRow(made),
    })
    .execute();
  await appendChangelog(trx, [entry('requisition', r.storeId, 'UPSERT')(r)], now);
  return made;
}

export async function saveRequisition(trx: Tx, r: Requisition, now: Date): Promise<void> {
  await trx
    .updateTable('requisition')
    .set(headerRow(r))
    .where('id', '=', r.id)
    .where('store_id', '=', r.storeId)
    .execute();
  await appendChangelog(trx, [entry('requisition', r.storeId, 'UPSERT')(r)], now);
}

/** Deletes a requisition and all its lines. */
export async function deleteRequisitionRow(trx: Tx, r: Requisition, now: Date): Promise<void> {
  const lines = await findRequisitionLines(trx, r.id);
  await deleteRequisitionLines(
    trx,
    r.storeId,
    lines.map((l) => l.id),
    now,
  );
  await trx
    .deleteFrom('requisition')
    .where('id', '=', r.id)
    .where('store_id', '=', r.storeId)
    .execute();
  await appendChangelog(trx, [entry('requisition', r.storeId, 'DELETE')(r)], now);
}

/** A requisition's lines, by item name. */
export async function findRequisitionLines(
  db: Kysely<DB>,
  requisitionId: string,
): Promise<RequisitionLine[]> {
  const rows = await db
    .selectFrom('requisition_line')
    .selectAll()
    .where('requisition_id', '=', requisitionId)
    .orderBy('item_name')
    .orderBy('id')
    .execute();
  return rows.map(toRequisitionLine);
}

export async function insertRequisitionLines(
  trx: Tx,
  storeId: string,
  lines: readonly RequisitionLine[],
  now: Date,
): Promise<void> {
  for (const part of chunks(lines, rowsPerInsert(14)))
    await trx.insertInto('requisition_line').values(part.map(lineRow)).execute();
  await appendChangelog(trx, lines.map(entry('requisition_line', storeId, 'UPSERT')), now);
}

/** Writes lines as given (their requisition is the caller's, locked). */
export async function saveRequisitionLines(
  trx: Tx,
  storeId: string,
  lines: readonly RequisitionLine[],
  now: Date,
): Promise<void> {
  for (const l of lines) {
    const { id: _id, requisition_id: _r, ...values } = lineRow(l);
    await trx.updateTable('requisition_line').set(values).where('id', '=', l.id).execute();
  }
  await appendChangelog(trx, lines.map(entry('requisition_line', storeId, 'UPSERT')), now);
}

export async function deleteRequisitionLines(
  trx: Tx,
  storeId: string,
  ids: readonly string[],
  now: Date,
): Promise<void> {
  for (const part of chunks(ids, 1000))
    await trx.deleteFrom('requisition_line').where('id', 'in', part).execute();
  await appendChangelog(
    trx,
    ids.map((id) => entry('requisition_line', storeId, 'DELETE')({ id })),
    now,
  );
}

/** Of these item ids, the active stock items the store sees (through a master list joined to
 * its name), with their names, in one query per thousand. */
export async function visibleStockItemsByIds(
  trx: Tx,
  storeId: string,
  itemIds: readonly string[],
): Promise<Map<string, { id: string; name: string; type: string }>> {
  const out = new Map<string, { id: string; name: string; type: string }>();
  for (const part of chunks([...new Set(itemIds)], 1000)) {
    if (part.length === 0) continue;
    const rows = await trx
      .selectFrom('item')
      .select(['item.id', 'item.name', 'item.type'])
      .where('item.id', 'in', part)
      .where(
        sql<SqlBool>`exists (select 1 from master_list_line l
          join master_list_name_join j on j.master_list_id = l.master_list_id
          join store st on st.name_id = j.name_id where l.item_id = item.id and st.id = ${storeId})`,
      )
      .execute();
    for (const r of rows) out.set(r.id, r);
  }
  return out;
}

/** Whether `reasonOptionId` is an active requisition line variance reason. */
export async function isVarianceReason(db: Kysely<DB>, reasonOptionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('reason_option')
    .select('id')
    .where('id', '=', reasonOptionId)
    .where('type', '=', 'REQUISITION_LINE_VARIANCE')
    .where('is_active', '=', true)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether any active requisition line variance reason is configured (without one, no reason
 * can be asked for). */
export async function hasVarianceReasons(db: Kysely<DB>): Promise<boolean> {
  const row = await db
    .selectFrom('reason_option')
    .select('id')
    .where('type', '=', 'REQUISITION_LINE_VARIANCE')
    .where('is_active', '=', true)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** Whether the requisition has an outbound shipment made from it. */
export async function hasShipments(db: Kysely<DB>, requisitionId: string): Promise<boolean> {
  const row = await db
    .selectFrom('invoice')
    .select('id')
    .where('requisition_id', '=', requisitionId)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}
