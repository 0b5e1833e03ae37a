// Site settings in the key-value table: this installation's site id, the token
// secret when none is configured, and other values that belong to the site.
import { randomBytes } from 'node:crypto';
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';

export const KEY = {
  siteId: 'site.id',
  tokenSecret: 'auth.token_secret',
} as const;

export async function getValue(db: Kysely<DB>, key: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('key_value')
    .select('value')
    .where('key', '=', key)
    .executeTakeFirst();
  return row?.value;
}

/** Reads a value, storing `make()` first when absent. Safe when two processes race. */
export async function getOrCreateValue(
  db: Kysely<DB>,
  key: string,
  make: () => string,
): Promise<string> {
  const existing = await getValue(db, key);
  if (existing !== undefined) return existing;
  await db
    .insertInto('key_value')
    .values({ key, value: make() })
    .onConflict((oc) => oc.column('key').doNothing())
    .execute();
  const stored = await getValue(db, key);
  if (stored === undefined) throw new Error(`key ${key} could not be stored`);
  return stored;
}

export async function setValue(db: Kysely<DB>, key: string, value: string): Promise<void> {
  await db
    .insertInto('key_value')
    .values({ key, value })
    .onConflict((oc) => oc.column('key').doUpdateSet({ value }))
    .execute();
}

export const generateSecret = (): string => randomBytes(48).toString('base64url');

/** A standalone site is site 1 until sync set-up gives it another id. */
export async function siteId(db: Kysely<DB>): Promise<number> {
  return Number(await getOrCreateValue(db, KEY.siteId, () => '1'));
}
