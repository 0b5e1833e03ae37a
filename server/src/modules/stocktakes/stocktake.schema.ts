// Stocktakes in the API (issue 12 part 1): the list and one stocktake with its lines (with
// STOCKTAKE_QUERY), and every change (with STOCKTAKE_MUTATE). Thin: each field calls its
// operation and turns the result into its response union. Lines link to their item, batch,
// location, VVM status and donor through the request's loaders (one query per kind for all the
// lines of a stocktake, however many).
import {
  MAX_PAGE_SIZE,
  MISMATCH_RESOLUTIONS,
  STOCKTAKE_SORT_KEYS,
  STOCKTAKE_STATUSES,
  countDifference,
  isSnapshotMismatch,
} from '@dawa/domain';
import type { ArgBuilder } from '@pothos/core';
import type { Result } from '../../common/result';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import { costRowsOf } from '../../graphql/cost';
import {
  DateFilterInput,
  DatetimeFilterInput,
  EqualFilterStringInput,
  NumberFilterInput,
  PaginationInput,
  StringFilterInput,
  toPage,
} from '../../graphql/list-inputs';
import { defineErrorWrapper, respond } from '../../graphql/user-error';
import { InvoiceNode } from '../invoices/invoice.schema';
import { ItemNode } from '../items/item.schema';
import { LocationNode } from '../locations/location.schema';
import { NameNode } from '../names/name.schema';
import { ReasonOptionNode, VvmStatusNode } from '../reasons/reason.schema';
import { StockLineNode } from '../stock/stock.schema';
import { finaliseStocktake } from './finalise';
import { insertStocktakeOf } from './insert';
import {
  countLinesAsSnapshot,
  deleteStocktakeLinesOf,
  insertStocktakeLinesOf,
  updateStocktakeLinesOf,
} from './lines';
import { resolveStocktakeMismatch } from './mismatch';
import { toStocktakeUserError } from './stocktake-errors.schema';
import type { StocktakeError } from './stocktake.errors';
import { findStocktake, lineCounts, listStocktakes, readStocktakeLines } from './stocktake.list';
import {
  STOCKTAKE_LINE_SORT_KEYS,
  readItemGroups,
  readLineFigures,
  readLinePage,
  type StocktakeItemGroup,
  type StocktakeLineFigures,
} from './stocktake.lines-page';
import type { Stocktake, StocktakeLineRow } from './stocktake.types';
import { deleteStocktake, updateStocktake } from './update';

const QUERY = 'QUERY_STOCKTAKE' as const;
const MUTATE = 'MUTATE_STOCKTAKE' as const;

const StocktakeStatusEnum = builder.enumType('StocktakeNodeStatus', { values: STOCKTAKE_STATUSES });
const ResolutionEnum = builder.enumType('StocktakeMismatchResolution', {
  values: MISMATCH_RESOLUTIONS,
  description:
    'KEEP_COUNT: the snapshot becomes the stock now and the count stays (adjusted against current stock); RECOUNT: the snapshot becomes the stock now and the count is cleared.',
});

/** `finalised`: a line of a finalised stocktake, whose count is history, not a mismatch. */
type LineValue = StocktakeLineRow & { storeId: string; finalised?: boolean };

