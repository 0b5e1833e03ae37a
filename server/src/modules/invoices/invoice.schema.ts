// A document (invoice) and its lines as the API shows them: one node for every type, linked to
// its other party and its lines; each line to its item and batch. Lines are read per page of
// documents in one query (loaders), never one per document.
import { INVOICE_STATUSES, INVOICE_TYPES } from '@dawa/domain';
import { builder } from '../../graphql/builder';
import { ItemNode } from '../items/item.schema';
import { LocationNode } from '../locations/location.schema';
import { ReasonOptionNode } from '../reasons/reason.schema';
import { NameNode } from '../names/name.schema';
import { StockLineNode } from '../stock/stock.schema';
import type { InvoiceSummary } from './invoice.loader';
import type { InvoiceLine } from './kit/document.types';

export const InvoiceStatusEnum = builder.enumType('InvoiceNodeStatus', {
  values: INVOICE_STATUSES,
});
export const InvoiceTypeEnum = builder.enumType('InvoiceNodeType', { values: INVOICE_TYPES });
export const InvoiceLineTypeEnum = builder.enumType('InvoiceLineNodeType', {
  values: ['STOCK_OUT', 'STOCK_IN', 'UNALLOCATED_STOCK', 'SERVICE'] as const,
});

type LineValue = InvoiceLine & { storeId: string };

export const InvoiceLineNode = builder.objectRef<LineValue>('InvoiceLineNode').implement({
  description:
    'A line of a document: a batch issued or received, a placeholder (a quantity of an item not yet tied to a batch, in units) or a service.',
  fields: (t) => ({
    id: t.exposeString('id'),
    invoiceId: t.exposeString('invoiceId'),
    type: t.expose('type', { type: InvoiceLineTypeEnum }),
    itemId: t.exposeString('itemId'),
    itemName: t.exposeString('itemName', {
      description: 'The item name when the line was written.',
    }),
    itemCode: t.exposeString('itemCode'),
    item: t.field({
      type: ItemNode,
      nullable: true,
      resolve: (l, _a, ctx) => ctx.loaders.item.load({ storeId: l.storeId, id: l.itemId }),
    }),
    stockLineId: t.exposeString('stockLineId', { nullable: true }),
    stockLine: t.field({
      type: StockLineNode,
      nullable: true,
      description: 'The batch, while it is in this store.',
      resolve: (l, _a, ctx) =>
        l.stockLineId
          ? ctx.loaders.stockLine.load({ storeId: l.storeId, id: l.stockLineId })
          : null,
    }),
    batch: t.exposeString('batch', { nullable: true }),
    expiryDate: t.expose('expiryDate', { type: 'NaiveDate', nullable: true }),
    packSize: t.exposeFloat('packSize'),
    numberOfPacks: t.exposeFloat('numberOfPacks'),
    costPricePerPack: t.exposeFloat('costPricePerPack'),
    sellPricePerPack: t.exposeFloat('sellPricePerPack'),
    totalBeforeTax: t.exposeFloat('totalBeforeTax'),
    totalAfterTax: t.exposeFloat('totalAfterTax'),
    taxPercentage: t.exposeFloat('taxPercentage', { nullable: true }),
    locationId: t.exposeString('locationId', { nullable: true }),
    location: t.field({
      type: LocationNode,
      nullable: true,
      resolve: (l, _a, ctx) =>
        l.locationId ? ctx.loaders.location.load({ storeId: l.storeId, id: l.locationId }) : null,
    }),
    note: t.exposeString('note', { nullable: true }),
    reasonOptionId: t.exposeString('reasonOptionId', {
      nullable: true,
      description:
        'Why: a return reason on a return line, copied to the other store by a transfer.',
    }),
    reasonOption: t.field({
      type: ReasonOptionNode,
      nullable: true,
      description: 'The reason named by reasonOptionId (log reasons are central data).',
      resolve: (l, _a, ctx) =>
        l.reasonOptionId ? ctx.loaders.reasonOption.load(l.reasonOptionId) : null,
    }),
    originalLineId: t.string({
      nullable: true,
      description: 'A customer return line: the outbound shipment line it brings back.',
      resolve: (l) => l.originalLineId ?? null,
    }),
    shippedNumberOfPacks: t.exposeFloat('shippedNumberOfPacks', { nullable: true }),
    shippedPackSize: t.exposeFloat('shippedPackSize', { nullable: true }),
    donorId: t.exposeString('donorId', { nullable: true }),
    vvmStatusId: t.exposeString('vvmStatusId', { nullable: true }),
  }),
});

