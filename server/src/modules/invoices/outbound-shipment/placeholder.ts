// Placeholders (DOCUMENTS.md 1.2.3): a quantity of an item, in units, not yet tied to a batch,
// one per item per shipment, only while it is NEW. A placeholder reserves nothing; the
// shipment cannot leave NEW while one holds a quantity.
import { err, ok, type Result } from '../../../common/result';
import type { ServiceContext } from '../../../common/service-context';
import { tablesHoldingId } from '../../../db/record-ids';
import { inTransaction, isUniqueViolation, type Tx } from '../../../db/transaction';
import { stockItemOfLine } from '../kit/stock-item';
import { quantityProblem, type QuantityOutOfRange } from '../../stock/stock-quantity';
import {
  findLines,
  findLinesByIds,
  insertLines,
  lockInvoice,
  saveLine,
  type InvoiceLine,
} from '../kit/document.repository';

export interface PlaceholderInput {
  id: string;
  invoiceId: string;
  itemId: string;
  /** Units (a placeholder's pack size is 1). */
  quantity: number;
}

export type PlaceholderError =
  | { kind: 'RecordAlreadyExists' }
  | { kind: 'RecordNotFound' }
  | { kind: 'ItemNotFound' }
  | { kind: 'NotAStockItem' }
  | { kind: 'CanOnlyAddLinesToNewOutboundShipment' }
  | { kind: 'UnallocatedLineForItemAlreadyExistsInInvoice'; lineId: string }
  | { kind: 'NumberOfPacksBelowZero' }
  | QuantityOutOfRange;

function quantityError(quantity: number): PlaceholderError | null {
  if (quantity < 0) return { kind: 'NumberOfPacksBelowZero' };
  return quantityProblem('quantity', quantity, 'numberOfPacks');
}

export async function insertOutboundShipmentPlaceholder(
  ctx: ServiceContext,
  input: PlaceholderInput,
): Promise<Result<InvoiceLine, PlaceholderError>> {
  const bad = quantityError(input.quantity);
  if (bad) return err(bad);
  const result = await inTransaction<InvoiceLine, PlaceholderError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, input.invoiceId);
    if (!invoice || invoice.type !== 'OUTBOUND_SHIPMENT') return err({ kind: 'RecordNotFound' });
    if ((await tablesHoldingId(trx, input.id)).length > 0)
      return err({ kind: 'RecordAlreadyExists' });
    const found = await stockItemOfLine(trx, ctx, input.itemId);
    if (!found.ok) return found;
    const item = found.value;
    if (invoice.status !== 'NEW') return err({ kind: 'CanOnlyAddLinesToNewOutboundShipment' });
    const existing = (await findLines(trx, invoice.id, { itemId: item.id })).find(
      (l) => l.type === 'UNALLOCATED_STOCK',
    );
    if (existing)
      return err({ kind: 'UnallocatedLineForItemAlreadyExistsInInvoice', lineId: existing.id });
    const now = ctx.now();
    const line = await placeholderLine(trx, input.id, invoice.id, item.id, input.quantity);
    await insertLines(trx, ctx.storeId, [line], now);
    return ok(line);
  }).catch((e: unknown) => {
    if (isUniqueViolation(e)) return err({ kind: 'RecordAlreadyExists' as const });
    throw e;
  });
  if (!result.ok && result.error.kind === 'RecordAlreadyExists') {
    const [same] = await findLinesByIds(ctx.db, ctx.storeId, [input.id]);
    if (
      same?.type === 'UNALLOCATED_STOCK' &&
      same.invoiceId === input.invoiceId &&
      same.itemId === input.itemId &&
      same.numberOfPacks === input.quantity
    )
      return ok(same);
  }
  return result;
}

export async function updateOutboundShipmentPlaceholder(
  ctx: ServiceContext,
  input: { id: string; quantity: number },
): Promise<Result<InvoiceLine, PlaceholderError>> {
  const bad = quantityError(input.quantity);
  if (bad) return err(bad);
  const [found] = await findLinesByIds(ctx.db, ctx.storeId, [input.id]);
  if (found?.type !== 'UNALLOCATED_STOCK') return err({ kind: 'RecordNotFound' });
  return inTransaction<InvoiceLine, PlaceholderError>(ctx.db, async (trx) => {
    const invoice = await lockInvoice(trx, ctx.dialect, ctx.storeId, found.invoiceId);
    if (!invoice) return err({ kind: 'RecordNotFound' });
    if (invoice.status !== 'NEW') return err({ kind: 'CanOnlyAddLinesToNewOutboundShipment' });
    const now = ctx.now();
    const line = { ...found, numberOfPacks: input.quantity };
    await saveLine(trx, ctx.storeId, line, now);
    return ok(line);
  });
}

/** A placeholder line of `units` of an item (pack size 1, no batch, no price). */
export async function placeholderLine(
  trx: Tx,
  id: string,
  invoiceId: string,
  itemId: string,
  units: number,
): Promise<InvoiceLine> {
  const item = await trx
    .selectFrom('item')
    .select(['id', 'name', 'code'])
    .where('id', '=', itemId)
    .executeTakeFirstOrThrow();
  return placeholderLineOf(id, invoiceId, item, units);
}

/** The same, with the item's name and code already read (many lines at once). */
export function placeholderLineOf(
  id: string,
  invoiceId: string,
  item: { id: string; name: string; code: string },
  units: number,
): InvoiceLine {
  const itemId = item.id;
  return {
    id,
    invoiceId,
    type: 'UNALLOCATED_STOCK',
    itemId,
    itemName: item.name,
    itemCode: item.code,
    stockLineId: null,
    batch: null,
    expiryDate: null,
    packSize: 1,
    numberOfPacks: units,
    costPricePerPack: 0,
    sellPricePerPack: 0,
    totalBeforeTax: 0,
    totalAfterTax: 0,
    taxPercentage: null,
    locationId: null,
    note: null,
    reasonOptionId: null,
    shippedNumberOfPacks: null,
    shippedPackSize: null,
    donorId: null,
    vvmStatusId: null,
    itemVariantId: null,
  };
}
