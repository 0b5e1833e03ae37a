import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Programs, period schedules and order types (issue 13 part 3, DOCUMENTS.md 7): central data a
// store orders by. A program is a master list with settings; a setting gives the program to
// every store whose name carries a tag (one setting for all facilities, another for all
// districts), with the period schedule it orders on and its order types (months of stock, orders
// per period, emergency item limits). Requisitions keep the order type's name, not its id, so an
// order type may change without rewriting history.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('name_tag')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('name_tag_join')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addColumn('name_tag_id', 'text', (c) => c.notNull().references('name_tag.id'))
    .addUniqueConstraint('name_tag_join_name_tag', ['name_id', 'name_tag_id'])
    .execute();

  await db.schema
    .createTable('program')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .addColumn('master_list_id', 'text', (c) => c.notNull().references('master_list.id'))
    .execute();

  await db.schema
    .createTable('period_schedule')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('name', 'text', (c) => c.notNull().unique())
    .execute();
  await db.schema
    .createTable('period')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('period_schedule_id', 'text', (c) => c.notNull().references('period_schedule.id'))
    .addColumn('name', 'text', (c) => c.notNull())
    // 'YYYY-MM-DD', both ends inclusive.
    .addColumn('start_date', 'text', (c) => c.notNull())
    .addColumn('end_date', 'text', (c) => c.notNull())
    .addUniqueConstraint('period_schedule_start', ['period_schedule_id', 'start_date'])
    .execute();

  await db.schema
    .createTable('program_requisition_settings')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program_id', 'text', (c) => c.notNull().references('program.id'))
    .addColumn('name_tag_id', 'text', (c) => c.notNull().references('name_tag.id'))
    .addColumn('period_schedule_id', 'text', (c) => c.notNull().references('period_schedule.id'))
    .addUniqueConstraint('program_requisition_settings_program_tag', ['program_id', 'name_tag_id'])
    .execute();
  await db.schema
    .createIndex('program_requisition_settings_tag')
    .on('program_requisition_settings')
    .column('name_tag_id')
    .execute();

  await db.schema
    .createTable('program_order_type')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('program_requisition_settings_id', 'text', (c) =>
      c.notNull().references('program_requisition_settings.id'),
    )
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('threshold_mos', 'double precision', (c) => c.notNull())
    .addColumn('max_mos', 'double precision', (c) => c.notNull())
    .addColumn('max_order_per_period', 'integer', (c) => c.notNull())
    .addColumn('is_emergency', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('max_items_in_emergency_order', 'integer', (c) => c.notNull().defaultTo(0))
    .execute();
  await db.schema
    .createIndex('program_order_type_settings')
    .on('program_order_type')
    .column('program_requisition_settings_id')
    .execute();
}
