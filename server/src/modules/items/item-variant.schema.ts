import { commonErrors } from '../../graphql/common-errors';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import type { Result } from '../../common/result';
import { ItemNode } from './item.schema';
import {
  findItemVariant,
  type BundledItem,
  type ItemVariant,
  type PackVariant,
} from './item-variant.list';
import {
  removeBundledItem,
  removePack,
  removeVariant,
  upsertBundledItem,
  upsertPack,
  upsertVariant,
  type VariantError,
} from './item-variant.service';

const errors = {
  itemNotFound: defineUserError(
    'ItemNotFound',
    'The item does not exist or this store does not see it',
  ),
  abbreviationRequired: defineUserError('AbbreviationRequired', 'An abbreviation is required'),
  duplicateVariantName: defineUserError(
    'DuplicateItemVariantName',
    'This item already has a variant with this name',
  ),
  duplicatePackSize: defineUserError(
    'DuplicatePackSize',
    'This item already has a pack variant with this pack size',
  ),
  bundleWithItself: defineUserError(
    'CannotBundleWithItself',
    'A variant cannot be bundled with itself',
  ),
  alreadyBundled: defineUserError(
    'VariantAlreadyBundled',
    'A bundled variant already bundled cannot be bundled with others',
  ),
  duplicateBundle: defineUserError('DuplicateBundledItem', 'These variants are already bundled'),
};

function toError(e: VariantError): UserErrorValue {
  switch (e.kind) {
    case 'RecordNotFound':
      return commonErrors.recordNotFound();
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'ItemNotFound':
      return errors.itemNotFound();
    case 'NameRequired':
      return commonErrors.nameRequired();
    case 'AbbreviationRequired':
      return errors.abbreviationRequired();
    case 'DuplicateVariantName':
      return errors.duplicateVariantName();
    case 'PackSizeNotPositive':
      return commonErrors.invalidPackSize();
    case 'DuplicatePackSize':
      return errors.duplicatePackSize();
    case 'ValueNotPositive':
      return commonErrors.valueNotPositive({ field: e.field });
    case 'CannotBundleWithItself':
      return errors.bundleWithItself();
    case 'AlreadyBundled':
      return errors.alreadyBundled();
    case 'DuplicateBundle':
      return errors.duplicateBundle();
  }
}

const BundledItemNode = builder.objectRef<BundledItem>('BundledItemNode');

const ItemVariantNode = builder.objectRef<ItemVariant>('ItemVariantNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    itemId: t.exposeString('itemId'),
    itemCode: t.string({
      resolve: async (v, _a, ctx) => (await ctx.loaders.itemRow.load(v.itemId))?.code ?? '',
    }),
    itemName: t.string({
      resolve: async (v, _a, ctx) => (await ctx.loaders.itemRow.load(v.itemId))?.name ?? '',
    }),
    name: t.exposeString('name'),
    manufacturer: t.exposeString('manufacturer', { nullable: true }),
    dosesPerUnit: t.exposeFloat('dosesPerUnit', { nullable: true }),
    vvmType: t.exposeString('vvmType', { nullable: true }),
    bundles: t.field({
      type: [BundledItemNode],
      description: 'Bundles this variant takes part in, as principal or as bundled variant.',
      resolve: (v, _a, ctx) => ctx.loaders.bundles.load(v.id),
    }),
  }),
});

BundledItemNode.implement({
  description: 'A variant that goes with another (e.g. a vaccine and its diluent), in a ratio.',
  fields: (t) => ({
    id: t.exposeString('id'),
    principalItemVariantId: t.exposeString('principalItemVariantId'),
    bundledItemVariantId: t.exposeString('bundledItemVariantId'),
    principalVariant: t.field({
      type: ItemVariantNode,
      nullable: true,
      resolve: (b, _a, ctx) => findItemVariant(ctx.deps.db, b.principalItemVariantId),
    }),
    bundledVariant: t.field({
      type: ItemVariantNode,
      nullable: true,
      resolve: (b, _a, ctx) => findItemVariant(ctx.deps.db, b.bundledItemVariantId),
    }),
    ratio: t.exposeFloat('ratio', { description: 'Units of the bundled variant per unit.' }),
  }),
});

const PackVariantNode = builder.objectRef<PackVariant>('PackVariantNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    itemId: t.exposeString('itemId'),
    packSize: t.exposeFloat('packSize'),
    name: t.exposeString('name'),
    abbreviation: t.exposeString('abbreviation'),
  }),
});

