import { FORMULAS, type StockStatus } from '@dawa/domain';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import {
  EqualFilterStringInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../graphql/list-inputs';
import { commonErrors } from '../../graphql/common-errors';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import { createItem, editItem, ITEM_TYPES, type ItemError } from './item.service';
import { stockErrors } from '../stock/inventory-adjustment.schema';
import { STOCK_STATUSES, type ItemStatistics } from './item-statistics.service';
import {
  ITEM_STOCK_SORT_KEYS,
  itemStockStatusCounts,
  listItemsByStock,
  needsStockFigures,
} from './item-stock.list';
import { costOf, ROW_COSTS } from '../../graphql/cost';
import { paced } from '../../graphql/paced';
import { ITEM_SORT_KEYS, listItems, type Item, type ItemSortKey } from './item.list';

const isItemSortKey = (key: string): key is ItemSortKey =>
  (ITEM_SORT_KEYS as readonly string[]).includes(key);

/** An item as a store sees it; items of a listed page know the page, so the statistics of the
 * whole page are read together however GraphQL paces the rows. */
type ItemValue = Item & { storeId: string; pageIds?: readonly string[] };

const StockStatusEnum = builder.enumType('StockStatus', { values: STOCK_STATUSES });

const ItemStockStatusCountsNode = builder
  .objectRef<Record<StockStatus, number>>('ItemStockStatusCounts')
  .implement({
    description: 'How many stock items of the store are in each stock status.',
    fields: (t) => ({
      outOfStock: t.int({ resolve: (c) => c.OUT_OF_STOCK }),
      understocked: t.int({ resolve: (c) => c.UNDERSTOCKED }),
      overstocked: t.int({ resolve: (c) => c.OVERSTOCKED }),
      wellStocked: t.int({ resolve: (c) => c.WELL_STOCKED }),
      noConsumption: t.int({ resolve: (c) => c.NO_CONSUMPTION }),
    }),
  });

const ItemStatsNode = builder.objectRef<ItemStatistics>('ItemStatsNode').implement({
  description: `Figures with their inputs. AMC = ${FORMULAS.averageMonthlyConsumption}; months of stock = ${FORMULAS.monthsOfStock}.`,
  fields: (t) => ({
    stockOnHand: t.exposeFloat('stockOnHand', {
      description: 'Units in the store (packs x pack size).',
    }),
    unusableStockOnHand: t.exposeFloat('unusableStockOnHand', {
      description:
        'Units of batches that cannot be issued: on hold, in a location on hold, expired or with an unusable VVM status.',
    }),
    availableStockOnHand: t.exposeFloat('availableStockOnHand', {
      description: 'Units that can be issued: not reserved, of batches that can be issued.',
    }),
    lookBackMonths: t.exposeFloat('lookBackMonths'),
    consumedUnits: t.exposeFloat('consumedUnits', {
      description: 'Units out by shipments and prescriptions in the look-back period.',
    }),
    averageMonthlyConsumption: t.exposeFloat('averageMonthlyConsumption'),
    monthsOfStock: t.exposeFloat('monthsOfStock', {
      nullable: true,
      description:
        'Units of batches that can be issued divided by AMC; null when there is no consumption.',
    }),
    minMonths: t.exposeFloat('minMonths'),
    maxMonths: t.exposeFloat('maxMonths'),
    stockStatus: t.field({ type: StockStatusEnum, resolve: (s) => s.stockStatus }),
    expiringLots: t.exposeInt('expiringLots', { description: 'Lots expiring within 30 days.' }),
    expiringUnits: t.exposeFloat('expiringUnits'),
    expiredUnits: t.exposeFloat('expiredUnits'),
  }),
});

export const ItemNode = builder.objectRef<ItemValue>('ItemNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    unitName: t.exposeString('unit'),
    type: t.exposeString('type', { description: 'STOCK, NON_STOCK or SERVICE' }),
    defaultPackSize: t.exposeFloat('defaultPackSize'),
    dosesPerUnit: t.exposeFloat('dosesPerUnit'),
    isVaccine: t.exposeBoolean('isVaccine'),
    strength: t.exposeString('strength'),
    form: t.exposeString('form'),
    volumePerUnit: t.exposeFloat('volumePerUnit', { description: 'Litres.' }),
    volumePerPack: t.exposeFloat('volumePerPack', { description: 'Cubic metres.' }),
    volumePerOuterPack: t.exposeFloat('volumePerOuterPack', { description: 'Cubic metres.' }),
    manufacturer: t.exposeString('manufacturer'),
    universalCode: t.exposeString('universalCode'),
    universalName: t.exposeString('universalName'),
    stats: t.field({
      type: ItemStatsNode,
      extensions: costOf(ROW_COSTS.itemStatistics),
      resolve: (item, _a, ctx) => ctx.loaders.itemStatistics(item.storeId, item.id, item.pageIds),
    }),
  }),
});

