// Record ids are client-made UUIDs that sync between sites, so an id names one record of
// one kind everywhere. A write by id asks here whether the id is already taken by a record
// of another kind, and runs its transaction so that a concurrent writer of the same id or
// unique value is answered by the service's own checks rather than by a database error.
import { sql, type Kysely } from 'kysely';
import { SYNCED_TABLES, type SyncedTable } from './changelog';
import type { DB } from './tables';
import { inTransaction, isUniqueViolation, type Tx } from './transaction';
import type { Result } from '../common/result';

/** The synced tables holding a record with this id (one query, a primary-key lookup each). */
export async function tablesHoldingId(db: Kysely<DB>, id: string): Promise<SyncedTable[]> {
  const parts = SYNCED_TABLES.map(
    (t) => sql<{ t: string }>`select ${sql.lit(t)} as t from ${sql.table(t)} where id = ${id}`,
  );
  const rows = await sql<{ t: SyncedTable }>`${sql.join(parts, sql` union all `)}`.execute(db);
  return rows.rows.map((r) => r.t);
}

/** Whether the id belongs to a record of a kind other than `table`. */
export async function isIdOfAnotherKind(
  db: Kysely<DB>,
  table: SyncedTable,
  id: string,
): Promise<boolean> {
  return (await tablesHoldingId(db, id)).some((t) => t !== table);
}

/** inTransaction, run once more when it fails on a unique or primary-key violation. Two
 * PostgreSQL transactions can both find an id (or a unique code) free and both insert it;
 * the second fails when the first commits. Run again, its checks see the committed record
 * and answer it (a retried insert) or a typed error, never INTERNAL. */
export async function inTransactionRetryingConflict<T, E>(
  db: Kysely<DB>,
  fn: (trx: Tx) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  try {
    return await inTransaction(db, fn);
  } catch (e) {
    if (!isUniqueViolation(e)) throw e;
    return inTransaction(db, fn);
  }
}
