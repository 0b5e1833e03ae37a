// Programs, period schedules, periods and order types (DOCUMENTS.md 7): what a store orders by
// and for which periods, and the central data behind them, edited with EDIT_CENTRAL_DATA.
import { builder } from '../../graphql/builder';
import { commonErrors } from '../../graphql/common-errors';
import { inStore } from '../../graphql/context';
import { defineErrorWrapper, defineUserError, respond } from '../../graphql/user-error';
import type { UserErrorValue } from '../../graphql/user-error';
import type { Result } from '../../common/result';
import { MasterListNode } from '../reasons/reason.schema';
import {
  listAllSettings,
  listNameTags,
  listOrderTypesOfSettings,
  type SettingsWithOrderTypes,
} from './program.list';
import {
  programsOfStore,
  schedulesWithPeriods,
  upsertPeriod,
  upsertPeriodSchedule,
  upsertProgram,
  upsertProgramOrderType,
  upsertProgramRequisitionSettings,
  type ProgramDataError,
  type ScheduleWithPeriods,
  type StoreProgram,
  type StoreProgramOrderType,
} from './program.service';
import type {
  NameTag,
  OrderTypePeriod,
  Period,
  PeriodSchedule,
  Program,
  ProgramOrderType,
} from './program.types';

const errors = {
  nameTooLong: defineUserError('NameTooLong', 'The name is too long', { maxLength: 'Int' }),
  linkedRecordNotFound: defineUserError(
    'LinkedRecordNotFound',
    'A record this one refers to does not exist',
    { field: 'String' },
  ),
  periodDatesInvalid: defineUserError(
    'PeriodDatesInvalid',
    'A period ends on or after the day it starts',
  ),
  periodsOverlap: defineUserError(
    'PeriodsOverlap',
    'The period shares days with another period of its schedule',
  ),
  monthsOfStockInvalid: defineUserError(
    'MonthsOfStockInvalid',
    'Months of stock go from 0 to 1200, and the threshold is not above the maximum',
    { field: 'String' },
  ),
};

function toError(e: ProgramDataError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
    case 'RecordNotFound':
      return commonErrors.recordNotFound();
    case 'NameRequired':
      return commonErrors.nameRequired();
    case 'NameTooLong':
      return errors.nameTooLong({ maxLength: e.maxLength });
    case 'UniqueValueViolation':
      return commonErrors.uniqueValueViolation({ field: e.field });
    case 'LinkedRecordNotFound':
      return errors.linkedRecordNotFound({ field: e.field });
    case 'PeriodDatesInvalid':
      return errors.periodDatesInvalid();
    case 'PeriodsOverlap':
      return errors.periodsOverlap();
    case 'MonthsOfStockInvalid':
      return errors.monthsOfStockInvalid({ field: e.field });
    case 'ValueNotPositive':
      return commonErrors.valueNotPositive({ field: e.field });
    case 'ValueNegative':
      return commonErrors.valueNegative({ field: e.field });
  }
}

export const PeriodNode = builder.objectRef<Period>('PeriodNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    periodScheduleId: t.exposeString('periodScheduleId'),
    name: t.exposeString('name'),
    startDate: t.expose('startDate', { type: 'NaiveDate' }),
    endDate: t.expose('endDate', { type: 'NaiveDate', description: 'The last day, included.' }),
  }),
});

const PeriodScheduleNode = builder
  .objectRef<PeriodSchedule & { periods?: Period[] }>('PeriodScheduleNode')
  .implement({
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.exposeString('name'),
      periods: t.field({
        type: [PeriodNode],
        description: 'In date order.',
        resolve: (s) => s.periods ?? [],
      }),
    }),
  });

const NameTagNode = builder.objectRef<NameTag>('NameTagNode').implement({
  fields: (t) => ({ id: t.exposeString('id'), name: t.exposeString('name') }),
});

const ProgramOrderTypeNode = builder.objectRef<ProgramOrderType>('ProgramOrderTypeNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    programRequisitionSettingsId: t.exposeString('programRequisitionSettingsId'),
    name: t.exposeString('name', {
      description: 'Kept on the requisitions of this type, and compared without case.',
    }),
    thresholdMos: t.exposeFloat('thresholdMos', {
      description: 'Min months of stock of an order: an item is ordered at or below it.',
    }),
    maxMos: t.exposeFloat('maxMos', { description: 'Max months of stock an order tops up to.' }),
    maxOrderPerPeriod: t.exposeInt('maxOrderPerPeriod'),
    isEmergency: t.exposeBoolean('isEmergency'),
    maxItemsInEmergencyOrder: t.exposeInt('maxItemsInEmergencyOrder', {
      description: 'Most lines with a requested quantity on an emergency order.',
    }),
  }),
});

