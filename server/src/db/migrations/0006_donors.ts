import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// Donors: names that give stock (a stock line records its donor beside its supplier).
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('name')
    .addColumn('is_donor', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
