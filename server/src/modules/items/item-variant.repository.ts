// Item variants, pack variants and bundled items: reads and writes, each write with its
// changelog entry (these are central data: storeId null).
import type { Kysely, Selectable } from 'kysely';
import { appendChangelog, type ChangelogEntry } from '../../db/changelog';
import type { BundledItemTable, DB, ItemVariantTable, PackVariantTable } from '../../db/tables';
import type { Tx } from '../../db/transaction';

export interface ItemVariant {
  id: string;
  itemId: string;
  name: string;
  manufacturer: string | null;
  dosesPerUnit: number | null;
  vvmType: string | null;
}

export interface PackVariant {
  id: string;
  itemId: string;
  packSize: number;
  name: string;
  abbreviation: string;
}

export interface BundledItem {
  id: string;
  principalItemVariantId: string;
  bundledItemVariantId: string;
  ratio: number;
}

/** The uniqueness key of a variant name: trimmed, lower case. */
export const variantNameKey = (name: string): string => name.trim().toLocaleLowerCase('en');

const toVariant = (r: Selectable<ItemVariantTable>): ItemVariant => ({
  id: r.id,
  itemId: r.item_id,
  name: r.name,
  manufacturer: r.manufacturer,
  dosesPerUnit: r.doses_per_unit,
  vvmType: r.vvm_type,
});
const toPackVariant = (r: Selectable<PackVariantTable>): PackVariant => ({
  id: r.id,
  itemId: r.item_id,
  packSize: r.pack_size,
  name: r.name,
  abbreviation: r.abbreviation,
});
const toBundle = (r: Selectable<BundledItemTable>): BundledItem => ({
  id: r.id,
  principalItemVariantId: r.principal_item_variant_id,
  bundledItemVariantId: r.bundled_item_variant_id,
  ratio: r.ratio,
});

const central = (
  tableName: ChangelogEntry['tableName'],
  recordId: string,
  action: ChangelogEntry['action'] = 'UPSERT',
): ChangelogEntry => ({ tableName, recordId, action, storeId: null });

const written = (r: { numInsertedOrUpdatedRows?: bigint }): boolean =>
  (r.numInsertedOrUpdatedRows ?? 0n) > 0n;

// ---- item variants

export async function listItemVariants(
  db: Kysely<DB>,
  itemIds: readonly string[],
): Promise<ItemVariant[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectFrom('item_variant')
    .selectAll()
    .where('item_id', 'in', itemIds)
    .orderBy('name')
    .orderBy('id')
    .execute();
  return rows.map(toVariant);
}

export async function findItemVariant(
  db: Kysely<DB>,
  id: string,
): Promise<ItemVariant | undefined> {
  const r = await db.selectFrom('item_variant').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toVariant(r) : undefined;
}

export async function findItemVariantByName(
  db: Kysely<DB>,
  itemId: string,
  name: string,
): Promise<ItemVariant | undefined> {
  const r = await db
    .selectFrom('item_variant')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('name_key', '=', variantNameKey(name))
    .executeTakeFirst();
  return r ? toVariant(r) : undefined;
}

/** Writes the variant; an existing variant is rewritten only if it is of the same item (a
 * variant never moves to another item). Answers whether a row was written. */
export async function upsertItemVariant(trx: Tx, v: ItemVariant, now: Date): Promise<boolean> {
  const values = {
    item_id: v.itemId,
    name: v.name,
    name_key: variantNameKey(v.name),
    manufacturer: v.manufacturer,
    doses_per_unit: v.dosesPerUnit,
    vvm_type: v.vvmType,
  };
  const r = await trx
    .insertInto('item_variant')
    .values({ id: v.id, ...values, created_datetime: now.toISOString() })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(values).where('item_variant.item_id', '=', v.itemId),
    )
    .executeTakeFirst();
  if (!written(r)) return false;
  await appendChangelog(trx, [central('item_variant', v.id)], now);
  return true;
}

