// Requisition changes in the API: every field calls its operation and turns the result into its
// response union; the fields of one shape (a requisition in, the requisition out; its lines in,
// the lines out with their figures; by id; deleting) are declared by one helper each. Changes need
// REQUISITION_MUTATE, sending REQUISITION_SEND, a shipment REQUISITION_CREATE_OUTBOUND_SHIPMENT.
import type { InputObjectRef } from '@pothos/core';
import type { Result } from '../../common/result';
import type { ServiceContext } from '../../common/service-context';
import { builder } from '../../graphql/builder';
import { inStore, type RequestContext } from '../../graphql/context';
import { defineErrorWrapper, respond } from '../../graphql/user-error';
import { InvoiceNode } from '../invoices/invoice.schema';
import { asNode } from '../invoices/kit/document-kit.schema';
import type { Resource } from '../permissions/resources';
import { setResponseRequisitionApproval } from './approval';
import { insertRequestRequisition, insertResponseRequisition } from './insert';
import { deleteLinesOf } from './lines';
import { insertProgramRequestRequisition } from './program';
import {
  addFromMasterListToRequest,
  insertRequestRequisitionLines,
  updateRequestRequisitionLines,
  useSuggestedQuantity,
} from './request-lines';
import { toRequisitionUserError } from './requisition-errors.schema';
import type { RequisitionError } from './requisition.errors';
import { findRequisition } from './requisition.list';
import {
  ApprovalActionEnum,
  RequisitionLineNode,
  RequisitionNode,
  linesOf,
  type LineValue,
} from './requisition.schema';
import type { Requisition, RequisitionLine } from './requisition.types';
import {
  insertResponseRequisitionLines,
  supplyRequestedQuantity,
  updateResponseRequisitionLines,
} from './response-lines';
import { createRequisitionShipment } from './shipment';
import { finaliseResponseRequisition, sendRequestRequisition } from './status';
import {
  deleteRequestRequisition,
  deleteResponseRequisition,
  updateRequestRequisition,
  updateResponseRequisition,
} from './update';

type Types = typeof builder extends PothosSchemaTypes.SchemaBuilder<infer T> ? T : never;
const MUTATE: Resource = 'MUTATE_REQUISITION';

const RequisitionMutationError = defineErrorWrapper('RequisitionMutationError');
const RequisitionResponse = builder.unionType('RequisitionResponse', {
  types: [RequisitionNode, RequisitionMutationError],
  resolveType: (v) => ('error' in v ? 'RequisitionMutationError' : 'RequisitionNode'),
});
const RequisitionLinesNode = builder
  .objectRef<{ lines: LineValue[] }>('RequisitionLinesNode')
  .implement({
    description: 'The lines an operation wrote, as they now are.',
    fields: (t) => ({ lines: t.field({ type: [RequisitionLineNode], resolve: (v) => v.lines }) }),
  });
const RequisitionLinesResponse = builder.unionType('RequisitionLinesResponse', {
  types: [RequisitionLinesNode, RequisitionMutationError],
  resolveType: (v) => ('error' in v ? 'RequisitionMutationError' : 'RequisitionLinesNode'),
});
const DeletedRequisitionRecordsNode = builder
  .objectRef<{ ids: string[] }>('DeletedRequisitionRecordsNode')
  .implement({ fields: (t) => ({ ids: t.exposeStringList('ids') }) });
const DeleteRequisitionResponse = builder.unionType('DeleteRequisitionResponse', {
  types: [DeletedRequisitionRecordsNode, RequisitionMutationError],
  resolveType: (v) => ('error' in v ? 'RequisitionMutationError' : 'DeletedRequisitionRecordsNode'),
});
const RequisitionShipmentResponse = builder.unionType('CreateRequisitionShipmentResponse', {
  types: [InvoiceNode, RequisitionMutationError],
  resolveType: (v) => ('error' in v ? 'RequisitionMutationError' : 'InvoiceNode'),
});

const InsertRequisitionInput = (name: string, party: string) =>
  builder.inputType(name, {
    fields: (t) => ({
      id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
      otherPartyId: t.string({ required: true, description: party }),
      minMonthsOfStock: t.float({ required: true }),
      maxMonthsOfStock: t.float({ required: true }),
      expectedDeliveryDate: t.field({ type: 'NaiveDate' }),
      theirReference: t.string(),
      comment: t.string(),
      colour: t.string(),
    }),
  });