const StocktakeLineNode = builder.objectRef<LineValue>('StocktakeLineNode').implement({
  description:
    'A line of a stocktake: a batch (or an item found without one) with its snapshot, its count (null while uncounted) and the batch fields the count corrects.',
  fields: (t) => ({
    id: t.exposeString('id'),
    stocktakeId: t.exposeString('stocktakeId'),
    itemId: t.exposeString('itemId'),
    itemName: t.exposeString('itemName'),
    itemCode: t.exposeString('itemCode'),
    item: t.field({
      type: ItemNode,
      nullable: true,
      resolve: (l, _a, ctx) => ctx.loaders.item.load({ storeId: l.storeId, id: l.itemId }),
    }),
    stockLineId: t.exposeString('stockLineId', { nullable: true }),
    stockLine: t.field({
      type: StockLineNode,
      nullable: true,
      resolve: (l, _a, ctx) =>
        l.stockLineId
          ? ctx.loaders.stockLine.load({ storeId: l.storeId, id: l.stockLineId })
          : null,
    }),
    locationId: t.exposeString('locationId', { nullable: true }),
    location: t.field({
      type: LocationNode,
      nullable: true,
      resolve: (l, _a, ctx) =>
        l.locationId ? ctx.loaders.location.load({ storeId: l.storeId, id: l.locationId }) : null,
    }),
    batch: t.exposeString('batch', { nullable: true }),
    expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
    packSize: t.exposeFloat('packSize'),
    costPricePerPack: t.exposeFloat('costPricePerPack'),
    sellPricePerPack: t.exposeFloat('sellPricePerPack'),
    snapshotNumberOfPacks: t.exposeFloat('snapshotNumberOfPacks', {
      description: "The batch's total packs when the line was made (or its mismatch settled).",
    }),
    countedNumberOfPacks: t.exposeFloat('countedNumberOfPacks', { nullable: true }),
    difference: t.float({
      nullable: true,
      description: 'Counted minus snapshot, in packs (null while uncounted).',
      resolve: (l) => countDifference(l),
    }),
    currentNumberOfPacks: t.float({
      nullable: true,
      description: "The batch's total packs now (null without a batch).",
      resolve: (l) => l.currentTotalNumberOfPacks,
    }),
    hasSnapshotMismatch: t.boolean({
      description:
        'Counted, and its batch no longer holds the snapshot: stock moved during the count (settle it with resolveStocktakeMismatch). Never on a finalised stocktake: its counts are history.',
      resolve: (l) =>
        !l.finalised &&
        isSnapshotMismatch(
          l,
          l.currentTotalNumberOfPacks === null
            ? undefined
            : {
                totalNumberOfPacks: l.currentTotalNumberOfPacks,
                availableNumberOfPacks: l.currentAvailableNumberOfPacks ?? 0,
              },
        ),
    }),
    reasonOptionId: t.exposeString('reasonOptionId', { nullable: true }),
    reasonOption: t.field({
      type: ReasonOptionNode,
      nullable: true,
      description: 'The reason of the difference (log reasons are central data).',
      resolve: (l, _a, ctx) =>
        l.reasonOptionId ? ctx.loaders.reasonOption.load(l.reasonOptionId) : null,
    }),
    note: t.exposeString('note', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    vvmStatusId: t.exposeString('vvmStatusId', { nullable: true }),
    vvmStatus: t.field({
      type: VvmStatusNode,
      nullable: true,
      resolve: (l, _a, ctx) => (l.vvmStatusId ? ctx.loaders.vvmStatus.load(l.vvmStatusId) : null),
    }),
    donorId: t.exposeString('donorId', { nullable: true }),
    donor: t.field({
      type: NameNode,
      nullable: true,
      resolve: (l, _a, ctx) => (l.donorId ? ctx.loaders.name.load(l.donorId) : null),
    }),
  }),
});

const StocktakeNode = builder.objectRef<Stocktake>('StocktakeNode').implement({
  description: 'A count of the stock of a store: NEW (possibly on hold or locked) until FINALISED.',
  fields: (t) => ({
    id: t.exposeString('id'),
    stocktakeNumber: t.exposeInt('stocktakeNumber'),
    status: t.expose('status', { type: StocktakeStatusEnum }),
    description: t.exposeString('description', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    stocktakeDate: t.expose('stocktakeDate', { type: 'NaiveDate', nullable: true }),
    onHold: t.exposeBoolean('onHold'),
    isLocked: t.exposeBoolean('isLocked'),
    isInitial: t.exposeBoolean('isInitial'),
    createdDatetime: t.expose('createdDatetime', { type: 'DateTime' }),
    finalisedDatetime: t.expose('finalisedDatetime', { type: 'DateTime', nullable: true }),
    enteredBy: t.string({
      nullable: true,
      resolve: async (s, _a, ctx) =>
        s.userId ? ((await ctx.loaders.userName.load(s.userId))?.name ?? null) : null,
    }),
    inventoryAdditionId: t.exposeString('inventoryAdditionId', { nullable: true }),
    inventoryAddition: t.field({
      type: InvoiceNode,
      nullable: true,
      resolve: (s, _a, ctx) =>
        s.inventoryAdditionId
          ? ctx.loaders.invoice.load({ storeId: s.storeId, id: s.inventoryAdditionId })
          : null,
    }),
    inventoryReductionId: t.exposeString('inventoryReductionId', { nullable: true }),
    inventoryReduction: t.field({
      type: InvoiceNode,
      nullable: true,
      resolve: (s, _a, ctx) =>
        s.inventoryReductionId
          ? ctx.loaders.invoice.load({ storeId: s.storeId, id: s.inventoryReductionId })
          : null,
    }),
    lineCount: t.int({
      description: 'How many lines it has.',
      resolve: async (s, _a, ctx) => (await lineCounts(ctx.deps.db, [s.id])).get(s.id)?.lines ?? 0,
    }),
    countedLineCount: t.int({
      description: 'How many of its lines are counted.',
      resolve: async (s, _a, ctx) =>
        (await lineCounts(ctx.deps.db, [s.id])).get(s.id)?.counted ?? 0,
    }),
    lines: t.field({
      type: [StocktakeLineNode],
      description: 'Every line, by item name, then expiry and batch.',
      // Counted as a full page of rows, not as a short list: twenty aliases of a 10,000-line
      // stocktake's lines would otherwise pass the cost check and hold the server (the page
      // reads them a page at a time: stocktakeLines).
      extensions: costRowsOf(MAX_PAGE_SIZE),
      resolve: async (s, _a, ctx) =>
        (await readStocktakeLines(ctx.deps.db, s.id)).map((l) => ({
          ...l,
          storeId: s.storeId,
          finalised: s.status === 'FINALISED',
        })),
    }),
  }),
});

const StocktakeConnector = builder
  .objectRef<{ totalCount: number; nodes: Stocktake[] }>('StocktakeConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [StocktakeNode], resolve: (c) => c.nodes }),
    }),
  });

