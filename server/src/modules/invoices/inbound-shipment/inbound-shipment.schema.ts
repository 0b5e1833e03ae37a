// Inbound shipments (receipts) in the API (issue 11 item 4): the list and one receipt (with
// INBOUND_SHIPMENT_QUERY), and every change (with INBOUND_SHIPMENT_MUTATE).
import { builder } from '../../../graphql/builder';
import { inStore } from '../../../graphql/context';
import { respond } from '../../../graphql/user-error';
import { toDocumentUserError } from '../kit/document-errors.schema';
import {
  DeleteResponse,
  InvoiceLineResponse,
  InvoiceResponse,
  asNode,
  lineNode,
  registerDocumentQueries,
} from '../kit/document-kit.schema';
import { deleteInboundShipment } from './delete';
import { addToInboundShipmentFromMasterList } from './from-master-list';
import { insertInboundShipment } from './insert';
import { deleteInboundShipmentLine } from './line-delete';
import { insertInboundShipmentLine } from './line-insert';
import { updateInboundShipmentLine } from './line-update';
import { updateInboundShipment } from './update';

const MUTATE = 'MUTATE_INBOUND_SHIPMENT' as const;

registerDocumentQueries(
  'INBOUND_SHIPMENT',
  { list: 'inboundShipments', one: 'inboundShipment', what: 'inbound shipments' },
  'QUERY_INBOUND_SHIPMENT',
);

const InsertInboundShipmentInput = builder.inputType('InsertInboundShipmentInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    otherPartyId: t.string({ required: true, description: 'A visible supplier of the store.' }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
  }),
});

const InboundShipmentStatusInput = builder.enumType('UpdateInboundShipmentStatusInput', {
  values: ['SHIPPED', 'DELIVERED', 'RECEIVED', 'VERIFIED'] as const,
});

const UpdateInboundShipmentInput = builder.inputType('UpdateInboundShipmentInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    otherPartyId: t.string({
      description: 'Another visible supplier, for a receipt made by hand, while editable.',
    }),
    status: t.field({ type: InboundShipmentStatusInput }),
    onHold: t.boolean(),
    comment: t.string(),
    theirReference: t.string(),
    transportReference: t.string(),
    colour: t.string(),
  }),
});

const InsertInboundShipmentLineInput = builder.inputType('InsertInboundShipmentLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    invoiceId: t.string({ required: true }),
    itemId: t.string({ required: true }),
    packSize: t.float({ required: true }),
    numberOfPacks: t.float({ required: true }),
    batch: t.string(),
    expiryDate: t.field({ type: 'NaiveDate' }),
    costPricePerPack: t.float(),
    sellPricePerPack: t.float(),
    locationId: t.string(),
    donorId: t.string({ description: 'A name marked as donor.' }),
    vvmStatusId: t.string(),
    itemVariantId: t.string(),
    note: t.string(),
  }),
});

const UpdateInboundShipmentLineInput = builder.inputType('UpdateInboundShipmentLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    packSize: t.float(),
    numberOfPacks: t.float(),
    batch: t.string(),
    expiryDate: t.field({ type: 'NaiveDate' }),
    costPricePerPack: t.float(),
    sellPricePerPack: t.float(),
    locationId: t.string(),
    donorId: t.string(),
    vvmStatusId: t.string(),
    itemVariantId: t.string(),
    note: t.string(),
  }),
});

const AddToInboundFromMasterListInput = builder.inputType(
  'AddToInboundShipmentFromMasterListInput',
  {
    fields: (t) => ({
      shipmentId: t.string({ required: true }),
      masterListId: t.string({
        required: true,
        description: "A master list joined to the store's own name (masterLists without nameId).",
      }),
    }),
  },
);

builder.mutationFields((t) => ({
  insertInboundShipment: t.field({
    type: InvoiceResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertInboundShipmentInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await insertInboundShipment(inStore(ctx, storeId), input);
      return result.ok
        ? asNode(ctx, result.value)
        : respond(result, 'InvoiceMutationError', toDocumentUserError);
    },
  }),
  updateInboundShipment: t.field({
    type: InvoiceResponse,
    nullable: true,
    description:
      'Changes the header, the hold and the status of a receipt (stock is created once, on the first move into RECEIVED or VERIFIED).',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateInboundShipmentInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await updateInboundShipment(inStore(ctx, storeId), input);
      return result.ok
        ? asNode(ctx, result.value)
        : respond(result, 'InvoiceMutationError', toDocumentUserError);
    },
  }),
  deleteInboundShipment: t.field({
    type: DeleteResponse,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, id }, ctx) =>
      respond(
        await deleteInboundShipment(inStore(ctx, storeId), id),
        'InvoiceMutationError',
        toDocumentUserError,
        (v) => ({ __typename: 'DeleteResponse' as const, id: v.id }),
      ),
  }),
  insertInboundShipmentLine: t.field({
    type: InvoiceLineResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertInboundShipmentLineInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) =>
      respond(
        await insertInboundShipmentLine(inStore(ctx, storeId), input),
        'InvoiceMutationError',
        toDocumentUserError,
        lineNode(storeId),
      ),
  }),
  updateInboundShipmentLine: t.field({
    type: InvoiceLineResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateInboundShipmentLineInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) =>
      respond(
        await updateInboundShipmentLine(inStore(ctx, storeId), input),
        'InvoiceMutationError',
        toDocumentUserError,
        lineNode(storeId),
      ),
  }),
  addToInboundShipmentFromMasterList: t.field({
    type: InvoiceResponse,
    nullable: true,
    description:
      "While NEW: an empty line (0 packs, the item's default pack size) for each active stock item of one of the store's master lists that the receipt does not hold yet.",
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: AddToInboundFromMasterListInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await addToInboundShipmentFromMasterList(inStore(ctx, storeId), input);
      return result.ok
        ? asNode(ctx, result.value)
        : respond(result, 'InvoiceMutationError', toDocumentUserError);
    },
  }),
  deleteInboundShipmentLine: t.field({
    type: DeleteResponse,
    nullable: true,
    args: { storeId: t.arg.string({ required: true }), id: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, id }, ctx) =>
      respond(
        await deleteInboundShipmentLine(inStore(ctx, storeId), id),
        'InvoiceMutationError',
        toDocumentUserError,
        (v) => ({ __typename: 'DeleteResponse' as const, id: v.id }),
      ),
  }),
}));
