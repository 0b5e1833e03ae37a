import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface SignInFailures {
  failedCount: number;
  blockedUntil: Date | null;
}

/** Failed sign-ins for one username from one client address. */
export async function findSignInFailures(
  db: Kysely<DB>,
  usernameKey: string,
  clientAddress: string,
): Promise<SignInFailures | undefined> {
  const row = await db
    .selectFrom('sign_in_failure')
    .select(['failed_count', 'blocked_until'])
    .where('username_key', '=', usernameKey)
    .where('client_address', '=', clientAddress)
    .executeTakeFirst();
  if (!row) return undefined;
  return {
    failedCount: Number(row.failed_count),
    blockedUntil: row.blocked_until ? new Date(row.blocked_until) : null,
  };
}

export interface RecentFailures {
  count: number;
  /** The earliest last failure among those counted: when it leaves the period, the count drops. */
  oldest: Date | null;
}

/** Failures recorded since `since`, from one address (all usernames) or for one username
 * (all addresses). */
export async function countRecentSignInFailures(
  db: Kysely<DB>,
  by: { clientAddress: string } | { usernameKey: string },
  since: Date,
): Promise<RecentFailures> {
  let query = db
    .selectFrom('sign_in_failure')
    .select((eb) => [
      eb.fn.sum<number | string | null>('failed_count').as('total'),
      eb.fn.min<string | null>('last_failed_datetime').as('oldest'),
    ])
    .where('last_failed_datetime', '>', since.toISOString());
  query =
    'clientAddress' in by
      ? query.where('client_address', '=', by.clientAddress)
      : query.where('username_key', '=', by.usernameKey);
  const row = await query.executeTakeFirst();
  return {
    count: Number(row?.total ?? 0),
    oldest: row?.oldest ? new Date(row.oldest) : null,
  };
}

export async function saveSignInFailures(
  trx: Tx,
  usernameKey: string,
  clientAddress: string,
  failures: SignInFailures,
  now: Date,
): Promise<void> {
  const values = {
    failed_count: failures.failedCount,
    blocked_until: failures.blockedUntil?.toISOString() ?? null,
    last_failed_datetime: now.toISOString(),
  };
  await trx
    .insertInto('sign_in_failure')
    .values({ username_key: usernameKey, client_address: clientAddress, ...values })
    .onConflict((oc) => oc.columns(['username_key', 'client_address']).doUpdateSet(values))
    .execute();
}

export async function clearSignInFailures(
  trx: Tx,
  usernameKey: string,
  clientAddress: string,
): Promise<void> {
  await trx
    .deleteFrom('sign_in_failure')
    .where('username_key', '=', usernameKey)
    .where('client_address', '=', clientAddress)
    .execute();
}

/** Rows whose last failure is older than `before` and hold no block: they count for nothing. */
export async function deleteStaleSignInFailures(trx: Tx, before: Date): Promise<void> {
  const at = before.toISOString();
  await trx
    .deleteFrom('sign_in_failure')
    .where('last_failed_datetime', '<', at)
    .where((eb) => eb.or([eb('blocked_until', 'is', null), eb('blocked_until', '<', at)]))
    .execute();
}

export interface RefreshTokenRow {
  id: string;
  userId: string;
  familyId: string;
  expires: Date;
  revoked: boolean;
  /** When it was revoked (rotated, logged out or ended with its family). */
  revokedAt: Date | null;
}

export async function insertRefreshToken(
  trx: Tx,
  row: { id: string; userId: string; familyId: string; issued: Date; expires: Date },
): Promise<void> {
  await trx
    .insertInto('refresh_token')
    .values({
      id: row.id,
      user_id: row.userId,
      family_id: row.familyId,
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
    familyId: row.family_id ?? row.id,
    expires: new Date(row.expires_datetime),
    revoked: row.revoked_datetime !== null,
    revokedAt: row.revoked_datetime === null ? null : new Date(row.revoked_datetime),
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

/** Revokes every live token descended from one sign-in. */
export async function revokeRefreshTokenFamily(
  trx: Tx,
  familyId: string,
  now: Date,
): Promise<number> {
  const result = await trx
    .updateTable('refresh_token')
    .set({ revoked_datetime: now.toISOString() })
    .where('family_id', '=', familyId)
    .where('revoked_datetime', 'is', null)
    .executeTakeFirst();
  return Number(result.numUpdatedRows);
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
