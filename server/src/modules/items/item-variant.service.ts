// Item variants, pack variants and bundled items (spec 001 section 5): names unique per item,
// pack sizes non-zero and unique per item, and a variant already bundled cannot be bundled
// with others (no nesting either way). Only items the store sees can be changed from it.
import { itemVariantProblem, packVariantProblem } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { inTransactionRetryingConflict, isIdOfAnotherKind } from '../../db/record-ids';
import { inTransaction, type Tx } from '../../db/transaction';
import { logActivity } from '../activity-log/activity-log.repository';
import { isItemVisible } from './item.list';
import {
  deleteBundle,
  deleteItemVariant,
  deletePackVariant,
  upsertBundle,
  upsertItemVariant,
  upsertPackVariant,
} from './item-variant.repository';
import {
  findBundle,
  findItemVariant,
  findItemVariantByName,
  findPackVariant,
  findPackVariantBySize,
  listBundles,
  type BundledItem,
  type ItemVariant,
  type PackVariant,
} from './item-variant.list';

const MAX_TEXT = 100;
const clean = (v: string | null | undefined): string => (v ?? '').trim().slice(0, MAX_TEXT);

export type VariantError =
  | { kind: 'RecordNotFound' }
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'ItemNotFound' }
  | { kind: 'NameRequired' }
  | { kind: 'AbbreviationRequired' }
  | { kind: 'DuplicateVariantName' }
  | { kind: 'PackSizeNotPositive' }
  | { kind: 'DuplicatePackSize' }
  | { kind: 'ValueNotPositive'; field: string }
  | { kind: 'CannotBundleWithItself' }
  | { kind: 'AlreadyBundled' }
  | { kind: 'DuplicateBundle' };

/** Why an upsert may not use this id: a record of this kind under another parent (an item,
 * or a bundle's principal variant) is not found from here, and an id held by a record of
 * another kind is taken. The parent's visibility to the store is checked by the caller. */
async function idTaken(
  trx: Tx,
  table: 'item_variant' | 'pack_variant' | 'bundled_item',
  id: string,
  existingParent: string | undefined,
  parent: string,
): Promise<VariantError | undefined> {
  if (existingParent !== undefined)
    return existingParent === parent ? undefined : { kind: 'RecordNotFound' };
  return (await isIdOfAnotherKind(trx, table, id)) ? { kind: 'RecordAlreadyExists' } : undefined;
}

// ---- item variants

export interface ItemVariantInput {
  id: string;
  itemId: string;
  name: string;
  manufacturer?: string | null;
  dosesPerUnit?: number | null;
  vvmType?: string | null;
}

export async function upsertVariant(
  ctx: ServiceContext,
  input: ItemVariantInput,
): Promise<Result<ItemVariant, VariantError>> {
  const now = ctx.now();
  const variant: ItemVariant = {
    id: input.id,
    itemId: input.itemId,
    name: clean(input.name),
    manufacturer: clean(input.manufacturer) || null,
    dosesPerUnit: input.dosesPerUnit ?? null,
    vvmType: clean(input.vvmType) || null,
  };
  const variantProblem = itemVariantProblem(variant);
  if (variantProblem === 'NameRequired') return err({ kind: variantProblem });
  if (variantProblem) return err({ kind: 'ValueNotPositive', field: 'dosesPerUnit' });
  return inTransactionRetryingConflict<ItemVariant, VariantError>(ctx.db, async (trx) => {
    const existing = await findItemVariant(trx, variant.id);
    const taken = await idTaken(trx, 'item_variant', variant.id, existing?.itemId, variant.itemId);
    if (taken) return err(taken);
    if (!(await isItemVisible(trx, ctx.dialect, ctx.storeId, variant.itemId)))
      return err({ kind: 'ItemNotFound' });
    const sameName = await findItemVariantByName(trx, variant.itemId, variant.name);
    if (sameName && sameName.id !== variant.id) return err({ kind: 'DuplicateVariantName' });
    if (!(await upsertItemVariant(trx, variant, now))) return err({ kind: 'RecordNotFound' });
    await logVariant(trx, ctx, existing ? 'ITEM_VARIANT_UPDATED' : 'ITEM_VARIANT_CREATED', {
      id: variant.id,
      from: existing?.name ?? null,
      to: variant.name,
      now,
    });
    return ok(variant);
  });
}

export async function removeVariant(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, VariantError>> {
  const now = ctx.now();
  return inTransaction<{ id: string }, VariantError>(ctx.db, async (trx) => {
    const existing = await findItemVariant(trx, id);
    if (!existing || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, existing.itemId)))
      return err({ kind: 'RecordNotFound' });
    await deleteItemVariant(trx, id, now);
    await logVariant(trx, ctx, 'ITEM_VARIANT_DELETED', {
      id,
      from: existing.name,
      to: null,
      now,
    });
    return ok({ id });
  });
}

async function logVariant(
  trx: Tx,
  ctx: ServiceContext,
  type: 'ITEM_VARIANT_CREATED' | 'ITEM_VARIANT_UPDATED' | 'ITEM_VARIANT_DELETED',
  c: { id: string; from: string | null; to: string | null; now: Date },
): Promise<void> {
  await logActivity(
    trx,
    {
      type,
      userId: ctx.userId,
      storeId: ctx.storeId,
      recordId: c.id,
      changedFrom: c.from,
      changedTo: c.to,
    },
    c.now,
  );
}