const ItemConnector = builder
  .objectRef<{ totalCount: number; nodes: ItemValue[] }>('ItemConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({
        type: [ItemNode],
        resolve: (c, _a, ctx) => ctx.loaders.hold(paced(c.nodes)),
      }),
    }),
  });

const ItemFilterInput = builder.inputType('ItemFilterInput', {
  fields: (t) => ({
    id: t.field({ type: EqualFilterStringInput }),
    codeOrName: t.field({ type: StringFilterInput }),
    code: t.field({ type: StringFilterInput }),
    type: t.field({ type: EqualFilterStringInput }),
    isVaccine: t.boolean(),
    masterListId: t.field({ type: EqualFilterStringInput }),
    hasStock: t.boolean(),
    stockStatus: t.field({
      type: builder.inputType('StockStatusFilterInput', {
        fields: (f) => ({
          equalTo: f.field({ type: StockStatusEnum }),
          equalAny: f.field({ type: [StockStatusEnum] }),
        }),
      }),
      description: 'Items in this stock status or any of these (usable stock against AMC).',
    }),
  }),
});
const ItemSortInput = builder.inputType('ItemSortInput', {
  fields: (t) => ({
    key: t.field({
      type: builder.enumType('ItemSortFieldInput', {
        values: [...ITEM_SORT_KEYS, ...ITEM_STOCK_SORT_KEYS] as const,
      }),
      required: true,
    }),
    desc: t.boolean({ defaultValue: false }),
  }),
});

const NodeError = defineErrorWrapper('NodeError');
const ItemResponse = builder.unionType('ItemResponse', {
  types: [ItemNode, NodeError],
  resolveType: (v) => ('error' in v ? 'NodeError' : 'ItemNode'),
});

builder.queryFields((t) => ({
  itemStockStatusCounts: t.field({
    type: ItemStockStatusCountsNode,
    nullable: true,
    description:
      "How many of the store's stock items are out of stock, understocked, overstocked, well stocked or without consumption (the dashboard).",
    args: { storeId: t.arg.string({ required: true }) },
    // The figures of every item of the store: a whole store's statistics.
    extensions: costOf(ROW_COSTS.storeStatistics),
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, args, ctx) => itemStockStatusCounts(inStore(ctx, args.storeId)),
  }),
  items: t.field({
    type: ItemConnector,
    nullable: true,
    description: 'Items visible to the store through its master lists.',
    args: {
      storeId: t.arg.string({ required: true }),
      filter: t.arg({ type: ItemFilterInput }),
      page: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: [ItemSortInput] }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: async (_p, args, ctx) => {
      const { stockStatus, ...plain } = args.filter ?? {};
      const statuses = stockStatus
        ? [...(stockStatus.equalTo ? [stockStatus.equalTo] : []), ...(stockStatus.equalAny ?? [])]
        : null;
      const filter = { ...plain, stockStatus: statuses };
      const sort = (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false }));
      let r: { totalCount: number; nodes: Item[] };
      if (needsStockFigures(filter, sort)) {
        const byStock = await listItemsByStock(
          inStore(ctx, args.storeId),
          filter,
          toPage(args.page),
          sort,
        );
        ctx.loaders.primeItemStatistics(args.storeId, byStock.stats);
        r = byStock;
      } else {
        const sqlSort = sort.flatMap((s) =>
          isItemSortKey(s.key) ? [{ key: s.key, desc: s.desc }] : [],
        );
        r = await listItems(
          ctx.deps.db,
          ctx.deps.dialect,
          args.storeId,
          filter,
          toPage(args.page),
          sqlSort,
        );
      }
      const pageIds = r.nodes.map((n) => n.id);
      return {
        totalCount: r.totalCount,
        nodes: r.nodes.map((n) => ({ ...n, storeId: args.storeId, pageIds })),
      };
    },
  }),
  item: t.field({
    type: ItemResponse,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: async (_p, args, ctx) => {
      const r = await listItems(
        ctx.deps.db,
        ctx.deps.dialect,
        args.storeId,
        { id: { equalTo: args.id } },
        { first: 1, offset: 0 },
        [],
      );
      const node = r.nodes[0];
      return node
        ? { ...node, storeId: args.storeId }
        : { __typename: 'NodeError', error: stockErrors.recordNotFound() };
    },
  }),
}));

