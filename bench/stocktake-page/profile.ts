// Summaries of a page's V8 CPU profile (.cpuprofile) and Chromium trace (devtools.timeline):
// where the main thread's time went, to tell the server's part of an open from the browser's.
import fs from 'node:fs';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { profiled, round, summary } from '../web/harness';

interface ProfileNode {
  id: number;
  callFrame: { functionName: string; url: string; lineNumber: number; columnNumber: number };
}
interface CpuProfile {
  nodes: ProfileNode[];
  samples: number[];
  timeDeltas: number[];
}

const scriptOf = (url: string) =>
  url ? path.basename(url.split('?')[0] ?? url).replace(/-[\w-]{8}\.js$/, '.js') : '(native)';

/** Self time by script and the functions with the most, in ms. */
export function cpuProfileSummary(file: string) {
  const profile = JSON.parse(fs.readFileSync(file, 'utf8')) as CpuProfile;
  const nodes = new Map(profile.nodes.map((n) => [n.id, n]));
  const self = new Map<number, number>();
  profile.samples.forEach((id, i) => {
    self.set(id, (self.get(id) ?? 0) + (profile.timeDeltas[i] ?? 0) / 1000);
  });
  const byScript = new Map<string, number>();
  const byFunction = new Map<string, { name: string; at: string; ms: number }>();
  let idleMs = 0;
  let totalMs = 0;
  for (const [id, ms] of self) {
    const frame = nodes.get(id)?.callFrame;
    if (!frame) continue;
    totalMs += ms;
    if (frame.functionName === '(idle)') {
      idleMs += ms;
      continue;
    }
    const special = frame.functionName.startsWith('(') ? frame.functionName : '';
    const script = special || scriptOf(frame.url);
    byScript.set(script, (byScript.get(script) ?? 0) + ms);
    const at = `${script}:${frame.lineNumber + 1}:${frame.columnNumber + 1}`;
    const key = `${frame.functionName}@${at}`;
    const f = byFunction.get(key) ?? { name: frame.functionName || '(anonymous)', at, ms: 0 };
    f.ms += ms;
    byFunction.set(key, f);
  }
  return {
    totalMs: round(totalMs),
    idleMs: round(idleMs),
    byScript: [...byScript.entries()]
      .map(([script, ms]) => ({ script, selfMs: round(ms) }))
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, 10),
    topFunctions: [...byFunction.values()]
      .sort((a, b) => b.ms - a.ms)
      .slice(0, 15)
      .map((f) => ({ name: f.name, at: f.at, selfMs: round(f.ms) })),
  };
}

interface TraceEvent {
  name: string;
  ph: string;
  ts: number;
  dur?: number;
  pid: number;
  tid: number;
  args?: { name?: string };
}

/**
 * Self time of the renderer's main thread by event (Layout, UpdateLayoutTree, Paint,
 * FunctionCall...) from navigation start until `untilMs` after it: each complete event's time
 * less the events nested in it, so the kinds add up without counting twice.
 */
