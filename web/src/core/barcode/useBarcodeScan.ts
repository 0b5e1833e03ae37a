import { useCallback, useState } from 'react';
import { useStoreId } from '../session';
import { useToast } from '../toast';
import { readBarcode, scanFailure, type ScannedItem } from './readBarcode';
import { useBarcodeWedge } from './useBarcodeWedge';

/**
 * Scans on the page (a keyboard-wedge scanner, or `scan` called with typed text) read by the
 * server: `onItem` hears of the item a scan names; a failed scan shows its message.
 * `inFields`: scans typed into a text field are read too (useBarcodeWedge).
 */
export function useBarcodeScan(
  onItem: (item: ScannedItem) => void | Promise<void>,
  { enabled = true, inFields = false }: { enabled?: boolean; inFields?: boolean } = {},
) {
  const toast = useToast();
  const storeId = useStoreId();
  const [reading, setReading] = useState(false);
  const scan = useCallback(
    async (text: string) => {
      setReading(true);
      try {
        const reading = await readBarcode(storeId, text);
        if (reading.kind === 'item') await onItem(reading.item);
        else toast.error(reading.message);
      } catch {
        toast.error(await scanFailure());
      } finally {
        setReading(false);
      }
    },
    [storeId, onItem, toast],
  );
  useBarcodeWedge({
    onScan: (text) => void scan(text),
    onTimeout: () => void scanFailure().then((message) => toast.error(message)),
    enabled,
    inFields,
  });
  return { reading, scan };
}
