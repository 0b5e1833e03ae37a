export { ProgressBar, type ProgressBarPart, type ProgressBarProps } from './ProgressBar';
export {
  HIDE_LABEL_BELOW_PERCENT,
  HIDE_VALUE_BELOW_PERCENT,
  progressSegments,
  type ProgressPart,
  type ProgressSegment,
} from './progressSegments';
