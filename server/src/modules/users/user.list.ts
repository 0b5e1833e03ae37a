// Reads of users and their permissions, for the API and for the services that decide by them.
import { sql, type Kysely, type Selectable } from 'kysely';
import type { DB, UserAccountTable } from '../../db/tables';
import type { StorePermissions, User, UserPreferences } from './user.types';

const toUser = (r: Selectable<UserAccountTable>): User => ({
  id: r.id,
  username: r.username,
  passwordHash: r.password_hash,
  firstName: r.first_name,
  lastName: r.last_name,
  phoneNumber: r.phone_number,
  jobTitle: r.job_title,
  email: r.email,
  language: r.language,
  defaultStoreId: r.default_store_id,
  tokenVersion: Number(r.token_version),
  lastSuccessfulSync: r.last_successful_sync,
});

export async function findUserById(db: Kysely<DB>, id: string): Promise<User | undefined> {
  const row = await db
    .selectFrom('user_account')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

export async function preferencesOfUser(
  db: Kysely<DB>,
  id: string,
): Promise<UserPreferences | undefined> {
  const row = await db
    .selectFrom('user_account')
    .select('use_simplified_mobile_ui')
    .where('id', '=', id)
    .executeTakeFirst();
  return row ? { useSimplifiedMobileUi: Boolean(row.use_simplified_mobile_ui) } : undefined;
}

/** Usernames compare case-insensitively (the unique index is on lower(username)). */
export async function findUserByUsername(
  db: Kysely<DB>,
  username: string,
): Promise<User | undefined> {
  const row = await db
    .selectFrom('user_account')
    .selectAll()
    .where(sql<string>`lower(username)`, '=', username.toLowerCase())
    .executeTakeFirst();
  return row ? toUser(row) : undefined;
}

/** Permissions per store, for one store or for every store the user is joined to. */
export async function permissionsOfUser(
  db: Kysely<DB>,
  userId: string,
  storeId?: string,
): Promise<StorePermissions[]> {
  let query = db
    .selectFrom('user_store')
    .leftJoin('user_permission', (join) =>
      join
        .onRef('user_permission.user_id', '=', 'user_store.user_id')
        .onRef('user_permission.store_id', '=', 'user_store.store_id'),
    )
    .select(['user_store.store_id as storeId', 'user_permission.permission'])
    .where('user_store.user_id', '=', userId);
  if (storeId !== undefined) query = query.where('user_store.store_id', '=', storeId);
  const rows = await query
    .orderBy('user_store.store_id')
    .orderBy('user_permission.permission')
    .execute();
  const byStore = new Map<string, string[]>();
  for (const r of rows) {
    const list = byStore.get(r.storeId) ?? [];
    if (r.permission) list.push(r.permission);
    byStore.set(r.storeId, list);
  }
  return [...byStore].map(([id, permissions]) => ({ storeId: id, permissions }));
}