const InsertRequestInput = InsertRequisitionInput(
  'InsertRequestRequisitionInput',
  'A visible supplier that is a store.',
);
const InsertResponseInput = InsertRequisitionInput(
  'InsertResponseRequisitionInput',
  'A visible customer (a paper order, or a customer not on the system).',
);
const UpdateRequestInput = builder.inputType('UpdateRequestRequisitionInput', {
  description:
    'Absent: as it is; null clears a text. Changing min or max months works every suggested quantity out again.',
  fields: (t) => ({
    id: t.string({ required: true }),
    otherPartyId: t.string(),
    minMonthsOfStock: t.float(),
    maxMonthsOfStock: t.float(),
    expectedDeliveryDate: t.field({ type: 'NaiveDate' }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
  }),
});
const UpdateResponseInput = builder.inputType('UpdateResponseRequisitionInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
  }),
});
const NewRequestLineInput = builder.inputType('InsertRequestRequisitionLineInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    itemId: t.string({ required: true }),
  }),
});
const InsertRequestLinesInput = builder.inputType('InsertRequestRequisitionLinesInput', {
  fields: (t) => ({
    requisitionId: t.string({ required: true }),
    lines: t.field({ type: [NewRequestLineInput], required: true }),
  }),
});
const FromMasterListInput = builder.inputType('AddFromMasterListToRequestRequisitionInput', {
  fields: (t) => ({
    requisitionId: t.string({ required: true }),
    masterListId: t.string({ required: true }),
  }),
});
const UpdateRequestLineInput = builder.inputType('UpdateRequestRequisitionLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    requestedQuantity: t.float(),
    comment: t.string(),
    reasonOptionId: t.string({ description: 'A REQUISITION_LINE_VARIANCE reason; null clears.' }),
  }),
});
const UpdateRequestLinesInput = builder.inputType('UpdateRequestRequisitionLinesInput', {
  fields: (t) => ({
    requisitionId: t.string({ required: true }),
    lines: t.field({ type: [UpdateRequestLineInput], required: true }),
  }),
});
const DeleteLinesInput = builder.inputType('DeleteRequisitionLinesInput', {
  fields: (t) => ({
    requisitionId: t.string({ required: true }),
    lineIds: t.stringList({ required: true }),
  }),
});
const NewResponseLineInput = builder.inputType('InsertResponseRequisitionLineInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    itemId: t.string({ required: true }),
    requestedQuantity: t.float({ description: 'Only on a requisition entered by hand.' }),
    supplyQuantity: t.float(),
    availableStockOnHand: t.float({ description: "The customer's, on a hand-entered one." }),
    averageMonthlyConsumption: t.float({ description: "The customer's, on a hand-entered one." }),
    comment: t.string(),
  }),
});
const InsertResponseLinesInput = builder.inputType('InsertResponseRequisitionLinesInput', {
  fields: (t) => ({
    requisitionId: t.string({ required: true }),
    lines: t.field({ type: [NewResponseLineInput], required: true }),
  }),
});
const UpdateResponseLineInput = builder.inputType('UpdateResponseRequisitionLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    supplyQuantity: t.float(),
    requestedQuantity: t.float({ description: 'Only on a requisition entered by hand.' }),
    availableStockOnHand: t.float({ description: 'Only on a requisition entered by hand.' }),
    averageMonthlyConsumption: t.float({ description: 'Only on a requisition entered by hand.' }),
    comment: t.string(),
    reasonOptionId: t.string(),
  }),
});
const UpdateResponseLinesInput = builder.inputType('UpdateResponseRequisitionLinesInput', {
  fields: (t) => ({
    requisitionId: t.string({ required: true }),
    lines: t.field({ type: [UpdateResponseLineInput], required: true }),
  }),
});
const ApprovalLineInput = builder.inputType('RequisitionLineApprovalInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    approvedQuantity: t.float({ required: true }),
    approvalComment: t.string(),
  }),
});
const ApprovalInput = builder.inputType('ResponseRequisitionApprovalInput', {
  description:
    'Decision 10: approve (a line not named is approved as requested; supply becomes the approved quantity) or deny a PENDING customer requisition.',
  fields: (t) => ({
    id: t.string({ required: true }),
    action: t.field({ type: ApprovalActionEnum, required: true }),
    lines: t.field({ type: [ApprovalLineInput] }),
  }),
});
const InsertProgramRequestInput = builder.inputType('InsertProgramRequestRequisitionInput', {
  description:
    "DOCUMENTS.md 7: an order of one of the store's program order types, for a period of its schedule (five back or forward) that still takes an order, to a supplier store of the program; a line for every item of the program.",
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    otherPartyId: t.string({ required: true }),
    programOrderTypeId: t.string({ required: true }),
    periodId: t.string({ required: true }),
    expectedDeliveryDate: t.field({ type: 'NaiveDate' }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
  }),
});
const ShipmentInput = builder.inputType('CreateRequisitionShipmentInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: "The new shipment's id, once per draft." }),
    responseRequisitionId: t.string({ required: true }),
  }),
});

