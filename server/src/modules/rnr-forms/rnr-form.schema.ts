// R&R forms in the API (issue 13 part 4, DOCUMENTS.md 8): the store's forms and one with its
// lines, the closed periods of a program a form may be for (RN_R_FORM_QUERY); a new form,
// edits of its lines, finalising into an internal order, deleting a draft (RN_R_FORM_MUTATE).
// Every refusal is a typed error the web translates by its type name (error.<Typename>).
import {
  LOW_STOCK_LEVELS,
  RNR_BALANCE_TOLERANCE,
  RNR_FORM_SORT_KEYS,
  RNR_FORM_STATUSES,
  periodDays,
} from '@dawa/domain';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import { commonErrors } from '../../graphql/common-errors';
import { PaginationInput, toPage } from '../../graphql/list-inputs';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import { ItemNode } from '../items/item.schema';
import { NameNode } from '../names/name.schema';
import type { Resource } from '../permissions/resources';
import { PeriodNode } from '../programs/program.schema';
import { toRequisitionUserError } from '../requisitions/requisition-errors.schema';
import { RequisitionNode } from '../requisitions/requisition.schema';
import { findRequisition } from '../requisitions/requisition.list';
import type { RnrFormError } from './rnr-form.errors';
import {
  closedPeriodsOfProgram,
  findRnrForm,
  listRnrForms,
  periodOfForm,
  programNameOfForm,
  readRnrFormLines,
  type ClosedPeriod,
} from './rnr-form.list';
import { finaliseRnrForm } from './rnr-finalise.service';
import { deleteRnrForm, insertRnrForm, updateRnrForm } from './rnr-form.service';
import { effective, type RnrForm, type RnrFormLine } from './rnr-form.types';

const QUERY: Resource = 'QUERY_RNR_FORM';
const MUTATE: Resource = 'MUTATE_RNR_FORM';
/** Closed periods offered for a new form: a year of monthly periods and then some. */
const CLOSED_PERIODS_OFFERED = 24;

const errors = {
  ProgramDoesNotExist: defineUserError('ProgramDoesNotExist', 'This program does not exist'),
  ProgramHasNoMasterList: defineUserError(
    'ProgramHasNoMasterList',
    "This program's master list is not one this store sees",
  ),
  PeriodDoesNotExist: defineUserError('PeriodDoesNotExist', 'This period does not exist'),
  PeriodNotClosed: defineUserError('PeriodNotClosed', 'An R&R form is for a period that has ended'),
  PeriodNotInProgramSchedule: defineUserError(
    'PeriodNotInProgramSchedule',
    "This period is not one of the program's schedule for this store",
  ),
  RnrFormAlreadyExistsForPeriod: defineUserError(
    'RnrFormAlreadyExistsForPeriod',
    'This store already has an R&R form for this program and period',
  ),
  PeriodMustBeLaterThanLastUsed: defineUserError(
    'PeriodMustBeLaterThanLastUsed',
    'The period must be later than that of the last R&R form of this program',
  ),
  PreviousRnrFormNotFinalised: defineUserError(
    'PreviousRnrFormNotFinalised',
    'The previous R&R form of this program must be finalised first',
  ),
  CannotEditRnrForm: defineUserError(
    'CannotEditRnrForm',
    'A finalised R&R form cannot be changed or deleted',
  ),
  RnrFormLineNotFound: defineUserError(
    'RnrFormLineNotFound',
    'This line is not one of the R&R form',
    { lineId: 'String' },
  ),
  ValuesDoNotBalance: defineUserError(
    'ValuesDoNotBalance',
    'Initial balance + received − consumed + adjustments − losses must equal the final balance',
    { lineIds: 'String' },
  ),
  InitialBalanceNegative: defineUserError(
    'InitialBalanceNegative',
    'The initial balance must not be negative',
    { lineIds: 'String' },
  ),
  FinalBalanceNegative: defineUserError(
    'FinalBalanceNegative',
    'The final balance must not be negative',
    { lineIds: 'String' },
  ),
  StockOutDaysOutOfPeriod: defineUserError(
    'StockOutDaysOutOfPeriod',
    'Days out of stock must be between 0 and the days of the period',
    { lineIds: 'String' },
  ),
  RequestedQuantityNegative: defineUserError(
    'RequestedQuantityNegative',
    'The requested quantity must not be negative',
    { lineIds: 'String' },
  ),
  ContainsNegativeLines: defineUserError(
    'ContainsNegativeLines',
    'Lines with a negative initial or final balance must be corrected before finalising',
    { lineIds: 'String' },
  ),
};

