// Web benchmark (issue 3): in headless Debian Chromium, measures
//   1. the JavaScript the sign-in page loads (gzip),
//   2. the time from opening the sign-in page to an interactive dashboard after signing in,
//   3. the time to render the kit's DataTable with 1,500 rows, and its frames while scrolling.
// The app is built (inside the e2e lock, since the build writes web/dist) and copied to a
// temporary folder that a real server with demo data serves; the table page is a
// benchmark-only Vite entry (web/bench/) built into the same temporary folder.
//
//   npm run bench:web -w bench -- [--iterations 15] [--table-runs 15]
//       [--no-build | --web-dist DIR] [--max-load 1.5]
//
// --no-build serves the web/dist already there; --web-dist serves a build made elsewhere.
// The machine has 2 cores shared with other work: --max-load waits for a quieter moment
// before each part, and the load average during each part is written with the figures.
//
// Figures go to bench/results/web.json and bench/results/web.md.
import { execFileSync } from 'node:child_process';
import fs from 'node:fs';
import http from 'node:http';
import os from 'node:os';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import type { Browser, Page, Response } from 'playwright';
import { flag, opt, resultsDir, root } from '../common';
import type { ScrollFigures } from '../../web/bench/figures';
import { breakdown } from './breakdown';
import {
  buildApp,
  cleanUpper,
  DROPPED_MS,
  FRAME_MS,
  freePort,
  launchChromium,
  machine,
  percentile,
  QUIET_MS,
  round,
  SCROLL_STEPS,
  SCROLL_TABLE_HEAD,
  scrollRow,
  scrollTableRow,
  settle,
  startWebServer,
  summary,
  TARGET_STEP,
  VIEWPORT,
} from './harness';
import { DASHBOARD_PROBE } from './probe';

const ITERATIONS = Number(opt('iterations', '15'));
const TABLE_RUNS = Number(opt('table-runs', '15'));
const BUILD = !flag('no-build');
/** A web app built elsewhere (e.g. from a clean checkout), served instead of web/dist. */
const WEB_DIST = opt('web-dist', '');
/** Before each part, wait (up to 10 minutes) for the 1-minute load average to fall below this. */
const MAX_LOAD = Number(opt('max-load', '0'));
const ROWS = 1500;
const TARGETS = { signInPageJsKb: 150, signInToInteractiveMs: 1000, tableRenderMs: 300 };

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-bench-web-'));
const cleanups = cleanUpper();
cleanups.add(() => fs.rmSync(tmp, { recursive: true, force: true }));