const OrderTypePeriodNode = builder.objectRef<OrderTypePeriod>('OrderTypePeriodNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    startDate: t.expose('startDate', { type: 'NaiveDate' }),
    endDate: t.expose('endDate', { type: 'NaiveDate' }),
    orderCount: t.exposeInt('orderCount', {
      description: "The store's internal orders of the program, period and order type.",
    }),
    available: t.exposeBoolean('available', {
      description: 'Another order may be made: fewer orders than the max per period.',
    }),
  }),
});

const StoreOrderTypeNode = builder
  .objectRef<StoreProgramOrderType>('StoreProgramOrderTypeNode')
  .implement({
    description: 'An order type as the store sees it, with the periods it may order for.',
    fields: (t) => ({
      id: t.exposeString('id'),
      name: t.exposeString('name'),
      thresholdMos: t.exposeFloat('thresholdMos'),
      maxMos: t.exposeFloat('maxMos'),
      maxOrderPerPeriod: t.exposeInt('maxOrderPerPeriod'),
      isEmergency: t.exposeBoolean('isEmergency'),
      maxItemsInEmergencyOrder: t.exposeInt('maxItemsInEmergencyOrder'),
      periodSchedule: t.field({ type: PeriodScheduleNode, resolve: (o) => o.periodSchedule }),
      periods: t.field({
        type: [OrderTypePeriodNode],
        description:
          'The last 5 periods started by today and the next 5, with whether another order is allowed.',
        resolve: (o) => o.periods,
      }),
    }),
  });

const StoreProgramNode = builder.objectRef<StoreProgram>('ProgramNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    masterListId: t.exposeString('masterListId'),
    masterList: t.field({ type: MasterListNode, resolve: (p) => p.masterList }),
    orderTypes: t.field({ type: [StoreOrderTypeNode], resolve: (p) => p.orderTypes }),
    periodSchedules: t.field({ type: [PeriodScheduleNode], resolve: (p) => p.periodSchedules }),
  }),
});

const ProgramRecordNode = builder.objectRef<Program>('ProgramRecordNode').implement({
  description: 'A program as central data: a name and its master list.',
  fields: (t) => ({
    id: t.exposeString('id'),
    name: t.exposeString('name'),
    masterListId: t.exposeString('masterListId'),
  }),
});

const SettingsNode = builder
  .objectRef<SettingsWithOrderTypes>('ProgramRequisitionSettingsNode')
  .implement({
    description: 'Gives a program to the stores whose name carries the tag, on a schedule.',
    fields: (t) => ({
      id: t.exposeString('id'),
      programId: t.exposeString('programId'),
      nameTagId: t.exposeString('nameTagId'),
      periodScheduleId: t.exposeString('periodScheduleId'),
      orderTypes: t.field({
        type: [ProgramOrderTypeNode],
        resolve: (s, _a, ctx) => s.orderTypes ?? listOrderTypesOfSettings(ctx.deps.db, [s.id]),
      }),
    }),
  });

builder.queryFields((t) => ({
  programs: t.field({
    type: [StoreProgramNode],
    nullable: true,
    description:
      "The programs the store orders by: given to a tag on the store's name, on a master list the store sees.",
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, args, ctx) => programsOfStore(inStore(ctx, args.storeId)),
  }),
  periodSchedules: t.field({
    type: [PeriodScheduleNode],
    nullable: true,
    description: 'Every period schedule with its periods (central data).',
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, args, ctx): Promise<ScheduleWithPeriods[]> =>
      schedulesWithPeriods(inStore(ctx, args.storeId)),
  }),
  nameTags: t.field({
    type: [NameTagNode],
    nullable: true,
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, _a, ctx) => listNameTags(ctx.deps.db),
  }),
  programRequisitionSettings: t.field({
    type: [SettingsNode],
    nullable: true,
    description: 'Every setting of every program, with its order types (central data).',
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, _a, ctx) => listAllSettings(ctx.deps.db),
  }),
}));

// ---- central data edits: one upsert each, answering the record or a typed error

const mutateCentral = (storeId: string) => ({
  resource: { storeId, resource: 'MUTATE_PROGRAMS' as const },
});
const idArg = { description: 'Client-generated id (UUID): an existing one is edited.' };

