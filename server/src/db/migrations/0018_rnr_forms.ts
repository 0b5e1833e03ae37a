import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// R&R forms (issue 13 part 4, DOCUMENTS.md 8): a store's report and requisition for one program
// and one closed period, to its supplier. A line per item of the program's master list keeps
// what the ledger said (the snapshot), what the store entered instead, and the figures worked
// from them (adjusted consumption, AMC with the earlier forms' values it averaged, minimum,
// maximum, requested, low stock). Finalising makes an internal order: the form and each line
// name what they became.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('rnr_form')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    // The supplier the internal order goes to.
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addColumn('program_id', 'text', (c) => c.notNull().references('program.id'))
    .addColumn('period_id', 'text', (c) => c.notNull().references('period.id'))
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('their_reference', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .addColumn('finalised_datetime', 'text')
    .addColumn('linked_requisition_id', 'text', (c) => c.references('requisition.id'))
    .addColumn('user_id', 'text', (c) => c.references('user_account.id'))
    // One form per store, program and period (RnRFormAlreadyExistsForPeriod).
    .addUniqueConstraint('rnr_form_store_program_period', ['store_id', 'program_id', 'period_id'])
    .execute();

  await db.schema
    .createTable('rnr_form_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('rnr_form_id', 'text', (c) => c.notNull().references('rnr_form.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    // Units, all of them. The ledger's figures for the period:
    .addColumn('snapshot_quantity_received', 'double precision', (c) => c.notNull())
    .addColumn('snapshot_quantity_consumed', 'double precision', (c) => c.notNull())
    .addColumn('snapshot_adjustments', 'double precision', (c) => c.notNull())
    // ... and what the store entered instead (null: the snapshot's).
    .addColumn('entered_quantity_received', 'double precision')
    .addColumn('entered_quantity_consumed', 'double precision')
    .addColumn('entered_adjustments', 'double precision')
    .addColumn('entered_losses', 'double precision')
    .addColumn('initial_balance', 'double precision', (c) => c.notNull())
    .addColumn('final_balance', 'double precision', (c) => c.notNull())
    .addColumn('stock_out_duration', 'integer', (c) => c.notNull())
    .addColumn('adjusted_quantity_consumed', 'double precision', (c) => c.notNull())
    .addColumn('average_monthly_consumption', 'double precision', (c) => c.notNull())
    // The earlier forms' monthly consumption it averaged, most recent first, comma-separated.
    .addColumn('previous_monthly_consumption_values', 'text', (c) => c.notNull())
    .addColumn('minimum_quantity', 'double precision', (c) => c.notNull())
    .addColumn('maximum_quantity', 'double precision', (c) => c.notNull())
    .addColumn('calculated_requested_quantity', 'double precision', (c) => c.notNull())
    .addColumn('entered_requested_quantity', 'double precision')
    .addColumn('low_stock', 'text', (c) => c.notNull())
    .addColumn('expiry_date', 'text')
    .addColumn('comment', 'text')
    .addColumn('confirmed', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('requisition_line_id', 'text', (c) => c.references('requisition_line.id'))
    .addUniqueConstraint('rnr_form_line_form_item', ['rnr_form_id', 'item_id'])
    .execute();
}
