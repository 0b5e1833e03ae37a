import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// The inventory core: locations, reasons, VVM statuses, stock lines, the documents
// (invoices) every stock change is recorded in, and the ledger of movements.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('item')
    .addColumn('volume_per_pack', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .alterTable('item')
    .addColumn('volume_per_outer_pack', 'double precision', (c) => c.notNull().defaultTo(0))
    .execute();

  await db.schema
    .createTable('location')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('on_hold', 'boolean', (c) => c.notNull())
    .addColumn('location_type', 'text')
    .addUniqueConstraint('location_store_code', ['store_id', 'code'])
    .execute();

  await db.schema
    .createTable('reason_option')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('reason', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('vvm_status')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('level', 'integer', (c) => c.notNull())
    .addColumn('unusable', 'boolean', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('stock_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('batch', 'text')
    .addColumn('expiry_date', 'text')
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('available_number_of_packs', 'double precision', (c) => c.notNull())
    .addColumn('total_number_of_packs', 'double precision', (c) => c.notNull())
    .addColumn('cost_price_per_pack', 'double precision', (c) => c.notNull())
    .addColumn('sell_price_per_pack', 'double precision', (c) => c.notNull())
    .addColumn('location_id', 'text', (c) => c.references('location.id'))
    .addColumn('on_hold', 'boolean', (c) => c.notNull())
    .addColumn('donor_id', 'text', (c) => c.references('name.id'))
    .addColumn('supplier_id', 'text', (c) => c.references('name.id'))
    .addColumn('vvm_status_id', 'text', (c) => c.references('vvm_status.id'))
    .addColumn('barcode', 'text')
    .addColumn('note', 'text')
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_line_store_item')
    .on('stock_line')
    .columns(['store_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('stock_line_store_expiry')
    .on('stock_line')
    .columns(['store_id', 'expiry_date'])
    .execute();

  await db.schema
    .createTable('vvm_status_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('stock_line_id', 'text', (c) => c.notNull().references('stock_line.id'))
    .addColumn('status_id', 'text', (c) => c.notNull().references('vvm_status.id'))
    .addColumn('user_id', 'text')
    .addColumn('comment', 'text')
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('vvm_status_log_line')
    .on('vvm_status_log')
    .column('stock_line_id')
    .execute();

  await db.schema
    .createTable('number_counter')
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('counter', 'text', (c) => c.notNull())
    .addColumn('value', 'integer', (c) => c.notNull())
    .addPrimaryKeyConstraint('number_counter_pk', ['store_id', 'counter'])
    .execute();

  await db.schema
    .createTable('invoice')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('status', 'text', (c) => c.notNull())
    .addColumn('invoice_number', 'integer', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('comment', 'text')
    .addColumn('their_reference', 'text')
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .addColumn('verified_datetime', 'text')
    .execute();
  await db.schema
    .createIndex('invoice_store_type')
    .on('invoice')
    .columns(['store_id', 'type'])
    .execute();

  await db.schema
    .createTable('invoice_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoice.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('stock_line_id', 'text', (c) => c.references('stock_line.id'))
    .addColumn('batch', 'text')
    .addColumn('expiry_date', 'text')
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('number_of_packs', 'double precision', (c) => c.notNull())
    .addColumn('cost_price_per_pack', 'double precision', (c) => c.notNull())
    .addColumn('sell_price_per_pack', 'double precision', (c) => c.notNull())
    .addColumn('reason_option_id', 'text', (c) => c.references('reason_option.id'))
    .addColumn('location_id', 'text', (c) => c.references('location.id'))
    .addColumn('note', 'text')
    .execute();
  await db.schema
    .createIndex('invoice_line_invoice')
    .on('invoice_line')
    .column('invoice_id')
    .execute();

  // The ledger: one row per physical change of a stock line, with the line's balance
  // after it (in packs), ordered by (datetime, id).
  await db.schema
    .createTable('stock_movement')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('stock_line_id', 'text', (c) => c.notNull().references('stock_line.id'))
    .addColumn('invoice_id', 'text', (c) => c.notNull().references('invoice.id'))
    .addColumn('invoice_line_id', 'text', (c) => c.notNull().references('invoice_line.id'))
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('number_of_packs', 'double precision', (c) => c.notNull())
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('balance_packs', 'double precision', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('stock_movement_line_time')
    .on('stock_movement')
    .columns(['stock_line_id', 'datetime', 'id'])
    .execute();
  await db.schema
    .createIndex('stock_movement_store_item_time')
    .on('stock_movement')
    .columns(['store_id', 'item_id', 'datetime'])
    .execute();

  // Reference data every installation needs: the names stock adjustments and repacks
  // are recorded against, and the four VVM stages.
  const created = new Date().toISOString();
  await db
    .insertInto('name' as never)
    .values([
      {
        id: SYSTEM_NAME_IDS.INVAD,
        code: 'INVAD',
        name: 'Inventory adjustments',
        type: 'INVAD',
        is_customer: false,
        is_supplier: false,
        created_datetime: created,
      },
      {
        id: SYSTEM_NAME_IDS.REPACK,
        code: 'REPACK',
        name: 'Repack',
        type: 'REPACK',
        is_customer: false,
        is_supplier: false,
        created_datetime: created,
      },
    ] as never)
    .execute();
  await db
    .insertInto('vvm_status' as never)
    .values(
      [
        ['VVM1', 'Stage 1: usable', 1, false],
        ['VVM2', 'Stage 2: usable, use first', 2, false],
        ['VVM3', 'Stage 3: discard point, do not use', 3, true],
        ['VVM4', 'Stage 4: beyond discard point, do not use', 4, true],
      ].map(([code, description, level, unusable]) => ({
        id: `00000000-0000-7000-8000-00000000010${String(level)}`,
        code,
        description,
        level,
        unusable,
        is_active: true,
      })),
    )
    .execute();
}

export const SYSTEM_NAME_IDS = {
  INVAD: '00000000-0000-7000-8000-000000000001',
  REPACK: '00000000-0000-7000-8000-000000000002',
} as const;