builder.objectFields(ItemNode, (t) => ({
  variants: t.field({
    type: [ItemVariantNode],
    resolve: (item, _a, ctx) => ctx.loaders.itemVariants.load(item.id),
  }),
  packVariants: t.field({
    type: [PackVariantNode],
    resolve: (item, _a, ctx) => ctx.loaders.packVariants.load(item.id),
  }),
}));

const ItemVariantInput = builder.inputType('ItemVariantInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    itemId: t.string({ required: true }),
    name: t.string({ required: true }),
    manufacturer: t.string(),
    dosesPerUnit: t.float(),
    vvmType: t.string(),
  }),
});
const PackVariantInput = builder.inputType('PackVariantInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    itemId: t.string({ required: true }),
    packSize: t.float({ required: true }),
    name: t.string({ required: true }),
    abbreviation: t.string({ required: true }),
  }),
});
const BundledItemInput = builder.inputType('BundledItemInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    principalItemVariantId: t.string({ required: true }),
    bundledItemVariantId: t.string({ required: true }),
    ratio: t.float({ required: true }),
  }),
});

const VariantMutationError = defineErrorWrapper('ItemVariantMutationError');
const DeletedNode = builder
  .objectRef<{ id: string }>('DeletedNode')
  .implement({ fields: (t) => ({ id: t.exposeString('id') }) });

const answer = <T>(r: Result<T, VariantError>) => respond(r, 'ItemVariantMutationError', toError);
const mutateItem = (storeId: string) => ({
  resource: { storeId, resource: 'MUTATE_ITEM' as const },
});

const isError = (v: object) => 'error' in v;
const ItemVariantResponse = builder.unionType('ItemVariantResponse', {
  types: [ItemVariantNode, VariantMutationError],
  resolveType: (v) => (isError(v) ? 'ItemVariantMutationError' : 'ItemVariantNode'),
});
const PackVariantResponse = builder.unionType('PackVariantResponse', {
  types: [PackVariantNode, VariantMutationError],
  resolveType: (v) => (isError(v) ? 'ItemVariantMutationError' : 'PackVariantNode'),
});
const BundledItemResponse = builder.unionType('BundledItemResponse', {
  types: [BundledItemNode, VariantMutationError],
  resolveType: (v) => (isError(v) ? 'ItemVariantMutationError' : 'BundledItemNode'),
});
const DeleteVariantResponse = builder.unionType('DeleteItemVariantResponse', {
  types: [DeletedNode, VariantMutationError],
  resolveType: (v) => (isError(v) ? 'ItemVariantMutationError' : 'DeletedNode'),
});

builder.mutationFields((t) => ({
  upsertItemVariant: t.field({
    type: ItemVariantResponse,
    nullable: true,
    description: 'Creates or edits an item variant (name unique per item).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: ItemVariantInput, required: true }),
    },
    authScopes: (_p, args) => mutateItem(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertVariant(inStore(ctx, storeId), input)),
  }),
  deleteItemVariant: t.field({
    type: DeleteVariantResponse,
    nullable: true,
    description: 'Deletes an item variant and the bundles it takes part in.',
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => mutateItem(args.storeId),
    resolve: async (_p, { storeId, id }, ctx) =>
      answer(await removeVariant(inStore(ctx, storeId), id)),
  }),
  upsertPackVariant: t.field({
    type: PackVariantResponse,
    nullable: true,
    description: 'Creates or edits a pack variant (pack size above zero, unique per item).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: PackVariantInput, required: true }),
    },
    authScopes: (_p, args) => mutateItem(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertPack(inStore(ctx, storeId), input)),
  }),
  deletePackVariant: t.field({
    type: DeleteVariantResponse,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => mutateItem(args.storeId),
    resolve: async (_p, { storeId, id }, ctx) =>
      answer(await removePack(inStore(ctx, storeId), id)),
  }),
  upsertBundledItem: t.field({
    type: BundledItemResponse,
    nullable: true,
    description:
      'Bundles a variant with a principal variant; a variant already bundled cannot be bundled with others.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: BundledItemInput, required: true }),
    },
    authScopes: (_p, args) => mutateItem(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertBundledItem(inStore(ctx, storeId), input)),
  }),
  deleteBundledItem: t.field({
    type: DeleteVariantResponse,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => mutateItem(args.storeId),
    resolve: async (_p, { storeId, id }, ctx) =>
      answer(await removeBundledItem(inStore(ctx, storeId), id)),
  }),
}));
