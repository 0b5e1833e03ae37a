import { useState } from 'react';
import Chip from '@mui/material/Chip';
import { useNavigate } from 'react-router';
import { inventoryTOptional, useInventoryTranslation } from '../../../core/app-i18n/inventory';
import { gqlRequest } from '../../../core/graphql';
import { withTimeout } from '../../../core/withTimeout';
import { useToast } from '../../../core/toast';
import { BarcodeScanQuery } from '../api/operations';
import { useStoreId } from '../../../core/session';
import { SCAN_TIMEOUT_MS, useBarcodeWedge } from './useBarcodeWedge';

/** Reads wedge scans on the page and opens the scanned item (and its batch when only one matches). */
export function BarcodeScanner() {
  const { t } = useInventoryTranslation();
  const toast = useToast();
  const navigate = useNavigate();
  const storeId = useStoreId();
  const [reading, setReading] = useState(false);

  const scan = async (text: string) => {
    setReading(true);
    try {
      const answer = (
        await withTimeout(gqlRequest(BarcodeScanQuery, { storeId, scan: text }), SCAN_TIMEOUT_MS)
      ).barcodeScan;
      if (answer?.__typename === 'BarcodeScanNode' && answer.itemId) {
        const line = answer.stockLineIds.length === 1 ? `?line=${answer.stockLineIds[0]}` : '';
        await navigate(`/inventory/items/${answer.itemId}${line}`);
      } else {
        const typename = answer?.__typename === 'BarcodeScanError' ? answer.error.__typename : '';
        toast.error(inventoryTOptional(`error.${typename}`) ?? t('barcode.unable-to-read'));
      }
    } catch {
      toast.error(t('barcode.unable-to-read'));
    } finally {
      setReading(false);
    }
  };

  useBarcodeWedge({
    onScan: (text) => void scan(text),
    onTimeout: () => toast.error(t('barcode.unable-to-read')),
  });

  return (
    <Chip
      size="small"
      variant="outlined"
      color={reading ? 'primary' : 'default'}
      label={reading ? t('barcode.scanning') : t('barcode.hint')}
      data-testid="barcode-scanner"
    />
  );
}
