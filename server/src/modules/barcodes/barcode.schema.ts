import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import { commonErrors } from '../../graphql/common-errors';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import { stockErrors } from '../stock/inventory-adjustment.schema';
import {
  insertBarcode,
  resolveScan,
  type InsertBarcodeError,
  type ScanError,
  type ScanResult,
} from './barcode.service';

const errors = {
  unreadable: defineUserError('UnableToReadBarcode', 'Unable to read barcode', {
    reason: 'String',
  }),
  notFound: defineUserError('BarcodeNotFound', 'No item has this barcode', { gtin: 'String' }),
  invalidGtin: defineUserError('InvalidGtin', 'Not a valid GTIN (check digit or length)'),
  used: defineUserError('GtinAlreadyUsed', 'This barcode is already used'),
  packSize: defineUserError('InvalidBarcodePackSize', 'The pack size must be greater than zero'),
};

const scanError = (e: ScanError): UserErrorValue =>
  e.kind === 'UnableToReadBarcode'
    ? errors.unreadable({ reason: e.reason })
    : errors.notFound({ gtin: e.gtin });

function insertError(e: InsertBarcodeError): UserErrorValue {
  switch (e.kind) {
    case 'InvalidGtin':
      return errors.invalidGtin();
    case 'GtinAlreadyUsed':
      return errors.used();
    case 'ItemNotFound':
      return stockErrors.recordNotFound();
    case 'InvalidPackSize':
      return errors.packSize();
    case 'RecordAlreadyExists':
      return commonErrors.recordAlreadyExists();
  }
}

const ScanNode = builder.objectRef<ScanResult>('BarcodeScanNode').implement({
  fields: (t) => ({
    gtin: t.exposeString('gtin', { nullable: true }),
    batch: t.exposeString('batch', { nullable: true }),
    expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
    itemId: t.exposeString('itemId', { nullable: true }),
    packSize: t.exposeFloat('packSize', { nullable: true }),
    stockLineIds: t.exposeStringList('stockLineIds'),
  }),
});
const ScanError = defineErrorWrapper('BarcodeScanError');
const ScanResponse = builder.unionType('BarcodeScanResponse', {
  types: [ScanNode, ScanError],
  resolveType: (v) => ('error' in v ? 'BarcodeScanError' : 'BarcodeScanNode'),
});

const BarcodeNode = builder.objectRef<{ id: string; gtin: string }>('BarcodeNode').implement({
  fields: (t) => ({ id: t.exposeString('id'), gtin: t.exposeString('gtin') }),
});
const InsertBarcodeError = defineErrorWrapper('InsertBarcodeError');
const InsertBarcodeResponse = builder.unionType('InsertBarcodeResponse', {
  types: [BarcodeNode, InsertBarcodeError],
  resolveType: (v) => ('error' in v ? 'InsertBarcodeError' : 'BarcodeNode'),
});

builder.queryField('barcodeScan', (t) =>
  t.field({
    type: ScanResponse,
    nullable: true,
    description:
      'Reads a scanned GS1 barcode: the item, batch and expiry, and the matching stock lines of the store.',
    args: { storeId: t.arg.string({ required: true }), scan: t.arg.string({ required: true }) },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'QUERY_ITEMS' } }),
    resolve: async (_p, args, ctx) => {
      const r = await resolveScan(inStore(ctx, args.storeId), args.scan);
      return respond(r, 'BarcodeScanError', scanError);
    },
  }),
);

builder.mutationField('insertBarcode', (t) =>
  t.field({
    type: InsertBarcodeResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({
        type: builder.inputType('InsertBarcodeInput', {
          fields: (f) => ({
            id: f.string({
              required: true,
              description:
                'Client-generated id (UUID): the same insert sent again answers the same barcode.',
            }),
            gtin: f.string({ required: true }),
            itemId: f.string({ required: true }),
            packSize: f.float(),
            manufacturer: f.string(),
          }),
        }),
        required: true,
      }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'MUTATE_ITEM' } }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const r = await insertBarcode(inStore(ctx, storeId), input);
      return respond(r, 'InsertBarcodeError', insertError);
    },
  }),
);
