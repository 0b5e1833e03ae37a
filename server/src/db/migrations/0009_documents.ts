import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Documents that move stock between stores (issue 11): invoices get their lifecycle (one date
// per status, hold, references, colour, the linked invoice of a transfer, expected delivery,
// tax) and lines get their kind (stock out, stock in, placeholder, service), a snapshot of the
// item's name and code, totals, what was shipped and the batch details a receipt copies. Which
// names a store may trade with, as customer or supplier, is a join of its own (visibility).
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  const invoiceDates = [
    'allocated_datetime',
    'picked_datetime',
    'shipped_datetime',
    'delivered_datetime',
    'received_datetime',
    'cancelled_datetime',
  ];
  for (const column of invoiceDates)
    await db.schema.alterTable('invoice').addColumn(column, 'text').execute();
  await db.schema
    .alterTable('invoice')
    .addColumn('on_hold', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
  for (const column of [
    'transport_reference',
    'colour',
    'linked_invoice_id',
    'expected_delivery_date',
  ])
    await db.schema.alterTable('invoice').addColumn(column, 'text').execute();
  await db.schema.alterTable('invoice').addColumn('tax_percentage', 'double precision').execute();
  await db.schema
    .createIndex('invoice_store_type_number')
    .on('invoice')
    .columns(['store_id', 'type', 'invoice_number'])
    .execute();
  await db.schema.createIndex('invoice_linked').on('invoice').column('linked_invoice_id').execute();

  await db.schema
    .alterTable('invoice_line')
    .addColumn('type', 'text', (c) => c.notNull().defaultTo('STOCK_OUT'))
    .execute();
  await db.schema
    .alterTable('invoice_line')
    .addColumn('item_name', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  await db.schema
    .alterTable('invoice_line')
    .addColumn('item_code', 'text', (c) => c.notNull().defaultTo(''))
    .execute();
  for (const column of ['total_before_tax', 'total_after_tax'])
    await db.schema
      .alterTable('invoice_line')
      .addColumn(column, 'double precision', (c) => c.notNull().defaultTo(0))
      .execute();
  for (const column of ['tax_percentage', 'shipped_number_of_packs', 'shipped_pack_size'])
    await db.schema.alterTable('invoice_line').addColumn(column, 'double precision').execute();
  await db.schema
    .alterTable('invoice_line')
    .addColumn('donor_id', 'text', (c) => c.references('name.id'))
    .execute();
  await db.schema
    .alterTable('invoice_line')
    .addColumn('vvm_status_id', 'text', (c) => c.references('vvm_status.id'))
    .execute();
  await db.schema
    .alterTable('invoice_line')
    .addColumn('item_variant_id', 'text', (c) => c.references('item_variant.id'))
    .execute();
  await db.schema
    .createIndex('invoice_line_stock_line')
    .on('invoice_line')
    .column('stock_line_id')
    .execute();

  // The lines written so far (adjustments, new stock, repacks): a line whose stock went up is
  // a stock-in line; their item's name and code as they are now.
  await sql`update invoice_line set type = 'STOCK_IN' where id in
    (select invoice_line_id from stock_movement where number_of_packs > 0)`.execute(db);
  await sql`update invoice_line set
    item_name = (select name from item where item.id = invoice_line.item_id),
    item_code = (select code from item where item.id = invoice_line.item_id),
    total_before_tax = cost_price_per_pack * number_of_packs,
    total_after_tax = cost_price_per_pack * number_of_packs`.execute(db);

  await db.schema
    .createTable('name_store_join')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('name_is_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('name_is_supplier', 'boolean', (c) => c.notNull().defaultTo(false))
    .addUniqueConstraint('name_store_join_name_store', ['name_id', 'store_id'])
    .execute();
  await db.schema
    .createIndex('name_store_join_store')
    .on('name_store_join')
    .columns(['store_id', 'name_id'])
    .execute();

  // A database from before this change: every store keeps trading with every name that was a
  // customer or a supplier (but its own).
  // One statement, however many stores and names (a benchmark database joins 1,600 stores to
  // 2,000 names); the ids are random, as the client's would be.
  const yes = dialect === 'sqlite' ? sql`1` : sql`true`;
  const newId =
    dialect === 'sqlite' ? sql`lower(hex(randomblob(16)))` : sql`gen_random_uuid()::text`;
  await sql`insert into name_store_join (id, name_id, store_id, name_is_customer, name_is_supplier)
    select ${newId}, name.id, store.id, name.is_customer, name.is_supplier
    from store cross join name
    where (name.is_customer = ${yes} or name.is_supplier = ${yes}) and name.id <> store.name_id`.execute(
    db,
  );
}
