import { commonErrors } from '../../graphql/common-errors';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import {
  adjustInventory,
  type AdjustmentResult,
  type InventoryAdjustmentError,
} from './inventory-adjustment.service';
import { addNewStockLine, type NewStockLineError } from './new-stock-line.service';
import { StockLineNode } from './stock.schema';

// Error types that later stock operations reuse.
export const stockErrors = {
  recordAlreadyExists: commonErrors.recordAlreadyExists,
  recordNotFound: commonErrors.recordNotFound,
  otherPartyNotFound: defineUserError(
    'OtherPartyNotFound',
    'This supplier or donor does not exist or is not one',
    { field: 'String' },
  ),
  invalidQuantity: defineUserError(
    'InvalidQuantity',
    'The quantity must be a number greater than zero',
  ),
  dateInFuture: defineUserError('DateInFuture', 'The date must not be in the future'),
  reasonRequired: defineUserError('ReasonRequired', 'A reason is required'),
  wrongReasonType: defineUserError(
    'WrongReasonType',
    'The reason does not match the direction of the change',
    {
      expectedTypes: 'String',
    },
  ),
  notEnoughStock: defineUserError(
    'NotEnoughStockForReduction',
    'Not enough stock to reduce by this quantity',
    {
      availablePacks: 'Float',
      requestedPacks: 'Float',
    },
  ),
  belowZeroInPast: defineUserError(
    'StockBelowZeroAtDate',
    'This change would make the stock negative at an earlier date',
    { datetime: 'DateTime', shortfallPacks: 'Float' },
  ),
  quantityOutOfRange: defineUserError(
    'StockQuantityOutOfRange',
    'The number is beyond what the system keeps: too large, too small or with too many decimals',
    { field: 'String', problem: 'String', min: 'Float', max: 'Float', decimals: 'Int' },
  ),
  stockCountOutOfRange: defineUserError(
    'StockCountOutOfRange',
    'This change would leave the stock line with more packs than the system keeps',
  ),
};

export function toStockUserError(e: InventoryAdjustmentError): UserErrorValue {
  switch (e.kind) {
    case 'RecordAlreadyExists':
      return stockErrors.recordAlreadyExists();
    case 'StockLineNotFound':
    case 'ReasonNotFound':
      return stockErrors.recordNotFound();
    case 'InvalidQuantity':
      return stockErrors.invalidQuantity();
    case 'DateInFuture':
      return stockErrors.dateInFuture();
    case 'ReasonRequired':
      return stockErrors.reasonRequired();
    case 'WrongReasonType':
      return stockErrors.wrongReasonType({ expectedTypes: e.expected.join(',') });
    case 'NotEnoughStock':
      return stockErrors.notEnoughStock({
        availablePacks: e.availablePacks,
        requestedPacks: e.requestedPacks,
      });
    case 'StockBelowZeroInPast':
      return stockErrors.belowZeroInPast({
        datetime: e.datetime,
        shortfallPacks: e.shortfallPacks,
      });
    case 'QuantityOutOfRange':
      return stockErrors.quantityOutOfRange({
        field: e.field,
        problem: e.problem,
        min: e.min,
        max: e.max,
        decimals: e.decimals,
      });
    case 'StockCountOutOfRange':
      return stockErrors.stockCountOutOfRange();
  }
}

const AdjustmentTypeInput = builder.enumType('AdjustmentTypeInput', {
  values: ['ADDITION', 'REDUCTION'] as const,
});

const InsertInventoryAdjustmentInput = builder.inputType('InsertInventoryAdjustmentInput', {
  fields: (t) => ({
    id: t.string({
      required: true,
      description: 'Client-generated id (UUID) of the adjustment document.',
    }),
    stockLineId: t.string({ required: true }),
    adjustmentType: t.field({ type: AdjustmentTypeInput, required: true }),
    adjustment: t.float({
      required: true,
      description: 'Packs to add or remove (greater than zero).',
    }),
    reasonId: t.string(),
    adjustmentDatetime: t.field({
      type: 'DateTime',
      description: 'When it happened, if earlier than now.',
    }),
  }),
});

type AdjustmentValue = AdjustmentResult & { __typename: 'InventoryAdjustmentNode' };

