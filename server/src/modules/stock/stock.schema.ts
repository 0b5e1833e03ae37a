import { UNUSABLE_REASONS, unusableReasons, type UnusableReason } from '@dawa/domain';
import { builder } from '../../graphql/builder';
import {
  DateFilterInput,
  EqualFilterStringInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../graphql/list-inputs';
import type { RequestContext } from '../../graphql/context';
import type { Loaders, StoreItem } from '../../graphql/loaders';
import { InvoiceNode } from '../invoices/invoice.schema';
import { ItemNode } from '../items/item.schema';
import { LocationNode } from '../locations/location.schema';
import type { Name } from '../names/name.list';
import { NameNode } from '../names/name.schema';
import { VvmStatusNode } from '../reasons/reason.schema';
import type { VvmStatus } from '../reasons/vvm-status.loader';
import { paced } from '../../graphql/paced';
import { findLedger, type LedgerEntry } from './ledger.list';
import { batchExpirySummary, type BatchExpirySummary } from './stock-summary.list';
import { STOCK_LINE_SORT_KEYS, listStockLines } from './stock-line.list';
import type { StockLine } from './stock-line.types';

/** A store's location as its loader answers it (null: none, or not the store's). */
type LocationOrNone = Awaited<ReturnType<Loaders['location']['load']>>;

/** What a stock line links to, read for a whole page at once (see linkPage). */
interface StockLineLinks {
  item: StoreItem;
  location: LocationOrNone;
  vvmStatus: VvmStatus | null;
  supplier: Name | null;
  donor: Name | null;
}

/** A stock line as a node: a row of the stock list, whose links were read for its whole page,
 * or a line a service produced, whose links the loaders read when asked. A list row answers
 * its links synchronously: a promise per field of every row of a 1,000-row page costs the
 * event loop tens of milliseconds. */
export type StockLineValue = StockLine & { links?: StockLineLinks };

async function itemOf(l: StockLine, ctx: RequestContext): Promise<StoreItem> {
  const item = await ctx.loaders.item.load({ storeId: l.storeId, id: l.itemId });
  if (!item) throw new Error(`stock line ${l.id}: its item is missing`);
  return item;
}

const locationOf = (l: StockLine, ctx: RequestContext) =>
  l.locationId
    ? ctx.loaders.location.load({ storeId: l.storeId, id: l.locationId })
    : Promise.resolve(null);

const nameOf = (id: string | null, ctx: RequestContext) =>
  id ? ctx.loaders.name.load(id) : Promise.resolve(null);

const vvmStatusOf = (l: StockLine, ctx: RequestContext) =>
  l.vvmStatusId ? ctx.loaders.vvmStatus.load(l.vvmStatusId) : Promise.resolve(null);

async function linksOf(l: StockLine, ctx: RequestContext): Promise<StockLineLinks> {
  const [item, location, vvmStatus, supplier, donor] = await Promise.all([
    itemOf(l, ctx),
    locationOf(l, ctx),
    vvmStatusOf(l, ctx),
    nameOf(l.supplierId, ctx),
    nameOf(l.donorId, ctx),
  ]);
  return { item, location, vvmStatus, supplier, donor };
}

/** A page of lines with their links: one read per kind of linked node for the whole page
 * (the loaders batch every row's keys), the same work as joining them to the page's rows. */
const linkPage = (lines: readonly StockLine[], ctx: RequestContext): Promise<StockLineValue[]> =>
  Promise.all(lines.map(async (l) => ({ ...l, links: await linksOf(l, ctx) })));

export const UnusableReasonEnum = builder.enumType('UnusableReason', {
  description:
    'Why a batch cannot be issued: on hold, in a location on hold, expired, or a VVM status marked unusable.',
  values: UNUSABLE_REASONS,
});

/** Why the line cannot be issued today (the server's day), empty when it can. */
function unusableReasonsOf(
  l: StockLineValue,
  ctx: RequestContext,
): UnusableReason[] | Promise<UnusableReason[]> {
  const today = ctx.deps.clock().toISOString().slice(0, 10);
  const reasons = (location: LocationOrNone, vvmStatus: VvmStatus | null) =>
    unusableReasons(
      {
        onHold: l.onHold,
        locationOnHold: Boolean(location?.onHold),
        expiryDate: l.expiryDate,
        vvmUnusable: Boolean(vvmStatus?.unusable),
      },
      today,
    );
  if (l.links) return reasons(l.links.location, l.links.vvmStatus);
  return Promise.all([locationOf(l, ctx), vvmStatusOf(l, ctx)]).then(([location, vvm]) =>
    reasons(location, vvm),
  );
}

export const StockLineNode = builder.objectRef<StockLineValue>('StockLineNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    storeId: t.exposeString('storeId'),
    itemId: t.exposeString('itemId'),
    item: t.field({ type: ItemNode, resolve: (l, _a, ctx) => l.links?.item ?? itemOf(l, ctx) }),
    batch: t.exposeString('batch', { nullable: true }),
    expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
    packSize: t.exposeFloat('packSize'),
    availableNumberOfPacks: t.exposeFloat('availableNumberOfPacks'),
    totalNumberOfPacks: t.exposeFloat('totalNumberOfPacks'),
    costPricePerPack: t.exposeFloat('costPricePerPack'),
    sellPricePerPack: t.exposeFloat('sellPricePerPack'),
    locationId: t.exposeString('locationId', { nullable: true }),
    location: t.field({
      type: LocationNode,
      nullable: true,
      resolve: (l, _a, ctx) => (l.links ? l.links.location : locationOf(l, ctx)),
    }),
    onHold: t.exposeBoolean('onHold', {
      description:
        "The line's own hold; a line in a location on hold is held too (location { onHold }).",
    }),
    unusableReasons: t.field({
      type: [UnusableReasonEnum],
      description:
        'Why the batch cannot be issued (empty when it can): its packs count in stock on hand, not in available stock or months of stock.',
      resolve: (l, _a, ctx) => unusableReasonsOf(l, ctx),
    }),
    vvmStatusId: t.exposeString('vvmStatusId', { nullable: true }),
    vvmStatus: t.field({
      type: VvmStatusNode,
      nullable: true,
      resolve: (l, _a, ctx) => (l.links ? l.links.vvmStatus : vvmStatusOf(l, ctx)),
    }),
    barcode: t.exposeString('barcode', { nullable: true }),
    note: t.exposeString('note', { nullable: true }),
    supplierId: t.exposeString('supplierId', { nullable: true }),
    supplier: t.field({
      type: NameNode,
      nullable: true,
      resolve: (l, _a, ctx) => (l.links ? l.links.supplier : nameOf(l.supplierId, ctx)),
    }),
    donorId: t.exposeString('donorId', { nullable: true }),
    donor: t.field({
      type: NameNode,
      nullable: true,
      resolve: (l, _a, ctx) => (l.links ? l.links.donor : nameOf(l.donorId, ctx)),
    }),
  }),
});

