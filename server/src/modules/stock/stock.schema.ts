import { builder } from '../../graphql/builder';
import {
  DateFilterInput,
  EqualFilterStringInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../graphql/list-inputs';
import { findLedger } from './ledger.list';
import { STOCK_LINE_SORT_KEYS, listStockLines, type StockLineRow } from './stock-line.list';

export const StockLineNode = builder.objectRef<StockLineRow>('StockLineNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    storeId: t.exposeString('storeId'),
    itemId: t.exposeString('itemId'),
    itemCode: t.exposeString('itemCode'),
    itemName: t.exposeString('itemName'),
    itemUnit: t.exposeString('itemUnit'),
    isVaccine: t.exposeBoolean('isVaccine'),
    batch: t.exposeString('batch', { nullable: true }),
    expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
    packSize: t.exposeFloat('packSize'),
    availableNumberOfPacks: t.exposeFloat('availableNumberOfPacks'),
    totalNumberOfPacks: t.exposeFloat('totalNumberOfPacks'),
    costPricePerPack: t.exposeFloat('costPricePerPack'),
    sellPricePerPack: t.exposeFloat('sellPricePerPack'),
    locationId: t.exposeString('locationId', { nullable: true }),
    locationCode: t.exposeString('locationCode', { nullable: true }),
    locationName: t.exposeString('locationName', { nullable: true }),
    locationOnHold: t.exposeBoolean('locationOnHold'),
    onHold: t.exposeBoolean('onHold'),
    vvmStatusId: t.exposeString('vvmStatusId', { nullable: true }),
    vvmStatusCode: t.exposeString('vvmStatusCode', { nullable: true }),
    barcode: t.exposeString('barcode', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    supplierId: t.exposeString('supplierId', { nullable: true }),
    supplierName: t.exposeString('supplierName', { nullable: true }),
    donorId: t.exposeString('donorId', { nullable: true }),
    donorName: t.exposeString('donorName', { nullable: true }),
  }),
});

const StockLineConnector = builder
  .objectRef<{ totalCount: number; nodes: StockLineRow[] }>('StockLineConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [StockLineNode], resolve: (c) => c.nodes }),
    }),
  });

const StockLineSortFieldInput = builder.enumType('StockLineSortFieldInput', {
  values: STOCK_LINE_SORT_KEYS,
});

const StockLineSortInput = builder.inputType('StockLineSortInput', {
  fields: (t) => ({
    key: t.field({ type: StockLineSortFieldInput, required: true }),
    desc: t.boolean({ defaultValue: false }),
  }),
});

const StockLineFilterInput = builder.inputType('StockLineFilterInput', {
  fields: (t) => ({
    id: t.field({ type: EqualFilterStringInput }),
    itemId: t.field({ type: EqualFilterStringInput }),
    itemCodeOrName: t.field({ type: StringFilterInput }),
    batch: t.field({ type: StringFilterInput }),
    locationId: t.field({ type: EqualFilterStringInput }),
    expiryDate: t.field({ type: DateFilterInput }),
    vvmStatusId: t.field({ type: EqualFilterStringInput }),
    onHold: t.boolean(),
    isAvailable: t.boolean({ description: 'Lines with packs still available to allocate.' }),
    hasPacksInStore: t.boolean({ description: 'Lines with packs in the store (default true).' }),
  }),
});

const LedgerNode = builder
  .objectRef<Awaited<ReturnType<typeof findLedger>>['nodes'][number]>('LedgerNode')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      datetime: t.expose('datetime', { type: 'DateTime' }),
      stockLineId: t.exposeString('stockLineId'),
      itemId: t.exposeString('itemId'),
      invoiceId: t.exposeString('invoiceId'),
      invoiceNumber: t.exposeInt('invoiceNumber'),
      invoiceType: t.exposeString('invoiceType'),
      otherPartyName: t.exposeString('otherPartyName'),
      reason: t.exposeString('reason', { nullable: true }),
      numberOfPacks: t.exposeFloat('numberOfPacks', { description: 'Packs in (+) or out (-).' }),
      packSize: t.exposeFloat('packSize'),
      balancePacks: t.exposeFloat('balancePacks', {
        description: "The stock line's packs after this movement.",
      }),
    }),
  });

const LedgerConnector = builder
  .objectRef<Awaited<ReturnType<typeof findLedger>>>('LedgerConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [LedgerNode], resolve: (c) => c.nodes }),
    }),
  });

builder.queryFields((t) => ({
  stockLines: t.field({
    type: StockLineConnector,
    nullable: true,
    description: 'Stock lines of a store (by default those with packs in the store).',
    args: {
      storeId: t.arg.string({ required: true }),
      filter: t.arg({ type: StockLineFilterInput }),
      page: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: [StockLineSortInput] }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'QUERY_STOCK_LINE' },
    }),
    resolve: (_p, args, ctx) =>
      listStockLines(
        ctx.deps.db,
        ctx.deps.dialect,
        args.storeId,
        args.filter ?? {},
        toPage(args.page),
        (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
      ),
  }),
  ledger: t.field({
    type: LedgerConnector,
    nullable: true,
    description: 'Stock movements of a stock line or an item in a store, newest first.',
    args: {
      storeId: t.arg.string({ required: true }),
      stockLineId: t.arg.string(),
      itemId: t.arg.string(),
      page: t.arg({ type: PaginationInput }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'QUERY_STOCK_LINE' },
    }),
    resolve: (_p, args, ctx) =>
      findLedger(
        ctx.deps.db,
        args.storeId,
        { stockLineId: args.stockLineId ?? null, itemId: args.itemId ?? null },
        toPage(args.page),
      ),
  }),
}));
