// Stocktake page benchmark (issue 12 item 7, the Chromium target): the all-items stocktake of a
// store with 5,000 items and 10,000 batches opened in headless Debian Chromium at 1280×800,
// signed in as admin at store NMW:
//   1. from navigation to its URL to the first page of its lines interactive (heading, status,
//      footer and the first rows of the lines table, grouped by item as by default, then the
//      main thread quiet: bench/web's definition), p50/p95 over fresh browser contexts with the
//      app's files cached (judged) and with an empty HTTP cache, the first (cold server) apart;
//   2. a count edited as a user does (expand the first item, click its line's counted cell,
//      type, Tab): from the commit to the difference painted after the server answered, and to
//      the figures read again behind it (the line itself is patched into the cached pages),
//      applied and the main thread quiet.
//
//   npm run bench:stocktake-page -w bench -- [--opens 5] [--edits 5]
//       [--no-build | --web-dist DIR] [--max-load 1.5] [--profile DIR]
//
// The build (or copy of web/dist) takes the e2e lock itself, as bench:shipment-page does.
// `--profile DIR`: one more open under the V8 CPU profiler and one under Chromium's tracing
// (devtools.timeline), and the last edit profiled; their summaries (self time by script and
// function, main-thread time by kind of work) go into the results.
//
// Data as bench/stocktakes makes it (bench/stocktakes/data.ts): `seed --scale 17`, `seed-stock
// --items 5000 --lines 10000` for NMW, then one all-items stocktake. The lines of its first item
// are given a positive reason first (through the API), so a count above the snapshot is taken
// without one chosen in the browser. The app is served by a real server (`start`, SQLite).
// The floor is the bare 1,500-row DataTable of bench/results/web.json (the last bench:web).
//
// Figures go to bench/results/stocktake-page.md and bench/results/stocktake-page.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { flag, opt } from '../common';
import { client, sqliteSql } from '../shipments/data';
import { allItemsStocktake, seedStocktakeStore } from '../stocktakes/data';
import {
  buildApp,
  cleanUpper,
  freshPage as freshContext,
  launchChromium,
  machine,
  profiled as profiledIn,
  QUIET_MS,
  round,
  settle,
  signedIn,
  startWebServer,
  summary,
  tableFloor,
  VIEWPORT,
  type SignedIn,
} from '../web/harness';
import { QUIET_PROBE, TRAFFIC_PROBE } from '../web/probe';
import { openTable, summaryRow, type OpenProbe } from '../web/page';
import {
  commitOf,
  editFigure,
  editRows,
  openDocument,
  editSummary,
  editTiming,
  writeResults,
  type AnswerProbe as BaseAnswer,
  type EditTiming,
} from '../web/document';
import { STOCKTAKE_PROBE } from './probe';
import { cpuProfileSummary, openProfileMarkdown, type Parse } from './profile';

const OPENS = Number(opt('opens', '5'));
const EDITS = Number(opt('edits', '5'));
const BUILD = !flag('no-build');
const WEB_DIST = opt('web-dist', '');
const MAX_LOAD = Number(opt('max-load', '0'));
const PROFILE_DIR = opt('profile', '');
const ITEMS = 5000;
const BATCHES = 10000;
const TARGETS = { interactiveMs: 1000 };
const STOCKTAKES_PATH = '/inventory/stocktakes';
/** The operations of web/src/features/stocktakes/api/operations.ts measured here: the first
 * page of items (what the first rows wait for), a count, and the figures read after it. */
const STOCKTAKE_OP = 'StocktakeDetail_ItemGroups';
const UPDATE_LINES_OP = 'StocktakeDetail_UpdateLines';
const FIGURES_OP = 'StocktakeDetail_Figures';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-bench-stocktake-page-'));
const cleanups = cleanUpper();
cleanups.add(() => fs.rmSync(tmp, { recursive: true, force: true }));

type AnswerProbe = BaseAnswer & { localPaintedAt: number };

const OPEN_LINES = `query($s: String!, $id: String!) { stocktake(storeId: $s, id: $id) { lines { id itemId } } }`;
const SET_REASONS = `mutation($s: String!, $i: UpdateStocktakeLinesInput!) { r: updateStocktakeLines(storeId: $s, input: $i) {
  __typename ... on StocktakeMutationError { error { __typename description } } } }`;

