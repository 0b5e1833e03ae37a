import { sql, type Kysely } from 'kysely';
import { chunks } from '../../db/chunks';
import type { DB } from '../../db/tables';

/** Item ids per query: a store's whole catalogue (statistics to sort a list by) is read in
 * pieces that both databases bind, each its own turn at the database. */
const IDS_PER_QUERY = 1000;

export interface StatsLine {
  item_id: string;
  pack_size: number;
  total_number_of_packs: number;
  available_number_of_packs: number;
  expiry_date: string | null;
  on_hold: boolean;
  location_on_hold: boolean;
  vvm_unusable: boolean;
}

/** Stock lines with packs of some items in a store, with what decides whether they can be issued. */
export async function stockLinesOfItems(
  db: Kysely<DB>,
  storeId: string,
  itemIds: readonly string[],
): Promise<StatsLine[]> {
  const out: StatsLine[] = [];
  for (const ids of chunks(itemIds, IDS_PER_QUERY)) out.push(...(await linesOf(db, storeId, ids)));
  return out;
}

async function linesOf(
  db: Kysely<DB>,
  storeId: string,
  itemIds: readonly string[],
): Promise<StatsLine[]> {
  const rows = await db
    .selectFrom('stock_line')
    .leftJoin('location', 'location.id', 'stock_line.location_id')
    .leftJoin('vvm_status', 'vvm_status.id', 'stock_line.vvm_status_id')
    .select([
      'stock_line.item_id',
      'stock_line.pack_size',
      'stock_line.total_number_of_packs',
      'stock_line.available_number_of_packs',
      'stock_line.expiry_date',
      'stock_line.on_hold',
      'location.on_hold as location_on_hold',
      'vvm_status.unusable as vvm_unusable',
    ])
    .where('stock_line.store_id', '=', storeId)
    .where('stock_line.item_id', 'in', [...itemIds])
    .where('stock_line.total_number_of_packs', '>', 0)
    .execute();
  return rows.map((r) => ({
    ...r,
    on_hold: Boolean(r.on_hold),
    location_on_hold: Boolean(r.location_on_hold),
    vvm_unusable: Boolean(r.vvm_unusable),
  }));
}

/** Units that left the store since a datetime through documents of the given types, net of
 * what came back through them (never below zero). */
export async function consumedUnitsByItem(
  db: Kysely<DB>,
  storeId: string,
  itemIds: readonly string[],
  since: string,
  types: readonly string[],
): Promise<Map<string, number>> {
  const out = new Map<string, number>();
  for (const ids of chunks(itemIds, IDS_PER_QUERY))
    for (const [id, units] of await consumedOf(db, storeId, ids, since, types)) out.set(id, units);
  return out;
}

async function consumedOf(
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
    .where('i.type', 'in', [...types])
    .groupBy('m.item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Math.max(0, Number(r.units))]));
}
