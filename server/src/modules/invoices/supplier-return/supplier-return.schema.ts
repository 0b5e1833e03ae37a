// Supplier returns in the API (issue 12 item 2): the list and one return and the batches a
// return can take (with SUPPLIER_RETURN_QUERY), and every change (with SUPPLIER_RETURN_MUTATE).
// Thin: each field calls its operation and turns the result into its response union.
import { builder } from '../../../graphql/builder';
import { StockLineNode } from '../../stock/stock.schema';
import {
  documentChange,
  documentDelete,
  registerDocumentQueries,
} from '../kit/document-kit.schema';
import { returnUpdateInputs } from '../kit/return-inputs.schema';
import { supplierReturnCandidates, type SupplierReturnCandidate } from './candidates.list';
import { insertSupplierReturn } from './insert';
import { deleteSupplierReturn, updateSupplierReturn, updateSupplierReturnLines } from './update';

const QUERY = 'QUERY_SUPPLIER_RETURN' as const;
const MUTATE = 'MUTATE_SUPPLIER_RETURN' as const;

registerDocumentQueries(
  'SUPPLIER_RETURN',
  { list: 'supplierReturns', one: 'supplierReturn', what: 'supplier returns' },
  QUERY,
);

const SupplierReturnLineInput = builder.inputType('SupplierReturnLineInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID) of the line.' }),
    stockLineId: t.string({
      required: true,
      description: 'A batch of the store; one on hold (or in a location on hold) too.',
    }),
    numberOfPacks: t.float({ required: true, description: 'Packs to return (0 only while NEW).' }),
    reasonId: t.string({ description: 'A reason option of type RETURN_REASON.' }),
    note: t.string(),
  }),
});

const InsertStatusInput = builder.enumType('InsertSupplierReturnStatusInput', {
  values: ['NEW', 'PICKED', 'SHIPPED'] as const,
});

const InsertSupplierReturnInput = builder.inputType('InsertSupplierReturnInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id (UUID), once per draft.' }),
    otherPartyId: t.string({ required: true, description: 'A visible supplier of the store.' }),
    inboundShipmentId: t.string({
      description:
        "The store's inbound shipment sent back (DELIVERED, RECEIVED or VERIFIED): the return's original shipment.",
    }),
    status: t.field({
      type: InsertStatusInput,
      description: 'Default: SHIPPED when made from an inbound shipment, NEW otherwise.',
    }),
    theirReference: t.string(),
    comment: t.string(),
    colour: t.string(),
    lines: t.field({ type: [SupplierReturnLineInput] }),
  }),
});

const { header: UpdateSupplierReturnInput, lines: UpdateSupplierReturnLinesInput } =
  returnUpdateInputs(
    'Supplier',
    ['PICKED', 'SHIPPED'] as const,
    'Another visible supplier, while the return is editable.',
    SupplierReturnLineInput,
    'Every line of the return: lines named again change, new ids are added, lines left out are removed (only while NEW).',
  );

type CandidateValue = SupplierReturnCandidate;
const SupplierReturnCandidateNode = builder
  .objectRef<CandidateValue>('SupplierReturnLineCandidateNode')
  .implement({
    description: 'A batch a supplier return can take, and what the return holds of it.',
    fields: (t) => ({
      stockLineId: t.exposeString('stockLineId'),
      itemId: t.exposeString('itemId'),
      batch: t.exposeString('batch', { nullable: true }),
      expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
      packSize: t.exposeFloat('packSize'),
      availableNumberOfPacks: t.exposeFloat('availableNumberOfPacks', {
        description: 'Packs that can be returned (what the return holds of the batch included).',
      }),
      totalNumberOfPacks: t.exposeFloat('totalNumberOfPacks'),
      onHold: t.exposeBoolean('onHold', {
        description: 'The batch or its location is on hold (it can be returned all the same).',
      }),
      lineId: t.exposeString('lineId', { nullable: true }),
      numberOfPacksToReturn: t.exposeFloat('numberOfPacksToReturn'),
      reasonId: t.exposeString('reasonId', { nullable: true }),
      note: t.exposeString('note', { nullable: true }),
      stockLine: t.field({
        type: StockLineNode,
        nullable: true,
        resolve: (c, _a, ctx) =>
          ctx.loaders.stockLine.load({ storeId: c.storeId, id: c.stockLineId }),
      }),
    }),
  });

builder.queryFields((t) => ({
  supplierReturnLineCandidates: t.field({
    type: [SupplierReturnCandidateNode],
    nullable: true,
    description:
      "The batches a supplier return can take: the item's batches with packs available, the batches named and those on the return (even when nothing is available).",
    args: {
      storeId: t.arg.string({ required: true }),
      itemId: t.arg.string(),
      stockLineIds: t.arg.stringList(),
      returnId: t.arg.string(),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: QUERY } }),
    resolve: (_p, args, ctx) =>
      supplierReturnCandidates(ctx.deps.db, args.storeId, {
        itemId: args.itemId ?? null,
        stockLineIds: args.stockLineIds ?? null,
        returnId: args.returnId ?? null,
      }),
  }),
}));

documentChange('insertSupplierReturn', InsertSupplierReturnInput, {
  resource: MUTATE,
  description:
    'A return of stock to a supplier, with its lines (packs reserved at once); from an inbound shipment it is SHIPPED at once unless another status is asked.',
  run: insertSupplierReturn,
});
documentChange('updateSupplierReturn', UpdateSupplierReturnInput, {
  resource: MUTATE,
  description:
    'Changes the header, the supplier, the hold and the status (forward only: PICKED, SHIPPED; stock leaves at PICKED) of a supplier return.',
  run: updateSupplierReturn,
});
documentChange('updateSupplierReturnLines', UpdateSupplierReturnLinesInput, {
  resource: MUTATE,
  description: "Sets a supplier return's lines as a whole, while it is editable.",
  run: updateSupplierReturnLines,
});
documentDelete('deleteSupplierReturn', {
  resource: MUTATE,
  description:
    'Deletes a supplier return before its stock has left (NEW), giving back what it reserved.',
  run: deleteSupplierReturn,
});
