// Numbered, portable migrations, applied at start and by the `migrate` command.
// A landed migration is never edited: add the next number instead.
import { Migrator, type Migration, type MigrationResultSet } from 'kysely';
import type { Database, DialectName } from './connection';
import * as m0001 from './migrations/0001_foundation';
import * as m0002 from './migrations/0002_items';
import * as m0003 from './migrations/0003_inventory';
import * as m0004 from './migrations/0004_barcodes';
import * as m0005 from './migrations/0005_item_variants';
import * as m0006 from './migrations/0006_donors';
import * as m0007 from './migrations/0007_sign_in_by_address_and_token_family';
import * as m0008 from './migrations/0008_ledger_by_store_time';
import * as m0009 from './migrations/0009_documents';
import * as m0010 from './migrations/0010_transfers';
import * as m0011 from './migrations/0011_user_preferences';
import * as m0012 from './migrations/0012_documents_by_party_name';
import * as m0013 from './migrations/0013_sort_by_vvm_status';
import * as m0014 from './migrations/0014_stocktakes';
import * as m0015 from './migrations/0015_returns';
import * as m0016 from './migrations/0016_programs';
import * as m0017 from './migrations/0017_requisitions';
import * as m0018 from './migrations/0018_rnr_forms';

type Step = { up: (db: Parameters<Migration['up']>[0], dialect: DialectName) => Promise<void> };

const STEPS: Record<string, Step> = {
  '0001_foundation': m0001,
  '0002_items': m0002,
  '0003_inventory': m0003,
  '0004_barcodes': m0004,
  '0005_item_variants': m0005,
  '0006_donors': m0006,
  '0007_sign_in_by_address_and_token_family': m0007,
  '0008_ledger_by_store_time': m0008,
  '0009_documents': m0009,
  '0010_transfers': m0010,
  '0011_user_preferences': m0011,
  '0012_documents_by_party_name': m0012,
  '0013_sort_by_vvm_status': m0013,
  '0014_stocktakes': m0014,
  '0015_returns': m0015,
  '0016_programs': m0016,
  '0017_requisitions': m0017,
  '0018_rnr_forms': m0018,
};

/** Applies the migrations not applied yet: all of them, or those up to `upTo` (a migration's
 * name: tests of a migration start from the one before it). */
export async function migrateToLatest(database: Database, upTo?: string): Promise<string[]> {
  const migrator = new Migrator({
    db: database.db,
    provider: {
      getMigrations: () =>
        Promise.resolve(
          Object.fromEntries(
            Object.entries(STEPS).map(([name, step]) => [
              name,
              { up: (db) => step.up(db, database.dialect) } satisfies Migration,
            ]),
          ),
        ),
    },
  });
  const { error, results }: MigrationResultSet = await (upTo
    ? migrator.migrateTo(upTo)
    : migrator.migrateToLatest());
  if (error)
    throw error instanceof Error ? error : new Error(`migration failed: ${JSON.stringify(error)}`);
  return (results ?? []).filter((r) => r.status === 'Success').map((r) => r.migrationName);
}
