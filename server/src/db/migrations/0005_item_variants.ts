import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Item variants (a manufacturer's or presentation's version of an item; name unique per item),
// pack variants (alternative pack sizes with a name and an abbreviation; pack size unique per
// item) and bundled items (a variant that goes with another, e.g. a vaccine and its diluent).
// Uniqueness lives in the database as well as in the services, so a race cannot slip past.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('item_variant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    /** Lower-cased, trimmed name: the uniqueness key. */
    .addColumn('name_key', 'text', (c) => c.notNull())
    .addColumn('manufacturer', 'text')
    .addColumn('doses_per_unit', 'double precision')
    .addColumn('vvm_type', 'text')
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .addUniqueConstraint('item_variant_name_unique', ['item_id', 'name_key'])
    .execute();

  await db.schema
    .createTable('pack_variant')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addColumn('pack_size', 'double precision', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('abbreviation', 'text', (c) => c.notNull())
    .addUniqueConstraint('pack_variant_size_unique', ['item_id', 'pack_size'])
    .execute();

  await db.schema
    .createTable('bundled_item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('principal_item_variant_id', 'text', (c) =>
      c.notNull().references('item_variant.id'),
    )
    .addColumn('bundled_item_variant_id', 'text', (c) => c.notNull().references('item_variant.id'))
    .addColumn('ratio', 'double precision', (c) => c.notNull())
    .addUniqueConstraint('bundled_item_pair_unique', [
      'principal_item_variant_id',
      'bundled_item_variant_id',
    ])
    .execute();
  await db.schema
    .createIndex('bundled_item_bundled')
    .on('bundled_item')
    .column('bundled_item_variant_id')
    .execute();
}
