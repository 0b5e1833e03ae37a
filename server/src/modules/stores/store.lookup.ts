import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { findStoreById } from './store.list';
import type { Store } from './store.types';

/** Finds a store by its code (case-insensitive) or id: for the command line. */
export async function findStoreByCodeOrId(
  db: Kysely<DB>,
  codeOrId: string,
): Promise<Store | undefined> {
  const byCode = await db
    .selectFrom('store')
    .select('id')
    .where((eb) => eb(eb.fn('upper', ['code']), '=', codeOrId.toUpperCase()))
    .executeTakeFirst();
  return findStoreById(db, byCode?.id ?? codeOrId);
}