const fail = (r: Result<never, RequisitionError>) =>
  respond(r, 'RequisitionMutationError', toRequisitionUserError);

/** The lines an operation answered, read again with their figures. */
async function linesNode(
  ctx: RequestContext,
  storeId: string,
  requisitionId: string,
  r: Result<RequisitionLine[], RequisitionError>,
) {
  if (!r.ok) return fail(r);
  const requisition = await findRequisition(ctx.deps.db, storeId, requisitionId);
  return {
    lines: requisition
      ? await linesOf(
          ctx,
          requisition,
          r.value.map((l) => l.id),
        )
      : [],
  };
}

/** `name(storeId, input)`: the requisition as the operation left it, or its refusal. */
function requisitionMutation<I extends object>(
  name: string,
  input: InputObjectRef<Types, I>,
  run: (ctx: ServiceContext, input: I) => Promise<Result<Requisition, RequisitionError>>,
  description?: string,
): void {
  // Widened for Pothos, whose argument types do not resolve over a generic input.
  const arg: InputObjectRef<Types, object> = input;
  builder.mutationField(name, (t) =>
    t.field({
      type: RequisitionResponse,
      nullable: true,
      ...(description ? { description } : {}),
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: arg, required: true }),
      },
      authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
      resolve: async (_p, a, ctx) => {
        const r = await run(inStore(ctx, a.storeId), a.input as I);
        return r.ok ? r.value : fail(r);
      },
    }),
  );
}

/** `name(storeId, input { requisitionId, ... })`: the lines it wrote, with their figures. */
function linesMutation<I extends { requisitionId: string }>(
  name: string,
  input: InputObjectRef<Types, I>,
  run: (ctx: ServiceContext, input: I) => Promise<Result<RequisitionLine[], RequisitionError>>,
  description?: string,
): void {
  const arg: InputObjectRef<Types, object> = input;
  builder.mutationField(name, (t) =>
    t.field({
      type: RequisitionLinesResponse,
      nullable: true,
      ...(description ? { description } : {}),
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: arg, required: true }),
      },
      authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
      resolve: async (_p, a, ctx) => {
        const i = a.input as I;
        return linesNode(ctx, a.storeId, i.requisitionId, await run(inStore(ctx, a.storeId), i));
      },
    }),
  );
}

/** `name(storeId, requisitionId)`: a change to every line; the lines it changed. */
function everyLineMutation(
  name: string,
  run: (
    ctx: ServiceContext,
    requisitionId: string,
  ) => Promise<Result<RequisitionLine[], RequisitionError>>,
  description: string,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: RequisitionLinesResponse,
      nullable: true,
      description,
      args: {
        storeId: t.arg.string({ required: true }),
        requisitionId: t.arg.string({ required: true }),
      },
      authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
      resolve: async (_p, a, ctx) =>
        linesNode(
          ctx,
          a.storeId,
          a.requisitionId,
          await run(inStore(ctx, a.storeId), a.requisitionId),
        ),
    }),
  );
}

/** `name(storeId, id)`: a status move (the requisition) or a deletion (its id). */
function byIdMutation(
  name: string,
  resource: Resource,
  answer: 'REQUISITION' | 'DELETED',
  run: (ctx: ServiceContext, id: string) => Promise<Result<Requisition, RequisitionError>>,
  description: string,
): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: answer === 'REQUISITION' ? RequisitionResponse : DeleteRequisitionResponse,
      nullable: true,
      description,
      args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
      authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource } }),
      resolve: async (_p, a, ctx) => {
        const r = await run(inStore(ctx, a.storeId), a.id);
        if (!r.ok) return fail(r);
        return answer === 'REQUISITION' ? r.value : { ids: [r.value.id] };
      },
    }),
  );
}

