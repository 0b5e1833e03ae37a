// Benchmark-only page: the kit's DataTable with 1,500 rows (KitShowcase), driven by
// bench/web/run.ts through window.dawaTableBench. Built by web/bench/vite.config.ts into a
// temporary folder; it is not part of the app users download.
import { createRoot, type Root } from 'react-dom/client';
import { ThemeAndDirectionProvider } from '../src/app/theme';
import { initI18n, isSupportedLanguage } from '../src/core/i18n';
import { KitShowcase } from '../src/ui/KitShowcase';
import type { ScrollFigures } from './figures';
import { scrollToBottom } from './scroll';

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

async function scroll(step: number, checkBlank = false): Promise<ScrollFigures> {
  const scroller = document.querySelector<HTMLElement>('[data-testid="data-table-scroller"]');
  if (!scroller) throw new Error('no table');
  return scrollToBottom(scroller, step, checkBlank, longTasks);
}

async function start(): Promise<void> {
  const requested = new URLSearchParams(window.location.search).get('lng') ?? 'en';
  await initI18n({ lng: isSupportedLanguage(requested) ? requested : 'en' });
  window.dawaTableBench = { ready: true, mount, unmount, scroll };
}

void start();
