// What the document page benchmarks with an editable document share beyond bench/web/page.ts
// (bench/stocktake-page, bench/internal-order-page): the document opened in fresh contexts with
// its request captured and one more open profiled; an edit answered by the server, its figures
// from the page probe's answer, their summary over the edits and their markdown; the results
// written beside the benchmark.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, BrowserContext, Page } from 'playwright';
import { resultsDir } from '../common';
import { parseFigures, profileOpen, type Parse } from '../stocktake-page/profile';
import { round, summary } from './harness';
import {
  longestTaskMs,
  longTaskMs,
  openFigures,
  openInFreshContexts,
  summaryRow,
  type Call,
  type OpenProbe,
  type Task,
} from './page';

/**
 * Part 1 of a document page benchmark: `count` + 1 fresh contexts (the first for a cold server)
 * each opened with an empty HTTP cache and then with the app's files cached, the first
 * context's page shown in `screenshot` (in the temporary folder); the document's own request
 * (`op`) as the page sent it, to time it alone; with `profileDir`, one more open profiled.
 */
export async function openDocument<P extends OpenProbe & { parses: Parse[] }>(o: {
  browser: Browser;
  count: number;
  url: string;
  op: string;
  fresh: () => Promise<[BrowserContext, Page]>;
  probe: (page: Page) => Promise<P>;
  screenshot: string;
  profileDir: string;
}) {
  console.log(`open: ${o.count + 1} fresh contexts (the first is the cold one) ...`);
  let request: { query: string; variables: Record<string, unknown> } | null = null;
  const { emptyCache, cached } = await openInFreshContexts(
    o.count,
    o.url,
    async () => {
      const [context, page] = await o.fresh();
      page.on('request', (r) => {
        const body = r.postData() ?? '';
        if (!request && body.includes(o.op))
          request = JSON.parse(body) as NonNullable<typeof request>;
      });
      return [context, page];
    },
    o.probe,
    async (page, run) => {
      if (run === 0) await page.screenshot({ path: path.join(os.tmpdir(), o.screenshot) });
    },
  );
  let profile = null;
  if (o.profileDir) {
    const [context, page] = await o.fresh();
    try {
      profile = await profileOpen(o.browser, page, o.url, o.profileDir, o.probe);
    } finally {
      await context.close();
    }
  }
  return {
    cached: openFigures(cached, o.op),
    emptyCache: openFigures(emptyCache, o.op),
    parseMs: parseFigures(cached),
    request: request as { query: string; variables: Record<string, unknown> } | null,
    profile,
  };
}

/** What a page probe answers once an edit was answered, read again behind, and quiet. */
export interface AnswerProbe {
  tabAt: number | null;
  answerPaintedAt: number;
  settledAt: number;
  calls: Call[];
  longTasks: Task[];
}

/** The update's request and the edit's commit: the earlier of the Tab and that request. */
export function commitOf(r: AnswerProbe, op: string) {
  const update = r.calls.find((c) => c.op === op);
  if (!update) throw new Error(`no ${op} request`);
  return { update, commitAt: Math.min(r.tabAt ?? update.start, update.start) };
}

/**
 * One edit's figures, from its commit: the earlier of the Tab and the update's request (`op`),
 * to the value painted after the answer, the read behind it (`refetchOp`) and quiet.
 */
export function editTiming(r: AnswerProbe, op: string, refetchOp: string) {
  const { update, commitAt } = commitOf(r, op);
  const refetch = r.calls.find((c) => c.op === refetchOp && c.start > update.start);
  return {
    commitToAnswerPaintedMs: round(r.answerPaintedAt - commitAt),
    mutationMs: round(update.bodyAt - update.start),
    commitToRefetchAnsweredMs: refetch ? round(refetch.bodyAt - commitAt) : null,
    refetchMs: refetch ? round(refetch.bodyAt - refetch.start) : null,
    commitToSettledMs: round(r.settledAt - commitAt),
    longTaskMs: longTaskMs(r.longTasks),
    longestTaskMs: longestTaskMs(r.longTasks),
    calls: r.calls.map((c) => ({
      op: c.op,
      startMs: round(c.start - commitAt),
      ms: round(c.bodyAt - c.start),
    })),
  };
}
export type EditTiming = ReturnType<typeof editTiming>;

/** The summary of one figure over the edits (those that had it). */
export const editFigure = <R>(runs: R[], key: keyof R) =>
  summary(
    (runs.map((run) => run[key]) as unknown[]).filter((v): v is number => typeof v === 'number'),
  );

export function editSummary(runs: EditTiming[]) {
  const of = (key: keyof EditTiming) => editFigure(runs, key);
  return {
    commitToAnswerPaintedMs: of('commitToAnswerPaintedMs'),
    mutationMs: of('mutationMs'),
    commitToRefetchAnsweredMs: of('commitToRefetchAnsweredMs'),
    refetchMs: of('refetchMs'),
    commitToSettledMs: of('commitToSettledMs'),
    longTaskMs: of('longTaskMs'),
    longestTaskMs: of('longestTaskMs'),
  };
}

/** The edit's table rows from the answer painted on (`what` is what is painted, `read` what is
 * read again), then the last edit's requests. */
export function editRows(
  e: ReturnType<typeof editSummary> & { runs: EditTiming[] },
  o: { what: string; op: string; read: string; refetchOp: string },
): string[] {
  return [
    summaryRow(
      `**commit → ${o.what} painted after the server answered**`,
      e.commitToAnswerPaintedMs,
    ),
    summaryRow(`\`${o.op}\` request → its body read`, e.mutationMs),
    // A page that patches the answer into its cache reads nothing again: no refetch rows.
    ...(e.refetchMs.n > 0
      ? [
          summaryRow(
            `commit → ${o.read} read again (\`${o.refetchOp}\` body read)`,
            e.commitToRefetchAnsweredMs,
          ),
          summaryRow('that refetch → its body read', e.refetchMs),
          summaryRow('commit → the refetch applied and the main thread quiet', e.commitToSettledMs),
        ]
      : [summaryRow('commit → the main thread quiet', e.commitToSettledMs)]),
    summaryRow('long-task ms during the edit', e.longTaskMs),
    summaryRow('longest task ms during the edit', e.longestTaskMs),
    '',
    `Requests of the last edit (ms from the commit: start, duration): ${(e.runs.at(-1)?.calls ?? []).map((c) => `${c.op} +${c.startMs} (${c.ms})`).join(', ')}.`,
  ];
}

/**
 * bench/results/NAME.json and NAME.md, the markdown followed by the benchmark's analysis.md
 * (in `benchDir`) where there is one; the markdown without it is printed.
 */
export function writeResults<R>(
  name: string,
  benchDir: string,
  result: R,
  markdown: (r: R, analysis: string) => string,
): void {
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(path.join(resultsDir, `${name}.json`), `${JSON.stringify(result, null, 2)}\n`);
  const analysisFile = path.join(benchDir, 'analysis.md');
  const analysis = fs.existsSync(analysisFile) ? fs.readFileSync(analysisFile, 'utf8') : '';
  fs.writeFileSync(path.join(resultsDir, `${name}.md`), markdown(result, analysis));
  console.log(markdown(result, ''));
  console.log(`wrote ${path.join(resultsDir, `${name}.md`)}`);
}
