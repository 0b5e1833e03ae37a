import type { Kysely } from 'kysely';
import type { DialectName } from '../connection';

// The store preference sortByVvmStatusThenExpiry (spec 001's preference keys; DOCUMENTS.md 1.5
// and scenario 17): a store that manages vaccines by their vial monitors issues the batches whose
// VVM stage says "use first" before those that expire first. Off by default.
export async function up(db: Kysely<unknown>, _dialect: DialectName): Promise<void> {
  await db.schema
    .alterTable('store_preference')
    .addColumn('sort_by_vvm_status_then_expiry', 'boolean', (c) => c.notNull().defaultTo(false))
    .execute();
}
