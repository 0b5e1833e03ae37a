export { readBarcode, scanFailure, type BarcodeReading, type ScannedItem } from './readBarcode';
export { useBarcodeScan } from './useBarcodeScan';
export { MAX_KEY_GAP_MS, SCAN_TIMEOUT_MS, useBarcodeWedge } from './useBarcodeWedge';