/** `name(storeId, input { requisitionId, lineIds })`: the ids deleted. */
function deleteLinesMutation(type: 'REQUEST' | 'RESPONSE', name: string): void {
  builder.mutationField(name, (t) =>
    t.field({
      type: DeleteRequisitionResponse,
      nullable: true,
      args: {
        storeId: t.arg.string({ required: true }),
        input: t.arg({ type: DeleteLinesInput, required: true }),
      },
      authScopes: (_p, a) => ({ resource: { storeId: a.storeId, resource: MUTATE } }),
      resolve: async (_p, a, ctx) => {
        const r = await deleteLinesOf(inStore(ctx, a.storeId), type, a.input);
        return r.ok ? { ids: r.value } : fail(r);
      },
    }),
  );
}

requisitionMutation(
  'insertRequestRequisition',
  InsertRequestInput,
  insertRequestRequisition,
  'A new internal order (DRAFT) to a supplier that is a store.',
);
requisitionMutation(
  'insertProgramRequestRequisition',
  InsertProgramRequestInput,
  insertProgramRequestRequisition,
  "A new program internal order (DRAFT) with every item of the program's master list.",
);
requisitionMutation('updateRequestRequisition', UpdateRequestInput, updateRequestRequisition);
byIdMutation(
  'sendRequestRequisition',
  'SEND_REQUISITION',
  'REQUISITION',
  sendRequestRequisition,
  'DRAFT -> SENT: lines with nothing requested go; refused with no lines or nothing requested. The supplier store gets a customer requisition.',
);
byIdMutation(
  'deleteRequestRequisition',
  MUTATE,
  'DELETED',
  deleteRequestRequisition,
  'Deletes a DRAFT internal order with its lines.',
);
linesMutation(
  'insertRequestRequisitionLines',
  InsertRequestLinesInput,
  insertRequestRequisitionLines,
  "Lines by item, each with a snapshot of this store's figures now.",
);
linesMutation(
  'addFromMasterListToRequestRequisition',
  FromMasterListInput,
  addFromMasterListToRequest,
  "The list's stock items not on the order yet; answers the lines added.",
);
linesMutation(
  'updateRequestRequisitionLines',
  UpdateRequestLinesInput,
  updateRequestRequisitionLines,
);
deleteLinesMutation('REQUEST', 'deleteRequestRequisitionLines');
everyLineMutation(
  'useSuggestedQuantity',
  useSuggestedQuantity,
  'Requested = suggested on the lines whose requested is still 0; answers them.',
);

requisitionMutation(
  'insertResponseRequisition',
  InsertResponseInput,
  insertResponseRequisition,
  'A customer requisition entered by hand (NEW).',
);
requisitionMutation('updateResponseRequisition', UpdateResponseInput, updateResponseRequisition);
byIdMutation(
  'finaliseResponseRequisition',
  MUTATE,
  'REQUISITION',
  finaliseResponseRequisition,
  'NEW -> FINALISED (not while approval is pending); the internal order it answers is finalised too.',
);
byIdMutation(
  'deleteResponseRequisition',
  MUTATE,
  'DELETED',
  deleteResponseRequisition,
  'Deletes a NEW customer requisition entered by hand, without shipments, with its lines.',
);
linesMutation(
  'insertResponseRequisitionLines',
  InsertResponseLinesInput,
  insertResponseRequisitionLines,
);
linesMutation(
  'updateResponseRequisitionLines',
  UpdateResponseLinesInput,
  updateResponseRequisitionLines,
);
deleteLinesMutation('RESPONSE', 'deleteResponseRequisitionLines');
everyLineMutation(
  'supplyRequestedQuantity',
  supplyRequestedQuantity,
  'Supply = requested (approved, once approved) on every line; answers those changed.',
);
requisitionMutation('setResponseRequisitionApproval', ApprovalInput, (ctx, i) =>
  setResponseRequisitionApproval(ctx, { id: i.id, action: i.action, lines: i.lines ?? [] }),
);

builder.mutationField('createRequisitionShipment', (t) =>
  t.field({
    type: RequisitionShipmentResponse,
    nullable: true,
    description:
      'An outbound shipment (NEW) with a placeholder per line for what remains to supply; "Nothing left to supply!" when nothing does.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: ShipmentInput, required: true }),
    },
    authScopes: (_p, a) => ({
      resource: { storeId: a.storeId, resource: 'CREATE_REQUISITION_SHIPMENT' },
    }),
    resolve: async (_p, a, ctx) => {
      const r = await createRequisitionShipment(inStore(ctx, a.storeId), a.input);
      return r.ok ? asNode(ctx, r.value) : fail(r);
    },
  }),
);