/** The same sources built again with source maps, to tell what the sign-in JS is made of. */
function buildSourceMapped(out: string): void {
  console.log('building the web app again with source maps (for the breakdown) ...');
  execFileSync('npx', ['vite', 'build', '--sourcemap', '--emptyOutDir', '--outDir', out], {
    cwd: path.join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

/** The benchmark-only table page (web/bench/), never part of web/dist. */
function buildTablePage(out: string): void {
  console.log('building the table page (web/bench/vite.config.ts) ...');
  execFileSync('npx', ['vite', 'build', '--config', 'bench/vite.config.ts', '--outDir', out], {
    cwd: path.join(root, 'web'),
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

const CONTENT_TYPES: Record<string, string> = {
  '.html': 'text/html',
  '.js': 'text/javascript',
  '.css': 'text/css',
  '.json': 'application/json',
  '.svg': 'image/svg+xml',
};

/** A loopback static server for the table page. */
async function serveStatic(dir: string): Promise<string> {
  const server = http.createServer((req, res) => {
    const file = path.join(
      dir,
      path.normalize(decodeURIComponent((req.url ?? '/').split('?')[0] ?? '/')),
    );
    if (!file.startsWith(dir) || !fs.existsSync(file) || !fs.statSync(file).isFile()) {
      res.writeHead(404).end();
      return;
    }
    res.writeHead(200, {
      'content-type': CONTENT_TYPES[path.extname(file)] ?? 'application/octet-stream',
    });
    fs.createReadStream(file).pipe(res);
  });
  const port = await freePort();
  await new Promise<void>((resolve) => server.listen(port, '127.0.0.1', resolve));
  cleanups.add(() => new Promise<void>((resolve) => server.close(() => resolve())));
  return `http://127.0.0.1:${port}`;
}

interface Chunk {
  file: string;
  bytes: number;
  gzipBytes: number;
  wireBytes: number;
  contentEncoding: string | null;
}

function isJs(response: Response): boolean {
  const type = response.headers()['content-type'] ?? '';
  return type.includes('javascript') || /\.m?js(\?|$)/.test(response.url());
}

async function chunkOf(response: Response): Promise<Chunk> {
  const body = await response.body();
  const sizes = await response.request().sizes();
  return {
    file: new URL(response.url()).pathname,
    bytes: body.length,
    gzipBytes: gzipSync(body, { level: 9 }).length,
    wireBytes: sizes.responseBodySize,
    contentEncoding: response.headers()['content-encoding'] ?? null,
  };
}

async function signInPageJs(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    const pending: Promise<Chunk>[] = [];
    page.on('response', (response) => {
      if (isJs(response)) pending.push(chunkOf(response));
    });
    await page.goto(`${base}/login`, { waitUntil: 'networkidle' });
    await page.locator('input[name="password"]').waitFor();
    const chunks = (await Promise.all(pending)).sort((a, b) => b.gzipBytes - a.gzipBytes);
    const encodings = [...new Set(chunks.map((chunk) => chunk.contentEncoding ?? 'none'))];
    const total = (key: 'bytes' | 'gzipBytes' | 'wireBytes') =>
      chunks.reduce((sum, chunk) => sum + chunk[key], 0);
    // The target names gzip, so the headline is gzip -9 of each body whatever the server sent;
    // what really crossed the network (the server may send brotli) is reported beside it.
    return {
      measure: `gzip -9 of each JS body (node:zlib level 9); the server sent them with content-encoding ${encodings.join(', ')}`,
      encodings,
      chunks,
      totalBytes: total('bytes'),
      totalGzipBytes: total('gzipBytes'),
      totalWireBytes: total('wireBytes'),
      headlineKb: round(total('gzipBytes') / 1024),
    };
  } finally {
    await context.close();
  }
}

interface ProbeResult {
  loginFormAt: number;
  clickAt: number;
  contentAt: number;
  paintedAt: number;
  firstIdleAt: number;
  interactiveAt: number;
  longTasks: { start: number; duration: number }[];
  lastResponseAfterClick: number;
  graphqlAfterClick: { start: number; duration: number }[];
}

async function signInOnce(browser: Browser, base: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    await context.addInitScript({ content: DASHBOARD_PROBE });
    const page = await context.newPage();
    // JS by when it was asked for: while the bench types (the sign-in page fetches the app at
    // the first input) or after the click.
    const typingJs: Promise<Chunk>[] = [];
    const dashboardJs: Promise<Chunk>[] = [];
    type Phase = 'page' | 'typing' | 'click';
    let phase = 'page' as Phase;
    const askedIn = new WeakMap<object, Phase>();
    page.on('request', (request) => askedIn.set(request, phase));
    page.on('response', (response) => {
      if (!isJs(response)) return;
      const asked = askedIn.get(response.request());
      if (asked === 'typing') typingJs.push(chunkOf(response));
      if (asked === 'click') dashboardJs.push(chunkOf(response));
    });
    await page.goto(`${base}/login`);
    phase = 'typing';
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('pass');
    const probe = page.evaluate<ProbeResult>(
      `window.__dawaWeb.waitForDashboard(${QUIET_MS}, 20000)`,
    );
    phase = 'click';
    await page.locator('button[type="submit"]').click();
    const r = await probe;
    const afterClick = r.longTasks.filter((task) => task.start >= r.clickAt);
    return {
      loginFormMs: round(r.loginFormAt),
      openToInteractiveMs: round(r.interactiveAt),
      appTimeMs: round(r.loginFormAt + r.interactiveAt - r.clickAt),
      clickToDashboardPaintedMs: round(r.paintedAt - r.clickAt),
      clickToInteractiveMs: round(r.interactiveAt - r.clickAt),
      clickToFirstIdleMs: round(r.firstIdleAt - r.clickAt),
      benchTypingMs: round(r.clickAt - r.loginFormAt),
      longTasksAfterClick: afterClick.length,
      longTaskMsAfterClick: afterClick.reduce((sum, task) => sum + task.duration, 0),
      clickToLastResponseMs: round(r.lastResponseAfterClick),
      graphqlAfterClick: r.graphqlAfterClick,
      typingJsGzipBytes: (await Promise.all(typingJs)).reduce((s, c) => s + c.gzipBytes, 0),
      dashboardJsGzipBytes: (await Promise.all(dashboardJs)).reduce((s, c) => s + c.gzipBytes, 0),
    };
  } finally {
    await context.close();
  }
}

type SignInRun = Awaited<ReturnType<typeof signInOnce>>;

async function signInToDashboard(browser: Browser, base: string) {
  console.log(`sign-in to dashboard: ${ITERATIONS} runs (the first is the cold one) ...`);
  const runs: SignInRun[] = [];
  for (let i = 0; i < ITERATIONS; i++) runs.push(await signInOnce(browser, base));
  const [cold, ...warm] = runs;
  const of = (key: keyof SignInRun) => summary(warm.map((run) => Number(run[key])));
  return {
    cold,
    warm: {
      loginFormMs: of('loginFormMs'),
      openToInteractiveMs: of('openToInteractiveMs'),
      appTimeMs: of('appTimeMs'),
      clickToDashboardPaintedMs: of('clickToDashboardPaintedMs'),
      clickToInteractiveMs: of('clickToInteractiveMs'),
      clickToFirstIdleMs: of('clickToFirstIdleMs'),
      clickToLastResponseMs: of('clickToLastResponseMs'),
      benchTypingMs: of('benchTypingMs'),
      longTasksAfterClick: of('longTasksAfterClick'),
      longTaskMsAfterClick: of('longTaskMsAfterClick'),
    },
    runs,
  };
}

interface MainThreadTasks {
  tasks: number;
  /** CPU time of one task on the renderer's main thread (thread clock), ms. */
  cpuP95: number;
  cpuP99: number;
  cpuMax: number;
  wallMax: number;
  /** Tasks over 16.7 ms of wall time, and those of them that used under half of it as CPU. */
  overFrameWall: number;
  overFrameWaitingForCpu: number;
}

interface TraceEvent {
  name: string;
  ph: string;
  pid: number;
  tid: number;
  dur?: number;
  tdur?: number;
  args?: { name?: string };
}

/**
 * One more scroll pass under Chromium's tracing, to tell the table's own cost from waiting
 * for the CPU: each task on the renderer's main thread has a wall time and a thread (CPU)
 * time; on a busy machine a frame can be late while its work was short.
 */
async function tracedScroll(browser: Browser, page: Page, step: number): Promise<MainThreadTasks> {
  await browser.startTracing(page, { categories: ['toplevel'] });
  await page.evaluate(`window.dawaTableBench.scroll(${step})`);
  const trace = JSON.parse((await browser.stopTracing()).toString()) as {
    traceEvents: TraceEvent[];
  };
  const mains = new Set(
    trace.traceEvents
      .filter((e) => e.name === 'thread_name' && e.args?.name === 'CrRendererMain')
      .map((e) => `${e.pid}:${e.tid}`),
  );
  const byThread = new Map<string, TraceEvent[]>();
  for (const e of trace.traceEvents) {
    const thread = `${e.pid}:${e.tid}`;
    if (e.ph !== 'X' || e.name !== 'ThreadControllerImpl::RunTask' || !mains.has(thread)) continue;
    byThread.set(thread, [...(byThread.get(thread) ?? []), e]);
  }
  const tasks = [...byThread.values()].sort((a, b) => b.length - a.length)[0] ?? [];
  const cpuMs = tasks.map((e) => (e.tdur ?? e.dur ?? 0) / 1000);
  const over = tasks.filter((e) => (e.dur ?? 0) / 1000 > FRAME_MS);
  return {
    tasks: tasks.length,
    cpuP95: percentile(cpuMs, 95),
    cpuP99: percentile(cpuMs, 99),
    cpuMax: round(Math.max(0, ...cpuMs)),
    wallMax: round(Math.max(0, ...tasks.map((e) => (e.dur ?? 0) / 1000))),
    overFrameWall: over.length,
    overFrameWaitingForCpu: over.filter((e) => (e.tdur ?? e.dur ?? 0) < (e.dur ?? 0) / 2).length,
  };
}

/**
 * The same scroll over a static page as tall as the table, with nothing to render: frames it
 * drops are the browser's and the machine's, not the table's.
 */
async function controlScroll(browser: Browser, step: number, passes: number) {
  const frames: number[] = [];
  for (let i = 0; i < passes; i++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      await page.setContent(
        `<body style="margin:0"><div id="s" style="height:${VIEWPORT.height - 48}px;overflow:auto"><div style="height:${ROWS * 40 + 60}px;background:linear-gradient(#fff,#ccf)"></div></div></body>`,
      );
      frames.push(
        ...(await page.evaluate<number[]>(`(async () => {
          const s = document.getElementById('s'); const frame = () => new Promise((r) => requestAnimationFrame(r));
          await frame(); const end = s.scrollHeight - s.clientHeight; let pos = 0; let prev = await frame(); const times = [];
          while (pos < end) { pos = Math.min(end, pos + ${step}); s.scrollTop = pos; const now = await frame(); times.push(now - prev); prev = now; }
          return times; })()`)),
      );
    } finally {
      await context.close();
    }
  }
  return {
    stepPx: step,
    passes,
    frames: frames.length,
    droppedFrames: frames.filter((t) => t > DROPPED_MS).length,
    frameTimeMax: round(Math.max(...frames)),
  };
}

async function table(browser: Browser, pageUrl: string) {
  console.log(`table: ${TABLE_RUNS} page loads, mount ${ROWS} rows, then scroll ...`);
  const firstMounts: number[] = [];
  const remounts: number[] = [];
  const passes = new Map<number, ScrollFigures[]>(SCROLL_STEPS.map((step) => [step, []]));
  const blank = new Map<number, ScrollFigures>();
  const cpu = new Map<number, MainThreadTasks>();
  let idleFrameMs = 0;
  for (let run = 0; run < TABLE_RUNS; run++) {
    const context = await browser.newContext({ viewport: VIEWPORT });
    try {
      const page = await context.newPage();
      await page.goto(pageUrl);
      await page.waitForFunction('window.dawaTableBench?.ready === true');
      firstMounts.push(await page.evaluate<number>(`window.dawaTableBench.mount(${ROWS})`));
      const rows = await page.locator('tr.dt-row').count();
      if (rows === 0 || rows > 100)
        throw new Error(`expected a virtualised table, saw ${rows} rows`);
      for (let i = 0; i < 5; i++)
        remounts.push(await page.evaluate<number>(`window.dawaTableBench.mount(${ROWS})`));
      if (run === 0) continue;
      for (const step of SCROLL_STEPS)
        passes
          .get(step)
          ?.push(await page.evaluate<ScrollFigures>(`window.dawaTableBench.scroll(${step})`));
      if (run !== TABLE_RUNS - 1) continue;
      for (const step of SCROLL_STEPS)
        blank.set(
          step,
          await page.evaluate<ScrollFigures>(`window.dawaTableBench.scroll(${step}, true)`),
        );
      // The frame rate of this headless browser with nothing to do, for reference.
      const idle = await page.evaluate<number[]>(`(async () => {
        const times = []; let last = await new Promise((r) => requestAnimationFrame(r));
        for (let i = 0; i < 60; i++) { const now = await new Promise((r) => requestAnimationFrame(r)); times.push(now - last); last = now; }
        return times; })()`);
      idleFrameMs = percentile(idle, 50);
      for (const step of SCROLL_STEPS) cpu.set(step, await tracedScroll(browser, page, step));
    } finally {
      await context.close();
    }
  }
  const [cold, ...warm] = firstMounts;
  const control = await controlScroll(browser, TARGET_STEP, passes.get(TARGET_STEP)?.length ?? 1);
  return {
    rows: ROWS,
    control,
    firstMountColdMs: round(cold ?? 0),
    firstMountMs: summary(warm),
    remountMs: summary(remounts),
    idleFrameMs,
    scrolls: SCROLL_STEPS.map((step) => {
      const check = blank.get(step);
      if (!check) throw new Error('no blank-frame pass');
      return { ...scrollRow(step, passes.get(step) ?? [], check), mainThread: cpu.get(step) };
    }),
  };
}

function markdown(r: Awaited<ReturnType<typeof main>>): string {
  const js = r.signInPageJs;
  const si = r.signInToDashboard;
  const t = r.table;
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  const row = (name: string, s: { p50: number; p95: number; min: number; max: number }) =>
    `| ${name} | ${s.p50} | ${s.p95} | ${s.min} | ${s.max} |`;
  const lines = [
    '# Web benchmark',
    '',
    `Run ${r.date} on ${r.machine.cpu}, ${r.machine.memoryGb} GB, ${r.machine.os}; Node ${r.machine.node}; ${r.machine.chromium} headless (/usr/bin/chromium, flags as the e2e suite: --disable-gpu, software compositing), viewport ${VIEWPORT.width}×${VIEWPORT.height}. Load average at start: ${r.machine.loadAverage.join(', ')}, at end: ${r.machine.loadAverageAtEnd.join(', ')} ; 1-minute load when each part started: sign-in JS ${r.machine.loadAtPartStart.signInPageJs}, sign-in ${r.machine.loadAtPartStart.signInToDashboard}, table ${r.machine.loadAtPartStart.table} (other work shares the 2 cores: above 2, the browser waits for CPU and frame times suffer).`,
    `Command: \`${r.command}\``,
    '',
    '## Targets',
    '',
    '| target | figure | |',
    '|---|---|---|',
    `| sign-in page JS under ${TARGETS.signInPageJsKb} kB gzipped | ${js.headlineKb} kB | ${met(r.targets.signInPageJs)} |`,
    `| sign-in to interactive dashboard under 1 s (click on "Sign in" to interactive, p95 of warm runs) | ${si.warm.clickToInteractiveMs.p95} ms (p50 ${si.warm.clickToInteractiveMs.p50}, cold ${si.cold?.clickToInteractiveMs}) | ${met(r.targets.signInToInteractive)} |`,
    `| 1,500-row table rendered under ${TARGETS.tableRenderMs} ms (first mount in a fresh page, p95) | ${t.firstMountMs.p95} ms (p50 ${t.firstMountMs.p50}, cold ${t.firstMountColdMs}) | ${met(r.targets.tableRender)} |`,
    `| scrolling without dropped frames (at ${TARGET_STEP} px/frame = ${Math.round(TARGET_STEP / (FRAME_MS / 1000))} px/s) | ${t.scrolls.map((s) => `${s.droppedFrames} dropped of ${s.frames} at ${s.stepPx} px/frame${s.stepPx === TARGET_STEP ? '' : ' (stress, not judged)'}`).join('; ')} | ${met(r.targets.scrollNoDroppedFrames)} |`,
    '',
    '## 1. JavaScript of the sign-in page',
    '',
    `Fresh browser context, \`/login\` opened and every JavaScript response recorded until network idle. Measure: ${js.measure}. Total ${js.chunks.length} files, ${round(js.totalBytes / 1024)} kB raw, **${round(js.totalGzipBytes / 1024)} kB gzipped** (on the wire: ${round(js.totalWireBytes / 1024)} kB).`,
    '',
    '| file | raw kB | gzip -9 kB | on the wire kB (encoding) |',
    '|---|---|---|---|',
    ...js.chunks.map(
      (c) =>
        `| ${c.file} | ${round(c.bytes / 1024)} | ${round(c.gzipBytes / 1024)} | ${round(c.wireBytes / 1024)} (${c.contentEncoding ?? 'none'}) |`,
    ),
    '',
    ...(js.byPackage
      ? [
          'What these files are made of, by package or app folder (from a second build of the same sources with source maps; gzip estimated per group, so the column adds up to more than the total):',
          '',
          '| package or folder | raw kB | gzip kB (est.) |',
          '|---|---|---|',
          ...js.byPackage
            .filter((g) => g.bytes >= 1024)
            .map(
              (g) =>
                `| ${g.group} | ${round(g.bytes / 1024)} | ${round(g.gzipBytesEstimate / 1024)} |`,
            ),
          `| (${js.byPackage.filter((g) => g.bytes < 1024).length} groups under 1 kB) | ${round(js.byPackage.filter((g) => g.bytes < 1024).reduce((n, g) => n + g.bytes, 0) / 1024)} | |`,
          '',
        ]
      : []),
    '## 2. Sign-in page to interactive dashboard',
    '',
    `Real server (\`start --demo-data\`, fresh SQLite, production build), user \`admin\` / \`pass\` (default store, no store choice shown). ${ITERATIONS} runs, each in a fresh browser context (empty cache); the first run is reported as cold, p50/p95 over the other ${ITERATIONS - 1}. Times come from the page's own clock (performance.now, origin = navigation start; the app is a single page, so sign-in does not reload it).`,
    '',
    `"Interactive": the dashboard heading and its five stat cards are shown with their figures (no spinner left), the frame after that has been painted, and the main thread is quiet: a requestIdleCallback has run and no long task (PerformanceObserver "longtask") ends in the ${QUIET_MS} ms after; interactive is the later of "painted" and the end of the last long task.`,
    '',
    '| ms | p50 | p95 | min | max |',
    '|---|---|---|---|---|',
    row('open /login → sign-in form painted', si.warm.loginFormMs),
    row(
      'click "Sign in" → last response (API and JS chunks) received',
      si.warm.clickToLastResponseMs,
    ),
    row('click "Sign in" → dashboard painted', si.warm.clickToDashboardPaintedMs),
    row('**click "Sign in" → interactive**', si.warm.clickToInteractiveMs),
    row('click "Sign in" → first idle callback', si.warm.clickToFirstIdleMs),
    row('app time: form painted + click → interactive', si.warm.appTimeMs),
    row(
      'open /login → interactive dashboard (includes the bench typing)',
      si.warm.openToInteractiveMs,
    ),
    row('bench typing (form painted → click)', si.warm.benchTypingMs),
    row('long tasks after the click (count)', si.warm.longTasksAfterClick),
    row('long-task ms after the click', si.warm.longTaskMsAfterClick),
    '',
    `Cold run: form ${si.cold?.loginFormMs} ms, click → interactive ${si.cold?.clickToInteractiveMs} ms, open → interactive ${si.cold?.openToInteractiveMs} ms. GraphQL requests after the click (warm run, start and duration ms from the click): ${JSON.stringify(si.runs[si.runs.length - 1]?.graphqlAfterClick ?? [])}. JS asked for while the bench typed (the sign-in page fetches the app at the first input, decision 0018): ${round((si.runs[si.runs.length - 1]?.typingJsGzipBytes ?? 0) / 1024)} kB gzipped; asked for after the click: ${round((si.runs[si.runs.length - 1]?.dashboardJsGzipBytes ?? 0) / 1024)} kB gzipped. The bench types at once, so most of the app is still arriving at the click: a person typing for a few seconds finds it loaded.`,
    '',
    "## 3. The kit's DataTable with 1,500 rows",
    '',
    `A benchmark-only page (\`web/bench/table.html\`, built by \`web/bench/vite.config.ts\` into a temporary folder, never part of \`web/dist\`) mounts \`KitShowcase\` (DataTable, 10 columns, selection column, ${ROWS} rows, virtualised) in the app's theme. Render time: performance.mark before \`createRoot().render\`, to the animation frame after the frame in which the rows were first in the DOM (that frame has been painted). ${TABLE_RUNS} page loads in fresh contexts; the first is reported as cold; 5 re-mounts in each page give the warm figure.`,
    '',
    '| ms | p50 | p95 | min | max |',
    '|---|---|---|---|---|',
    row('**first mount in a fresh page → rows painted**', t.firstMountMs),
    row('re-mount in the same page → rows painted', t.remountMs),
    '',
    `Cold (first page load of the run): ${t.firstMountColdMs} ms.`,
    '',
    `Scroll: \`scrollTop\` moved by a fixed step in each requestAnimationFrame from top to bottom (${ROWS * 40} px of rows), one pass per step in each page load but the cold one, frames pooled; frame times are rAF deltas; a frame is dropped when its delta exceeds 1.5 × 16.7 ms = ${round(DROPPED_MS)} ms. Blank frames come from a separate pass in the last page that hit-tests each frame right after its scroll step, before the table has reacted (the scroll event reaches the table in the next frame, as with a real scroll): no row under the middle or the bottom of the viewport means the overscan (10 rows beyond each edge) did not cover the step. The idle frame time of this headless browser is ${t.idleFrameMs} ms.`,
    '',
    ...SCROLL_TABLE_HEAD,
    ...t.scrolls.map(scrollTableRow),
    '',
    `Control: the same scroll at ${t.control.stepPx} px/frame over a static page as tall as the table (nothing to render), ${t.control.passes} passes: ${t.control.droppedFrames} dropped of ${t.control.frames} frames (max ${t.control.frameTimeMax} ms).`,
    '',
    "The table's own cost per frame, from one more pass per step under Chromium tracing (tasks on the renderer's main thread; CPU = thread time, so waiting for a core is left out):",
    '',
    '| step px/frame | tasks | CPU p95 ms | CPU p99 ms | CPU max ms | wall max ms | tasks over 16.7 ms wall | of which under half CPU (waiting for a core) |',
    '|---|---|---|---|---|---|---|---|',
    ...t.scrolls.map((s) => {
      const m = s.mainThread;
      return m
        ? `| ${s.stepPx} | ${m.tasks} | ${m.cpuP95} | ${m.cpuP99} | ${m.cpuMax} | ${m.wallMax} | ${m.overFrameWall} | ${m.overFrameWaitingForCpu} |`
        : `| ${s.stepPx} | (no trace) | | | | | | |`;
    }),
    '',
  ];
  return lines.join('\n');
}

async function main() {
  const dist = path.join(tmp, 'dist');
  const tableDir = path.join(tmp, 'table');
  buildApp(dist, { build: BUILD, webDist: WEB_DIST });
  const sourceMapped = WEB_DIST ? null : path.join(tmp, 'dist-sourcemap');
  if (sourceMapped) buildSourceMapped(sourceMapped);
  buildTablePage(tableDir);
  const loadAverage = os.loadavg();
  const base = await startWebServer(cleanups, dist, `sqlite:${path.join(tmp, 'web.sqlite')}`, true);
  const tableBase = await serveStatic(tableDir);
  const browser = await launchChromium(cleanups);
  const info = { ...machine(browser.version()), loadAverage: loadAverage.map((n) => round(n, 2)) };
  const load = { signInPageJs: 0, signInToDashboard: 0, table: 0 };
  load.signInPageJs = await settle('sign-in page JS', MAX_LOAD);
  console.log('sign-in page JS ...');
  const js = await signInPageJs(browser, base);
  const byPackage = sourceMapped ? breakdown(js.chunks, sourceMapped) : null;
  load.signInToDashboard = await settle('sign-in', MAX_LOAD);
  const si = await signInToDashboard(browser, base);
  load.table = await settle('table', MAX_LOAD);
  const t = await table(browser, `${tableBase}/table.html`);
  return {
    date: new Date().toISOString(),
    command: `npm run bench:web -w bench -- --iterations ${ITERATIONS} --table-runs ${TABLE_RUNS}${WEB_DIST ? ` --web-dist ${WEB_DIST}` : BUILD ? '' : ' --no-build'}${MAX_LOAD ? ` --max-load ${MAX_LOAD}` : ''}`,
    machine: {
      ...info,
      loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
      loadAtPartStart: load,
    },
    targets: {
      signInPageJs: js.headlineKb < TARGETS.signInPageJsKb,
      signInToInteractive: si.warm.clickToInteractiveMs.p95 < TARGETS.signInToInteractiveMs,
      tableRender: t.firstMountMs.p95 < TARGETS.tableRenderMs,
      scrollNoDroppedFrames: t.scrolls.some(
        (s) => s.stepPx === TARGET_STEP && s.droppedFrames === 0,
      ),
    },
    signInPageJs: { ...js, byPackage },
    signInToDashboard: si,
    table: t,
  };
}

try {
  const result = await main();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, 'web.json'), `${JSON.stringify(result, null, 2)}\n`);
  fs.writeFileSync(path.join(resultsDir, 'web.md'), markdown(result));
  console.log(markdown(result));
  console.log(`wrote ${path.join(resultsDir, 'web.md')}`);
} finally {
  await cleanups.cleanUp();
}
