import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Barcodes: a GTIN names an item in a pack size (and optionally its manufacturer).
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('barcode')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('gtin', 'text', (c) => c.notNull().unique())
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('pack_size', 'double precision')
    .addColumn('manufacturer', 'text')
    .execute();
  await db.schema.createIndex('barcode_item').on('barcode').column('item_id').execute();
}
