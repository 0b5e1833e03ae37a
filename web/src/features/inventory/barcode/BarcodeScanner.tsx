import { useCallback } from 'react';
import { useNavigate } from 'react-router';
import { useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { useBarcodeScan, type ScannedItem } from '../../../core/barcode';
import { BarcodeScanChip } from '../../../ui/BarcodeScan';

/** Reads scans on the page and opens the scanned item (and its batch when only one matches). */
export function BarcodeScanner() {
  const { t } = useInventoryTranslation();
  const navigate = useNavigate();
  const open = useCallback(
    async (item: ScannedItem) => {
      const line = item.stockLineIds.length === 1 ? `?line=${item.stockLineIds[0]}` : '';
      await navigate(`/inventory/items/${item.itemId}${line}`);
    },
    [navigate],
  );
  const { reading, scan } = useBarcodeScan(open);
  return (
    <BarcodeScanChip
      hint={t('barcode.hint')}
      readingLabel={t('barcode.scanning')}
      reading={reading}
      onScan={(text) => void scan(text)}
    />
  );
}