export function traceSummary(file: string, untilMs: number) {
  const raw = JSON.parse(fs.readFileSync(file, 'utf8')) as
    { traceEvents: TraceEvent[] } | TraceEvent[];
  const events = Array.isArray(raw) ? raw : raw.traceEvents;
  const main = events.find(
    (e) => e.ph === 'M' && e.name === 'thread_name' && e.args?.name === 'CrRendererMain',
  );
  if (!main) return { untilMs: round(untilMs), byName: [] };
  const onMain = events.filter((e) => e.pid === main.pid && e.tid === main.tid);
  // Navigation start: the last navigationStart mark on the main thread (the page's origin).
  const start =
    onMain.filter((e) => e.name === 'navigationStart').at(-1)?.ts ??
    Math.min(...onMain.filter((e) => e.ph !== 'M').map((e) => e.ts));
  const end = start + untilMs * 1000;
  const complete = onMain
    .filter((e) => e.ph === 'X' && e.dur !== undefined && e.ts >= start && e.ts < end)
    .sort((a, b) => a.ts - b.ts || (b.dur ?? 0) - (a.dur ?? 0));
  const selfByName = new Map<string, number>();
  const stack: { end: number; name: string }[] = [];
  for (const e of complete) {
    const dur = e.dur ?? 0;
    while (stack.length > 0 && (stack.at(-1)?.end ?? 0) <= e.ts) stack.pop();
    const parent = stack.at(-1);
    if (parent) selfByName.set(parent.name, (selfByName.get(parent.name) ?? 0) - dur);
    selfByName.set(e.name, (selfByName.get(e.name) ?? 0) + dur);
    stack.push({ end: e.ts + dur, name: e.name });
  }
  return {
    untilMs: round(untilMs),
    byName: [...selfByName.entries()]
      .map(([name, us]) => ({ name, selfMs: round(us / 1000) }))
      .filter((w) => w.selfMs >= 1)
      .sort((a, b) => b.selfMs - a.selfMs)
      .slice(0, 15),
  };
}

/**
 * One more open of `url` in `page` (its files cached by a first open) under the V8 CPU
 * profiler, then one under Chromium's tracing (devtools.timeline), written to `dir`; the
 * summaries of both, the trace's up to the open's interactive time.
 */
export async function profileOpen(
  browser: Browser,
  page: Page,
  url: string,
  dir: string,
  probe: (page: Page) => Promise<{ interactiveAt: number }>,
) {
  await page.goto(url);
  await probe(page);
  await profiled(page, dir, 'open', async () => {
    await page.goto(url, { waitUntil: 'commit' });
    await probe(page);
  });
  await page.goto(url);
  await probe(page);
  const tracePath = path.join(dir, 'open.trace.json');
  await browser.startTracing(page, {
    path: tracePath,
    categories: ['devtools.timeline', 'blink.user_timing'],
  });
  await page.goto(url, { waitUntil: 'commit' });
  const traced = await probe(page);
  await browser.stopTracing();
  return {
    cpu: cpuProfileSummary(path.join(dir, 'open.cpuprofile')),
    mainThread: traceSummary(tracePath, traced.interactiveAt),
  };
}

/** profileOpen's summaries as a section of a benchmark's markdown. */
export function openProfileMarkdown(p: Awaited<ReturnType<typeof profileOpen>>): string[] {
  return [
    '### Where the time of an open goes (one more open, files cached, profiled)',
    '',
    `Main thread from navigation to interactive (${p.mainThread.untilMs} ms), Chromium's tracing (devtools.timeline), self time by kind of work, ms:`,
    '',
    '| work | self ms |',
    '|---|---|',
    ...p.mainThread.byName.map((w) => `| ${w.name} | ${w.selfMs} |`),
    '',
    `V8 CPU profile of another open (${p.cpu.totalMs} ms sampled; idle ${p.cpu.idleMs} ms): self time by script, ms:`,
    '',
    '| script | self ms |',
    '|---|---|',
    ...p.cpu.byScript.map((s) => `| ${s.script} | ${s.selfMs} |`),
    '',
    'Functions with the most self time (production build, names as minified):',
    '',
    '| function | script:line:column | self ms |',
    '|---|---|---|',
    ...p.cpu.topFunctions.map((f) => `| ${f.name} | ${f.at} | ${f.selfMs} |`),
    '',
  ];
}

/** A JSON.parse of a large text in the page (bench/web's TRAFFIC_PROBE). */
export interface Parse {
  start: number;
  ms: number;
  chars: number;
}

/** The parse of the document's answer (the largest parse of each open), cold open apart. */
export function parseFigures(opens: { parses: Parse[] }[]) {
  const largest = opens
    .slice(1)
    .map((r) => r.parses.reduce((a, b) => (b.chars > a.chars ? b : a), { ms: 0, chars: 0 }));
  return { ...summary(largest.map((p) => p.ms)), chars: largest.at(-1)?.chars ?? 0 };
}
