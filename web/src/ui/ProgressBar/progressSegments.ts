// The rules of the progress bar (spec 001 section 9, "Paging and tables").

/** Below this share (in percent) a segment hides its percentage. */
export const HIDE_VALUE_BELOW_PERCENT = 5;
/** Below this share (in percent) a segment hides its label. */
export const HIDE_LABEL_BELOW_PERCENT = 10;

export interface ProgressPart {
  /** Already translated. */
  label: string;
  value: number;
}

export interface ProgressSegment extends ProgressPart {
  /** The part's share of the total, in whole percent, never above 100. */
  percent: number;
  showValue: boolean;
  showLabel: boolean;
}

/** Each part's rounded share of the total, capped at 100, and what it has room to show. */
export function progressSegments(parts: readonly ProgressPart[], total: number): ProgressSegment[] {
  return parts.map((part) => {
    const share = total > 0 ? (Math.max(0, part.value) / total) * 100 : 0;
    const percent = Math.min(100, Math.round(share));
    return {
      ...part,
      percent,
      showValue: percent >= HIDE_VALUE_BELOW_PERCENT,
      showLabel: percent >= HIDE_LABEL_BELOW_PERCENT,
    };
  });
}