function toRnrUserError(e: RnrFormError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
      return commonErrors.recordNotFound();
    case 'OtherPartyDoesNotExist':
    case 'OtherPartyNotVisible':
    case 'OtherPartyNotACustomer':
    case 'OtherPartyNotASupplier':
    case 'OtherPartyIsThisStore':
    case 'OtherPartyIsNotAStore':
    case 'QuantityOutOfRange':
      return toRequisitionUserError(e);
    case 'RnrFormLineNotFound':
      return errors.RnrFormLineNotFound({ lineId: e.lineId });
    case 'ValuesDoNotBalance':
    case 'InitialBalanceNegative':
    case 'FinalBalanceNegative':
    case 'StockOutDaysOutOfPeriod':
    case 'RequestedQuantityNegative':
    case 'ContainsNegativeLines':
      return errors[e.kind]({ lineIds: e.lineIds.join(',') });
    default:
      return errors[e.kind]();
  }
}

const StatusEnum = builder.enumType('RnrFormNodeStatus', { values: RNR_FORM_STATUSES });
const LowStockEnum = builder.enumType('LowStockLevel', {
  values: LOW_STOCK_LEVELS,
  description: 'A final balance below a quarter, or below half, of the maximum quantity.',
});

type LineValue = RnrFormLine & { storeId: string };

const RnrFormLineNode = builder.objectRef<LineValue>('RnrFormLineNode').implement({
  description:
    'A line of an R&R form, in units: the ledger figures of the period (snapshot), what the store entered instead, and what is worked from them by the formulas of DOCUMENTS.md 8.',
  fields: (t) => ({
    id: t.exposeString('id'),
    rnrFormId: t.exposeString('rnrFormId'),
    itemId: t.exposeString('itemId'),
    itemName: t.exposeString('itemName'),
    item: t.field({
      type: ItemNode,
      nullable: true,
      resolve: (l, _a, ctx) => ctx.loaders.item.load({ storeId: l.storeId, id: l.itemId }),
    }),
    initialBalance: t.exposeFloat('initialBalance', {
      description:
        "The previous form's final balance when it is of the period just before; else the ledger's balance when the period started.",
    }),
    snapshotQuantityReceived: t.exposeFloat('snapshotQuantityReceived', {
      description: 'Received by inbound shipments in the period, from the ledger.',
    }),
    snapshotQuantityConsumed: t.exposeFloat('snapshotQuantityConsumed', {
      description: 'Issued by outbound shipments and prescriptions in the period, from the ledger.',
    }),
    snapshotAdjustments: t.exposeFloat('snapshotAdjustments', {
      description:
        'Customer and supplier returns, inventory additions and reductions in the period, signed.',
    }),
    enteredQuantityReceived: t.exposeFloat('enteredQuantityReceived', { nullable: true }),
    enteredQuantityConsumed: t.exposeFloat('enteredQuantityConsumed', { nullable: true }),
    enteredAdjustments: t.exposeFloat('enteredAdjustments', { nullable: true }),
    quantityReceived: t.float({
      description: 'Entered, else the snapshot.',
      resolve: (l) => effective(l).received,
    }),
    quantityConsumed: t.float({
      description: 'Entered, else the snapshot.',
      resolve: (l) => effective(l).consumed,
    }),
    adjustments: t.float({
      description: 'Entered, else the snapshot.',
      resolve: (l) => effective(l).adjustments,
    }),
    losses: t.float({ description: 'Entered, else 0.', resolve: (l) => effective(l).losses }),
    finalBalance: t.exposeFloat('finalBalance', {
      description: 'Initial + received − consumed + adjustments − losses.',
    }),
    stockOutDuration: t.exposeInt('stockOutDuration', {
      description: 'Days of the period whose closing balance was 0.',
    }),
    adjustedQuantityConsumed: t.exposeFloat('adjustedQuantityConsumed', {
      description: 'Consumed × days ÷ (days − stock-out days).',
    }),
    averageMonthlyConsumption: t.exposeFloat('averageMonthlyConsumption', {
      description:
        "The average of this period's monthly consumption (adjusted ÷ (days ÷ 30)) and previousMonthlyConsumptionValues.",
    }),
    previousMonthlyConsumptionValues: t.exposeFloatList('previousMonthlyConsumptionValues', {
      description: 'The monthly consumption of the last two earlier forms, most recent first.',
    }),
    minimumQuantity: t.exposeFloat('minimumQuantity', {
      description: "AMC × the store's understock months.",
    }),
    maximumQuantity: t.exposeFloat('maximumQuantity', {
      description: "AMC × the store's overstock months.",
    }),
    calculatedRequestedQuantity: t.exposeFloat('calculatedRequestedQuantity', {
      description: 'max(0, maximum − final balance).',
    }),
    enteredRequestedQuantity: t.exposeFloat('enteredRequestedQuantity', { nullable: true }),
    lowStock: t.expose('lowStock', { type: LowStockEnum }),
    expiryDate: t.expose('expiryDate', {
      type: 'NaiveDate',
      nullable: true,
      description: "The earliest expiry of the item's batches on the shelf.",
    }),
    comment: t.exposeString('comment', { nullable: true }),
    confirmed: t.exposeBoolean('confirmed'),
    requisitionLineId: t.exposeString('requisitionLineId', {
      nullable: true,
      description: 'The internal order line finalising made.',
    }),
  }),
});

