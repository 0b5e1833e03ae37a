// The locations of a store as the locations page lists them, with their stock line counts.
import type { Kysely } from 'kysely';
import type { DB } from '../../db/tables';
import { toLocation, type Location } from './location.repository';

export interface LocationWithStock extends Location {
  stockLineCount: number;
}

export async function listLocations(db: Kysely<DB>, storeId: string): Promise<LocationWithStock[]> {
  const rows = await db
    .selectFrom('location')
    .leftJoin('stock_line', (j) =>
      j
        .onRef('stock_line.location_id', '=', 'location.id')
        .on('stock_line.total_number_of_packs', '>', 0),
    )
    .selectAll('location')
    .select((eb) => eb.fn.count<number>('stock_line.id').as('stockLineCount'))
    .where('location.store_id', '=', storeId)
    .groupBy([
      'location.id',
      'location.store_id',
      'location.code',
      'location.name',
      'location.on_hold',
      'location.location_type',
    ])
    .orderBy('location.code')
    .execute();
  return rows.map((r) => ({ ...toLocation(r), stockLineCount: Number(r.stockLineCount) }));
}
