// What the browser benchmarks share (bench/web, bench/shipment-page): the production app built
// inside the e2e lock, a real server serving it, headless Debian Chromium as the e2e suite runs
// it, the load average each part started at, and the figures' arithmetic and scroll rows.
import { execFileSync, spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { chromium, type Browser, type BrowserContext, type Page } from 'playwright';
import { resultsDir, root } from '../common';
import type { ScrollFigures } from '../../web/bench/figures';

export const QUIET_MS = 100;
export const FRAME_MS = 1000 / 60;
export const DROPPED_MS = 1.5 * FRAME_MS;
/**
 * Scroll speeds: 100 px a frame (6,000 px/s, a fast wheel or trackpad fling) is the one the
 * target is judged on; 800 px a frame (a whole viewport each frame, like dragging the
 * scrollbar from top to bottom in about a second) is a stress figure.
 */
export const TARGET_STEP = 100;
export const SCROLL_STEPS = [TARGET_STEP, 800];
export const CHROMIUM = '/usr/bin/chromium';
export const LOCK = '/tmp/dawa-e2e.lock';
export const VIEWPORT = { width: 1280, height: 800 };

/** Things to undo at the end of a run or on Ctrl-C, last first. */
export function cleanUpper() {
  const cleanups: (() => Promise<void> | void)[] = [];
  const cleanUp = async (): Promise<void> => {
    for (const fn of cleanups.splice(0).reverse()) {
      try {
        await fn();
      } catch (error) {
        console.error('cleanup:', error);
      }
    }
  };
  for (const signal of ['SIGINT', 'SIGTERM'] as const)
    process.on(signal, () => void cleanUp().finally(() => process.exit(130)));
  return { add: (fn: () => Promise<void> | void) => cleanups.push(fn), cleanUp };
}
export type Cleanups = ReturnType<typeof cleanUpper>;

export const round = (n: number, digits = 1) => Number(n.toFixed(digits));

export function percentile(values: number[], p: number): number {
  const sorted = [...values].sort((a, b) => a - b);
  return round(sorted[Math.min(sorted.length - 1, Math.ceil((p / 100) * sorted.length) - 1)] ?? 0);
}
export const summary = (values: number[]) => ({
  p50: percentile(values, 50),
  p95: percentile(values, 95),
  min: round(Math.min(...values)),
  max: round(Math.max(...values)),
  n: values.length,
});

export function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const probe = net.createServer();
    probe.once('error', reject);
    probe.listen(0, '127.0.0.1', () => {
      const address = probe.address();
      const port = typeof address === 'object' && address ? address.port : 0;
      probe.close(() => resolve(port));
    });
  });
}

/**
 * The production app, built inside the e2e lock and copied so others may rebuild meanwhile;
 * `build: false` copies the web/dist already there, `webDist` copies a build made elsewhere.
 */
export function buildApp(dist: string, options: { build: boolean; webDist: string }): void {
  if (options.webDist) {
    console.log(`copying ${options.webDist} ...`);
    fs.cpSync(path.resolve(options.webDist), dist, { recursive: true });
    return;
  }
  const copy = `cp -r web/dist ${JSON.stringify(dist)}`;
  const script = options.build ? `npm run build -w web >/dev/null && ${copy}` : copy;
  console.log(
    options.build ? 'building the web app (npm run build -w web) ...' : 'copying web/dist ...',
  );
  execFileSync('flock', [LOCK, 'sh', '-c', script], { cwd: root, stdio: 'inherit' });
}

/**
 * The server (`start`) on a free loopback port serving the app in `dist` from the database at
 * `databaseUrl` (`--demo-data` fills a fresh one); answers its base URL once /login answers.
 */