const RnrFormNode = builder.objectRef<RnrForm>('RnrFormNode').implement({
  description: `An R&R form (DRAFT until FINALISED into an internal order). Lines balance within ${RNR_BALANCE_TOLERANCE}.`,
  fields: (t) => ({
    id: t.exposeString('id'),
    status: t.expose('status', { type: StatusEnum }),
    supplierId: t.exposeString('supplierId'),
    supplier: t.field({
      type: NameNode,
      nullable: true,
      resolve: (f, _a, ctx) => ctx.loaders.name.load(f.supplierId),
    }),
    supplierName: t.string({
      resolve: async (f, _a, ctx) => (await ctx.loaders.name.load(f.supplierId))?.name ?? '',
    }),
    programId: t.exposeString('programId'),
    programName: t.string({
      resolve: (f, _a, ctx) => programNameOfForm(ctx.deps.db, f),
    }),
    periodId: t.exposeString('periodId'),
    period: t.field({
      type: PeriodNode,
      nullable: true,
      resolve: async (f, _a, ctx) => (await periodOfForm(ctx.deps.db, f)) ?? null,
    }),
    periodDays: t.int({
      description: 'Days of the period, both ends included.',
      resolve: async (f, _a, ctx) => {
        const p = await periodOfForm(ctx.deps.db, f);
        return p ? periodDays(p.startDate, p.endDate) : 0;
      },
    }),
    theirReference: t.exposeString('theirReference', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    createdDatetime: t.expose('createdDatetime', { type: 'DateTime' }),
    finalisedDatetime: t.expose('finalisedDatetime', { type: 'DateTime', nullable: true }),
    linkedRequisitionId: t.exposeString('linkedRequisitionId', { nullable: true }),
    linkedRequisition: t.field({
      type: RequisitionNode,
      nullable: true,
      description: 'The internal order finalising made.',
      resolve: async (f, _a, ctx) =>
        f.linkedRequisitionId
          ? ((await findRequisition(ctx.deps.db, f.storeId, f.linkedRequisitionId)) ?? null)
          : null,
    }),
    lines: t.field({
      type: [RnrFormLineNode],
      description: 'A line per item of the program, by item name.',
      resolve: async (f, _a, ctx) =>
        (await readRnrFormLines(ctx.deps.db, f)).map((l) => ({ ...l, storeId: f.storeId })),
    }),
  }),
});

const RnrFormConnector = builder
  .objectRef<{ totalCount: number; nodes: RnrForm[] }>('RnrFormConnector')
  .implement({
    fields: (t) => ({
      totalCount: t.exposeInt('totalCount'),
      nodes: t.field({ type: [RnrFormNode], resolve: (c) => c.nodes }),
    }),
  });

const RnrFormFilterInput = builder.inputType('RnrFormFilterInput', {
  fields: (t) => ({
    programId: t.string(),
    status: t.field({ type: StatusEnum }),
  }),
});
const RnrFormSortFieldInput = builder.enumType('RnrFormSortFieldInput', {
  values: RNR_FORM_SORT_KEYS,
});
const RnrFormSortInput = builder.inputType('RnrFormSortInput', {
  fields: (t) => ({
    key: t.field({ type: RnrFormSortFieldInput, required: true }),
    desc: t.boolean(),
  }),
});

const ClosedPeriodNode = builder.objectRef<ClosedPeriod>('RnrFormPeriodNode').implement({
  description: 'A closed period of a program, with the store’s form of it if there is one.',
  fields: (t) => ({
    id: t.exposeString('id'),
    periodScheduleId: t.exposeString('periodScheduleId'),
    name: t.exposeString('name'),
    startDate: t.expose('startDate', { type: 'NaiveDate' }),
    endDate: t.expose('endDate', { type: 'NaiveDate' }),
    rnrFormId: t.exposeString('rnrFormId', { nullable: true }),
  }),
});

builder.queryFields((t) => ({
  rnrForms: t.field({
    type: RnrFormConnector,
    nullable: true,
    description: "The store's R&R forms, latest period first by default.",
    args: {
      storeId: t.arg.string({ required: true }),
      filter: t.arg({ type: RnrFormFilterInput }),
      page: t.arg({ type: PaginationInput }),
      sort: t.arg({ type: [RnrFormSortInput] }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: (_p, args, ctx) =>
      listRnrForms(
        ctx.deps.db,
        args.storeId,
        { programId: args.filter?.programId ?? null, status: args.filter?.status ?? null },
        toPage(args.page),
        (args.sort ?? []).map((s) => ({ key: s.key, desc: s.desc ?? false })),
      ),
  }),
  rnrForm: t.field({
    type: RnrFormNode,
    nullable: true,
    description: "One of the store's R&R forms (null when there is none with this id).",
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: async (_p, args, ctx) =>
      (await findRnrForm(ctx.deps.db, args.storeId, args.id)) ?? null,
  }),
  rnrFormPeriods: t.field({
    type: [ClosedPeriodNode],
    nullable: true,
    description:
      "The closed periods of the store's schedule of a program (an R&R form is only for a period that has ended), latest first.",
    args: {
      storeId: t.arg.string({ required: true }),
      programId: t.arg.string({ required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: (_p, args, ctx) =>
      closedPeriodsOfProgram(
        ctx.deps.db,
        args.storeId,
        args.programId,
        ctx.deps.clock().toISOString().slice(0, 10),
        CLOSED_PERIODS_OFFERED,
      ),
  }),
}));

const RnrFormMutationError = defineErrorWrapper('RnrFormMutationError');
const RnrFormResponse = builder.unionType('RnrFormResponse', {
  types: [RnrFormNode, RnrFormMutationError],
  resolveType: (v) => ('error' in v ? 'RnrFormMutationError' : 'RnrFormNode'),
});
const DeletedRnrFormNode = builder
  .objectRef<{ id: string }>('DeletedRnrFormNode')
  .implement({ fields: (t) => ({ id: t.exposeString('id') }) });
const DeleteRnrFormResponse = builder.unionType('DeleteRnrFormResponse', {
  types: [DeletedRnrFormNode, RnrFormMutationError],
  resolveType: (v) => ('error' in v ? 'RnrFormMutationError' : 'DeletedRnrFormNode'),
});

const InsertRnrFormInput = builder.inputType('InsertRnrFormInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per form.' }),
    supplierId: t.string({ required: true, description: 'A visible supplier that is a store.' }),
    programId: t.string({ required: true }),
    periodId: t.string({ required: true, description: 'A closed period of the program.' }),
    theirReference: t.string(),
    comment: t.string(),
  }),
});
const UpdateRnrFormLineInput = builder.inputType('UpdateRnrFormLineInput', {
  description:
    'Absent: as it is. Null received, consumed or adjustments go back to the ledger figure, null losses to 0, null requested to the calculated one. The final balance must balance with the rest; AMC, minimum, maximum and requested are worked out again.',
  fields: (t) => ({
    id: t.string({ required: true }),
    initialBalance: t.float(),
    quantityReceived: t.float(),
    quantityConsumed: t.float(),
    adjustments: t.float(),
    losses: t.float(),
    stockOutDuration: t.int(),
    finalBalance: t.float(),
    enteredRequestedQuantity: t.float(),
    expiryDate: t.field({ type: 'NaiveDate' }),
    comment: t.string(),
    confirmed: t.boolean(),
  }),
});
const UpdateRnrFormInput = builder.inputType('UpdateRnrFormInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    theirReference: t.string(),
    comment: t.string(),
    lines: t.field({ type: [UpdateRnrFormLineInput] }),
  }),
});