const StocktakeFilterInput = builder.inputType('StocktakeFilterInput', {
  fields: (t) => ({
    id: t.field({ type: EqualFilterStringInput }),
    status: t.field({ type: EqualFilterStringInput }),
    stocktakeNumber: t.field({ type: NumberFilterInput }),
    description: t.field({ type: StringFilterInput }),
    comment: t.field({ type: StringFilterInput }),
    stocktakeDate: t.field({ type: DateFilterInput }),
    createdDatetime: t.field({ type: DatetimeFilterInput }),
    finalisedDatetime: t.field({ type: DatetimeFilterInput }),
    onHold: t.boolean(),
    isLocked: t.boolean(),
  }),
});
const StocktakeSortFieldInput = builder.enumType('StocktakeSortFieldInput', {
  values: STOCKTAKE_SORT_KEYS,
});
const StocktakeSortInput = builder.inputType('StocktakeSortInput', {
  fields: (t) => ({
    key: t.field({ type: StocktakeSortFieldInput, required: true }),
    desc: t.boolean(),
  }),
});

builder.queryFields((t) => ({
  stocktakes: t.field({
    type: StocktakeConnector,
    nullable: true,
    description: "The store's stocktakes, newest number first by default.",
    args: {
      storeId: t.arg.string({ required: true }),
      filter: t.arg({ type: StocktakeFilterInput }),
      page: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: [StocktakeSortInput] }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: (_p, args, ctx) =>
      listStocktakes(
        ctx.deps.db,
        ctx.deps.dialect,
        args.storeId,
        args.filter ?? {},
        toPage(args.page),
        (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
      ),
  }),
  stocktake: t.field({
    type: StocktakeNode,
    nullable: true,
    description: "One of the store's stocktakes (null when there is none with this id).",
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: async (_p, args, ctx) =>
      (await findStocktake(ctx.deps.db, args.storeId, args.id)) ?? null,
  }),
}));

const StocktakeLineFilterInput = builder.inputType('StocktakeLineFilterInput', {
  fields: (t) => ({
    id: t.field({ type: EqualFilterStringInput }),
    itemId: t.field({ type: EqualFilterStringInput }),
    locationId: t.field({ type: EqualFilterStringInput }),
    item: t.field({ type: StringFilterInput, description: "The item's code or name." }),
    counted: t.boolean({ description: 'true: counted lines; false: lines not counted yet.' }),
    hasDifference: t.boolean({ description: 'Counted, and the count differs from the snapshot.' }),
    hasSnapshotMismatch: t.boolean({
      description: 'Counted, and its batch no longer holds the snapshot (see hasSnapshotMismatch).',
    }),
  }),
});
const StocktakeLineSortFieldInput = builder.enumType('StocktakeLineSortFieldInput', {
  values: STOCKTAKE_LINE_SORT_KEYS,
});
const StocktakeLineSortInput = builder.inputType('StocktakeLineSortInput', {
  fields: (t) => ({
    key: t.field({ type: StocktakeLineSortFieldInput, required: true }),
    desc: t.boolean(),
  }),
});
const StocktakeLineConnector = builder
  .objectRef<{ totalCount: number; nodes: LineValue[] }>('StocktakeLineConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [StocktakeLineNode], resolve: (c) => c.nodes }),
    }),
  });
