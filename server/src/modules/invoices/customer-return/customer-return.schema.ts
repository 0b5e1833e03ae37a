// Customer returns in the API (issue 12 item 3): the list and one return and the lines a return
// can bring back of a shipment (with CUSTOMER_RETURN_QUERY), and every change (with
// CUSTOMER_RETURN_MUTATE). Thin: each field calls its operation and answers its union.
import { builder } from '../../../graphql/builder';
import {
  documentChange,
  documentDelete,
  registerDocumentQueries,
} from '../kit/document-kit.schema';
import { returnUpdateInputs } from '../kit/return-inputs.schema';
import { insertCustomerReturn } from './insert';
import { customerReturnCandidates, type CustomerReturnCandidate } from './returned.list';
import { deleteCustomerReturn, updateCustomerReturn, updateCustomerReturnLines } from './update';

const QUERY = 'QUERY_CUSTOMER_RETURN' as const;
const MUTATE = 'MUTATE_CUSTOMER_RETURN' as const;

registerDocumentQueries(
  'CUSTOMER_RETURN',
  { list: 'customerReturns', one: 'customerReturn', what: 'customer returns' },
  QUERY,
);

const CustomerReturnLineInput = builder.inputType('CustomerReturnLineInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID) of the line.' }),
    outboundShipmentLineId: t.string({
      description:
        "A line of the return's outbound shipment brought back: its item, batch, expiry and pack size are copied.",
    }),
    itemId: t.string({ description: 'A batch entered by hand: its item.' }),
    packSize: t.float({ description: 'A batch entered by hand: its pack size.' }),
    batch: t.string(),
    expiryDate: t.field({ type: 'NaiveDate' }),
    numberOfPacks: t.float({
      required: true,
      description: 'Packs coming back (0 only while NEW).',
    }),
    locationId: t.string({ description: 'Where the returned stock goes when received.' }),
    vvmStatusId: t.string(),
    itemVariantId: t.string(),
    reasonId: t.string({ description: 'A reason option of type RETURN_REASON.' }),
    note: t.string(),
  }),
});

const InsertStatusInput = builder.enumType('InsertCustomerReturnStatusInput', {
  values: ['NEW', 'RECEIVED', 'VERIFIED'] as const,
});

const InsertCustomerReturnInput = builder.inputType('InsertCustomerReturnInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    otherPartyId: t.string({ required: true, description: 'A visible customer of the store.' }),
    outboundShipmentId: t.string({
      description:
        "The store's outbound shipment brought back (SHIPPED or later): the return's original shipment.",
    }),
    status: t.field({
      type: InsertStatusInput,
      description: 'Default: VERIFIED when made from an outbound shipment, NEW otherwise.',
    }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
    lines: t.field({ type: [CustomerReturnLineInput] }),
  }),
});

const { header: UpdateCustomerReturnInput, lines: UpdateCustomerReturnLinesInput } =
  returnUpdateInputs(
    'Customer',
    ['RECEIVED', 'VERIFIED'] as const,
    'Another visible customer, for a return entered by hand, while editable.',
    CustomerReturnLineInput,
    'Every line of the return, before it is received: lines named again change, new ids are added, lines left out are removed (only while NEW).',
  );

const CustomerReturnCandidateNode = builder
  .objectRef<CustomerReturnCandidate>('CustomerReturnLineCandidateNode')
  .implement({
    description: 'A line of an outbound shipment a customer return can bring back.',
    fields: (t) => ({
      outboundShipmentLineId: t.exposeString('outboundShipmentLineId'),
      itemId: t.exposeString('itemId'),
      itemName: t.exposeString('itemName'),
      itemCode: t.exposeString('itemCode'),
      batch: t.exposeString('batch', { nullable: true }),
      expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
      packSize: t.exposeFloat('packSize'),
      numberOfPacksIssued: t.exposeFloat('numberOfPacksIssued'),
      numberOfPacksReturned: t.exposeFloat('numberOfPacksReturned', {
        description: "Brought back by the store's other customer returns.",
      }),
      returnablePacks: t.exposeFloat('returnablePacks'),
      lineId: t.exposeString('lineId', { nullable: true }),
      numberOfPacksToReturn: t.exposeFloat('numberOfPacksToReturn'),
      reasonId: t.exposeString('reasonId', { nullable: true }),
      note: t.exposeString('note', { nullable: true }),
    }),
  });

builder.queryFields((t) => ({
  customerReturnLineCandidates: t.field({
    type: [CustomerReturnCandidateNode],
    nullable: true,
    description:
      "The lines of the store's outbound shipment a return can bring back, with what each issued and what has come back already.",
    args: {
      storeId: t.arg.string({ required: true }),
      outboundShipmentId: t.arg.string({ required: true }),
      returnId: t.arg.string(),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: (_p, args, ctx) =>
      customerReturnCandidates(
        ctx.deps.db,
        args.storeId,
        args.outboundShipmentId,
        args.returnId ?? null,
      ),
  }),
}));

documentChange('insertCustomerReturn', InsertCustomerReturnInput, {
  resource: MUTATE,
  description:
    'A return of stock from a customer, with its lines; from an outbound shipment it is VERIFIED at once (the stock back as new batches) unless another status is asked.',
  run: insertCustomerReturn,
});
documentChange('updateCustomerReturn', UpdateCustomerReturnInput, {
  resource: MUTATE,
  description:
    'Changes the header, the customer, the hold and the status (forward only: RECEIVED, VERIFIED; the stock comes in at RECEIVED) of a customer return.',
  run: updateCustomerReturn,
});
documentChange('updateCustomerReturnLines', UpdateCustomerReturnLinesInput, {
  resource: MUTATE,
  description: "Sets a customer return's lines as a whole, before it is received.",
  run: updateCustomerReturnLines,
});
documentDelete('deleteCustomerReturn', {
  resource: MUTATE,
  description: 'Deletes a customer return entered here before it is received.',
  run: deleteCustomerReturn,
});
