import type { Kysely, Transaction } from 'kysely';
import type { Result } from '../common/result';
import type { DB } from './tables';

/** A write transaction. Repository functions that write take this type, not Kysely<DB>,
 * so a write outside a transaction does not compile. */
export type Tx = Transaction<DB>;

class RollbackWithError extends Error {
  constructor(readonly error: unknown) {
    super('rolled back: the operation returned an error');
  }
}

/** Runs `fn` in one transaction: everything it writes lands together or not at all.
 * A returned `{ ok: false }` rolls back too, so a refused operation leaves data as it was. */
export async function inTransaction<T, E>(
  db: Kysely<DB>,
  fn: (trx: Tx) => Promise<Result<T, E>>,
): Promise<Result<T, E>> {
  try {
    return await db.transaction().execute(async (trx) => {
      const result = await fn(trx);
      if (!result.ok) throw new RollbackWithError(result.error);
      return result;
    });
  } catch (e) {
    if (e instanceof RollbackWithError) return { ok: false, error: e.error as E };
    throw e;
  }
}

/** True when a database error is a unique or primary-key violation (PostgreSQL 23505,
 * SQLite SQLITE_CONSTRAINT_UNIQUE / _PRIMARYKEY): two writers chose the same id. The
 * transaction that met it is rolled back; the caller answers the record that won. */
export function isUniqueViolation(e: unknown): boolean {
  if (typeof e !== 'object' || e === null || !('code' in e)) return false;
  const code = e.code;
  return (
    code === '23505' ||
    code === 'SQLITE_CONSTRAINT_UNIQUE' ||
    code === 'SQLITE_CONSTRAINT_PRIMARYKEY'
  );
}
