// Outbound shipments in the API (issue 11 item 3): the list and one shipment (with
// OUTBOUND_SHIPMENT_QUERY), and every change (with OUTBOUND_SHIPMENT_MUTATE). Thin: each field
// calls its operation and turns the result into its response union.
import type { AllocationNote } from '@dawa/domain';
import { builder } from '../../../graphql/builder';
import { UnusableReasonEnum } from '../../stock/stock.schema';
import { inStore } from '../../../graphql/context';
import { respond } from '../../../graphql/user-error';
import { InvoiceLineNode } from '../invoice.schema';
import {
  InvoiceResponseError,
  documentChange,
  documentDelete,
  lineChange,
  lineNode,
  registerDocumentQueries,
} from '../kit/document-kit.schema';
import { toDocumentUserError } from '../kit/document-errors.schema';
import { deleteOutboundShipment } from './delete';
import { addToOutboundShipmentFromMasterList } from './from-master-list';
import { insertOutboundShipment } from './insert';
import {
  issueOutboundShipmentItem,
  issueOutboundShipmentItems,
  type IssuedItem,
} from './issue-item';
import { deleteOutboundShipmentLine } from './line-delete';
import { insertOutboundShipmentLine } from './line-insert';
import { updateOutboundShipmentLine } from './line-update';
import {
  insertOutboundShipmentPlaceholder,
  updateOutboundShipmentPlaceholder,
} from './placeholder';
import { updateOutboundShipment } from './update';

const QUERY = 'QUERY_OUTBOUND_SHIPMENT' as const;
const MUTATE = 'MUTATE_OUTBOUND_SHIPMENT' as const;

registerDocumentQueries(
  'OUTBOUND_SHIPMENT',
  { list: 'outboundShipments', one: 'outboundShipment', what: 'outbound shipments' },
  QUERY,
);

const InsertOutboundShipmentInput = builder.inputType('InsertOutboundShipmentInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    otherPartyId: t.string({ required: true, description: 'A visible customer of the store.' }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
  }),
});

const OutboundShipmentStatusInput = builder.enumType('UpdateOutboundShipmentStatusInput', {
  values: ['ALLOCATED', 'PICKED', 'SHIPPED'] as const,
});

const UpdateOutboundShipmentInput = builder.inputType('UpdateOutboundShipmentInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    otherPartyId: t.string({
      description: 'Another visible customer, while the shipment is editable.',
    }),
    status: t.field({ type: OutboundShipmentStatusInput }),
    onHold: t.boolean(),
    comment: t.string(),
    theirReference: t.string(),
    transportReference: t.string(),
    colour: t.string(),
    expectedDeliveryDate: t.field({ type: 'NaiveDate' }),
    taxPercentage: t.float({
      description: 'Tax in percent on every line: totals after tax are worked out again.',
    }),
  }),
});

const InsertOutboundShipmentLineInput = builder.inputType('InsertOutboundShipmentLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    invoiceId: t.string({ required: true }),
    stockLineId: t.string({ required: true }),
    numberOfPacks: t.float({ required: true }),
  }),
});

const UpdateOutboundShipmentLineInput = builder.inputType('UpdateOutboundShipmentLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    numberOfPacks: t.float(),
    stockLineId: t.string({ description: 'Another batch of the same store for this line.' }),
  }),
});

const InsertPlaceholderInput = builder.inputType('InsertOutboundShipmentUnallocatedLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    invoiceId: t.string({ required: true }),
    itemId: t.string({ required: true }),
    quantity: t.float({ required: true, description: 'Units not yet tied to a batch.' }),
  }),
});

const UpdatePlaceholderInput = builder.inputType('UpdateOutboundShipmentUnallocatedLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    quantity: t.float({ required: true }),
  }),
});

const AllocationNoteKindEnum = builder.enumType('AllocationNoteKind', {
  values: [
    'SKIPPED',
    'EXPIRING_SOON',
    'PARTIAL_PACK',
    'OVER_ALLOCATED',
    'PLACEHOLDER',
    'CANNOT_CREATE_PLACEHOLDER',
  ] as const,
});

const AllocationNoteNode = builder.objectRef<AllocationNote>('AllocationNoteNode').implement({
  description:
    'What the allocator did beside the lines: batches it skipped and why, batches it used that expire soon, rounding to whole packs, a shortfall.',
  fields: (t) => ({
    kind: t.field({ type: AllocationNoteKindEnum, resolve: (n) => n.kind }),
    reason: t.field({
      type: UnusableReasonEnum,
      nullable: true,
      resolve: (n) => (n.kind === 'SKIPPED' ? n.reason : null),
    }),
    stockLineIds: t.stringList({ resolve: (n) => ('stockLineIds' in n ? n.stockLineIds : []) }),
    requestedUnits: t.float({
      nullable: true,
      resolve: (n) => ('requestedUnits' in n ? n.requestedUnits : null),
    }),
    allocatedUnits: t.float({
      nullable: true,
      resolve: (n) => ('allocatedUnits' in n ? n.allocatedUnits : null),
    }),
    placeholderUnits: t.float({
      nullable: true,
      resolve: (n) => ('placeholderUnits' in n ? n.placeholderUnits : null),
    }),
    availableUnits: t.float({
      nullable: true,
      resolve: (n) => ('availableUnits' in n ? n.availableUnits : null),
    }),
    wholePackUnits: t.float({
      nullable: true,
      description: 'The nearest whole-pack quantity, when a pack must be broken.',
      resolve: (n) => ('wholePackUnits' in n ? n.wholePackUnits : null),
    }),
  }),
});

