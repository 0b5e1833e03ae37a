import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Transfers between the stores of this site (issue 11 item 5): a document whose transfer
// failed is kept here, with why and how often, until a later run carries it through; an
// administrator sees the list. The processor's changelog cursor lives in key_value.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .createTable('transfer_failure')
    .addColumn('invoice_id', 'text', (c) => c.primaryKey())
    .addColumn('store_id', 'text', (c) => c.notNull())
    .addColumn('error', 'text', (c) => c.notNull())
    .addColumn('attempts', 'integer', (c) => c.notNull())
    .addColumn('first_failed_datetime', 'text', (c) => c.notNull())
    .addColumn('last_failed_datetime', 'text', (c) => c.notNull())
    .execute();
}
