// What an R&R form is generated from (DOCUMENTS.md 8), read in bulk: one query per kind of
// figure for every item of the program's master list, however many (decision 9). The ledger's
// movements are dated by when their stock moved (picked, received or verified) and compared as
// UTC days: [from, to) are the datetimes of the period's first day and of the day after its last.
import { sql, type Kysely } from 'kysely';
import type { DB } from '../../db/tables';

const inList = (db: Kysely<DB>, masterListId: string) =>
  db.selectFrom('master_list_line').select('item_id').where('master_list_id', '=', masterListId);

/** Units moved per item and document type over [from, to), signed (in above 0). */
export async function unitsByItemAndType(
  db: Kysely<DB>,
  storeId: string,
  masterListId: string,
  from: string,
  to: string,
): Promise<{ itemId: string; type: string; units: number }[]> {
  const rows = await db
    .selectFrom('stock_movement as m')
    .innerJoin('invoice as i', 'i.id', 'm.invoice_id')
    .select(['m.item_id', 'i.type', sql<number>`sum(m.number_of_packs * m.pack_size)`.as('units')])
    .where('m.store_id', '=', storeId)
    .where('m.item_id', 'in', inList(db, masterListId))
    .where('m.datetime', '>=', from)
    .where('m.datetime', '<', to)
    .groupBy(['m.item_id', 'i.type'])
    .execute();
  return rows.map((r) => ({ itemId: r.item_id, type: r.type, units: Number(r.units) }));
}

/** Each item's balance in units before `from`: every movement of the ledger up to then. */
export async function balancesBefore(
  db: Kysely<DB>,
  storeId: string,
  masterListId: string,
  from: string,
): Promise<Map<string, number>> {
  const rows = await db
    .selectFrom('stock_movement as m')
    .select(['m.item_id', sql<number>`sum(m.number_of_packs * m.pack_size)`.as('units')])
    .where('m.store_id', '=', storeId)
    .where('m.item_id', 'in', inList(db, masterListId))
    .where('m.datetime', '<', from)
    .groupBy('m.item_id')
    .execute();
  return new Map(rows.map((r) => [r.item_id, Number(r.units)]));
}

/** Each item's net change per UTC day over [from, to): the daily balance's steps. */
export async function dailyChanges(
  db: Kysely<DB>,
  storeId: string,
  masterListId: string,
  from: string,
  to: string,
): Promise<Map<string, { date: string; quantity: number }[]>> {
  const day = sql<string>`substr(m.datetime, 1, 10)`;
  const rows = await db
    .selectFrom('stock_movement as m')
    .select([
      'm.item_id',
      day.as('day'),
      sql<number>`sum(m.number_of_packs * m.pack_size)`.as('units'),
    ])
    .where('m.store_id', '=', storeId)
    .where('m.item_id', 'in', inList(db, masterListId))
    .where('m.datetime', '>=', from)
    .where('m.datetime', '<', to)
    .groupBy(['m.item_id', day])
    .execute();
  const out = new Map<string, { date: string; quantity: number }[]>();
  for (const r of rows) {
    const list = out.get(r.item_id) ?? [];
    list.push({ date: r.day, quantity: Number(r.units) });
    out.set(r.item_id, list);
  }
  return out;
}

/** The earliest expiry of each item's batches on the shelf now. */
export async function earliestExpiries(
  db: Kysely<DB>,
  storeId: string,
  masterListId: string,
): Promise<Map<string, string>> {
  const rows = await db
    .selectFrom('stock_line')
    .select(['item_id', (eb) => eb.fn.min('expiry_date').as('expiry')])
    .where('store_id', '=', storeId)
    .where('item_id', 'in', inList(db, masterListId))
    .where('total_number_of_packs', '>', 0)
    .where('expiry_date', 'is not', null)
    .groupBy('item_id')
    .execute();
  return new Map(rows.flatMap((r) => (r.expiry ? [[r.item_id, String(r.expiry)] as const] : [])));
}