const StockLineConnector = builder
  .objectRef<{ totalCount: number; nodes: StockLineValue[] }>('StockLineConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({
        type: [StockLineNode],
        resolve: (c, _a, ctx) => ctx.loaders.hold(paced(c.nodes)),
      }),
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

/** A ledger row, with the store it was read in (its links are that store's). */
type LedgerValue = LedgerEntry & { storeId: string };

const LedgerNode = builder.objectRef<LedgerValue>('LedgerNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    datetime: t.expose('datetime', { type: 'DateTime' }),
    stockLineId: t.exposeString('stockLineId'),
    stockLine: t.field({
      type: StockLineNode,
      resolve: async (m, _a, ctx) => {
        const line = await ctx.loaders.stockLine.load({ storeId: m.storeId, id: m.stockLineId });
        if (!line) throw new Error(`movement ${m.id}: its stock line is missing`);
        return line;
      },
    }),
    itemId: t.exposeString('itemId'),
    item: t.field({
      type: ItemNode,
      resolve: async (m, _a, ctx) => {
        const item = await ctx.loaders.item.load({ storeId: m.storeId, id: m.itemId });
        if (!item) throw new Error(`movement ${m.id}: its item is missing`);
        return item;
      },
    }),
    invoiceId: t.exposeString('invoiceId'),
    invoice: t.field({
      type: InvoiceNode,
      description: 'The document this movement came from.',
      resolve: async (m, _a, ctx) => {
        const invoice = await ctx.loaders.invoice.load({ storeId: m.storeId, id: m.invoiceId });
        if (!invoice) throw new Error(`movement ${m.id}: its document is missing`);
        return invoice;
      },
    }),
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
  .objectRef<{ totalCount: number; nodes: LedgerValue[] }>('LedgerConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({
        type: [LedgerNode],
        resolve: (c, _a, ctx) => ctx.loaders.hold(paced(c.nodes)),
      }),
    }),
  });

const BatchExpirySummaryNode = builder
  .objectRef<BatchExpirySummary>('BatchExpirySummary')
  .implement({
    description:
      'Batches with packs in the store that have expired or expire soon (the dashboard).',
    fields: (t) => ({
      expiredBatches: t.exposeInt('expiredBatches'),
      expiringBatches: t.exposeInt('expiringBatches', {
        description: 'Batches expiring from today to expiringUntil, both included.',
      }),
      today: t.expose('today', { type: 'NaiveDate' }),
      expiringUntil: t.expose('expiringUntil', { type: 'NaiveDate' }),
      expiringWithinDays: t.exposeInt('expiringWithinDays'),
    }),
  });

builder.queryFields((t) => ({
  batchExpirySummary: t.field({
    type: BatchExpirySummaryNode,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'QUERY_STOCK_LINE' },
    }),
    resolve: (_p, args, ctx) =>
      batchExpirySummary(ctx.deps.db, args.storeId, ctx.deps.clock().toISOString().slice(0, 10)),
  }),
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
    resolve: async (_p, args, ctx) => {
      const page = await listStockLines(
        ctx.deps.db,
        ctx.deps.dialect,
        args.storeId,
        args.filter ?? {},
        toPage(args.page),
        (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
      );
      return { totalCount: page.totalCount, nodes: await linkPage(page.nodes, ctx) };
    },
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
    resolve: async (_p, args, ctx) => {
      const found = await findLedger(
        ctx.deps.db,
        args.storeId,
        { stockLineId: args.stockLineId ?? null, itemId: args.itemId ?? null },
        toPage(args.page),
      );
      return {
        totalCount: found.totalCount,
        nodes: found.nodes.map((m) => ({ ...m, storeId: args.storeId })),
      };
    },
  }),
}));
