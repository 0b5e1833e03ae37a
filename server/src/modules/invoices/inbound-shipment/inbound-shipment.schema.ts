// Inbound shipments (receipts) in the API (issue 11 item 4): the list and one receipt (with
// INBOUND_SHIPMENT_QUERY), and every change (with INBOUND_SHIPMENT_MUTATE).
import { builder } from '../../../graphql/builder';
import {
  documentChange,
  documentDelete,
  lineChange,
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

documentChange('insertInboundShipment', InsertInboundShipmentInput, {
  resource: MUTATE,
  run: insertInboundShipment,
});
documentChange('updateInboundShipment', UpdateInboundShipmentInput, {
  resource: MUTATE,
  description:
    'Changes the header, the hold and the status of a receipt (stock is created once, on the first move into RECEIVED or VERIFIED).',
  run: updateInboundShipment,
});
documentDelete('deleteInboundShipment', { resource: MUTATE, run: deleteInboundShipment });
lineChange('insertInboundShipmentLine', InsertInboundShipmentLineInput, {
  resource: MUTATE,
  run: insertInboundShipmentLine,
});
lineChange('updateInboundShipmentLine', UpdateInboundShipmentLineInput, {
  resource: MUTATE,
  run: updateInboundShipmentLine,
});
documentChange('addToInboundShipmentFromMasterList', AddToInboundFromMasterListInput, {
  resource: MUTATE,
  description:
    "While NEW: an empty line (0 packs, the item's default pack size) for each active stock item of one of the store's master lists that the receipt does not hold yet.",
  run: addToInboundShipmentFromMasterList,
});
documentDelete('deleteInboundShipmentLine', { resource: MUTATE, run: deleteInboundShipmentLine });
