import { useCallback, useState } from 'react';
import { useDocumentsTranslation } from '../../../core/app-i18n/documents';
import { useBarcodeScan, type ScannedItem } from '../../../core/barcode';
import { useToast } from '../../../core/toast';
import { isolate } from '../../../ui/document';
import type { ItemChoice } from '../../../ui/Pickers';
import { useFetchItemLines } from '../api/useStocktakes';
import { landScan } from './scanLanding';

/** The item a scan brought into view, and its line to count when the scan found one. */
export interface ScanTarget {
  itemId: string;
  itemName: string;
  lineId: string | undefined;
  /** A new array per scan: the item's group opens again even if the keeper closed it. */
  openItemIds: readonly string[];
}

/** The scanned batch of an item on the stocktake that has no line for it. */
export interface MissingBatch {
  item: ItemChoice;
  batch: string;
  stockLineId: string | null;
}

/**
 * Scans on a stocktake (issue 12): the scanned batch's line is found among the item's lines
 * on the stocktake, wherever the page and the filter stand; `onShow` clears what would hide it.
 */
export function useStocktakeScan(stocktakeId: string, onShow: () => void, enabled: boolean) {
  const { t } = useDocumentsTranslation();
  const toast = useToast();
  const fetchItemLines = useFetchItemLines(stocktakeId);
  const [target, setTarget] = useState<ScanTarget>();
  const [missing, setMissing] = useState<MissingBatch>();
  const land = useCallback(
    async (scanned: ScannedItem) => {
      const landing = landScan(scanned, await fetchItemLines(scanned.itemId));
      setMissing(undefined);
      if (landing.kind === 'not-on-stocktake') {
        toast.error(t('stocktake.scan-not-on-stocktake'));
        return;
      }
      const line = landing.kind === 'line' ? landing.line : landing.first;
      onShow();
      setTarget({
        itemId: line.itemId,
        itemName: line.itemName,
        lineId: landing.kind === 'line' ? line.id : undefined,
        openItemIds: [line.itemId],
      });
      if (landing.kind === 'choose-batch')
        toast.info(t('stocktake.scan-choose-batch', { item: isolate(line.itemName) }));
      if (landing.kind === 'batch-missing')
        setMissing({
          item: {
            id: line.itemId,
            code: line.itemCode,
            name: line.itemName,
            defaultPackSize: line.packSize,
            isVaccine: line.item?.isVaccine ?? false,
          },
          batch: landing.batch,
          stockLineId: landing.stockLineId,
        });
    },
    [fetchItemLines, onShow, t, toast],
  );
  // The cursor stays in the count a scan found: the next scan is read from there too.
  const { reading, scan } = useBarcodeScan(land, { enabled, inFields: true });
  return {
    reading,
    scan,
    target,
    clearTarget: useCallback(() => setTarget(undefined), []),
    missing,
    clearMissing: useCallback(() => setMissing(undefined), []),
  };
}