export async function startWebServer(
  cleanups: Cleanups,
  dist: string,
  databaseUrl: string,
  demoData: boolean,
): Promise<string> {
  const port = await freePort();
  const child: ChildProcess = spawn(
    process.execPath,
    [
      '--import',
      'tsx',
      'server/src/main.ts',
      'start',
      ...(demoData ? ['--demo-data'] : []),
      '--database-url',
      databaseUrl,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--web-dist',
      dist,
      '--log-level',
      'warn',
    ],
    { cwd: root, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  cleanups.add(async () => {
    if (child.exitCode !== null || child.signalCode !== null) return;
    child.kill('SIGTERM');
    await new Promise((resolve) => child.once('exit', resolve));
  });
  const base = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 1200; i++) {
    if (child.exitCode !== null) throw new Error(`server exited ${child.exitCode}`);
    try {
      if ((await fetch(`${base}/login`)).ok) return base;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error('server did not start');
}

/** Headless /usr/bin/chromium with the e2e suite's flags (software compositing). */
export async function launchChromium(cleanups: Cleanups): Promise<Browser> {
  const browser = await chromium.launch({
    executablePath: CHROMIUM,
    args: [
      '--no-sandbox',
      '--disable-gpu',
      '--disable-quic',
      '--no-first-run',
      '--disable-background-networking',
      '--disable-component-update',
      '--disable-sync',
    ],
  });
  cleanups.add(() => browser.close());
  return browser;
}

/**
 * The 1-minute load average when a part starts, after waiting (up to 10 minutes) for it to
 * fall below `maxLoad` when that is above 0.
 */
export async function settle(part: string, maxLoad: number): Promise<number> {
  const deadline = Date.now() + 10 * 60_000;
  while (maxLoad > 0 && (os.loadavg()[0] ?? 0) >= maxLoad && Date.now() < deadline) {
    console.log(`${part}: load ${os.loadavg()[0]?.toFixed(2)} >= ${maxLoad}, waiting ...`);
    await new Promise((r) => setTimeout(r, 15_000));
  }
  return round(os.loadavg()[0] ?? 0, 2);
}

export function machine(chromiumVersion: string) {
  const cpus = os.cpus();
  return {
    cpu: `${cpus.length} × ${cpus[0]?.model ?? 'unknown'}`,
    memoryGb: Math.round(os.totalmem() / 2 ** 30),
    os: `${os.type()} ${os.release()}`,
    node: process.version,
    chromium: chromiumVersion,
    loadAverage: os.loadavg().map((n) => round(n, 2)),
  };
}

export interface ScrollRow {
  stepPx: number;
  pxPerSecond: number;
  passes: number;
  passesWithDrops: number;
  frames: number;
  droppedFrames: number;
  frameTimeP50: number;
  frameTimeP95: number;
  frameTimeMax: number;
  longTasks: number;
  longTaskMaxMs: number;
  blankFrames: number;
  rowsInDomMax: number;
  /** p95 and max of the time spent setting scrollTop (the layout it forces), ms. */
  scrollSetP95: number;
  scrollSetMax: number;
}

/** One scroll pass per page load (the cold one aside), frames pooled over the passes. */
export function scrollRow(step: number, passes: ScrollFigures[], blank: ScrollFigures): ScrollRow {
  const frames = passes.flatMap((pass) => pass.frameTimes);
  const longTasks = passes.flatMap((pass) => pass.longTasks);
  return {
    stepPx: step,
    pxPerSecond: Math.round(step / (FRAME_MS / 1000)),
    passes: passes.length,
    passesWithDrops: passes.filter((pass) => pass.frameTimes.some((t) => t > DROPPED_MS)).length,
    frames: frames.length,
    droppedFrames: frames.filter((t) => t > DROPPED_MS).length,
    frameTimeP50: percentile(frames, 50),
    frameTimeP95: percentile(frames, 95),
    frameTimeMax: round(Math.max(...frames)),
    longTasks: longTasks.length,
    longTaskMaxMs: round(Math.max(0, ...longTasks.map((task) => task.duration))),
    blankFrames: blank.blankFrames,
    rowsInDomMax: blank.rowsInDomMax,
    scrollSetP95: percentile(
      passes.flatMap((pass) => pass.scrollSetMs ?? []),
      95,
    ),
    scrollSetMax: round(Math.max(0, ...passes.flatMap((pass) => pass.scrollSetMs ?? []))),
  };
}

/** The scroll figures' table rows in markdown, one per step. */
export const SCROLL_TABLE_HEAD = [
  '| step px/frame | ≈ px/s | passes | passes with a drop | frames | dropped | p50 ms | p95 ms | max ms | long tasks | longest ms | blank frames | rows in DOM (max) | scrollTop set p95 / max ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|---|---|',
];
export const scrollTableRow = (s: ScrollRow) =>
  `| ${s.stepPx} | ${s.pxPerSecond} | ${s.passes} | ${s.passesWithDrops} | ${s.frames} | ${s.droppedFrames} | ${s.frameTimeP50} | ${s.frameTimeP95} | ${s.frameTimeMax} | ${s.longTasks} | ${s.longTaskMaxMs} | ${s.blankFrames} | ${s.rowsInDomMax} | ${s.scrollSetP95 ?? ''} / ${s.scrollSetMax ?? ''} |`;

/**
 * Signs `admin` in through the form once and answers the session (its cookie), so each page
 * a benchmark opens starts as after a sign-in; throws unless the session is at `storeId`.
 */
export async function signedIn(browser: Browser, base: string, storeId: string) {
  const context = await browser.newContext({ viewport: VIEWPORT });
  try {
    const page = await context.newPage();
    await page.goto(`${base}/login`);
    await page.locator('input[name="username"]').fill('admin');
    await page.locator('input[name="password"]').fill('pass');
    await page.locator('button[type="submit"]').click();
    await page.waitForURL(/\/dashboard$/);
    const state = await context.storageState();
    const auth = state.cookies.find((c) => c.name === 'auth');
    const session = auth
      ? (JSON.parse(decodeURIComponent(auth.value)) as { store?: { id: string } })
      : null;
    if (session?.store?.id !== storeId) throw new Error(`admin is not signed in at ${storeId}`);
    return state;
  } finally {
    await context.close();
  }
}
export type SignedIn = Awaited<ReturnType<typeof signedIn>>;

/** A fresh browser context from the session with the in-page probes installed, and its page. */
export async function freshPage(
  browser: Browser,
  state: SignedIn,
  probes: string[],
): Promise<[BrowserContext, Page]> {
  const context = await browser.newContext({ viewport: VIEWPORT, storageState: state });
  for (const content of probes) await context.addInitScript({ content });
  return [context, await context.newPage()];
}

/** Runs `work` under the page's V8 CPU profiler, written to DIR/NAME.cpuprofile (open it in
 * Chrome's DevTools), when both are given; else just runs it. */
export async function profiled<T>(
  page: Page,
  dir: string,
  name: string,
  work: () => Promise<T>,
): Promise<T> {
  if (!dir || !name) return work();
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Profiler.enable');
  await cdp.send('Profiler.setSamplingInterval', { interval: 200 });
  await cdp.send('Profiler.start');
  const result = await work();
  const { profile } = await cdp.send('Profiler.stop');
  fs.mkdirSync(dir, { recursive: true });
  fs.writeFileSync(path.join(dir, `${name}.cpuprofile`), JSON.stringify(profile));
  await cdp.detach();
  return result;
}

/** The bare DataTable's figures from the last `npm run bench:web`, if there is one. */
export function tableFloor() {
  const file = path.join(resultsDir, 'web.json');
  if (!fs.existsSync(file)) return null;
  const web = JSON.parse(fs.readFileSync(file, 'utf8')) as {
    date: string;
    machine: { loadAtPartStart: { table: number } };
    table: { firstMountMs: { p50: number; p95: number }; scrolls: ScrollRow[] };
  };
  return {
    date: web.date,
    load: web.machine.loadAtPartStart.table,
    firstMountMs: web.table.firstMountMs,
    scrolls: web.table.scrolls,
  };
}
