import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Stocktakes (issue 12 part 1, DOCUMENTS.md 9): a count of what is on the shelf, numbered per
// store, NEW until finalised (then its differences are one inventory addition and one inventory
// reduction). Each line is a batch (or an item found without one) with the batch's total packs
// when it was added (the snapshot), the count (null while uncounted), the reason of a difference
// and every batch field a count may correct.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('stocktake')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('stocktake_number', 'integer', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('description', 'text')
    .addColumn('comment', 'text')
    .addColumn('stocktake_date', 'text')
    .addColumn('on_hold', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_locked', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_initial', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .addColumn('finalised_datetime', 'text')
    .addColumn('user_id', 'text', (c) => c.references('user_account.id'))
    .addColumn('inventory_addition_id', 'text', (c) => c.references('invoice.id'))
    .addColumn('inventory_reduction_id', 'text', (c) => c.references('invoice.id'))
    .addUniqueConstraint('stocktake_store_number', ['store_id', 'stocktake_number'])
    .execute();
  // The list: newest number first, or by status.
  await db.schema
    .createIndex('stocktake_store_status')
    .on('stocktake')
    .columns(['store_id', 'status', 'stocktake_number'])
    .execute();
  await db.schema
    .createIndex('stocktake_store_created')
    .on('stocktake')
    .columns(['store_id', 'created_datetime'])
    .execute();

  await db.schema
    .createTable('stocktake_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stocktake_id', 'text', (c) => c.notNull().references('stocktake.id'))
    // Null: an item counted without a batch; finalising a count above zero makes one.
    .addColumn('stock_line_id', 'text', (c) => c.references('stock_line.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('location_id', 'text', (c) => c.references('location.id'))
    .addColumn('batch', 'text')
    .addColumn('expiry_date', 'text')
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('cost_price_per_pack', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('sell_price_per_pack', 'double precision', (c) => c.notNull().defaultTo(0))
    .addColumn('snapshot_number_of_packs', 'double precision', (c) => c.notNull())
    .addColumn('counted_number_of_packs', 'double precision')
    .addColumn('reason_option_id', 'text', (c) => c.references('reason_option.id'))
    // The batch's note (copied, correctable) and the counter's comment on the line.
    .addColumn('note', 'text')
    .addColumn('comment', 'text')
    .addColumn('vvm_status_id', 'text', (c) => c.references('vvm_status.id'))
    .addColumn('donor_id', 'text', (c) => c.references('name.id'))
    .addColumn('supplier_id', 'text', (c) => c.references('name.id'))
    .addColumn('item_variant_id', 'text', (c) => c.references('item_variant.id'))
    .execute();
  await db.schema
    .createIndex('stocktake_line_stocktake_item')
    .on('stocktake_line')
    .columns(['stocktake_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('stocktake_line_stocktake_location')
    .on('stocktake_line')
    .columns(['stocktake_id', 'location_id'])
    .execute();
  await db.schema
    .createIndex('stocktake_line_stock_line')
    .on('stocktake_line')
    .column('stock_line_id')
    .execute();
}
