export { BarcodeScanChip, type BarcodeScanChipProps } from './BarcodeScanChip';