export const InvoiceNode = builder.objectRef<InvoiceSummary>('InvoiceNode');
InvoiceNode.implement({
  description: 'A document: shipments, receipts, returns, prescriptions and stock changes.',
  fields: (t) => ({
    id: t.exposeString('id'),
    invoiceNumber: t.exposeInt('invoiceNumber'),
    type: t.expose('type', { type: InvoiceTypeEnum }),
    status: t.expose('status', { type: InvoiceStatusEnum }),
    onHold: t.exposeBoolean('onHold'),
    otherPartyId: t.exposeString('otherPartyId'),
    otherPartyName: t.exposeString('otherPartyName'),
    otherParty: t.field({
      type: NameNode,
      resolve: async (i, _a, ctx) => {
        const name = await ctx.loaders.name.load(i.otherPartyId);
        if (!name) throw new Error(`document ${i.id}: its other party is missing`);
        return name;
      },
    }),
    theirReference: t.exposeString('theirReference', { nullable: true }),
    transportReference: t.exposeString('transportReference', { nullable: true }),
    comment: t.exposeString('comment', { nullable: true }),
    colour: t.exposeString('colour', { nullable: true }),
    linkedInvoiceId: t.exposeString('linkedInvoiceId', { nullable: true }),
    originalShipmentId: t.exposeString('originalShipmentId', {
      nullable: true,
      description:
        'A return: the shipment it sends back (a supplier return: its inbound shipment; a customer return: its outbound shipment).',
    }),
    originalShipment: t.field({
      type: InvoiceNode,
      nullable: true,
      resolve: (i, _a, ctx) =>
        i.originalShipmentId
          ? ctx.loaders.invoice.load({ storeId: i.storeId, id: i.originalShipmentId })
          : null,
    }),
    requisitionId: t.string({
      nullable: true,
      description:
        'An outbound shipment made from a customer requisition: that requisition; a receipt at the requesting store: its internal order.',
      resolve: (i) => i.requisitionId ?? null,
    }),
    returns: t.field({
      type: [InvoiceNode],
      description: "A shipment: the store's returns made from it, first made first.",
      resolve: async (i, _a, ctx) =>
        (await ctx.loaders.returnsOf.load({ storeId: i.storeId, id: i.id })) ?? [],
    }),
    enteredBy: t.string({
      nullable: true,
      description:
        "Who entered the document: their first and last name, or their username. Null for documents the system made (a transfer's receipt).",
      resolve: async (i, _a, ctx) =>
        i.userId ? ((await ctx.loaders.userName.load(i.userId))?.name ?? null) : null,
    }),
    expectedDeliveryDate: t.expose('expectedDeliveryDate', { type: 'NaiveDate', nullable: true }),
    taxPercentage: t.exposeFloat('taxPercentage', { nullable: true }),
    createdDatetime: t.expose('createdDatetime', { type: 'DateTime' }),
    allocatedDatetime: t.expose('allocatedDatetime', { type: 'DateTime', nullable: true }),
    pickedDatetime: t.expose('pickedDatetime', { type: 'DateTime', nullable: true }),
    shippedDatetime: t.expose('shippedDatetime', { type: 'DateTime', nullable: true }),
    deliveredDatetime: t.expose('deliveredDatetime', { type: 'DateTime', nullable: true }),
    receivedDatetime: t.expose('receivedDatetime', { type: 'DateTime', nullable: true }),
    verifiedDatetime: t.expose('verifiedDatetime', { type: 'DateTime', nullable: true }),
    cancelledDatetime: t.expose('cancelledDatetime', { type: 'DateTime', nullable: true }),
    lines: t.field({
      type: [InvoiceLineNode],
      description: "The document's lines, by item name.",
      resolve: async (i, _a, ctx) =>
        ((await ctx.loaders.invoiceLines.load({ storeId: i.storeId, id: i.id })) ?? []).map(
          (l) => ({ ...l, storeId: i.storeId }),
        ),
    }),
    totalBeforeTax: t.float({
      resolve: async (i, _a, ctx) =>
        sum(
          await ctx.loaders.invoiceLines.load({ storeId: i.storeId, id: i.id }),
          'totalBeforeTax',
        ),
    }),
    totalAfterTax: t.float({
      resolve: async (i, _a, ctx) =>
        sum(await ctx.loaders.invoiceLines.load({ storeId: i.storeId, id: i.id }), 'totalAfterTax'),
    }),
  }),
});

const sum = (lines: InvoiceLine[] | null, key: 'totalBeforeTax' | 'totalAfterTax'): number =>
  Number((lines ?? []).reduce((n, l) => n + l[key], 0).toFixed(4));