const ProgramInput = builder.inputType('UpsertProgramInput', {
  fields: (t) => ({
    id: t.string({ required: true, ...idArg }),
    name: t.string({ required: true }),
    masterListId: t.string({ required: true }),
  }),
});
const PeriodScheduleInput = builder.inputType('UpsertPeriodScheduleInput', {
  fields: (t) => ({
    id: t.string({ required: true, ...idArg }),
    name: t.string({ required: true }),
  }),
});
const PeriodInput = builder.inputType('UpsertPeriodInput', {
  fields: (t) => ({
    id: t.string({ required: true, ...idArg }),
    periodScheduleId: t.string({ required: true }),
    name: t.string({ required: true }),
    startDate: t.field({ type: 'NaiveDate', required: true }),
    endDate: t.field({ type: 'NaiveDate', required: true, description: 'Included.' }),
  }),
});
const SettingsInput = builder.inputType('UpsertProgramRequisitionSettingsInput', {
  fields: (t) => ({
    id: t.string({ required: true, ...idArg }),
    programId: t.string({ required: true }),
    nameTagId: t.string({ required: true }),
    periodScheduleId: t.string({ required: true }),
  }),
});
const OrderTypeInput = builder.inputType('UpsertProgramOrderTypeInput', {
  fields: (t) => ({
    id: t.string({ required: true, ...idArg }),
    programRequisitionSettingsId: t.string({ required: true }),
    name: t.string({ required: true }),
    thresholdMos: t.float({ required: true }),
    maxMos: t.float({ required: true }),
    maxOrderPerPeriod: t.int({ required: true }),
    isEmergency: t.boolean({ required: true }),
    maxItemsInEmergencyOrder: t.int({ required: true }),
  }),
});

const errorUnion = <N extends string>(name: string, node: N) => {
  const wrapper = `${name}Error`;
  return {
    wrapper,
    ref: defineErrorWrapper(wrapper),
    resolveType: (v: object) => ('error' in v ? wrapper : node),
  };
};

const programResult = errorUnion('UpsertProgram', 'ProgramRecordNode');
const scheduleResult = errorUnion('UpsertPeriodSchedule', 'PeriodScheduleNode');
const periodResult = errorUnion('UpsertPeriod', 'PeriodNode');
const settingsResult = errorUnion(
  'UpsertProgramRequisitionSettings',
  'ProgramRequisitionSettingsNode',
);
const orderTypeResult = errorUnion('UpsertProgramOrderType', 'ProgramOrderTypeNode');

const answer = <T>(result: Result<T, ProgramDataError>, wrapper: string) =>
  respond(result, wrapper, toError);

builder.mutationFields((t) => ({
  upsertProgram: t.field({
    type: builder.unionType('UpsertProgramResponse', {
      types: [ProgramRecordNode, programResult.ref],
      resolveType: programResult.resolveType,
    }),
    nullable: true,
    description: 'Creates or edits a program: a name (unique) and its master list.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: ProgramInput, required: true }),
    },
    authScopes: (_p, args) => mutateCentral(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertProgram(inStore(ctx, storeId), input), programResult.wrapper),
  }),
  upsertPeriodSchedule: t.field({
    type: builder.unionType('UpsertPeriodScheduleResponse', {
      types: [PeriodScheduleNode, scheduleResult.ref],
      resolveType: scheduleResult.resolveType,
    }),
    nullable: true,
    description: 'Creates or renames a period schedule (name unique).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: PeriodScheduleInput, required: true }),
    },
    authScopes: (_p, args) => mutateCentral(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertPeriodSchedule(inStore(ctx, storeId), input), scheduleResult.wrapper),
  }),
  upsertPeriod: t.field({
    type: builder.unionType('UpsertPeriodResponse', {
      types: [PeriodNode, periodResult.ref],
      resolveType: periodResult.resolveType,
    }),
    nullable: true,
    description:
      'Creates or edits a period of a schedule: start and end included, no day shared with another period of the schedule.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: PeriodInput, required: true }),
    },
    authScopes: (_p, args) => mutateCentral(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertPeriod(inStore(ctx, storeId), input), periodResult.wrapper),
  }),
  upsertProgramRequisitionSettings: t.field({
    type: builder.unionType('UpsertProgramRequisitionSettingsResponse', {
      types: [SettingsNode, settingsResult.ref],
      resolveType: settingsResult.resolveType,
    }),
    nullable: true,
    description:
      'Gives a program to the stores whose name carries a tag, ordering on a schedule (one per program and tag).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: SettingsInput, required: true }),
    },
    authScopes: (_p, args) => mutateCentral(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(
        await upsertProgramRequisitionSettings(inStore(ctx, storeId), input),
        settingsResult.wrapper,
      ),
  }),
  upsertProgramOrderType: t.field({
    type: builder.unionType('UpsertProgramOrderTypeResponse', {
      types: [ProgramOrderTypeNode, orderTypeResult.ref],
      resolveType: orderTypeResult.resolveType,
    }),
    nullable: true,
    description:
      'Creates or edits an order type of a setting: months of stock, orders per period, emergency item limit.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: OrderTypeInput, required: true }),
    },
    authScopes: (_p, args) => mutateCentral(args.storeId),
    resolve: async (_p, { storeId, input }, ctx) =>
      answer(await upsertProgramOrderType(inStore(ctx, storeId), input), orderTypeResult.wrapper),
  }),
}));
