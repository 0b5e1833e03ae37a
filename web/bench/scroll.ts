// The scroll pass of the browser benchmarks: a table's scroller moved from top to bottom by a
// fixed step in each animation frame. Shared by the bare table page (web/bench/table.tsx) and
// the app's shipment page (bench/shipment-page, which installs this function's source in the
// page), so both figures are counted the same way. Self-contained: no imports, no helpers
// outside the function, since its source text is what runs in the app's page.
import type { ScrollFigures } from './figures';

/**
 * Scrolls `scroller` top to bottom, `step` px per animation frame. With `checkBlank` each
 * frame also hit-tests the viewport (which forces layout inside the frame callback), so
 * timing passes leave it off.
 */
export async function scrollToBottom(
  scroller: HTMLElement,
  step: number,
  checkBlank: boolean,
  longTasks: readonly { start: number; duration: number }[],
): Promise<ScrollFigures> {
  const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));
  // Every element under the point, so a sticky footer over the table does not hide its rows.
  const rowAt = (x: number, y: number) =>
    document.elementsFromPoint(x, y).some((element) => element.closest('tr.dt-row'));
  scroller.scrollTop = 0;
  await frame();
  await frame();
  const box = scroller.getBoundingClientRect();
  const x = box.left + Math.min(box.width, window.innerWidth) / 2;
  const middle = box.top + box.height / 2;
  // The scroller may reach below the window (the page scrolls too): test what is on screen.
  const nearBottom = Math.min(box.bottom, window.innerHeight) - 10;
  const end = scroller.scrollHeight - scroller.clientHeight;
  const frameTimes: number[] = [];
  const scrollSetMs: number[] = [];
  let blankFrames = 0;
  let rowsInDomMax = 0;
  const start = await frame();
  let previous = start;
  // The position is kept here: reading scrollTop back would force layout inside the callback.
  let position = 0;
  while (position < end) {
    position = Math.min(end, position + step);
    // Setting scrollTop lays out first what the last frame's rows left dirty: timed.
    const before = performance.now();
    scroller.scrollTop = position;
    scrollSetMs.push(performance.now() - before);
    // This frame paints the new position with the rows rendered so far (the scroll event,
    // and so the table's update, comes in the next frame): what the overscan must cover.
    if (checkBlank) {
      if (!rowAt(x, middle) || !rowAt(x, nearBottom)) blankFrames += 1;
      rowsInDomMax = Math.max(rowsInDomMax, scroller.querySelectorAll('tr.dt-row').length);
    }
    const now = await frame();
    frameTimes.push(now - previous);
    previous = now;
  }
  // Long tasks are reported asynchronously: give the observer a moment.
  await new Promise((resolve) => setTimeout(resolve, 50));
  return {
    frames: frameTimes.length,
    frameTimes,
    blankFrames,
    longTasks: longTasks.filter((task) => task.start >= start && task.start <= previous),
    durationMs: previous - start,
    scrolledPx: scroller.scrollTop,
    rowsInDomMax,
    viewportPx: scroller.clientHeight,
    scrollSetMs,
  };
}