/** Removes a variant and every bundle it takes part in. */
export async function deleteItemVariant(trx: Tx, id: string, now: Date): Promise<void> {
  const bundles = await trx
    .selectFrom('bundled_item')
    .select('id')
    .where((eb) =>
      eb.or([eb('principal_item_variant_id', '=', id), eb('bundled_item_variant_id', '=', id)]),
    )
    .execute();
  if (bundles.length) {
    await trx
      .deleteFrom('bundled_item')
      .where(
        'id',
        'in',
        bundles.map((b) => b.id),
      )
      .execute();
  }
  await trx.deleteFrom('item_variant').where('id', '=', id).execute();
  await appendChangelog(
    trx,
    [
      ...bundles.map((b) => central('bundled_item', b.id, 'DELETE')),
      central('item_variant', id, 'DELETE'),
    ],
    now,
  );
}

// ---- pack variants

export async function listPackVariants(
  db: Kysely<DB>,
  itemIds: readonly string[],
): Promise<PackVariant[]> {
  if (itemIds.length === 0) return [];
  const rows = await db
    .selectFrom('pack_variant')
    .selectAll()
    .where('item_id', 'in', itemIds)
    .orderBy('pack_size')
    .execute();
  return rows.map(toPackVariant);
}

export async function findPackVariant(
  db: Kysely<DB>,
  id: string,
): Promise<PackVariant | undefined> {
  const r = await db.selectFrom('pack_variant').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toPackVariant(r) : undefined;
}

export async function findPackVariantBySize(
  db: Kysely<DB>,
  itemId: string,
  packSize: number,
): Promise<PackVariant | undefined> {
  const r = await db
    .selectFrom('pack_variant')
    .selectAll()
    .where('item_id', '=', itemId)
    .where('pack_size', '=', packSize)
    .executeTakeFirst();
  return r ? toPackVariant(r) : undefined;
}

/** Writes the pack variant; an existing one only if it is of the same item. Answers
 * whether a row was written. */
export async function upsertPackVariant(trx: Tx, p: PackVariant, now: Date): Promise<boolean> {
  const values = {
    item_id: p.itemId,
    pack_size: p.packSize,
    name: p.name,
    abbreviation: p.abbreviation,
  };
  const r = await trx
    .insertInto('pack_variant')
    .values({ id: p.id, ...values })
    .onConflict((oc) =>
      oc.column('id').doUpdateSet(values).where('pack_variant.item_id', '=', p.itemId),
    )
    .executeTakeFirst();
  if (!written(r)) return false;
  await appendChangelog(trx, [central('pack_variant', p.id)], now);
  return true;
}

export async function deletePackVariant(trx: Tx, id: string, now: Date): Promise<void> {
  await trx.deleteFrom('pack_variant').where('id', '=', id).execute();
  await appendChangelog(trx, [central('pack_variant', id, 'DELETE')], now);
}

// ---- bundled items

/** Bundles in which any of the variants takes part, on either side. */
export async function listBundles(
  db: Kysely<DB>,
  variantIds: readonly string[],
): Promise<BundledItem[]> {
  if (variantIds.length === 0) return [];
  const rows = await db
    .selectFrom('bundled_item')
    .selectAll()
    .where((eb) =>
      eb.or([
        eb('principal_item_variant_id', 'in', variantIds),
        eb('bundled_item_variant_id', 'in', variantIds),
      ]),
    )
    .orderBy('id')
    .execute();
  return rows.map(toBundle);
}

export async function findBundle(db: Kysely<DB>, id: string): Promise<BundledItem | undefined> {
  const r = await db.selectFrom('bundled_item').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toBundle(r) : undefined;
}

/** Writes the bundle; an existing one only if it has the same principal variant. Answers
 * whether a row was written. */
export async function upsertBundle(trx: Tx, b: BundledItem, now: Date): Promise<boolean> {
  const values = {
    principal_item_variant_id: b.principalItemVariantId,
    bundled_item_variant_id: b.bundledItemVariantId,
    ratio: b.ratio,
  };
  const r = await trx
    .insertInto('bundled_item')
    .values({ id: b.id, ...values })
    .onConflict((oc) =>
      oc
        .column('id')
        .doUpdateSet(values)
        .where('bundled_item.principal_item_variant_id', '=', b.principalItemVariantId),
    )
    .executeTakeFirst();
  if (!written(r)) return false;
  await appendChangelog(trx, [central('bundled_item', b.id)], now);
  return true;
}

export async function deleteBundle(trx: Tx, id: string, now: Date): Promise<void> {
  await trx.deleteFrom('bundled_item').where('id', '=', id).execute();
  await appendChangelog(trx, [central('bundled_item', id, 'DELETE')], now);
}
