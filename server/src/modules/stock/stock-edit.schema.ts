// Mutations that edit stock lines without moving stock (updates, VVM status) and
// repacks, which move stock through the stock-movement service.
import { commonErrors } from '../../graphql/common-errors';
import { builder } from '../../graphql/builder';
import { inStore } from '../../graphql/context';
import type { ServiceContext } from '../../common/service-context';
import {
  defineErrorWrapper,
  defineUserError,
  respond,
  type UserErrorValue,
} from '../../graphql/user-error';
import { stockErrors, toStockUserError } from './inventory-adjustment.schema';
import { repack, type RepackError } from './repack.service';
import type { StockLine } from './stock-line.types';
import {
  updateStockLine,
  type StockLineUpdate,
  type StockLineUpdateError,
} from './stock-line-update.service';
import { StockLineNode, type StockLineValue } from './stock.schema';

const errors = {
  invalidPrice: defineUserError('InvalidPrice', 'Prices must be zero or more'),
  invalidDate: defineUserError('InvalidDate', 'Invalid date'),
  textTooLong: defineUserError('TextTooLong', 'The text is too long', { field: 'String' }),
  fractionalPacks: defineUserError('RepackFractionalPacks', 'Only whole packs can be repacked'),
  invalidPackSize: commonErrors.invalidPackSize,
  onHold: defineUserError('StockLineOnHold', 'Stock on hold cannot be repacked'),
  notEnoughForRepack: defineUserError(
    'NotEnoughStockForRepack',
    'Cannot repack more packs than are available',
    {
      availablePacks: 'Float',
    },
  ),
};

function updateError(e: StockLineUpdateError): UserErrorValue {
  switch (e.kind) {
    case 'RecordNotFound':
    case 'LocationNotFound':
    case 'VvmStatusNotFound':
      return stockErrors.recordNotFound();
    case 'DonorNotFound':
      return stockErrors.otherPartyNotFound({ field: 'donorId' });
    case 'InvalidPrice':
      return errors.invalidPrice();
    case 'InvalidDate':
      return errors.invalidDate();
    case 'TextTooLong':
      return errors.textTooLong({ field: e.field });
    case 'QuantityOutOfRange':
      return toStockUserError(e);
  }
}

function repackError(e: RepackError): UserErrorValue {
  switch (e.kind) {
    case 'LocationNotFound':
      return stockErrors.recordNotFound();
    case 'FractionalPacks':
      return errors.fractionalPacks();
    case 'InvalidPackSize':
      return errors.invalidPackSize();
    case 'CannotRepackOnHold':
      return errors.onHold();
    case 'NotEnoughStockForRepack':
      return errors.notEnoughForRepack({ availablePacks: e.availablePacks });
    default:
      return toStockUserError(e);
  }
}

const StockLineResponseError = defineErrorWrapper('UpdateStockLineError');
type LineValue = StockLineValue & { __typename: 'StockLineNode' };
const UpdateStockLineResponse = builder.unionType('UpdateStockLineResponse', {
  types: [StockLineNode, StockLineResponseError],
  resolveType: (v) => (v as { __typename: string }).__typename,
});

const UpdateStockLineInput = builder.inputType('UpdateStockLineInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    locationId: t.string({
      description: 'A location of the store; null takes the line out of its location.',
    }),
    onHold: t.boolean(),
    costPricePerPack: t.float(),
    sellPricePerPack: t.float(),
    batch: t.string(),
    expiryDate: t.field({ type: 'NaiveDate' }),
    barcode: t.string(),
    note: t.string(),
    donorId: t.string({ description: 'A name marked as donor; null clears it.' }),
  }),
});

const UpdateVvmStatusInput = builder.inputType('UpdateStockLineVvmStatusInput', {
  fields: (t) => ({
    id: t.string({ required: true }),
    vvmStatusId: t.string({ required: true }),
    comment: t.string(),
  }),
});

async function runUpdate(ctx: ServiceContext, input: StockLineUpdate) {
  const result = await updateStockLine(ctx, input);
  // The line as the service wrote it; its item, location and names come from the loaders.
  return respond(
    result,
    'UpdateStockLineError',
    updateError,
    (line) => ({ __typename: 'StockLineNode' as const, ...line }) satisfies LineValue,
  );
}

/** Keeps only the fields the caller sent: absent means "leave as it is". */
function sent<T extends object>(input: T): Partial<T> {
  return Object.fromEntries(Object.entries(input).filter(([, v]) => v !== undefined)) as Partial<T>;
}

const RepackNode = builder
  .objectRef<{
    __typename: 'RepackNode';
    invoiceId: string;
    invoiceNumber: number;
    from: StockLine;
    to: StockLine;
  }>('RepackNode')
  .implement({
    fields: (t) => ({
      id: t.exposeString('invoiceId'),
      invoiceNumber: t.exposeInt('invoiceNumber'),
      from: t.field({
        type: StockLineNode,
        description: 'The repacked line, as the repack left it.',
        resolve: (v) => v.from,
      }),
      to: t.field({
        type: StockLineNode,
        description: 'The new line with the new pack size.',
        resolve: (v) => v.to,
      }),
    }),
  });
const InsertRepackError = defineErrorWrapper('InsertRepackError');
const InsertRepackResponse = builder.unionType('InsertRepackResponse', {
  types: [RepackNode, InsertRepackError],
  resolveType: (v) => v.__typename,
});
const InsertRepackInput = builder.inputType('InsertRepackInput', {
  fields: (t) => ({
    id: t.string({ required: true, description: 'Client-generated id of the repack document.' }),
    stockLineId: t.string({ required: true }),
    numberOfPacks: t.float({ required: true, description: 'Whole packs of the line to repack.' }),
    newPackSize: t.float({ required: true }),
    newLocationId: t.string(),
  }),
});

builder.mutationFields((t) => ({
  updateStockLine: t.field({
    type: UpdateStockLineResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateStockLineInput, required: true }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'MUTATE_STOCK_LINE' },
    }),
    resolve: (_p, { storeId, input }, ctx) =>
      runUpdate(inStore(ctx, storeId), { ...sent(input), id: input.id }),
  }),
  updateStockLineVvmStatus: t.field({
    type: UpdateStockLineResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: UpdateVvmStatusInput, required: true }),
    },
    authScopes: (_p, args) => ({
      resource: { storeId: args.storeId, resource: 'EDIT_VVM_STATUS' },
    }),
    resolve: (_p, { storeId, input }, ctx) =>
      runUpdate(inStore(ctx, storeId), {
        id: input.id,
        vvmStatusId: input.vvmStatusId,
        vvmComment: input.comment ?? null,
      }),
  }),
  insertRepack: t.field({
    type: InsertRepackResponse,
    nullable: true,
    args: {
      storeId: t.arg.string({ required: true }),
      input: t.arg({ type: InsertRepackInput, required: true }),
    },
    authScopes: (_p, args) => ({ resource: { storeId: args.storeId, resource: 'CREATE_REPACK' } }),
    resolve: async (_p, { storeId, input }, ctx) => {
      const result = await repack(inStore(ctx, storeId), {
        id: input.id,
        stockLineId: input.stockLineId,
        numberOfPacks: input.numberOfPacks,
        newPackSize: input.newPackSize,
        newLocationId: input.newLocationId ?? null,
      });
      return respond(result, 'InsertRepackError', repackError, (v) => ({
        __typename: 'RepackNode' as const,
        invoiceId: v.invoiceId,
        invoiceNumber: v.invoiceNumber,
        from: v.from,
        to: v.to,
      }));
    },
  }),
}));
