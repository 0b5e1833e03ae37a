import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface LoginAttempt {
  failedCount: number;
  blockedUntil: Date | null;
}

export async function findLoginAttempt(
  db: Kysely<DB>,
  usernameKey: string,
): Promise<LoginAttempt | undefined> {
  const row = await db
    .selectFrom('login_attempt')
    .selectAll()
    .where('username_key', '=', usernameKey)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    failedCount: Number(row.failed_count),
    blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null,
  };
}

export async function saveLoginAttempt(
  trx: Tx,
  usernameKey: string,
  attempt: LoginAttempt,
  now: Date,
): Promise<void> {
  const values = {
    failed_count: attempt.failedCount,
    blocked_until: attempt.blockedUntil?.toISOString() ?? null,
    last_failed_datetime: now.toISOString(),
  };
  await trx
    .insertInto('login_attempt')
    .values({ username_key: usernameKey, ...values })
    .onConflict((oc) => oc.column('username_key').doUpdateSet(values))
    .execute();
}

export async function clearLoginAttempts(trx: Tx, usernameKey: string): Promise<void> {
  await trx.deleteFrom('login_attempt').where('username_key', '=', usernameKey).execute();
}

export interface RefreshTokenRow {
  id: string;
  userId: string;
  expires: Date;
  revoked: boolean;
}

export async function insertRefreshToken(
  trx: Tx,
  row: { id: string; userId: string; issued: Date; expires: Date },
): Promise<void> {
  await trx
    .insertInto('refresh_token')
    .values({
      id: row.id,
      user_id: row.userId,
      issued_datetime: row.issued.toISOString(),
      expires_datetime: row.expires.toISOString(),
      revoked_datetime: null,
    })
    .execute();
}

export async function findRefreshToken(
  db: Kysely<DB>,
  id: string,
): Promise<RefreshTokenRow | undefined> {
  const row = await db
    .selectFrom('refresh_token')
    .selectAll()
    .where('id', '=', id)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    id: row.id,
    userId: row.user_id,
    expires: new Date(row.expires_datetime),
    revoked: row.revoked_datetime !== null,
  };
}

/** Revokes one refresh token if still live; true when this call revoked it (so two
 * concurrent refreshes with the same token cannot both rotate it). */
export async function revokeRefreshToken(trx: Tx, id: string, now: Date): Promise<boolean> {
  const result = await trx
    .updateTable('refresh_token')
    .set({ revoked_datetime: now.toISOString() })
    .where('id', '=', id)
    .where('revoked_datetime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows) === 1;
}

export async function revokeAllRefreshTokens(trx: Tx, userId: string, now: Date): Promise<void> {
  await trx
    .updateTable('refresh_token')
    .set({ revoked_datetime: now.toISOString() })
    .where('user_id', '=', userId)
    .where('revoked_datetime', 'is', null)
    .execute();
  // Expired rows serve no purpose: keep the table small.
  await trx
    .deleteFrom('refresh_token')
    .where('user_id', '=', userId)
    .where('expires_datetime', '<', now.toISOString())
    .execute();
}
