// R&R forms and their lines: the writes (each with its changelog row, lines in multi-row
// statements) and the reads a service makes inside its transaction (the lock, the lines).
import type { LowStockLevel, RnrFormStatus } from '@dawa/domain';
import type { Kysely, Selectable } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import { chunks, rowsPerInsert } from '../../db/chunks';
import type { DialectName } from '../../db/connection';
import type { DB, RnrFormLineTable, RnrFormTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import type { RnrForm, RnrFormLine } from './rnr-form.types';

export const toRnrForm = (r: Selectable<RnrFormTable>): RnrForm => ({
  id: r.id,
  storeId: r.store_id,
  supplierId: r.name_id,
  programId: r.program_id,
  periodId: r.period_id,
  status: r.status as RnrFormStatus,
  theirReference: r.their_reference,
  comment: r.comment,
  createdDatetime: r.created_datetime,
  finalisedDatetime: r.finalised_datetime,
  linkedRequisitionId: r.linked_requisition_id,
  userId: r.user_id,
});

const orNull = (v: number | null): number | null => (v === null ? null : Number(v));

export const toRnrFormLine = (r: Selectable<RnrFormLineTable>): RnrFormLine => ({
  id: r.id,
  rnrFormId: r.rnr_form_id,
  itemId: r.item_id,
  itemName: r.item_name,
  snapshotQuantityReceived: Number(r.snapshot_quantity_received),
  snapshotQuantityConsumed: Number(r.snapshot_quantity_consumed),
  snapshotAdjustments: Number(r.snapshot_adjustments),
  enteredQuantityReceived: orNull(r.entered_quantity_received),
  enteredQuantityConsumed: orNull(r.entered_quantity_consumed),
  enteredAdjustments: orNull(r.entered_adjustments),
  enteredLosses: orNull(r.entered_losses),
  initialBalance: Number(r.initial_balance),
  finalBalance: Number(r.final_balance),
  stockOutDuration: Number(r.stock_out_duration),
  adjustedQuantityConsumed: Number(r.adjusted_quantity_consumed),
  averageMonthlyConsumption: Number(r.average_monthly_consumption),
  previousMonthlyConsumptionValues:
    r.previous_monthly_consumption_values === ''
      ? []
      : r.previous_monthly_consumption_values.split(',').map(Number),
  minimumQuantity: Number(r.minimum_quantity),
  maximumQuantity: Number(r.maximum_quantity),
  calculatedRequestedQuantity: Number(r.calculated_requested_quantity),
  enteredRequestedQuantity: orNull(r.entered_requested_quantity),
  lowStock: r.low_stock as LowStockLevel,
  expiryDate: r.expiry_date,
  comment: r.comment,
  confirmed: Boolean(r.confirmed),
  requisitionLineId: r.requisition_line_id,
});

const headerRow = (f: RnrForm) => ({
  name_id: f.supplierId,
  status: f.status,
  their_reference: f.theirReference,
  comment: f.comment,
  finalised_datetime: f.finalisedDatetime,
  linked_requisition_id: f.linkedRequisitionId,
});

const lineRow = (l: RnrFormLine) => ({
  id: l.id,
  rnr_form_id: l.rnrFormId,
  item_id: l.itemId,
  item_name: l.itemName,
  snapshot_quantity_received: l.snapshotQuantityReceived,
  snapshot_quantity_consumed: l.snapshotQuantityConsumed,
  snapshot_adjustments: l.snapshotAdjustments,
  entered_quantity_received: l.enteredQuantityReceived,
  entered_quantity_consumed: l.enteredQuantityConsumed,
  entered_adjustments: l.enteredAdjustments,
  entered_losses: l.enteredLosses,
  initial_balance: l.initialBalance,
  final_balance: l.finalBalance,
  stock_out_duration: l.stockOutDuration,
  adjusted_quantity_consumed: l.adjustedQuantityConsumed,
  average_monthly_consumption: l.averageMonthlyConsumption,
  previous_monthly_consumption_values: l.previousMonthlyConsumptionValues.join(','),
  minimum_quantity: l.minimumQuantity,
  maximum_quantity: l.maximumQuantity,
  calculated_requested_quantity: l.calculatedRequestedQuantity,
  entered_requested_quantity: l.enteredRequestedQuantity,
  low_stock: l.lowStock,
  expiry_date: l.expiryDate,
  comment: l.comment,
  confirmed: l.confirmed,
  requisition_line_id: l.requisitionLineId,
});

const entry =
  (table: 'rnr_form' | 'rnr_form_line', storeId: string, action: 'UPSERT' | 'DELETE') =>
  (r: { id: string }) => ({ tableName: table, recordId: r.id, action, storeId });

/** The store's form, locked for change (PostgreSQL: FOR UPDATE; SQLite's write transaction
 * holds the database). */
export async function lockRnrForm(
  trx: Tx,
  dialect: DialectName,
  storeId: string,
  id: string,
): Promise<RnrForm | undefined> {
  let query = trx
    .selectFrom('rnr_form')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId);
  if (dialect === 'postgres') query = query.forUpdate();
  const row = await query.executeTakeFirst();
  return row && toRnrForm(row);
}