const StocktakeItemGroupNode = builder
  .objectRef<StocktakeItemGroup>('StocktakeItemGroupNode')
  .implement({
    description: 'An item of a stocktake with the figures of its lines the filter keeps.',
    fields: (t) => ({
      id: t.exposeString('itemId', { description: "The item's id." }),
      itemId: t.exposeString('itemId'),
      itemCode: t.exposeString('itemCode'),
      itemName: t.exposeString('itemName'),
      lineCount: t.exposeInt('lineCount'),
      countedLineCount: t.exposeInt('countedLineCount'),
      countedUnits: t.exposeFloat('countedUnits', {
        description: 'Packs counted times pack size (an uncounted line counts nothing).',
      }),
    }),
  });
const StocktakeItemGroupConnector = builder
  .objectRef<{ totalCount: number; nodes: StocktakeItemGroup[] }>('StocktakeItemGroupConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [StocktakeItemGroupNode], resolve: (c) => c.nodes }),
    }),
  });
const StocktakeLineFiguresNode = builder
  .objectRef<StocktakeLineFigures>('StocktakeLineFiguresNode')
  .implement({
    description: 'How many lines (of those the filter keeps) are in each state, in one query.',
    fields: (t) => ({
      lineCount: t.exposeInt('lineCount'),
      countedLineCount: t.exposeInt('countedLineCount'),
      uncountedLineCount: t.int({ resolve: (f) => f.lineCount - f.countedLineCount }),
      withDifferenceLineCount: t.exposeInt('withDifferenceLineCount'),
      mismatchedLineCount: t.exposeInt('mismatchedLineCount'),
      countedUnits: t.exposeFloat('countedUnits'),
    }),
  });

const lineArgs = (t: ArgBuilder<Types>) => ({
  storeId: t.string({ required: true }),
  stocktakeId: t.string({ required: true }),
  filter: t({ type: StocktakeLineFilterInput }),
});
const pagedLineArgs = (t: ArgBuilder<Types>) => ({
  ...lineArgs(t),
  page: t({ type: PaginationInput }),
  sort: t({ type: [StocktakeLineSortInput] }),
});
const sortOf = (
  sort:
    | readonly { key: (typeof STOCKTAKE_LINE_SORT_KEYS)[number]; desc?: boolean | null }[]
    | null
    | undefined,
) => (sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false }));

