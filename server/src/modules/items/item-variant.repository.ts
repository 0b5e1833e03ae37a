// Item variants, pack variants and bundled items: the writes, each with its changelog entry
// (these are central data: storeId null). Reads live in item-variant.list.ts.
import { appendChangelog, type ChangelogEntry } from '../../db/changelog';
import type { Tx } from '../../db/transaction';
import {
  variantNameKey,
  type BundledItem,
  type ItemVariant,
  type PackVariant,
} from './item-variant.list';

const central = (
  tableName: ChangelogEntry['tableName'],
  recordId: string,
  action: ChangelogEntry['action'] = 'UPSERT',
): ChangelogEntry => ({ tableName, recordId, action, storeId: null });

const written = (r: { numInsertedOrUpdatedRows?: bigint }): boolean =>
  (r.numInsertedOrUpdatedRows ?? 0n) > 0n;

// ---- item variants

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
