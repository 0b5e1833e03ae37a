export {
  StatusChip,
  type StatusChipProps,
  type StatusMap,
  type StatusMapEntry,
} from './StatusChip';