/** A form's lines, by item name. */
export async function findRnrFormLines(db: Kysely<DB>, formId: string): Promise<RnrFormLine[]> {
  const rows = await db
    .selectFrom('rnr_form_line')
    .selectAll()
    .where('rnr_form_id', '=', formId)
    .orderBy('item_name')
    .orderBy('id')
    .execute();
  return rows.map(toRnrFormLine);
}

export async function insertRnrForm(
  trx: Tx,
  f: RnrForm,
  lines: readonly RnrFormLine[],
  now: Date,
): Promise<void> {
  await trx
    .insertInto('rnr_form')
    .values({
      id: f.id,
      store_id: f.storeId,
      program_id: f.programId,
      period_id: f.periodId,
      created_datetime: f.createdDatetime,
      user_id: f.userId,
      ...headerRow(f),
    })
    .execute();
  for (const part of chunks(lines, rowsPerInsert(27)))
    await trx.insertInto('rnr_form_line').values(part.map(lineRow)).execute();
  await appendChangelog(
    trx,
    [
      entry('rnr_form', f.storeId, 'UPSERT')(f),
      ...lines.map(entry('rnr_form_line', f.storeId, 'UPSERT')),
    ],
    now,
  );
}

export async function saveRnrForm(trx: Tx, f: RnrForm, now: Date): Promise<void> {
  await trx
    .updateTable('rnr_form')
    .set(headerRow(f))
    .where('id', '=', f.id)
    .where('store_id', '=', f.storeId)
    .execute();
  await appendChangelog(trx, [entry('rnr_form', f.storeId, 'UPSERT')(f)], now);
}

/** Writes lines as given (their form is the caller's, locked). */
export async function saveRnrFormLines(
  trx: Tx,
  storeId: string,
  lines: readonly RnrFormLine[],
  now: Date,
): Promise<void> {
  for (const l of lines) {
    const { id: _id, rnr_form_id: _f, ...values } = lineRow(l);
    await trx.updateTable('rnr_form_line').set(values).where('id', '=', l.id).execute();
  }
  await appendChangelog(trx, lines.map(entry('rnr_form_line', storeId, 'UPSERT')), now);
}

/** Deletes a form and its lines. */
export async function deleteRnrFormRow(
  trx: Tx,
  f: RnrForm,
  lineIds: readonly string[],
  now: Date,
): Promise<void> {
  await trx.deleteFrom('rnr_form_line').where('rnr_form_id', '=', f.id).execute();
  await trx
    .deleteFrom('rnr_form')
    .where('id', '=', f.id)
    .where('store_id', '=', f.storeId)
    .execute();
  await appendChangelog(
    trx,
    [
      ...lineIds.map((id) => entry('rnr_form_line', f.storeId, 'DELETE')({ id })),
      entry('rnr_form', f.storeId, 'DELETE')(f),
    ],
    now,
  );
}
