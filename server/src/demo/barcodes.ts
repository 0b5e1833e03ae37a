// A barcode on every stock item of the demo catalogue, so a scanner can be tried on any page
// that takes scans (inventory, stocktakes). GTIN-13s of the GS1 range for restricted
// (in-house) circulation, 2xxxxxxxxxxxx: they can never be a real product's.
import { gtinCheckDigit } from '@dawa/domain';
import type { Tx } from '../db/transaction';
import { insertBarcodeRows } from '../modules/barcodes/barcode.repository';
import { CATALOGUE } from './catalogue';
import { demoId } from './ids';

/** The demo barcode of the catalogue's `index`th item, as GTIN-14 (the form the table keeps). */
export function demoGtin(index: number): string {
  const body = `2000000${String(index).padStart(5, '0')}`;
  return `0${body}${gtinCheckDigit(body)}`;
}

/** The demo barcodes: catalogue item code and GTIN-14. */
export function demoBarcodes(): { itemCode: string; gtin: string; packSize: number }[] {
  return CATALOGUE.flatMap((item, index) =>
    item.type === 'STOCK'
      ? [{ itemCode: item.code, gtin: demoGtin(index), packSize: item.defaultPackSize }]
      : [],
  );
}

export async function seedDemoBarcodes(trx: Tx, now: Date): Promise<number> {
  const rows = demoBarcodes().map((b) => ({
    id: demoId(`barcode:${b.itemCode}`),
    gtin: b.gtin,
    itemId: demoId(`item:${b.itemCode}`),
    packSize: b.packSize,
    manufacturer: null,
  }));
  await insertBarcodeRows(trx, rows, now);
  return rows.length;
}
