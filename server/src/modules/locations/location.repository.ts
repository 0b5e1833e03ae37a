import type { Kysely, Selectable } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import type { DB, LocationTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface Location {
  id: string;
  storeId: string;
  code: string;
  name: string;
  onHold: boolean;
  locationType: string | null;
}

export const toLocation = (r: Selectable<LocationTable>): Location => ({
  id: r.id,
  storeId: r.store_id,
  code: r.code,
  name: r.name,
  onHold: Boolean(r.on_hold),
  locationType: r.location_type,
});

export async function findLocation(
  db: Kysely<DB>,
  storeId: string,
  id: string,
): Promise<Location | undefined> {
  const r = await db
    .selectFrom('location')
    .selectAll()
    .where('id', '=', id)
    .where('store_id', '=', storeId)
    .executeTakeFirst();
  return r ? toLocation(r) : undefined;
}

/** The location with this id, whatever its store (ids are global). */
export async function findLocationById(db: Kysely<DB>, id: string): Promise<Location | undefined> {
  const r = await db.selectFrom('location').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toLocation(r) : undefined;
}

export async function findLocationByCode(
  db: Kysely<DB>,
  storeId: string,
  code: string,
): Promise<Location | undefined> {
  const r = await db
    .selectFrom('location')
    .selectAll()
    .where('store_id', '=', storeId)
    .where('code', '=', code)
    .executeTakeFirst();
  return r ? toLocation(r) : undefined;
}

/** A new location; an id already taken fails with a unique violation, never overwrites. */
export async function insertLocationRow(trx: Tx, l: Location, now: Date): Promise<void> {
  await trx
    .insertInto('location')
    .values({
      id: l.id,
      store_id: l.storeId,
      code: l.code,
      name: l.name,
      on_hold: l.onHold,
      location_type: l.locationType,
    })
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'location', recordId: l.id, action: 'UPSERT', storeId: l.storeId }],
    now,
  );
}

/** Rewrites a location of its own store only: its store never changes. */
export async function updateLocationRow(trx: Tx, l: Location, now: Date): Promise<void> {
  await trx
    .updateTable('location')
    .set({ code: l.code, name: l.name, on_hold: l.onHold, location_type: l.locationType })
    .where('id', '=', l.id)
    .where('store_id', '=', l.storeId)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'location', recordId: l.id, action: 'UPSERT', storeId: l.storeId }],
    now,
  );
}

/** Whether any stock line (with or without packs) or document line refers to it. */
export async function isLocationInUse(trx: Tx, id: string): Promise<boolean> {
  const line = await trx
    .selectFrom('stock_line')
    .select('id')
    .where('location_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  if (line) return true;
  const doc = await trx
    .selectFrom('invoice_line')
    .select('id')
    .where('location_id', '=', id)
    .limit(1)
    .executeTakeFirst();
  return doc !== undefined;
}

export async function deleteLocation(
  trx: Tx,
  l: { id: string; storeId: string },
  now: Date,
): Promise<void> {
  await trx
    .deleteFrom('location')
    .where('id', '=', l.id)
    .where('store_id', '=', l.storeId)
    .execute();
  await appendChangelog(
    trx,
    [{ tableName: 'location', recordId: l.id, action: 'DELETE', storeId: l.storeId }],
    now,
  );
}
