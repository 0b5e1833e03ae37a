import type { Kysely, Selectable } from 'kysely';
import { appendChangelog } from '../../db/changelog';
import type { DB, ItemTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface NewItem {
  id: string;
  code: string;
  name: string;
  unit: string;
  type: 'STOCK' | 'NON_STOCK' | 'SERVICE';
  defaultPackSize: number;
  dosesPerUnit: number;
  isVaccine: boolean;
  strength: string;
  form: string;
  volumePerUnit: number;
  volumePerPack?: number;
  volumePerOuterPack?: number;
  manufacturer: string;
  universalCode: string;
  universalName: string;
}

/** The editable columns of an item row. */
function itemColumns(it: NewItem) {
  return {
    code: it.code,
    name: it.name,
    unit: it.unit,
    type: it.type,
    default_pack_size: it.defaultPackSize,
    doses_per_unit: it.dosesPerUnit,
    is_vaccine: it.isVaccine,
    strength: it.strength,
    form: it.form,
    volume_per_unit: it.volumePerUnit,
    volume_per_pack: it.volumePerPack ?? 0,
    volume_per_outer_pack: it.volumePerOuterPack ?? 0,
    manufacturer: it.manufacturer,
    universal_code: it.universalCode,
    universal_name: it.universalName,
  };
}

export async function insertItems(trx: Tx, items: readonly NewItem[], now: Date): Promise<void> {
  for (let i = 0; i < items.length; i += 400) {
    await trx
      .insertInto('item')
      .values(
        items.slice(i, i + 400).map((it): Selectable<ItemTable> => ({
          id: it.id,
          ...itemColumns(it),
          is_active: true,
          created_datetime: now.toISOString(),
        })),
      )
      .execute();
  }
  await appendChangelog(
    trx,
    items.map((it) => ({ tableName: 'item', recordId: it.id, action: 'UPSERT', storeId: null })),
    now,
  );
}

export interface NewMasterList {
  id: string;
  code: string;
  name: string;
  description: string;
  itemIds: readonly string[];
  /** Names (of stores) the list is visible to. */
  nameIds: readonly string[];
}

/** Master lists with their lines and the names they are visible to. */
export async function insertMasterLists(
  trx: Tx,
  lists: readonly NewMasterList[],
  makeId: (key: string) => string,
  now: Date,
): Promise<void> {
  if (lists.length === 0) return;
  await trx
    .insertInto('master_list')
    .values(
      lists.map((l) => ({
        id: l.id,
        code: l.code,
        name: l.name,
        description: l.description,
        is_active: true,
      })),
    )
    .execute();
  const lines = lists.flatMap((l) =>
    l.itemIds.map((itemId) => ({
      id: makeId(`mll:${l.id}:${itemId}`),
      master_list_id: l.id,
      item_id: itemId,
    })),
  );
  const joins = lists.flatMap((l) =>
    l.nameIds.map((nameId) => ({
      id: makeId(`mlj:${l.id}:${nameId}`),
      master_list_id: l.id,
      name_id: nameId,
    })),
  );
  for (let i = 0; i < lines.length; i += 1000) {
    await trx
      .insertInto('master_list_line')
      .values(lines.slice(i, i + 1000))
      .execute();
  }
  for (let i = 0; i < joins.length; i += 1000) {
    await trx
      .insertInto('master_list_name_join')
      .values(joins.slice(i, i + 1000))
      .execute();
  }
  await appendChangelog(
    trx,
    [
      ...lists.map((l) => ({
        tableName: 'master_list' as const,
        recordId: l.id,
        action: 'UPSERT' as const,
        storeId: null,
      })),
      ...lines.map((l) => ({
        tableName: 'master_list_line' as const,
        recordId: l.id,
        action: 'UPSERT' as const,
        storeId: null,
      })),
      ...joins.map((j) => ({
        tableName: 'master_list_name_join' as const,
        recordId: j.id,
        action: 'UPSERT' as const,
        storeId: null,
      })),
    ],
    now,
  );
}

export async function isVaccineItem(db: Kysely<DB>, itemId: string): Promise<boolean> {
  const row = await db
    .selectFrom('item')
    .select('is_vaccine')
    .where('id', '=', itemId)
    .executeTakeFirst();
  return Boolean(row?.is_vaccine);
}

/** Another item with this code, compared without case. */
export async function findItemIdByCode(db: Kysely<DB>, code: string): Promise<string | undefined> {
  const row = await db
    .selectFrom('item')
    .select('id')
    .where((eb) => eb(eb.fn('lower', ['code']), '=', code.toLowerCase()))
    .executeTakeFirst();
  return row?.id;
}

export async function findItemRow(
  db: Kysely<DB>,
  id: string,
): Promise<Selectable<ItemTable> | undefined> {
  return db.selectFrom('item').selectAll().where('id', '=', id).executeTakeFirst();
}

export async function updateItemRow(trx: Tx, it: NewItem, now: Date): Promise<void> {
  await trx.updateTable('item').set(itemColumns(it)).where('id', '=', it.id).execute();
  await appendChangelog(
    trx,
    [{ tableName: 'item', recordId: it.id, action: 'UPSERT', storeId: null }],
    now,
  );
}

/** Ids among `ids` of master lists joined to the store's name. */
export async function masterListsVisibleToStore(
  db: Kysely<DB>,
  storeId: string,
  ids: readonly string[],
): Promise<string[]> {
  if (ids.length === 0) return [];
  const rows = await db
    .selectFrom('master_list_name_join as j')
    .innerJoin('store as s', 's.name_id', 'j.name_id')
    .select('j.master_list_id')
    .where('s.id', '=', storeId)
    .where('j.master_list_id', 'in', ids)
    .execute();
  return [...new Set(rows.map((r) => r.master_list_id))];
}

export async function addItemToMasterLists(
  trx: Tx,
  itemId: string,
  masterListIds: readonly string[],
  makeId: () => string,
  now: Date,
): Promise<void> {
  if (masterListIds.length === 0) return;
  const lines = masterListIds.map((masterListId) => ({
    id: makeId(),
    master_list_id: masterListId,
    item_id: itemId,
  }));
  await trx.insertInto('master_list_line').values(lines).execute();
  await appendChangelog(
    trx,
    lines.map((l) => ({
      tableName: 'master_list_line' as const,
      recordId: l.id,
      action: 'UPSERT' as const,
      storeId: null,
    })),
    now,
  );
}
