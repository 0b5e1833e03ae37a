import { uuidv7, type Permission } from '@dawa/domain';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';
import type { User, UserPreferences } from './user.types';

export type NewUser = Omit<User, 'tokenVersion' | 'lastSuccessfulSync'>;

export async function insertUsers(trx: Tx, users: readonly NewUser[], now: Date): Promise<void> {
  for (let i = 0; i < users.length; i += 500) {
    await trx
      .insertInto('user_account')
      .values(
        users.slice(i, i + 500).map((u) => ({
          id: u.id,
          username: u.username,
          password_hash: u.passwordHash,
          first_name: u.firstName,
          last_name: u.lastName,
          phone_number: u.phoneNumber,
          job_title: u.jobTitle,
          email: u.email,
          language: u.language,
          default_store_id: u.defaultStoreId,
          token_version: 0,
          created_datetime: now.toISOString(),
          last_successful_sync: null,
        })),
      )
      .execute();
  }
}

export interface UserStoreGrant {
  userId: string;
  storeId: string;
  permissions: readonly string[];
}

/** Joins users to stores and grants their permissions there. */
export async function insertUserStoreGrants(
  trx: Tx,
  grants: readonly UserStoreGrant[],
): Promise<void> {
  const joins = grants.map((g) => ({ id: uuidv7(), user_id: g.userId, store_id: g.storeId }));
  for (let i = 0; i < joins.length; i += 500) {
    await trx
      .insertInto('user_store')
      .values(joins.slice(i, i + 500))
      .execute();
  }
  const rows = grants.flatMap((g) =>
    g.permissions.map((permission) => ({
      id: uuidv7(),
      user_id: g.userId,
      store_id: g.storeId,
      permission,
    })),
  );
  for (let i = 0; i < rows.length; i += 1000) {
    await trx
      .insertInto('user_permission')
      .values(rows.slice(i, i + 1000))
      .execute();
  }
}

/** The permissions a user holds in an enabled store they are joined to (empty otherwise). */
export async function effectivePermissions(
  db: Kysely<DB>,
  userId: string,
  storeId: string,
): Promise<string[]> {
  const rows = await db
    .selectFrom('user_permission')
    .innerJoin('store', 'store.id', 'user_permission.store_id')
    .innerJoin('user_store', (join) =>
      join
        .onRef('user_store.user_id', '=', 'user_permission.user_id')
        .onRef('user_store.store_id', '=', 'user_permission.store_id'),
    )
    .select('user_permission.permission')
    .where('user_permission.user_id', '=', userId)
    .where('user_permission.store_id', '=', storeId)
    .where('store.is_disabled', '=', false)
    .execute();
  return rows.map((r) => r.permission);
}

/** True when the user holds `permission` in at least one enabled store they are joined to. */
export async function holdsPermissionInAnyStore(
  db: Kysely<DB>,
  userId: string,
  permission: Permission,
): Promise<boolean> {
  const row = await db
    .selectFrom('user_permission')
    .innerJoin('store', 'store.id', 'user_permission.store_id')
    .innerJoin('user_store', (join) =>
      join
        .onRef('user_store.user_id', '=', 'user_permission.user_id')
        .onRef('user_store.store_id', '=', 'user_permission.store_id'),
    )
    .select('user_permission.store_id')
    .where('user_permission.user_id', '=', userId)
    .where('user_permission.permission', '=', permission)
    .where('store.is_disabled', '=', false)
    .limit(1)
    .executeTakeFirst();
  return row !== undefined;
}

/** How many stores of this site the user is joined to (disabled ones included). */
export async function countStoresOnSite(
  db: Kysely<DB>,
  userId: string,
  siteId: number,
): Promise<number> {
  const row = await db
    .selectFrom('user_store')
    .innerJoin('store', 'store.id', 'user_store.store_id')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .where('user_store.user_id', '=', userId)
    .where('store.site_id', '=', siteId)
    .executeTakeFirstOrThrow();
  return Number(row.n);
}

export async function bumpTokenVersion(trx: Tx, userId: string): Promise<void> {
  await trx
    .updateTable('user_account')
    .set((eb) => ({ token_version: eb('token_version', '+', 1) }))
    .where('id', '=', userId)
    .execute();
}

export async function setLastSuccessfulSync(trx: Tx, userId: string, at: string): Promise<void> {
  await trx
    .updateTable('user_account')
    .set({ last_successful_sync: at })
    .where('id', '=', userId)
    .execute();
}

export async function setLanguage(trx: Tx, userId: string, language: string): Promise<void> {
  await trx.updateTable('user_account').set({ language }).where('id', '=', userId).execute();
}

export async function setUserPreferences(
  trx: Tx,
  userId: string,
  changes: Partial<UserPreferences>,
): Promise<void> {
  if (changes.useSimplifiedMobileUi === undefined) return;
  await trx
    .updateTable('user_account')
    .set({ use_simplified_mobile_ui: changes.useSimplifiedMobileUi })
    .where('id', '=', userId)
    .execute();
}

export async function countUsers(db: Kysely<DB>): Promise<number> {
  const row = await db
    .selectFrom('user_account')
    .select((eb) => eb.fn.countAll<number>().as('n'))
    .executeTakeFirstOrThrow();
  return Number(row.n);
}
