import { FORMULAS } from '@dawa/domain';
import { builder } from '../../graphql/builder';
import {
  EqualFilterStringInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../graphql/list-inputs';
import { defineErrorWrapper } from '../../graphql/user-error';
import { stockErrors } from '../stock/inventory-adjustment.schema';
import { itemStatistics, type ItemStatistics } from './item-statistics.service';
import { ITEM_SORT_KEYS, listItems, type Item } from './item.list';

type ItemValue = Item & { storeId: string };

const StockStatusEnum = builder.enumType('StockStatus', {
  values: [
    'OUT_OF_STOCK',
    'UNDERSTOCKED',
    'OVERSTOCKED',
    'WELL_STOCKED',
    'NO_CONSUMPTION',
  ] as const,
});

const ItemStatsNode = builder.objectRef<ItemStatistics>('ItemStatsNode').implement({
  description: `Figures with their inputs. AMC = ${FORMULAS.averageMonthlyConsumption}; months of stock = ${FORMULAS.monthsOfStock}.`,
  fields: (t) => ({
    stockOnHand: t.exposeFloat('stockOnHand', {
      description: 'Units in the store (packs x pack size).',
    }),
    availableStockOnHand: t.exposeFloat('availableStockOnHand', {
      description: 'Units not reserved.',
    }),
    lookBackMonths: t.exposeFloat('lookBackMonths'),
    consumedUnits: t.exposeFloat('consumedUnits', {
      description: 'Units out by shipments and prescriptions in the look-back period.',
    }),
    averageMonthlyConsumption: t.exposeFloat('averageMonthlyConsumption'),
    monthsOfStock: t.exposeFloat('monthsOfStock', {
      nullable: true,
      description: 'Null when there is no consumption.',
    }),
    minMonths: t.exposeFloat('minMonths'),
    maxMonths: t.exposeFloat('maxMonths'),
    stockStatus: t.field({ type: StockStatusEnum, resolve: (s) => s.stockStatus }),
    expiringLots: t.exposeInt('expiringLots', { description: 'Lots expiring within 30 days.' }),
    expiringUnits: t.exposeFloat('expiringUnits'),
    expiredUnits: t.exposeFloat('expiredUnits'),
  }),
});

const ItemNode = builder.objectRef<ItemValue>('ItemNode').implement({
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
      resolve: async (item, _a, ctx) => {
        const stats = (await itemStatistics(ctx.deps, item.storeId, [item.id])).get(item.id);
        if (!stats) throw new Error('no statistics computed');
        return stats;
      },
    }),
  }),
});

const ItemConnector = builder
  .objectRef<{ totalCount: number; nodes: ItemValue[] }>('ItemConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [ItemNode], resolve: (c) => c.nodes }),
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
  }),
});
const ItemSortInput = builder.inputType('ItemSortInput', {
  fields: (t) => ({
    key: t.field({
      type: builder.enumType('ItemSortFieldInput', { values: ITEM_SORT_KEYS }),
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
      const r = await listItems(
        ctx.deps.db,
        ctx.deps.dialect,
        args.storeId,
        args.filter ?? {},
        toPage(args.page),
        (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
      );
      return {
        totalCount: r.totalCount,
        nodes: r.nodes.map((n) => ({ ...n, storeId: args.storeId })),
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
