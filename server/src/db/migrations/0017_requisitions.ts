import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Requisitions (issue 13 parts 1 and 2, DOCUMENTS.md 3.2, 5 and 6): a store's internal order to
// its supplier (REQUEST) and the supplier's customer requisition (RESPONSE), numbered per store
// and type, linked both ways when one store's order reaches another by transfer. A line keeps the
// snapshot of the requesting store's stock and consumption it was suggested from, what was
// requested, approved and decided to supply. An outbound shipment made from a customer
// requisition names it (invoice.requisition_id), as does the receipt at the requesting store.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('requisition')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('requisition_number', 'integer', (c) => c.notNull())
    // The other party: the supplier of a REQUEST, the customer of a RESPONSE.
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('approval_status', 'text', (c) => c.notNull().defaultTo('NONE'))
    .addColumn('min_months_of_stock', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('max_months_of_stock', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('their_reference', 'text')
    .addColumn('comment', 'text')
    .addColumn('colour', 'text')
    .addColumn('expected_delivery_date', 'text')
    .addColumn('program_id', 'text', (c) => c.references('program.id'))
    .addColumn('period_id', 'text', (c) => c.references('period.id'))
    // The order type's name, not its id: settings change centrally, history stays.
    .addColumn('order_type', 'text')
    .addColumn('is_emergency', 'boolean', (c) => c.notNull().defaultTo(false))
    // The other store's half (no foreign key: a transfer's halves belong to different stores,
    // and one may arrive by sync before the other).
    .addColumn('linked_requisition_id', 'text')
    .addColumn('created_from_requisition_id', 'text')
    .addColumn('destination_customer_id', 'text', (c) => c.references('name.id'))
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .addColumn('sent_datetime', 'text')
    .addColumn('finalised_datetime', 'text')
    .addColumn('user_id', 'text', (c) => c.references('user_account.id'))
    .addUniqueConstraint('requisition_store_type_number', [
      'store_id',
      'type',
      'requisition_number',
    ])
    .execute();
  // The lists: one type of a store, by status and number.
  await db.schema
    .createIndex('requisition_store_type_status')
    .on('requisition')
    .columns(['store_id', 'type', 'status'])
    .execute();
  await db.schema
    .createIndex('requisition_linked')
    .on('requisition')
    .column('linked_requisition_id')
    .execute();
  // Orders of a program per period (the limits of DOCUMENTS.md 7).
  await db.schema
    .createIndex('requisition_store_program_period')
    .on('requisition')
    .columns(['store_id', 'program_id', 'period_id'])
    .execute();

  await db.schema
    .createTable('requisition_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('requisition_id', 'text', (c) => c.notNull().references('requisition.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('item_name', 'text', (c) => c.notNull())
    // Units, all of them.
    .addColumn('requested_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('suggested_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('supply_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('approved_quantity', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('approval_comment', 'text')
    // The requesting store's figures when the line was made (DOCUMENTS.md 5.2).
    .addColumn('available_stock_on_hand', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('average_monthly_consumption', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('snapshot_datetime', 'text')
    .addColumn('reason_option_id', 'text', (c) => c.references('reason_option.id'))
    .addColumn('comment', 'text')
    .addUniqueConstraint('requisition_line_requisition_item', ['requisition_id', 'item_id'])
    .execute();
  // Other customers' requests and stock on order of an item (the customer requisition's stats).
  await db.schema
    .createIndex('requisition_line_item')
    .on('requisition_line')
    .column('item_id')
    .execute();

  await db.schema
    .alterTable('invoice')
    .addColumn('requisition_id', 'text', (c) => c.references('requisition.id'))
    .execute();
  await db.schema
    .createIndex('invoice_requisition')
    .on('invoice')
    .column('requisition_id')
    .execute();
}