const InventoryAdjustmentNode = builder
  .objectRef<AdjustmentValue>('InventoryAdjustmentNode')
  .implement({
    fields: (t) => ({
      id: t.exposeString('invoiceId'),
      invoiceNumber: t.exposeInt('invoiceNumber'),
      stockLine: t.field({
        type: StockLineNode,
        description: 'The stock line as the adjustment left it.',
        resolve: (v) => v.stockLine,
      }),
    }),
  });

const InsertInventoryAdjustmentError = defineErrorWrapper('InsertInventoryAdjustmentError');

const InsertInventoryAdjustmentResponse = builder.unionType('InsertInventoryAdjustmentResponse', {
  types: [InventoryAdjustmentNode, InsertInventoryAdjustmentError],
  resolveType: (v) => v.__typename,
});

builder.mutationField('insertInventoryAdjustment', (t) =>
  t.field({
    type: InsertInventoryAdjustmentResponse,
    nullable: true,
    description:
      'Adds packs to or removes packs from a stock line, with a reason of the matching direction.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertInventoryAdjustmentInput, required: true }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'MUTATE_INVENTORY_ADJUSTMENT' },
    }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await adjustInventory(inStore(ctx, storeId), {
        id: input.id,
        stockLineId: input.stockLineId,
        direction: input.adjustmentType,
        numberOfPacks: input.adjustment,
        reasonId: input.reasonId ?? null,
        ...(input.adjustmentDatetime ? { datetime: new Date(input.adjustmentDatetime) } : {}),
      });
      return respond(result, 'InsertInventoryAdjustmentError', toStockUserError, (v) => ({
        __typename: 'InventoryAdjustmentNode' as const,
        ...v,
      }));
    },
  }),
);

export const newLineErrors = {
  itemNotFound: stockErrors.recordNotFound,
  notAStockItem: defineUserError('NotAStockItem', 'Only stock items can have stock lines'),
  packSize: defineUserError('InvalidStockPackSize', 'The pack size must be greater than zero'),
  price: defineUserError('InvalidStockPrice', 'Prices must be zero or more'),
  date: defineUserError('InvalidExpiryDate', 'Invalid date'),
};

function newLineError(e: NewStockLineError): UserErrorValue {
  switch (e.kind) {
    case 'ItemNotFound':
    case 'LocationNotFound':
      return newLineErrors.itemNotFound();
    case 'NotAStockItem':
      return newLineErrors.notAStockItem();
    case 'InvalidPackSize':
      return newLineErrors.packSize();
    case 'InvalidPrice':
      return newLineErrors.price();
    case 'InvalidDate':
      return newLineErrors.date();
    case 'SupplierNotFound':
      return stockErrors.otherPartyNotFound({ field: 'supplierId' });
    case 'DonorNotFound':
      return stockErrors.otherPartyNotFound({ field: 'donorId' });
    default:
      return toStockUserError(e);
  }
}

const InsertStockLineInput = builder.inputType('InsertStockLineInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id of the new stock line.' }),
    invoiceId: t.string({
      required: true,
      description: 'Client-generated id of the addition document.',
    }),
    itemId: t.string({ required: true }),
    packSize: t.float({ required: true }),
    numberOfPacks: t.float({ required: true }),
    batch: t.string(),
    expiryDate: t.field({ type: 'NaiveDate' }),
    costPricePerPack: t.float(),
    sellPricePerPack: t.float(),
    locationId: t.string(),
    onHold: t.boolean(),
    barcode: t.string(),
    note: t.string(),
    reasonId: t.string(),
    supplierId: t.string({ description: 'A name marked as supplier.' }),
    donorId: t.string({ description: 'A name marked as donor.' }),
  }),
});

builder.mutationField('insertStockLine', (t) =>
  t.field({
    type: InsertInventoryAdjustmentResponse,
    nullable: true,
    description: 'New stock: a new stock line put in with a positive adjustment and its reason.',
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertStockLineInput, required: true }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'MUTATE_INVENTORY_ADJUSTMENT' },
    }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await addNewStockLine(inStore(ctx, storeId), input);
      return respond(result, 'InsertInventoryAdjustmentError', newLineError, (v) => ({
        __typename: 'InventoryAdjustmentNode' as const,
        ...v,
      }));
    },
  }),
);