builder.queryFields((t) => ({
  stocktakeLines: t.field({
    type: StocktakeLineConnector,
    nullable: true,
    description:
      "A page of a stocktake's lines the filter keeps (null when the store has no such stocktake).",
    args: pagedLineArgs(t.arg),
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: async (_p, args, ctx) => {
      const s = await findStocktake(ctx.deps.db, args.storeId, args.stocktakeId);
      if (!s) return null;
      const page = await readLinePage(
        ctx.deps.db,
        ctx.deps.dialect,
        s,
        args.filter ?? {},
        toPage(args.page),
        sortOf(args.sort),
      );
      return {
        totalCount: page.totalCount,
        nodes: page.nodes.map((l) => ({
          ...l,
          storeId: s.storeId,
          finalised: s.status === 'FINALISED',
        })),
      };
    },
  }),
  stocktakeItemGroups: t.field({
    type: StocktakeItemGroupConnector,
    nullable: true,
    description:
      "A page of a stocktake's items (group by item) with the figures of their lines the filter keeps, by item name (or code).",
    args: pagedLineArgs(t.arg),
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: async (_p, args, ctx) => {
      const s = await findStocktake(ctx.deps.db, args.storeId, args.stocktakeId);
      return s
        ? readItemGroups(
            ctx.deps.db,
            ctx.deps.dialect,
            s,
            args.filter ?? {},
            toPage(args.page),
            sortOf(args.sort),
          )
        : null;
    },
  }),
  stocktakeLineFigures: t.field({
    type: StocktakeLineFiguresNode,
    nullable: true,
    description:
      "How many of a stocktake's lines (those the filter keeps) are counted, uncounted, with a difference and mismatched, and the units counted.",
    args: lineArgs(t.arg),
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: async (_p, args, ctx) => {
      const s = await findStocktake(ctx.deps.db, args.storeId, args.stocktakeId);
      return s ? readLineFigures(ctx.deps.db, ctx.deps.dialect, s, args.filter ?? {}) : null;
    },
  }),
}));

const StocktakeMutationError = defineErrorWrapper('StocktakeMutationError');
const StocktakeResponse = builder.unionType('StocktakeResponse', {
  types: [StocktakeNode, StocktakeMutationError],
  resolveType: (v) => ('error' in v ? 'StocktakeMutationError' : 'StocktakeNode'),
});
const StocktakeLinesNode = builder
  .objectRef<{ lines: LineValue[] }>('StocktakeLinesNode')
  .implement({
    description: 'The lines an operation wrote, as they now are.',
    fields: (t) => ({ lines: t.field({ type: [StocktakeLineNode], resolve: (v) => v.lines }) }),
  });
const StocktakeLinesResponse = builder.unionType('StocktakeLinesResponse', {
  types: [StocktakeLinesNode, StocktakeMutationError],
  resolveType: (v) => ('error' in v ? 'StocktakeMutationError' : 'StocktakeLinesNode'),
});
const CountedLinesNode = builder
  .objectRef<{ count: number }>('StocktakeLinesCountedNode')
  .implement({
    description: 'How many lines an operation counted.',
    fields: (t) => ({ count: t.exposeInt('count') }),
  });
const CountedLinesResponse = builder.unionType('CountStocktakeLinesResponse', {
  types: [CountedLinesNode, StocktakeMutationError],
  resolveType: (v) => ('error' in v ? 'StocktakeMutationError' : 'StocktakeLinesCountedNode'),
});
const DeletedStocktakeRecordsNode = builder
  .objectRef<{ ids: string[] }>('DeletedStocktakeRecordsNode')
  .implement({ fields: (t) => ({ ids: t.exposeStringList('ids') }) });
const DeleteStocktakeResponse = builder.unionType('DeleteStocktakeResponse', {
  types: [DeletedStocktakeRecordsNode, StocktakeMutationError],
  resolveType: (v) => ('error' in v ? 'StocktakeMutationError' : 'DeletedStocktakeRecordsNode'),
});

const InsertStocktakeInput = builder.inputType('InsertStocktakeInput', {
  description:
    'DOCUMENTS.md 9.1, the first that applies: blank; initial (only in a store without any stocktake: a line per stock item, snapshot 0); all items (a line per batch holding stock, one without a batch for an item with none); a master list with all its items (the same over the list); else the batches holding stock, filtered by any of master list, location, VVM status and expiry.',
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    createBlankStocktake: t.boolean(),
    isInitialStocktake: t.boolean(),
    isAllItemsStocktake: t.boolean(),
    masterListId: t.string(),
    includeAllMasterListItems: t.boolean(),
    locationId: t.string(),
    vvmStatusId: t.string(),
    expiresBefore: t.field({ type: 'NaiveDate' }),
    description: t.string(),
    comment: t.string(),
    stocktakeDate: t.field({ type: 'NaiveDate' }),
  }),
});