const itemErrors = {
  codeRequired: defineUserError('ItemCodeRequired', 'A code is required'),
  masterListRequired: defineUserError(
    'MasterListRequired',
    'Choose at least one master list of this store, so the store sees the item',
  ),
};

function toItemError(e: ItemError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
      return commonErrors.recordNotFound();
    case 'CodeRequired':
      return itemErrors.codeRequired();
    case 'NameRequired':
      return commonErrors.nameRequired();
    case 'UniqueValueViolation':
      return commonErrors.uniqueValueViolation({ field: e.field });
    case 'PackSizeNotPositive':
      return commonErrors.invalidPackSize();
    case 'ValueNotPositive':
      return commonErrors.valueNotPositive({ field: e.field });
    case 'ValueNegative':
      return commonErrors.valueNegative({ field: e.field });
    case 'MasterListRequired':
      return itemErrors.masterListRequired();
  }
}

const ItemTypeEnum = builder.enumType('ItemType', { values: ITEM_TYPES });

type BuilderTypes = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const itemInputFields = (t: PothosSchemaTypes.InputFieldBuilder<BuilderTypes, 'InputObject'>) => ({
  id: t.string({ required: true }),
  code: t.string(),
  name: t.string(),
  unitName: t.string(),
  type: t.field({ type: ItemTypeEnum }),
  defaultPackSize: t.float(),
  dosesPerUnit: t.float(),
  isVaccine: t.boolean(),
  strength: t.string(),
  form: t.string(),
  volumePerUnit: t.float(),
  volumePerPack: t.float(),
  volumePerOuterPack: t.float(),
  manufacturer: t.string(),
  universalCode: t.string(),
  universalName: t.string(),
});
const InsertItemInput = builder.inputType('InsertItemInput', {
  fields: (t) => ({
    ...itemInputFields(t),
    masterListIds: t.stringList({
      required: true,
      description: 'Master lists of the store the new item joins (at least one).',
    }),
  }),
});
const UpdateItemInput = builder.inputType('UpdateItemInput', {
  fields: (t) => itemInputFields(t),
});

const ItemMutationError = defineErrorWrapper('ItemMutationError');
const ItemMutationResponse = builder.unionType('ItemMutationResponse', {
  types: [ItemNode, ItemMutationError],
  resolveType: (v) => ('error' in v ? 'ItemMutationError' : 'ItemNode'),
});

// Create and edit share their shape: the item in, the item or an error out.
for (const [name, input, run, description] of [
  ['insertItem', InsertItemInput, createItem, 'Creates an item on master lists the store sees.'],
  [
    'updateItem',
    UpdateItemInput,
    editItem,
    'Edits an item the store sees; fields left out keep their value.',
  ],
] as const) {
  builder.mutationField(name, (t) =>
    t.field({
      type: ItemMutationResponse,
      nullable: true,
      description,
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: input, required: true }),
      },
      authScopes: (_p, args) => ({
        resource: { storeId: args.storeId, resource: 'MUTATE_ITEM' },
      }),
      resolve: async (_p, { storeId, input: sent }, ctx) => {
        const { unitName, ...rest } = sent as typeof sent & { masterListIds?: string[] };
        const r = await run(inStore(ctx, storeId), {
          masterListIds: [],
          ...rest,
          unit: unitName,
        });
        return respond(r, 'ItemMutationError', toItemError, (item) => ({ ...item, storeId }));
      },
    }),
  );
}
