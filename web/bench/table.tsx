// Benchmark-only page: the kit's DataTable with 1,500 rows (KitShowcase), driven by
// bench/web/run.ts through window.dawaTableBench. Built by web/bench/vite.config.ts into a
// temporary folder; it is not part of the app users download.
import { createRoot, type Root } from 'react-dom/client';
import { ThemeAndDirectionProvider } from '../src/app/theme';
import { initI18n, isSupportedLanguage } from '../src/core/i18n';
import { KitShowcase } from '../src/ui/KitShowcase';
import type { ScrollFigures } from './figures';

export interface TableBench {
  ready: boolean;
  /** Mounts a fresh table; resolves with ms from before render to the frame after rows painted. */
  mount(rowCount?: number): Promise<number>;
  unmount(): void;
  /**
   * Scrolls the table top to bottom, `step` px per animation frame. With `checkBlank` each
   * frame also hit-tests the viewport (which forces layout inside the frame callback), so
   * timing passes leave it off.
   */
  scroll(step: number, checkBlank?: boolean): Promise<ScrollFigures>;
}

declare global {
  interface Window {
    dawaTableBench?: TableBench;
  }
}

const longTasks: { start: number; duration: number }[] = [];
new PerformanceObserver((list) => {
  for (const entry of list.getEntries())
    longTasks.push({ start: entry.startTime, duration: entry.duration });
}).observe({ type: 'longtask', buffered: true });

const frame = () => new Promise<number>((resolve) => requestAnimationFrame(resolve));

let root: Root | undefined;

function unmount(): void {
  root?.unmount();
  root = undefined;
}

async function mount(rowCount = 1500): Promise<number> {
  unmount();
  const container = document.getElementById('root');
  if (!container) throw new Error('no #root');
  await frame();
  performance.mark('table-mount-start');
  root = createRoot(container);
  root.render(
    <ThemeAndDirectionProvider>
      <KitShowcase rowCount={rowCount} />
    </ThemeAndDirectionProvider>,
  );
  // Rows committed before this frame's paint; the next frame starts after that paint.
  while (!document.querySelector('tr.dt-row')) await frame();
  await frame();
  performance.mark('table-rows-painted');
  return performance.measure('table-render', 'table-mount-start', 'table-rows-painted').duration;
}

function rowAt(x: number, y: number): boolean {
  return Boolean(document.elementFromPoint(x, y)?.closest('tr.dt-row'));
}

async function scroll(step: number, checkBlank = false): Promise<ScrollFigures> {
  const scroller = document.querySelector<HTMLElement>('[data-testid="data-table-scroller"]');
  if (!scroller) throw new Error('no table');
  scroller.scrollTop = 0;
  await frame();
  await frame();
  const box = scroller.getBoundingClientRect();
  const x = box.left + Math.min(box.width, window.innerWidth) / 2;
  const middle = box.top + box.height / 2;
  const nearBottom = box.bottom - 10;
  const end = scroller.scrollHeight - scroller.clientHeight;
  const frameTimes: number[] = [];
  let blankFrames = 0;
  let rowsInDomMax = 0;
  const start = await frame();
  let previous = start;
  // The position is kept here: reading scrollTop back would force layout inside the callback.
  let position = 0;
  while (position < end) {
    position = Math.min(end, position + step);
    scroller.scrollTop = position;
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
  };
}

async function start(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('lng') ?? 'en';
  await initI18n({ lng: isSupportedLanguage(requested) ? requested : 'en' });
  window.dawaTableBench = { ready: true, mount, unmount, scroll };
}

void start();