const UpdateStocktakeInput = builder.inputType('UpdateStocktakeInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    description: t.string(),
    comment: t.string(),
    stocktakeDate: t.field({ type: 'NaiveDate' }),
    onHold: t.boolean(),
    isLocked: t.boolean({ description: 'A locked stocktake refuses every change but unlocking.' }),
  }),
});

const FinaliseStocktakeInput = builder.inputType('FinaliseStocktakeInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    deleteUncountedLines: t.boolean({
      description: 'Delete the lines nobody counted; by default they stay, unchanged.',
    }),
  }),
});

/** The fields a line insert or update may set (absent: as it is; null: cleared). */
const lineFields = (t: PothosSchemaTypes.InputFieldBuilder<Types, 'InputObject'>) => ({
  countedNumberOfPacks: t.float({ description: 'The count in packs; null: uncounted.' }),
  countedUnits: t.float({ description: 'The count in units, when not given in packs.' }),
  batch: t.string(),
  expiryDate: t.field({ type: 'NaiveDate' }),
  locationId: t.string(),
  vvmStatusId: t.string(),
  donorId: t.string(),
  costPricePerPack: t.float(),
  sellPricePerPack: t.float(),
  packSize: t.float({ description: 'Only for a line without a batch.' }),
  reasonOptionId: t.string(),
  note: t.string(),
  comment: t.string(),
});
type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;

const InsertStocktakeLineInput = builder.inputType('InsertStocktakeLineInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    stockLineId: t.string({ description: 'A batch of the store (or else itemId).' }),
    itemId: t.string({ description: 'An item found without a batch (or else stockLineId).' }),
    ...lineFields(t),
  }),
});
const UpdateStocktakeLineInput = builder.inputType('UpdateStocktakeLineInput', {
  fields: (t) => ({ id: t.string({ required: true }), ...lineFields(t) }),
});
const InsertStocktakeLinesInput = builder.inputType('InsertStocktakeLinesInput', {
  fields: (t) => ({
    stocktakeId: t.string({ required: true }),
    lines: t.field({ type: [InsertStocktakeLineInput], required: true }),
  }),
});
const UpdateStocktakeLinesInput = builder.inputType('UpdateStocktakeLinesInput', {
  fields: (t) => ({
    stocktakeId: t.string({ required: true }),
    lines: t.field({ type: [UpdateStocktakeLineInput], required: true }),
  }),
});
const DeleteStocktakeLinesInput = builder.inputType('DeleteStocktakeLinesInput', {
  fields: (t) => ({
    stocktakeId: t.string({ required: true }),
    lineIds: t.stringList({ required: true }),
  }),
});
const CountAsSnapshotInput = builder.inputType('CountStocktakeLinesAsSnapshotInput', {
  fields: (t) => ({
    stocktakeId: t.string({ required: true }),
    lineIds: t.stringList({ description: 'These lines; without, every line the filter keeps.' }),
    filter: t.field({ type: StocktakeLineFilterInput }),
  }),
});
const LineResolutionInput = builder.inputType('StocktakeLineResolutionInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    resolution: t.field({ type: ResolutionEnum, required: true }),
  }),
});
const ResolveMismatchInput = builder.inputType('ResolveStocktakeMismatchInput', {
  fields: (t) => ({
    stocktakeId: t.string({ required: true }),
    lines: t.field({ type: [LineResolutionInput], required: true }),
  }),
});
const ResolveAllMismatchesInput = builder.inputType('ResolveAllStocktakeMismatchesInput', {
  fields: (t) => ({
    stocktakeId: t.string({ required: true }),
    resolution: t.field({ type: ResolutionEnum, required: true }),
  }),
});

const fail = (r: Result<never, StocktakeError>) =>
  respond(r, 'StocktakeMutationError', toStocktakeUserError);
