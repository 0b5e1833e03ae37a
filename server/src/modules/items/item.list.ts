// Items visible to a store: those on a master list joined to the store's name.
import { chunks } from '../../db/chunks';
import { sql, type Expression, type Kysely, type Selectable, type SqlBool } from 'kysely';
import type { Connection, EqualFilter, Page, Sort, StringFilter } from '../../common/list';
import type { DialectName } from '../../db/connection';
import { allOf, equalConditions, likeCondition, stringConditions } from '../../db/filters';
import type { DB, ItemTable } from '../../db/tables';

export interface Item {
  id: string;
  code: string;
  name: string;
  unit: string;
  type: string;
  defaultPackSize: number;
  dosesPerUnit: number;
  isVaccine: boolean;
  strength: string;
  form: string;
  volumePerUnit: number;
  volumePerPack: number;
  volumePerOuterPack: number;
  manufacturer: string;
  universalCode: string;
  universalName: string;
}

export interface ItemFilter {
  id?: EqualFilter | null;
  codeOrName?: StringFilter | null;
  code?: StringFilter | null;
  type?: EqualFilter | null;
  isVaccine?: boolean | null;
  masterListId?: EqualFilter | null;
  /** Items with stock in the store (true) or without (false). */
  hasStock?: boolean | null;
}

export const ITEM_SORT_KEYS = ['code', 'name', 'type'] as const;
export type ItemSortKey = (typeof ITEM_SORT_KEYS)[number];

function conditions(dialect: DialectName, storeId: string, f: ItemFilter): Expression<SqlBool>[] {
  const out: Expression<SqlBool>[] = [
    // Correlated, so a lookup by id or a page of items probes the line index per item
    // instead of materialising every item the store sees.
    sql<SqlBool>`exists (select 1 from master_list_line l
      join master_list_name_join j on j.master_list_id = l.master_list_id
      join store s on s.name_id = j.name_id where l.item_id = item.id and s.id = ${storeId})`,
  ];
  out.push(...equalConditions(sql.ref('item.id'), f.id));
  out.push(...stringConditions(dialect, sql.ref('item.code'), f.code));
  out.push(...equalConditions(sql.ref('item.type'), f.type));
  if (f.codeOrName?.like) {
    out.push(
      sql<SqlBool>`(${likeCondition(dialect, sql.ref('item.code'), f.codeOrName.like)} or ${likeCondition(dialect, sql.ref('item.name'), f.codeOrName.like)})`,
    );
  }
  if (f.isVaccine != null) out.push(sql<SqlBool>`item.is_vaccine = ${f.isVaccine}`);
  if (f.masterListId) {
    out.push(
      sql<SqlBool>`item.id in (select item_id from master_list_line where ${allOfRaw(equalConditions(sql.ref('master_list_id'), f.masterListId))})`,
    );
  }
  if (f.hasStock != null) {
    const has = sql<SqlBool>`exists (select 1 from stock_line sl where sl.item_id = item.id and sl.store_id = ${storeId} and sl.total_number_of_packs > 0)`;
    out.push(f.hasStock ? has : sql<SqlBool>`not ${has}`);
  }
  return out;
}

/** Whether the store sees the item (through a master list joined to its name). */
export async function isItemVisible(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  itemId: string,
): Promise<boolean> {
  return (await visibleItemIds(db, dialect, storeId, [itemId])).has(itemId);
}

/** Which of `itemIds` the store sees, a thousand per statement. */
export async function visibleItemIds(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  itemIds: readonly string[],
): Promise<Set<string>> {
  const out = new Set<string>();
  for (const part of chunks([...new Set(itemIds)], 1000)) {
    const rows = await db
      .selectFrom('item')
      .select('item.id')
      .where((eb) => allOf(eb, conditions(dialect, storeId, { id: { equalAny: part } })))
      .execute();
    for (const r of rows) out.add(r.id);
  }
  return out;
}

const allOfRaw = (c: Expression<SqlBool>[]) => (c.length ? sql.join(c, sql` and `) : sql`1 = 1`);

export async function listItems(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: ItemFilter,
  page: Page,
  sort: readonly Sort<ItemSortKey>[],
): Promise<Connection<Item>> {
  const base = db.selectFrom('item').where((eb) => allOf(eb, conditions(dialect, storeId, filter)));
  let query = base.selectAll('item');
  for (const s of sort.length ? sort : [{ key: 'name' as const, desc: false }]) {
    query = query.orderBy(`item.${s.key}`, s.desc ? 'desc' : 'asc');
  }
  const [rows, count] = await Promise.all([
    query.orderBy('item.id').limit(page.first).offset(page.offset).execute(),
    base.select((eb) => eb.fn.countAll<number>().as('n')).executeTakeFirstOrThrow(),
  ]);
  return {
    totalCount: Number(count.n),
    nodes: rows.map(toItem),
  };
}

/** Every item the store sees that matches the filter, by name: the rows a list sorted or
 * filtered by stock figures is cut from. */
export async function allMatchingItems(
  db: Kysely<DB>,
  dialect: DialectName,
  storeId: string,
  filter: ItemFilter,
): Promise<Item[]> {
  const rows = await db
    .selectFrom('item')
    .where((eb) => allOf(eb, conditions(dialect, storeId, filter)))
    .selectAll('item')
    .orderBy('item.name')
    .orderBy('item.id')
    .execute();
  return rows.map(toItem);
}

export const toItem = (r: Selectable<ItemTable>): Item => ({
  id: r.id,
  code: r.code,
  name: r.name,
  unit: r.unit,
  type: r.type,
  defaultPackSize: r.default_pack_size,
  dosesPerUnit: r.doses_per_unit,
  isVaccine: Boolean(r.is_vaccine),
  strength: r.strength,
  form: r.form,
  volumePerUnit: r.volume_per_unit,
  volumePerPack: r.volume_per_pack,
  volumePerOuterPack: r.volume_per_outer_pack,
  manufacturer: r.manufacturer,
  universalCode: r.universal_code,
  universalName: r.universal_name,
});
