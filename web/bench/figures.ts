// What the table benchmark page hands back to bench/web/run.ts.
export interface ScrollFigures {
  /** Animation frames from the first scroll step to the bottom of the table. */
  frames: number;
  /** requestAnimationFrame deltas, ms. */
  frameTimes: number[];
  /**
   * Frames painted with no row under the middle or near the bottom of the viewport, checked
   * right after the scroll step, before the table has reacted to it (checkBlank).
   */
  blankFrames: number;
  longTasks: { start: number; duration: number }[];
  durationMs: number;
  scrolledPx: number;
  rowsInDomMax: number;
  /** The scroller's height, px. */
  viewportPx: number;
  /** Time spent setting scrollTop in each frame, ms: the layout it forces. */
  scrollSetMs: number[];
}