type IssuedValue = IssuedItem & { storeId: string; __typename: 'IssuedItemNode' };
const IssuedItemNode = builder.objectRef<IssuedValue>('IssuedItemNode').implement({
  fields: (t) => ({
    itemId: t.exposeString('itemId'),
    lines: t.field({
      type: [InvoiceLineNode],
      description: "The shipment's lines of the item now: batches, then its placeholder.",
      resolve: (v) => v.lines.map(lineNode(v.storeId)),
    }),
    requestedUnits: t.float({ resolve: (v) => v.allocation.requestedUnits }),
    allocatedUnits: t.float({ resolve: (v) => v.allocation.allocatedUnits }),
    placeholderUnits: t.float({ resolve: (v) => v.allocation.placeholderUnits }),
    notes: t.field({ type: [AllocationNoteNode], resolve: (v) => v.allocation.notes }),
  }),
});
const IssueItemResponse = builder.unionType('IssueOutboundShipmentItemResponse', {
  types: [IssuedItemNode, InvoiceResponseError],
  resolveType: (v) => v.__typename,
});
type IssuedItemsValue = { items: IssuedValue[]; __typename: 'IssuedItemsNode' };
const IssuedItemsNode = builder.objectRef<IssuedItemsValue>('IssuedItemsNode').implement({
  fields: (t) => ({
    items: t.field({ type: [IssuedItemNode], resolve: (v) => v.items }),
  }),
});
const IssueItemsResponse = builder.unionType('IssueOutboundShipmentItemsResponse', {
  types: [IssuedItemsNode, InvoiceResponseError],
  resolveType: (v) => v.__typename,
});
const IssueItemsLine = builder.inputType('IssueOutboundShipmentItemsLineInput', {
  fields: (t) => ({
    itemId: t.string({ required: true }),
    quantity: t.float({
      required: true,
      description: 'Units of the item in all (0 takes it off).',
    }),
  }),
});
const IssueItemsInput = builder.inputType('IssueOutboundShipmentItemsInput', {
  fields: (t) => ({
    invoiceId: t.string({ required: true }),
    items: t.field({ type: [IssueItemsLine], required: true }),
  }),
});

const AddFromMasterListInput = builder.inputType('AddToOutboundShipmentFromMasterListInput', {
  fields: (t) => ({
    shipmentId: t.string({ required: true }),
    masterListId: t.string({
      required: true,
      description: "A master list joined to the shipment's customer.",
    }),
  }),
});

const IssueItemInput = builder.inputType('IssueOutboundShipmentItemInput', {
  fields: (t) => ({
    invoiceId: t.string({ required: true }),
    itemId: t.string({ required: true }),
    quantity: t.float({
      required: true,
      description: 'Units of the item the shipment should hold in all (0 takes it off).',
    }),
  }),
});

documentChange('insertOutboundShipment', InsertOutboundShipmentInput, {
  resource: MUTATE,
  run: insertOutboundShipment,
});
documentChange('updateOutboundShipment', UpdateOutboundShipmentInput, {
  resource: MUTATE,
  description:
    'Changes the header, the hold and the status (forward only: ALLOCATED, PICKED, SHIPPED) of an outbound shipment.',
  run: updateOutboundShipment,
});
documentDelete('deleteOutboundShipment', { resource: MUTATE, run: deleteOutboundShipment });
lineChange('insertOutboundShipmentLine', InsertOutboundShipmentLineInput, {
  resource: MUTATE,
  description: 'Puts packs of one batch on the shipment (reserved at once).',
  run: insertOutboundShipmentLine,
});
lineChange('updateOutboundShipmentLine', UpdateOutboundShipmentLineInput, {
  resource: MUTATE,
  run: updateOutboundShipmentLine,
});
documentDelete('deleteOutboundShipmentLine', {
  resource: MUTATE,
  description: 'Removes a line (a batch or a placeholder) while the shipment is NEW.',
  run: deleteOutboundShipmentLine,
});
lineChange('insertOutboundShipmentUnallocatedLine', InsertPlaceholderInput, {
  resource: MUTATE,
  description: 'A placeholder: a quantity of an item, in units, not yet tied to a batch.',
  run: insertOutboundShipmentPlaceholder,
});
lineChange('updateOutboundShipmentUnallocatedLine', UpdatePlaceholderInput, {
  resource: MUTATE,
  run: updateOutboundShipmentPlaceholder,
});

builder.mutationFields((t) => ({
  issueOutboundShipmentItem: t.field({
    type: IssueItemResponse,
    nullable: true,
    description:
      'Sets how many units of an item the shipment issues: batches chosen first expiry first out, skipped batches said why, a shortfall to the placeholder.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: IssueItemInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) =>
      respond(
        await issueOutboundShipmentItem(inStore(ctx, storeId), input),
        'InvoiceMutationError',
        toDocumentUserError,
        (v) => ({ ...v, storeId, __typename: 'IssuedItemNode' as const }),
      ),
  }),
  issueOutboundShipmentItems: t.field({
    type: IssueItemsResponse,
    nullable: true,
    description:
      'Sets the quantities of many items at once (a whole shipment in one request), each as issueOutboundShipmentItem does; one item refused refuses them all.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: IssueItemsInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: MUTATE } }),
    resolve: async (_p, { storeId, input }, ctx) =>
      respond(
        await issueOutboundShipmentItems(inStore(ctx, storeId), input),
        'InvoiceMutationError',
        toDocumentUserError,
        (v) => ({
          __typename: 'IssuedItemsNode' as const,
          items: v.map((i) => ({ ...i, storeId, __typename: 'IssuedItemNode' as const })),
        }),
      ),
  }),
}));

documentChange('addToOutboundShipmentFromMasterList', AddFromMasterListInput, {
  resource: MUTATE,
  description:
    "While NEW: a placeholder of no quantity for each active stock item of one of the customer's master lists that the shipment does not hold yet.",
  run: addToOutboundShipmentFromMasterList,
});
