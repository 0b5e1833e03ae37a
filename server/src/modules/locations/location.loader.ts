// Batched reads of one store's locations by id, for nodes that link to a location.
// An id of another store's location finds nothing: rows read by id are kept only if they are
// the store's (by key, as stock-line.loader.ts reads, not through the store's index).
import type { Kysely } from 'kysely';
import { MAX_PAGE_SIZE } from '@dawa/domain';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';
import type { Location } from './location.repository';

export async function findLocationsByIds(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<Location[]> {
  const out: Location[] = [];
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('location')
      .select([
        'id',
        'store_id as storeId',
        'code',
        'name',
        'on_hold as onHold',
        'location_type as locationType',
      ])
      .where('id', 'in', part)
      .execute();
    for (const r of rows) if (r.storeId === storeId) out.push({ ...r, onHold: Boolean(r.onHold) });
  }
  return out;
}

/** Stock lines with packs at each of a store's locations (absent: none). */
export async function countStockLinesAtLocations(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const part of chunks(ids, MAX_PAGE_SIZE)) {
    const rows = await db
      .selectFrom('stock_line')
      .select((eb) => ['location_id', eb.fn.countAll<number>().as('n')])
      .where('store_id', '=', storeId)
      .where('location_id', 'in', part)
      .where('total_number_of_packs', '>', 0)
      .groupBy('location_id')
      .execute();
    for (const r of rows) if (r.location_id !== null) out.set(r.location_id, Number(r.n));
  }
  return out;
}
