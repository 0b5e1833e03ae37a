// A stock-out line of a batch: the batch's details, prices and the item's name as they are
// when the line is written, what is shipped equal to what is issued (DOCUMENTS.md 1.3).
import type { Tx } from '../../../db/transaction';
import type { StockLine } from '../../stock/stock-line.types';
import type { InvoiceLine } from '../kit/document.repository';
import { withTotals } from '../kit/line-totals';

export async function stockOutLine(
  trx: Tx,
  id: string,
  invoiceId: string,
  batch: StockLine,
  numberOfPacks: number,
  /** The document's tax rate, which every line it issues takes. */
  taxPercentage: number | null = null,
): Promise<InvoiceLine> {
  const item = await trx
    .selectFrom('item')
    .select(['name', 'code'])
    .where('id', '=', batch.itemId)
    .executeTakeFirstOrThrow();
  return stockOutLineOf(id, invoiceId, batch, item, numberOfPacks, taxPercentage);
}

/** The same, with the item's name and code already read (many lines at once). */
export function stockOutLineOf(
  id: string,
  invoiceId: string,
  batch: StockLine,
  item: { name: string; code: string },
  numberOfPacks: number,
  taxPercentage: number | null = null,
): InvoiceLine {
  return withPacks(
    {
      id,
      invoiceId,
      type: 'STOCK_OUT',
      itemId: batch.itemId,
      itemName: item.name,
      itemCode: item.code,
      stockLineId: batch.id,
      batch: batch.batch,
      expiryDate: batch.expiryDate,
      packSize: batch.packSize,
      numberOfPacks: 0,
      costPricePerPack: batch.costPricePerPack,
      sellPricePerPack: batch.sellPricePerPack,
      totalBeforeTax: 0,
      totalAfterTax: 0,
      taxPercentage,
      locationId: batch.locationId,
      note: null,
      reasonOptionId: null,
      shippedNumberOfPacks: null,
      shippedPackSize: null,
      donorId: batch.donorId,
      vvmStatusId: batch.vvmStatusId,
      itemVariantId: null,
    },
    numberOfPacks,
  );
}

/** The line with a new number of packs: totals from its own sell price (prices are not read
 * again), tax on top when the line has a rate, and what is shipped. */
export function withPacks(line: InvoiceLine, numberOfPacks: number): InvoiceLine {
  return withTotals(
    { ...line, numberOfPacks, shippedNumberOfPacks: numberOfPacks, shippedPackSize: line.packSize },
    line.sellPricePerPack,
  );
}
