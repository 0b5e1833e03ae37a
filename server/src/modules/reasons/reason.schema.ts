// Reference data of the inventory: log reasons (managed by users with
// EDIT_CENTRAL_DATA), VVM statuses and master lists.
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import { commonErrors } from '../../graphql/common-errors';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import { REASON_OPTION_TYPES } from '@dawa/domain';
import {
  listActiveVvmStatuses,
  listMasterListsOfStore,
  listReasons,
  type MasterListSummary,
  type ReasonOption,
} from './reason.list';
import type { VvmStatus } from './vvm-status.loader';
import { insertReasonOption, updateReasonOption, type UpdateReasonError } from './reason.service';

const ReasonTypeEnum = builder.enumType('ReasonOptionType', { values: REASON_OPTION_TYPES });

export const ReasonOptionNode = builder.objectRef<ReasonOption>('ReasonOptionNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    type: t.field({ type: ReasonTypeEnum, resolve: (r) => r.type }),
    reason: t.exposeString('reason'),
    isActive: t.exposeBoolean('isActive'),
  }),
});

export const VvmStatusNode = builder.objectRef<VvmStatus>('VvmStatusNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    code: t.exposeString('code'),
    description: t.exposeString('description'),
    level: t.exposeInt('level'),
    unusable: t.exposeBoolean('unusable', {
      description: 'Stock at this stage must not be used.',
    }),
  }),
});

export const MasterListNode = builder.objectRef<MasterListSummary>('MasterListNode').implement({
  fields: (t) => ({
    id: t.exposeString('id'),
    code: t.exposeString('code'),
    name: t.exposeString('name'),
    description: t.exposeString('description'),
    lineCount: t.exposeInt('lineCount'),
  }),
});

builder.queryFields((t) => ({
  reasonOptions: t.field({
    type: [ReasonOptionNode],
    nullable: true,
    args: { storeId: t.arg.string({ required: true }), type: t.arg({ type: ReasonTypeEnum }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, args, ctx) => listReasons(ctx.deps.db, args.type ?? undefined),
  }),
  vvmStatuses: t.field({
    type: [VvmStatusNode],
    nullable: true,
    args: { storeId: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, _a, ctx) => listActiveVvmStatuses(ctx.deps.db),
  }),
  masterLists: t.field({
    type: [MasterListNode],
    nullable: true,
    description:
      "Active master lists visible to the store or, with nameId, those of a name the store trades with (a customer's lists for its shipments).",
    args: {
      storeId: t.arg.string({ required: true }),
      nameId: t.arg.string({
        description: 'Lists joined to this name instead of the store; none if not visible.',
      }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: (_p, args, ctx) => listMasterListsOfStore(ctx.deps.db, args.storeId, args.nameId),
  }),
}));

const reasonTextInvalid = defineUserError(
  'ReasonTextInvalid',
  'A reason needs 1 to 200 characters',
);
const InsertReasonOptionError = defineErrorWrapper('InsertReasonOptionError');
const InsertReasonOptionResponse = builder.unionType('InsertReasonOptionResponse', {
  types: [ReasonOptionNode, InsertReasonOptionError],
  resolveType: (v) => ('error' in v ? 'InsertReasonOptionError' : 'ReasonOptionNode'),
});

builder.mutationField('insertReasonOption', (t) =>
  t.field({
    type: InsertReasonOptionResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      type: t.arg({ type: ReasonTypeEnum, required: true }),
      reason: t.arg.string({ required: true }),
      id: t.arg.string({
        description: 'Client-generated id (UUID): the same insert sent again adds nothing.',
      }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'MUTATE_REASONS' } }),
    resolve: async (_p, { storeId, ...input }, ctx) => {
      const result = await insertReasonOption(inStore(ctx, storeId), input);
      return respond(result, 'InsertReasonOptionError', (e) =>
        e === 'RecordAlreadyExists' ? commonErrors.recordAlreadyExists() : reasonTextInvalid(),
      );
    },
  }),
);

const UpdateReasonOptionError = defineErrorWrapper('UpdateReasonOptionError');
const UpdateReasonOptionResponse = builder.unionType('UpdateReasonOptionResponse', {
  types: [ReasonOptionNode, UpdateReasonOptionError],
  resolveType: (v) => ('error' in v ? 'UpdateReasonOptionError' : 'ReasonOptionNode'),
});

const updateError = (e: UpdateReasonError): UserErrorValue =>
  e === 'RecordNotFound' ? commonErrors.recordNotFound() : reasonTextInvalid();

builder.mutationField('updateReasonOption', (t) =>
  t.field({
    type: UpdateReasonOptionResponse,
    nullable: true,
    description: 'Changes the text of a reason or makes it (in)active; its type stays.',
    args: {
      storeId: t.arg.string({ required: true }),
      id: t.arg.string({ required: true }),
      reason: t.arg.string(),
      isActive: t.arg.boolean(),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'MUTATE_REASONS' } }),
    resolve: async (_p, { storeId, ...input }, ctx) => {
      const result = await updateReasonOption(inStore(ctx, storeId), input);
      return respond(result, 'UpdateReasonOptionError', updateError);
    },
  }),
);
