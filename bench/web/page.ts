// What the document page benchmarks share (bench/shipment-page, bench/stocktake-page): a page
// opened in fresh browser contexts with an empty HTTP cache and then with the app's files
// cached, the figures of those opens split around the document's own request, and their table.
import type { BrowserContext, Page } from 'playwright';
import { round, summary } from './harness';

/** A GraphQL request as TRAFFIC_PROBE records it (page clock, ms). */
export interface Call {
  op: string;
  start: number;
  headersAt: number;
  bodyAt: number;
  bytes?: number | null;
}
export interface Task {
  start: number;
  duration: number;
}
/** A page probe's answer to "shown, then quiet" (QUIET_PROBE's until, with what it saw). */
export interface OpenProbe {
  contentAt: number;
  paintedAt: number;
  firstIdleAt: number;
  interactiveAt: number;
  rowsInDom: number;
  longTasks: Task[];
  calls: Call[];
}

export const longTaskMs = (tasks: Task[]) =>
  round(tasks.reduce((sum, task) => sum + task.duration, 0));
export const longestTaskMs = (tasks: Task[]) =>
  round(Math.max(0, ...tasks.map((task) => task.duration)));

/**
 * `count + 1` fresh contexts (the first for a cold server): in each the page opened with an
 * empty HTTP cache, then again (the app's files cached, as for anyone who has used the app);
 * `after` runs in each context once both opens are done.
 */
export async function openInFreshContexts<P extends OpenProbe>(
  count: number,
  url: string,
  fresh: () => Promise<[BrowserContext, Page]>,
  probe: (page: Page) => Promise<P>,
  after?: (page: Page, run: number) => Promise<void>,
) {
  const emptyCache: P[] = [];
  const cached: P[] = [];
  for (let run = 0; run <= count; run++) {
    const [context, page] = await fresh();
    try {
      await page.goto(url, { waitUntil: 'commit' });
      emptyCache.push(await probe(page));
      await page.goto(url, { waitUntil: 'commit' });
      cached.push(await probe(page));
      await after?.(page, run);
    } finally {
      await context.close();
    }
  }
  return { emptyCache, cached };
}

/** The figures of a series of opens, the first (cold server) apart; `op` is the document's
 * own request, the one the time is split around. */
export function openFigures(opens: OpenProbe[], op: string) {
  const [cold, ...warm] = opens;
  if (!cold) throw new Error('no open');
  const of = (pick: (r: OpenProbe) => number) =>
    summary(warm.map(pick).filter((n) => Number.isFinite(n)));
  const at = (r: OpenProbe, pick: (c: Call) => number) => {
    const c = r.calls.find((call) => call.op === op);
    return c ? pick(c) : Number.NaN;
  };
  return {
    cold: { interactiveMs: round(cold.interactiveAt), paintedMs: round(cold.paintedAt) },
    interactiveMs: of((r) => r.interactiveAt),
    paintedMs: of((r) => r.paintedAt),
    firstIdleMs: of((r) => r.firstIdleAt),
    requestStartMs: of((r) => at(r, (c) => c.start)),
    requestMs: of((r) => at(r, (c) => c.bodyAt - c.start)),
    requestToHeadersMs: of((r) => at(r, (c) => c.headersAt - c.start)),
    headersToBodyMs: of((r) => at(r, (c) => c.bodyAt - c.headersAt)),
    answeredToPaintedMs: of((r) => r.paintedAt - at(r, (c) => c.bodyAt)),
    paintedToInteractiveMs: of((r) => r.interactiveAt - r.paintedAt),
    bodyChars: of((r) => at(r, (c) => c.bytes ?? Number.NaN)),
    longTaskMs: of((r) => longTaskMs(r.longTasks)),
    longestTaskMs: of((r) => longestTaskMs(r.longTasks)),
    rowsInDom: of((r) => r.rowsInDom),
    lastRunCalls: warm.at(-1)?.calls ?? [],
    lastRunLongTasks: warm.at(-1)?.longTasks ?? [],
  };
}
export type OpenFigures = ReturnType<typeof openFigures>;
type Summary = OpenFigures['interactiveMs'];

export const summaryRow = (name: string, s: Summary) =>
  `| ${name} | ${s.p50} | ${s.p95} | ${s.min} | ${s.max} |`;

/** The opens' table in markdown: the cached figures with the empty-cache p50 / p95 beside. */
export function openTable(
  cached: OpenFigures,
  emptyCache: OpenFigures,
  op: string,
  shown: string,
): string[] {
  const rows: [string, (f: OpenFigures) => Summary][] = [
    [`**navigation → interactive**`, (f) => f.interactiveMs],
    [`navigation → ${shown} painted`, (f) => f.paintedMs],
    ['navigation → first idle callback after painted', (f) => f.firstIdleMs],
    [`navigation → \`${op}\` request sent (the app started)`, (f) => f.requestStartMs],
    [`\`${op}\` request → its body read`, (f) => f.requestMs],
    ['of which request → response headers (server and network)', (f) => f.requestToHeadersMs],
    ['of which headers → body read (transfer)', (f) => f.headersToBodyMs],
    [
      'its body read → painted (JSON parse, React render, layout, paint)',
      (f) => f.answeredToPaintedMs,
    ],
    ['painted → interactive (work after the first paint)', (f) => f.paintedToInteractiveMs],
    ['its response body, characters', (f) => f.bodyChars],
    ['long-task ms in all (to interactive)', (f) => f.longTaskMs],
    ['longest task ms', (f) => f.longestTaskMs],
    ['table rows in the DOM when shown', (f) => f.rowsInDom],
  ];
  return [
    '| ms (files cached; empty cache p50 / p95 in the last column) | p50 | p95 | min | max | empty cache |',
    '|---|---|---|---|---|---|',
    ...rows.map(
      ([name, pick]) =>
        `${summaryRow(name, pick(cached))} ${pick(emptyCache).p50} / ${pick(emptyCache).p95} |`,
    ),
    '',
    `GraphQL requests of the last open with the files cached (ms from navigation: start → body read): ${cached.lastRunCalls.map((c) => `${c.op} ${c.start}→${c.bodyAt}`).join(', ')}. Its long tasks (start/ms): ${cached.lastRunLongTasks.map((t) => `${t.start}/${t.duration}`).join(', ') || 'none'}.`,
  ];
}