/** Absent stays absent; null stays null (it clears). */
const given = <T>(v: T | null | undefined): T | null | undefined => v;
const present = <T>(v: T | null | undefined): T | undefined => v ?? undefined;

builder.mutationFields((t) => ({
  insertRnrForm: t.field({
    type: RnrFormResponse,
    nullable: true,
    description:
      'A new R&R form for a closed period of one of the store’s programs, with a line per program item from the ledger.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertRnrFormInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, args, ctx) =>
      respond(
        await insertRnrForm(inStore(ctx, args.storeId), {
          id: args.input.id,
          supplierId: args.input.supplierId,
          programId: args.input.programId,
          periodId: args.input.periodId,
          theirReference: args.input.theirReference ?? null,
          comment: args.input.comment ?? null,
        }),
        'RnrFormMutationError',
        toRnrUserError,
      ),
  }),
  updateRnrForm: t.field({
    type: RnrFormResponse,
    nullable: true,
    description: "A draft form's reference, comment and lines (each checked to balance).",
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateRnrFormInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, args, ctx) =>
      respond(
        await updateRnrForm(inStore(ctx, args.storeId), {
          id: args.input.id,
          theirReference: given(args.input.theirReference),
          comment: given(args.input.comment),
          lines: (args.input.lines ?? []).map((l) => ({
            id: l.id,
            initialBalance: present(l.initialBalance),
            quantityReceived: given(l.quantityReceived),
            quantityConsumed: given(l.quantityConsumed),
            adjustments: given(l.adjustments),
            losses: given(l.losses),
            stockOutDuration: present(l.stockOutDuration),
            finalBalance: present(l.finalBalance),
            enteredRequestedQuantity: given(l.enteredRequestedQuantity),
            expiryDate: given(l.expiryDate),
            comment: given(l.comment),
            confirmed: present(l.confirmed),
          })),
        }),
        'RnrFormMutationError',
        toRnrUserError,
      ),
  }),
  finaliseRnrForm: t.field({
    type: RnrFormResponse,
    nullable: true,
    description:
      'Finalises a draft form into an internal order sent to its supplier (refused while a line has errors).',
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, args, ctx) =>
      respond(
        await finaliseRnrForm(inStore(ctx, args.storeId), args.id),
        'RnrFormMutationError',
        toRnrUserError,
      ),
  }),
  deleteRnrForm: t.field({
    type: DeleteRnrFormResponse,
    nullable: true,
    description: 'Deletes a draft form (a finalised one cannot be deleted).',
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, args, ctx) =>
      respond(
        await deleteRnrForm(inStore(ctx, args.storeId), args.id),
        'RnrFormMutationError',
        toRnrUserError,
        (id) => ({ id }),
      ),
  }),
}));