/** The all-items stocktake, its first item's lines given a positive reason (not counted). */
async function makeStocktake(base: string, file: string) {
  const sql = sqliteSql(file);
  try {
    const [store] = await sql.all<{ id: string }>(`select id from store where code = 'NMW'`);
    if (!store) throw new Error('store NMW not seeded');
    const [positive] = await sql.all<{ id: string }>(
      `select id from reason_option where is_active = true and type = 'POSITIVE_INVENTORY_ADJUSTMENT'
       order by id limit 1`,
    );
    if (!positive) throw new Error('no positive adjustment reason seeded');
    const api = client(Number(new URL(base).port));
    await api.signIn('admin');
    const s = store.id;
    const id = await allItemsStocktake(api, s);
    const { lines } = (await api.post(OPEN_LINES, { s, id })).stocktake as {
      lines: { id: string; itemId: string }[];
    };
    const first = lines.filter((line) => line.itemId === lines[0]?.itemId);
    const set = (await api.post(SET_REASONS, {
      s,
      i: { stocktakeId: id, lines: first.map((l) => ({ id: l.id, reasonOptionId: positive.id })) },
    })) as { r: { __typename: string } };
    if (set.r.__typename !== 'StocktakeLinesNode') throw new Error(JSON.stringify(set.r));
    const [stocked] = await sql.all<{ items: number; batches: number }>(
      `select count(distinct item_id) as items, count(*) as batches from stock_line
       where store_id = ? and total_number_of_packs > 0`,
      [s],
    );
    return {
      id,
      storeId: s,
      api,
      lines: lines.length,
      items: new Set(lines.map((l) => l.itemId)).size,
      firstItemLines: first.map((l) => l.id),
      stocked: { items: Number(stocked?.items), batches: Number(stocked?.batches) },
    };
  } finally {
    await sql.close();
  }
}

const freshPage = (browser: Browser, state: SignedIn) =>
  freshContext(browser, state, [QUIET_PROBE, TRAFFIC_PROBE, STOCKTAKE_PROBE]);
const profiled = <T>(page: Page, name: string, work: () => Promise<T>) =>
  profiledIn(page, PROFILE_DIR, name, work);
type StocktakeOpen = OpenProbe & { parses: Parse[] };
const openProbe = (page: Page) =>
  page.evaluate<StocktakeOpen>(`window.__dawaStocktake.open(${QUIET_MS}, 60000)`);

/** Part 1: the document opened in fresh contexts (bench/web/document.ts). */
const opens = (browser: Browser, state: SignedIn, url: string) =>
  openDocument({
    browser,
    count: OPENS,
    url,
    op: STOCKTAKE_OP,
    fresh: () => freshPage(browser, state),
    probe: openProbe,
    screenshot: 'dawa-stocktake-page-opened.png',
    profileDir: PROFILE_DIR,
  });

/**
 * The server's part of an open, timed from Node (no browser): the first page's request as the
 * page sent it, and the footer's figures over every line (one aggregate), 5 times each, in turn.
 */
async function serverAlone(api: ReturnType<typeof client>, request: unknown) {
  const { query, variables } = request as { query: string; variables: Record<string, unknown> };
  const figures = `query($storeId: String!, $id: String!) { f: stocktakeLineFigures(storeId: $storeId, stocktakeId: $id) {
    lineCount countedLineCount uncountedLineCount withDifferenceLineCount mismatchedLineCount countedUnits } }`;
  const page: number[] = [];
  const ids: number[] = [];
  for (let k = 0; k < 5; k++) {
    let t = performance.now();
    await api.post(query, variables);
    page.push(performance.now() - t);
    t = performance.now();
    await api.post(figures, variables);
    ids.push(performance.now() - t);
  }
  return { ...summary(page), figures: summary(ids) };
}

/** Part 2: EDITS counts typed in one page (after a first not counted) on the first line of the
 * first item, above the snapshot by 1 and 2 packs in turn. */
