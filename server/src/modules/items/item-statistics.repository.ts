import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/tables';

export interface StatsLine {
  item_id: string;
  pack_size: number;
  total_number_of_packs: number;
  available_number_of_packs: number;
  expiry_date: string | null;
}

/** Stock lines with packs of some items in a store. */
export async function stockLinesOfItems(
  db: Kysely<DB>,
  storeId: string,
  itemIds: readonly string[],
): Promise<StatsLine[]> {
  return db
    .selectFrom('stock_line')
    .select([
      'item_id',
      'pack_size',
      'total_number_of_packs',
      'available_number_of_packs',
      'expiry_date',
    ])
    .where('store_id', '=', storeId)
    .where('item_id', 'in', [...itemIds])
    .where('total_number_of_packs', '>', 0)
    .execute();
}

/** Units that left the store since a datetime through documents of the given types. */
export async function consumedUnitsByItem(
  db: Kysely<DB>,
  storeId: string,
  itemIds: readonly string[],
  since: string,
  types: readonly string[],
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stock_movement as m')
    .innerJoin('invoice as i', 'i.id', 'm.invoice_id')
    .select(['m.item_id', sql<number>`sum(-m.number_of_packs * m.pack_size)`.as('units')])
    .where('m.store_id', '=', storeId)
    .where('m.item_id', 'in', [...itemIds])
    .where('m.datetime', '>=', since)
    .where('m.number_of_packs', '<', 0)
    .where('i.type', 'in', [...types])
    .groupBy('m.item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.units)]));
}
