// Item variants, pack variants and bundled items: what they are, and every read of them
// (for the item page, the links of a bundle, and the rules of the variant service).
import type { Kysely, Selectable } from 'kysely';
import type { BundledItemTable, DB, ItemVariantTable, PackVariantTable } from '../../db/tables';

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

export async function findBundle(db: Kysely<DB>, id: string): Promise<BundledItem | undefined> {
  const r = await db.selectFrom('bundled_item').selectAll().where('id', '=', id).executeTakeFirst();
  return r ? toBundle(r) : undefined;
}

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
