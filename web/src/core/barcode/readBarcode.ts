// One reading of a scan for every screen that takes scans (inventory, stocktakes): the server
// parses the GS1 text and names the item, the batch and the store's stock lines; a failure is
// a translated message (spec 001: "Unable to read barcode"), never a thrown error.
import { inventoryT, inventoryTOptional, loadInventoryNamespace } from '../app-i18n/inventory';
import { gqlRequest } from '../graphql';
import { withTimeout } from '../withTimeout';
import { BarcodeScanQuery } from './operations';
import { SCAN_TIMEOUT_MS } from './useBarcodeWedge';

/** An item the scan named, with the batch it carried and the store's stock lines of it. */
export interface ScannedItem {
  itemId: string;
  batch: string | null;
  stockLineIds: readonly string[];
}

export type BarcodeReading =
  { kind: 'item'; item: ScannedItem } | { kind: 'failed'; message: string };

/** The message of a failed scan, in the user's language (the inventory texts hold them). */
export async function scanFailure(typename = ''): Promise<string> {
  await loadInventoryNamespace().catch(() => undefined);
  return inventoryTOptional(`error.${typename}`) ?? inventoryT('barcode.unable-to-read');
}

/** Asks the server what `scan` names; whatever goes wrong (garbage, an unknown barcode, no
 * answer within the scan time-out) answers a message to show. */
export async function readBarcode(storeId: string, scan: string): Promise<BarcodeReading> {
  try {
    const answer = (
      await withTimeout(gqlRequest(BarcodeScanQuery, { storeId, scan }), SCAN_TIMEOUT_MS)
    ).barcodeScan;
    if (answer?.__typename === 'BarcodeScanNode' && answer.itemId)
      return {
        kind: 'item',
        item: {
          itemId: answer.itemId,
          batch: answer.batch ?? null,
          stockLineIds: answer.stockLineIds,
        },
      };
    const typename = answer?.__typename === 'BarcodeScanError' ? answer.error.__typename : '';
    return { kind: 'failed', message: await scanFailure(typename) };
  } catch {
    return { kind: 'failed', message: await scanFailure() };
  }
}