async function edits(browser: Browser, state: SignedIn, url: string) {
  console.log(`edit: ${EDITS} counts typed ...`);
  const [context, page] = await freshPage(browser, state);
  try {
    await page.goto(url);
    await openProbe(page);
    await page
      .getByTestId('data-table-stocktake-lines-by-item')
      .locator('tr.dt-row')
      .first()
      .locator('button[aria-expanded]')
      .click();
    const group = page.getByTestId('data-table-stocktake-lines-group');
    const line = group.locator('tr.dt-row, .dt-card').first();
    await line.locator('input').first().waitFor();
    const runs: (EditTiming & { counted: number; commitToLocalPaintedMs: number })[] = [];
    let layout = '';
    for (let k = 0; k <= EDITS; k++) {
      const above = (k % 2) + 1;
      const armed = await page.evaluate<{ snapshot: number; layout: string }>(
        'window.__dawaStocktake.arm(0)',
      );
      const { snapshot } = armed;
      layout = armed.layout;
      const input = line.locator('input').first();
      await input.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(String(snapshot + above));
      const r = await profiled(page, k === EDITS ? 'edit' : '', async () => {
        const answer = page.evaluate<AnswerProbe>(
          `window.__dawaStocktake.answer('+${above}', ${QUIET_MS}, 60000)`,
        );
        await page.keyboard.press('Tab');
        return answer;
      });
      await page.waitForTimeout(300);
      if (k === 0) {
        await page.screenshot({ path: path.join(os.tmpdir(), 'dawa-stocktake-page-edited.png') });
        continue;
      }
      const { commitAt } = commitOf(r, UPDATE_LINES_OP);
      runs.push({
        counted: snapshot + above,
        commitToLocalPaintedMs: round(r.localPaintedAt - commitAt),
        ...editTiming(r, UPDATE_LINES_OP, FIGURES_OP),
      });
    }
    return {
      layout,
      commitToLocalPaintedMs: editFigure(runs, 'commitToLocalPaintedMs'),
      ...editSummary(runs),
      profile: PROFILE_DIR ? cpuProfileSummary(path.join(PROFILE_DIR, 'edit.cpuprofile')) : null,
      runs,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const dist = path.join(tmp, 'dist');
  buildApp(dist, { build: BUILD, webDist: WEB_DIST });
  const file = path.join(tmp, 'stocktake-page.sqlite');
  const databaseUrl = `sqlite:${file}`;
  await seedStocktakeStore(databaseUrl, ITEMS, BATCHES);
  const base = await startWebServer(cleanups, dist, databaseUrl, false);
  const stocktake = await makeStocktake(base, file);
  const url = `${base}${STOCKTAKES_PATH}/${stocktake.id}`;
  const browser = await launchChromium(cleanups);
  const info = machine(browser.version());
  const state = await signedIn(browser, base, stocktake.storeId);
  const load = { open: 0, edit: 0 };
  load.open = await settle('open', MAX_LOAD);
  const opened = await opens(browser, state, url);
  const server = opened.request ? await serverAlone(stocktake.api, opened.request) : null;
  load.edit = await settle('edit', MAX_LOAD);
  const edited = await edits(browser, state, url);
  // The counts reached the database, not only the screen.
  const sql = sqliteSql(file);
  try {
    const counted = await sql.all<{ n: number }>(
      `select count(*) as n from stocktake_line where stocktake_id = ? and counted_number_of_packs is not null`,
      [stocktake.id],
    );
    if (Number(counted[0]?.n) === 0) throw new Error('no count reached the database');
  } finally {
    await sql.close();
  }
  return {
    date: new Date().toISOString(),
    command: `npm run bench:stocktake-page -w bench -- --opens ${OPENS} --edits ${EDITS}${WEB_DIST ? ` --web-dist ${WEB_DIST}` : BUILD ? '' : ' --no-build'}${MAX_LOAD ? ` --max-load ${MAX_LOAD}` : ''}${PROFILE_DIR ? ` --profile ${PROFILE_DIR}` : ''}`,
    machine: {
      ...info,
      loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
      loadAtPartStart: load,
    },
    data: {
      stocked: stocktake.stocked,
      lines: stocktake.lines,
      items: stocktake.items,
      firstItemLines: stocktake.firstItemLines.length,
    },
    targets: { interactive: opened.cached.interactiveMs.p95 < TARGETS.interactiveMs },
    open: { cached: opened.cached, emptyCache: opened.emptyCache, parseMs: opened.parseMs },
    serverAlone: server,
    openProfile: opened.profile,
    edit: edited,
    floor: tableFloor(),
  };
}

type Result = Awaited<ReturnType<typeof main>>;
function markdown(r: Result, analysis: string): string {
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  const row = summaryRow;
  const o = r.open.cached;
  const empty = r.open.emptyCache;
  const e = r.edit;
  const p = r.openProfile;
  return [
    '# Stocktake page benchmark (Chromium)',
    '',
    `Run ${r.date} on ${r.machine.cpu}, ${r.machine.memoryGb} GB, ${r.machine.os}; Node ${r.machine.node}; Chromium ${r.machine.chromium} headless (/usr/bin/chromium, the e2e suite's flags: --disable-gpu, software compositing), viewport ${VIEWPORT.width}×${VIEWPORT.height}. **Load average** at start: ${r.machine.loadAverage.join(', ')}; at end: ${r.machine.loadAverageAtEnd.join(', ')}; 1-minute load when each part started: open ${r.machine.loadAtPartStart.open}, edit ${r.machine.loadAtPartStart.edit}. The machine has 2 cores shared with other work: above 2, the browser and the server wait for a core and every figure here carries that wait.`,
    `Command: \`${r.command}\``,
    '',
    `Data as bench/stocktakes makes it: \`seed --scale 17\`, \`seed-stock --items ${ITEMS} --lines ${BATCHES}\` for NMW (${r.data.stocked.items} items, ${r.data.stocked.batches} batches holding stock), then one all-items stocktake: ${r.data.lines} lines of ${r.data.items} items. Real server (\`start\`, SQLite, production build of the app), signed in once through the sign-in form as \`admin\` at NMW; each page starts from that session cookie. The page shows the lines grouped by item (the stocktake default).`,
    '',
    '## Target',
    '',
    '| target | figure | floor | |',
    '|---|---|---|---|',
    `| the all-items stocktake (${r.data.lines} lines) opened, first page interactive under 1 s (navigation → interactive, the app's files cached, p95) | ${o.interactiveMs.p95} ms (p50 ${o.interactiveMs.p50}, cold server ${o.cold.interactiveMs}); with an empty HTTP cache p95 ${empty.interactiveMs.p95} ms (p50 ${empty.interactiveMs.p50}) | the bare 1,500-row DataTable mounted in ${r.floor ? `${r.floor.firstMountMs.p95} ms p95 (bench/web ${r.floor.date}, load ${r.floor.load})` : '(no web.json)'}; the first page's request (\`${STOCKTAKE_OP}\`) alone from Node ${r.serverAlone ? `p50 ${r.serverAlone.p50} / p95 ${r.serverAlone.p95} ms (the footer's figures over every line: p50 ${r.serverAlone.figures.p50} / p95 ${r.serverAlone.figures.p95} ms)` : '(not captured)'} | ${met(r.targets.interactive)} |`,
    '',
    '## 1. Opening the stocktake',
    '',
    `${OPENS + 1} fresh browser contexts, each with the session cookie set: the stocktake's URL opened (\`page.goto\`) with an empty HTTP cache, then again in the same context (the app's files cached: the judged figure). The first context is reported as cold, p50/p95 over the other ${OPENS}. Times from the page's own clock (origin = navigation start). "Interactive" is bench/web's: heading, status, footer and the first row of the lines table with its text (no spinner), the frame after painted, then a requestIdleCallback run and no long task ending in the ${QUIET_MS} ms after; interactive = the later of painted and the end of the last long task.`,
    '',
    ...openTable(o, empty, STOCKTAKE_OP, 'header and first rows of lines'),
    '',
    `Of "its body read → painted", the answer's \`JSON.parse\` (${r.open.parseMs.chars} characters) took p50 ${r.open.parseMs.p50} / p95 ${r.open.parseMs.p95} ms; the rest is React (the lines grouped by item, the table) and layout and paint.`,
    '',
    ...(p ? openProfileMarkdown(p) : []),
    '## 2. Counting a line',
    '',
    `One fresh page, the stocktake open, its first item expanded; ${EDITS} counts after a first one not counted, on its first line (the item's lines shown as ${e.layout === 'cards' ? 'cards: at this width the lines table has no room for its columns' : 'a table'}): click the counted cell, select all, type the snapshot + 1 and + 2 packs in turn, press Tab. The lines of that item were given a positive reason beforehand, so the server takes the count. "Commit" = the earlier of the Tab and the \`${UPDATE_LINES_OP}\` request's start. After the answer the app puts the line into the cached pages (the item's lines and its group's figures) and reads only the figures again (\`${FIGURES_OP}\`).`,
    '',
    '| ms | p50 | p95 | min | max |',
    '|---|---|---|---|---|',
    row(
      'commit → the difference painted (the typed count, before the server answers)',
      e.commitToLocalPaintedMs,
    ),
    ...editRows(e, {
      what: 'the difference',
      op: UPDATE_LINES_OP,
      read: 'the figures',
      refetchOp: FIGURES_OP,
    }),
    '',
    ...(e.profile
      ? [
          `V8 CPU profile of the last edit (${e.profile.totalMs} ms sampled; idle ${e.profile.idleMs} ms), self time by script: ${e.profile.byScript.map((s) => `${s.script} ${s.selfMs}`).join(', ')}.`,
          '',
        ]
      : []),
    analysis,
  ].join('\n');
}

try {
  writeResults(
    'stocktake-page',
    path.dirname(new URL(import.meta.url).pathname),
    await main(),
    markdown,
  );
} finally {
  await cleanups.cleanUp();
}
