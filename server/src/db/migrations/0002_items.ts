import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Items and the master lists that make them visible to stores (through the store's name).
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('item')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('unit', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('default_pack_size', 'double precision', (c) => c.notNull())
    .addColumn('doses_per_unit', 'double precision', (c) => c.notNull())
    .addColumn('is_vaccine', 'boolean', (c) => c.notNull())
    .addColumn('strength', 'text', (c) => c.notNull())
    .addColumn('form', 'text', (c) => c.notNull())
    .addColumn('volume_per_unit', 'double precision', (c) => c.notNull())
    .addColumn('manufacturer', 'text', (c) => c.notNull())
    .addColumn('universal_code', 'text', (c) => c.notNull())
    .addColumn('universal_name', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('item_name').on('item').column('name').execute();

  await db.schema
    .createTable('master_list')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('description', 'text', (c) => c.notNull())
    .addColumn('is_active', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('master_list_line')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('master_list_id', 'text', (c) => c.notNull().references('master_list.id'))
    .addColumn('item_id', 'text', (c) => c.notNull().references('item.id'))
    .addUniqueConstraint('master_list_line_unique', ['master_list_id', 'item_id'])
    .execute();
  await db.schema
    .createIndex('master_list_line_item')
    .on('master_list_line')
    .column('item_id')
    .execute();

  await db.schema
    .createTable('master_list_name_join')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('master_list_id', 'text', (c) => c.notNull().references('master_list.id'))
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addUniqueConstraint('master_list_name_unique', ['name_id', 'master_list_id'])
    .execute();
}