const withStore = (storeId: string) => (lines: StocktakeLineRow[]) => ({
  lines: lines.map((l) => ({ ...l, storeId })),
});

builder.mutationFields((t) => ({
  insertStocktake: t.field({
    type: StocktakeResponse,
    nullable: true,
    description: 'A new stocktake with its lines generated (DOCUMENTS.md 9.1).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertStocktakeInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await insertStocktakeOf(inStore(ctx, a.storeId), a.input);
      return r.ok ? r.value : fail(r);
    },
  }),
  updateStocktake: t.field({
    type: StocktakeResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateStocktakeInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await updateStocktake(inStore(ctx, a.storeId), a.input);
      return r.ok ? r.value : fail(r);
    },
  }),
  deleteStocktake: t.field({
    type: DeleteStocktakeResponse,
    nullable: true,
    description: 'Deletes a NEW stocktake (not on hold, not locked) with its lines.',
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await deleteStocktake(inStore(ctx, a.storeId), a.id);
      return r.ok ? { ids: [r.value.id] } : fail(r);
    },
  }),
  finaliseStocktake: t.field({
    type: StocktakeResponse,
    nullable: true,
    description:
      'Finalises: the differences become one inventory addition and one inventory reduction (DOCUMENTS.md 9.3).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: FinaliseStocktakeInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await finaliseStocktake(inStore(ctx, a.storeId), a.input);
      return r.ok ? r.value : fail(r);
    },
  }),
  insertStocktakeLines: t.field({
    type: StocktakeLinesResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertStocktakeLinesInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await insertStocktakeLinesOf(inStore(ctx, a.storeId), a.input);
      return r.ok ? withStore(a.storeId)(r.value) : fail(r);
    },
  }),
  updateStocktakeLines: t.field({
    type: StocktakeLinesResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateStocktakeLinesInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await updateStocktakeLinesOf(inStore(ctx, a.storeId), a.input);
      return r.ok ? withStore(a.storeId)(r.value) : fail(r);
    },
  }),
  deleteStocktakeLines: t.field({
    type: DeleteStocktakeResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: DeleteStocktakeLinesInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await deleteStocktakeLinesOf(inStore(ctx, a.storeId), a.input);
      return r.ok ? { ids: r.value } : fail(r);
    },
  }),
  countStocktakeLinesAsSnapshot: t.field({
    type: CountedLinesResponse,
    nullable: true,
    description:
      'Counts lines as their snapshot: those named, or every line of the stocktake the filter keeps (not only a page of them). Answers how many.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: CountAsSnapshotInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await countLinesAsSnapshot(inStore(ctx, a.storeId), {
        stocktakeId: a.input.stocktakeId,
        lineIds: a.input.lineIds ?? null,
        filter: a.input.filter ?? {},
      });
      return r.ok ? { count: r.value } : fail(r);
    },
  }),
  resolveStocktakeMismatch: t.field({
    type: StocktakeLinesResponse,
    nullable: true,
    description:
      'Decision 8, per line: keep the count (adjusted against current stock) or recount. Answers the lines asked.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: ResolveMismatchInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await resolveStocktakeMismatch(inStore(ctx, a.storeId), {
        stocktakeId: a.input.stocktakeId,
        lines: a.input.lines.map((l) => ({
          id: l.id,
          resolution: l.resolution,
        })),
      });
      return r.ok ? withStore(a.storeId)(r.value) : fail(r);
    },
  }),
  resolveAllStocktakeMismatches: t.field({
    type: StocktakeLinesResponse,
    nullable: true,
    description:
      'Decision 8, in bulk: one choice for every mismatched line. Answers the lines it settled.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: ResolveAllMismatchesInput, required: true }),
    },
    authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
    resolve: async (_p, a, ctx) => {
      const r = await resolveStocktakeMismatch(inStore(ctx, a.storeId), {
        stocktakeId: a.input.stocktakeId,
        allLines: a.input.resolution,
      });
      return r.ok ? withStore(a.storeId)(r.value) : fail(r);
    },
  }),
}));
