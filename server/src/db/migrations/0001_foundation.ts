import { sql, type Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Types that read the same on both databases: text, integer, double precision, boolean.
export async function up(db: Kysely<unknown>, dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('key_value')
    .addColumn('key', 'text', (c) => c.primaryKey())
    .addColumn('value', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('name')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull())
    .addColumn('name', 'text', (c) => c.notNull())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('is_customer', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('is_supplier', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('store')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('code', 'text', (c) => c.notNull().unique())
    .addColumn('name_id', 'text', (c) => c.notNull().references('name.id'))
    .addColumn('store_mode', 'text', (c) => c.notNull())
    .addColumn('created_date', 'text', (c) => c.notNull())
    .addColumn('home_currency_code', 'text', (c) => c.notNull())
    .addColumn('is_disabled', 'boolean', (c) => c.notNull().defaultTo(false))
    .addColumn('site_id', 'integer', (c) => c.notNull())
    .execute();
  await db.schema.createIndex('store_name_id').on('store').column('name_id').execute();

  await db.schema
    .createTable('store_preference')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull().unique().references('store.id'))
    .addColumn('response_requisition_requires_authorisation', 'boolean', (c) => c.notNull())
    .addColumn('request_requisition_requires_authorisation', 'boolean', (c) => c.notNull())
    .addColumn('pack_to_one', 'boolean', (c) => c.notNull())
    .addColumn('om_program_module', 'boolean', (c) => c.notNull())
    .addColumn('vaccine_module', 'boolean', (c) => c.notNull())
    .addColumn('issue_in_foreign_currency', 'boolean', (c) => c.notNull())
    .addColumn('monthly_consumption_look_back_period', 'double precision', (c) => c.notNull())
    .addColumn('months_lead_time', 'double precision', (c) => c.notNull())
    .addColumn('months_overstock', 'double precision', (c) => c.notNull())
    .addColumn('months_understock', 'double precision', (c) => c.notNull())
    .addColumn('months_items_expire', 'double precision', (c) => c.notNull())
    .addColumn('stocktake_frequency', 'double precision', (c) => c.notNull())
    .addColumn('extra_fields_in_requisition', 'boolean', (c) => c.notNull())
    .addColumn('manually_link_internal_order_to_inbound_shipment', 'boolean', (c) => c.notNull())
    .addColumn('use_consumption_and_stock_from_customers_for_internal_orders', 'boolean', (c) =>
      c.notNull(),
    )
    .addColumn('edit_prescribed_quantity_on_prescription', 'boolean', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('user_account')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('username', 'text', (c) => c.notNull())
    .addColumn('password_hash', 'text', (c) => c.notNull())
    .addColumn('first_name', 'text')
    .addColumn('last_name', 'text')
    .addColumn('phone_number', 'text')
    .addColumn('job_title', 'text')
    .addColumn('email', 'text')
    .addColumn('language', 'text', (c) => c.notNull())
    .addColumn('default_store_id', 'text', (c) => c.references('store.id'))
    .addColumn('token_version', 'integer', (c) => c.notNull().defaultTo(0))
    .addColumn('created_datetime', 'text', (c) => c.notNull())
    .addColumn('last_successful_sync', 'text')
    .execute();
  // Usernames are unique whatever their case.
  await db.schema
    .createIndex('user_account_username_lower')
    .on('user_account')
    .unique()
    .expression(sql`lower(username)`)
    .execute();

  await db.schema
    .createTable('user_store')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user_account.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addUniqueConstraint('user_store_user_store', ['user_id', 'store_id'])
    .execute();
  await db.schema.createIndex('user_store_store').on('user_store').column('store_id').execute();

  await db.schema
    .createTable('user_permission')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user_account.id'))
    .addColumn('store_id', 'text', (c) => c.notNull().references('store.id'))
    .addColumn('permission', 'text', (c) => c.notNull())
    .addUniqueConstraint('user_permission_unique', ['user_id', 'store_id', 'permission'])
    .execute();

  await db.schema
    .createTable('login_attempt')
    .addColumn('username_key', 'text', (c) => c.primaryKey())
    .addColumn('failed_count', 'integer', (c) => c.notNull())
    .addColumn('blocked_until', 'text')
    .addColumn('last_failed_datetime', 'text', (c) => c.notNull())
    .execute();

  await db.schema
    .createTable('refresh_token')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('user_id', 'text', (c) => c.notNull().references('user_account.id'))
    .addColumn('issued_datetime', 'text', (c) => c.notNull())
    .addColumn('expires_datetime', 'text', (c) => c.notNull())
    .addColumn('revoked_datetime', 'text')
    .execute();
  await db.schema.createIndex('refresh_token_user').on('refresh_token').column('user_id').execute();

  await db.schema
    .createTable('changelog')
    .addColumn('cursor', dialect === 'postgres' ? 'bigserial' : 'integer', (c) =>
      dialect === 'postgres' ? c.primaryKey() : c.primaryKey().autoIncrement(),
    )
    .addColumn('table_name', 'text', (c) => c.notNull())
    .addColumn('record_id', 'text', (c) => c.notNull())
    .addColumn('row_action', 'text', (c) => c.notNull())
    .addColumn('store_id', 'text')
    .addColumn('changed_datetime', 'text', (c) => c.notNull())
    .execute();
  await db.schema
    .createIndex('changelog_table_cursor')
    .on('changelog')
    .columns(['table_name', 'cursor'])
    .execute();

  await db.schema
    .createTable('activity_log')
    .addColumn('id', 'text', (c) => c.primaryKey())
    .addColumn('type', 'text', (c) => c.notNull())
    .addColumn('user_id', 'text')
    .addColumn('store_id', 'text')
    .addColumn('record_id', 'text')
    .addColumn('datetime', 'text', (c) => c.notNull())
    .addColumn('changed_from', 'text')
    .addColumn('changed_to', 'text')
    .execute();
  await db.schema
    .createIndex('activity_log_record')
    .on('activity_log')
    .column('record_id')
    .execute();
}