// ---- pack variants

export interface PackVariantInput {
  id: string;
  itemId: string;
  packSize: number;
  name: string;
  abbreviation: string;
}

export async function upsertPack(
  ctx: ServiceContext,
  input: PackVariantInput,
): Promise<Result<PackVariant, VariantError>> {
  const now = ctx.now();
  const pack: PackVariant = {
    id: input.id,
    itemId: input.itemId,
    packSize: input.packSize,
    name: clean(input.name),
    abbreviation: clean(input.abbreviation),
  };
  const packProblem = packVariantProblem(pack);
  if (packProblem) return err({ kind: packProblem });
  return inTransactionRetryingConflict<PackVariant, VariantError>(ctx.db, async (trx) => {
    const existing = await findPackVariant(trx, pack.id);
    const taken = await idTaken(trx, 'pack_variant', pack.id, existing?.itemId, pack.itemId);
    if (taken) return err(taken);
    if (!(await isItemVisible(trx, ctx.dialect, ctx.storeId, pack.itemId)))
      return err({ kind: 'ItemNotFound' });
    const sameSize = await findPackVariantBySize(trx, pack.itemId, pack.packSize);
    if (sameSize && sameSize.id !== pack.id) return err({ kind: 'DuplicatePackSize' });
    if (!(await upsertPackVariant(trx, pack, now))) return err({ kind: 'RecordNotFound' });
    return ok(pack);
  });
}

export async function removePack(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, VariantError>> {
  const now = ctx.now();
  return inTransaction<{ id: string }, VariantError>(ctx.db, async (trx) => {
    const existing = await findPackVariant(trx, id);
    if (!existing || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, existing.itemId)))
      return err({ kind: 'RecordNotFound' });
    await deletePackVariant(trx, id, now);
    return ok({ id });
  });
}

// ---- bundled items

export interface BundledItemInput {
  id: string;
  principalItemVariantId: string;
  bundledItemVariantId: string;
  ratio: number;
}

/** Why a pair cannot be bundled, given every bundle either variant already takes part in
 * (the one being edited excluded). Exported for the table-driven tests. */
export function bundleConflict(
  pair: BundledItem,
  others: readonly BundledItem[],
): VariantError | undefined {
  if (pair.principalItemVariantId === pair.bundledItemVariantId)
    return { kind: 'CannotBundleWithItself' };
  const rest = others.filter((b) => b.id !== pair.id);
  if (
    rest.some(
      (b) =>
        b.principalItemVariantId === pair.principalItemVariantId &&
        b.bundledItemVariantId === pair.bundledItemVariantId,
    )
  )
    return { kind: 'DuplicateBundle' };
  const bundledElsewhere = rest.some(
    // The bundled variant already goes with another principal, or has bundles of its own.
    (b) =>
      b.bundledItemVariantId === pair.bundledItemVariantId ||
      b.principalItemVariantId === pair.bundledItemVariantId,
  );
  // The principal is itself bundled into something else (no nesting).
  const principalIsBundled = rest.some(
    (b) => b.bundledItemVariantId === pair.principalItemVariantId,
  );
  if (bundledElsewhere || principalIsBundled) return { kind: 'AlreadyBundled' };
  return undefined;
}

export async function upsertBundledItem(
  ctx: ServiceContext,
  input: BundledItemInput,
): Promise<Result<BundledItem, VariantError>> {
  const now = ctx.now();
  const bundle: BundledItem = { ...input };
  if (!(Number.isFinite(bundle.ratio) && bundle.ratio > 0))
    return err({ kind: 'ValueNotPositive', field: 'ratio' });
  return inTransactionRetryingConflict<BundledItem, VariantError>(ctx.db, async (trx) => {
    const existing = await findBundle(trx, bundle.id);
    const taken = await idTaken(
      trx,
      'bundled_item',
      bundle.id,
      existing?.principalItemVariantId,
      bundle.principalItemVariantId,
    );
    if (taken) return err(taken);
    for (const variantId of [bundle.principalItemVariantId, bundle.bundledItemVariantId]) {
      const variant = await findItemVariant(trx, variantId);
      if (!variant || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, variant.itemId)))
        return err({ kind: 'RecordNotFound' });
    }
    const others = await listBundles(trx, [
      bundle.principalItemVariantId,
      bundle.bundledItemVariantId,
    ]);
    const conflict = bundleConflict(bundle, others);
    if (conflict) return err(conflict);
    if (!(await upsertBundle(trx, bundle, now))) return err({ kind: 'RecordNotFound' });
    return ok(bundle);
  });
}

export async function removeBundledItem(
  ctx: ServiceContext,
  id: string,
): Promise<Result<{ id: string }, VariantError>> {
  const now = ctx.now();
  return inTransaction<{ id: string }, VariantError>(ctx.db, async (trx) => {
    const existing = await findBundle(trx, id);
    const principal = existing && (await findItemVariant(trx, existing.principalItemVariantId));
    if (!principal || !(await isItemVisible(trx, ctx.dialect, ctx.storeId, principal.itemId)))
      return err({ kind: 'RecordNotFound' });
    await deleteBundle(trx, id, now);
    return ok({ id });
  });
}
