// Internal order page benchmark (issue 13 item 7, the Chromium target): an internal order of
// 1,500 lines (DRAFT, so editable) opened in headless Debian Chromium at 1280×800, signed in as
// admin at store NMW:
//   1. from navigation to its URL to the first rows interactive (heading, status, footer and
//      the first rows of the lines table, then the main thread quiet: bench/web's definition),
//      p50/p95 over fresh browser contexts with the app's files cached (judged) and with an
//      empty HTTP cache, the first (cold server) apart;
//   2. a requested quantity edited as a user does (click the first line's requested cell, select
//      all, type, Tab): from the commit to the value painted after the server answered, and to
//      the main thread quiet (the answer is patched into the cached order; nothing is read again).
//
//   npm run bench:internal-order-page -w bench -- [--opens 5] [--edits 5] [--lines 1500]
//       [--no-build | --web-dist DIR] [--max-load 1.5] [--profile DIR]
//
// The build (or copy of web/dist) takes the e2e lock itself, as bench:stocktake-page does.
// `--profile DIR`: one more open under the V8 CPU profiler and one under Chromium's tracing,
// and the last edit profiled; their summaries go into the results.
//
// Data as bench/requisitions makes it (bench/requisitions/data.ts): `seed --scale 5`,
// `seed-stock` for NMW (`--lines` items stocked, two batches each, a year of history), a master
// list of those items seen by NMW and DNS its supplier; then through the API an internal order
// to DNS (`insertRequestRequisition`) filled from that list
// (`addFromMasterListToRequestRequisition`: every line with its snapshot and suggestion).
// The app is served by a real server (`start`, SQLite). The floor is the bare 1,500-row
// DataTable of bench/results/web.json (the last bench:web).
//
// Figures go to bench/results/internal-order-page.md and bench/results/internal-order-page.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { uuidv7 } from '@dawa/domain';
import { flag, opt } from '../common';
import { FROM_LIST, givenOrderingData, INSERT_ORDER } from '../requisitions/data';
import { client, expectType, seedStockedStore, sqliteSql } from '../shipments/data';
import { cpuProfileSummary, openProfileMarkdown, type Parse } from '../stocktake-page/profile';
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
import { openTable, type OpenProbe } from '../web/page';
import { QUIET_PROBE, TRAFFIC_PROBE } from '../web/probe';
import {
  editRows,
  openDocument,
  editSummary,
  editTiming,
  writeResults,
  type AnswerProbe,
  type EditTiming,
} from '../web/document';
import { ORDER_PROBE } from './probe';

const OPENS = Number(opt('opens', '5'));
const EDITS = Number(opt('edits', '5'));
const LINES = Number(opt('lines', '1500'));
const BUILD = !flag('no-build');
const WEB_DIST = opt('web-dist', '');
const MAX_LOAD = Number(opt('max-load', '0'));
const PROFILE_DIR = opt('profile', '');
const TARGETS = { interactiveMs: 1000 };
const ORDERS_PATH = '/replenishment/internal-order';
/** The operations of web/src/features/internal-orders/api/operations.ts measured here. */
const ORDER_OP = 'InternalOrderDetail_Order';
const UPDATE_LINES_OP = 'InternalOrders_UpdateLines';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-bench-internal-order-page-'));
const cleanups = cleanUpper();
cleanups.add(() => fs.rmSync(tmp, { recursive: true, force: true }));

type OrderOpen = OpenProbe & { parses: Parse[] };

/** The central data in SQL, then the order made through the API as a store keeper makes it. */
async function makeOrder(base: string, file: string) {
  const sql = sqliteSql(file);
  try {
    const [store] = await sql.all<{ id: string }>(`select id from store where code = 'NMW'`);
    if (!store) throw new Error('store NMW not seeded');
    const s = store.id;
    const data = await givenOrderingData(sql, s, { lines: LINES, rnrItems: 1 });
    const api = client(Number(new URL(base).port));
    await api.signIn('admin');
    const order = expectType(
      await api.post(INSERT_ORDER, {
        s,
        i: { id: uuidv7(), otherPartyId: data.supplier, minMonthsOfStock: 2, maxMonthsOfStock: 4 },
      }),
      'RequisitionNode',
    );
    const id = String(order.id);
    const added = expectType(
      await api.post(FROM_LIST, { s, i: { requisitionId: id, masterListId: data.orderList } }),
      'RequisitionLinesNode',
    );
    return { id, storeId: s, api, lines: (added.lines as unknown[]).length };
  } finally {
    await sql.close();
  }
}

const freshPage = (browser: Browser, state: SignedIn) =>
  freshContext(browser, state, [QUIET_PROBE, TRAFFIC_PROBE, ORDER_PROBE]);
const profiled = <T>(page: Page, name: string, work: () => Promise<T>) =>
  profiledIn(page, PROFILE_DIR, name, work);
const openProbe = (page: Page) =>
  page.evaluate<OrderOpen>(`window.__dawaOrder.open(${QUIET_MS}, 60000)`);

/** Part 1: the document opened in fresh contexts (bench/web/document.ts). */
const opens = (browser: Browser, state: SignedIn, url: string) =>
  openDocument({
    browser,
    count: OPENS,
    url,
    op: ORDER_OP,
    fresh: () => freshPage(browser, state),
    probe: openProbe,
    screenshot: 'dawa-internal-order-page-opened.png',
    profileDir: PROFILE_DIR,
  });

/** The order's request as the page sent it, from Node (no browser), 5 times in turn. */
async function serverAlone(api: ReturnType<typeof client>, request: unknown) {
  const { query, variables } = request as { query: string; variables: Record<string, unknown> };
  const times: number[] = [];
  for (let k = 0; k < 5; k++) {
    const t = performance.now();
    await api.post(query, variables);
    times.push(performance.now() - t);
  }
  return summary(times);
}

/** Part 2: EDITS requested quantities typed in one page (after a first not counted) on its
 * first line, 11 and 12 units in turn. */
async function edits(browser: Browser, state: SignedIn, url: string) {
  console.log(`edit: ${EDITS} requested quantities typed ...`);
  const [context, page] = await freshPage(browser, state);
  try {
    await page.goto(url);
    await openProbe(page);
    const input = page
      .getByTestId('data-table-internal-order-lines')
      .locator('tr.dt-row')
      .first()
      .locator('input[inputmode]')
      .first();
    const runs: (EditTiming & { requested: number })[] = [];
    for (let k = 0; k <= EDITS; k++) {
      const requested = 11 + (k % 2);
      await page.evaluate('window.__dawaOrder.arm(0)');
      await input.click();
      await page.keyboard.press('ControlOrMeta+a');
      await page.keyboard.type(String(requested));
      const r = await profiled(page, k === EDITS ? 'edit' : '', async () => {
        const answer = page.evaluate<AnswerProbe>(
          `window.__dawaOrder.answer('${requested}', ${QUIET_MS}, 60000)`,
        );
        await page.keyboard.press('Tab');
        return answer;
      });
      await page.waitForTimeout(300);
      if (k === 0) {
        await page.screenshot({
          path: path.join(os.tmpdir(), 'dawa-internal-order-page-edited.png'),
        });
        continue;
      }
      runs.push({ requested, ...editTiming(r, UPDATE_LINES_OP, ORDER_OP) });
    }
    return {
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
  const file = path.join(tmp, 'internal-order-page.sqlite');
  const databaseUrl = `sqlite:${file}`;
  await seedStockedStore(databaseUrl, {
    scale: 5,
    items: LINES,
    lines: LINES * 2,
    movements: LINES * 40,
  });
  const base = await startWebServer(cleanups, dist, databaseUrl, false);
  const order = await makeOrder(base, file);
  const url = `${base}${ORDERS_PATH}/${order.id}`;
  const browser = await launchChromium(cleanups);
  const info = machine(browser.version());
  const state = await signedIn(browser, base, order.storeId);
  const load = { open: 0, edit: 0 };
  load.open = await settle('open', MAX_LOAD);
  const opened = await opens(browser, state, url);
  const server = opened.request ? await serverAlone(order.api, opened.request) : null;
  load.edit = await settle('edit', MAX_LOAD);
  const edited = await edits(browser, state, url);
  // The edits reached the database, not only the screen.
  const sql = sqliteSql(file);
  try {
    const saved = await sql.all<{ n: number }>(
      `select count(*) as n from requisition_line where requisition_id = ? and requested_quantity in (11, 12)`,
      [order.id],
    );
    if (Number(saved[0]?.n) === 0) throw new Error('no requested quantity reached the database');
  } finally {
    await sql.close();
  }
  return {
    date: new Date().toISOString(),
    command: `npm run bench:internal-order-page -w bench -- --opens ${OPENS} --edits ${EDITS} --lines ${LINES}${WEB_DIST ? ` --web-dist ${WEB_DIST}` : BUILD ? '' : ' --no-build'}${MAX_LOAD ? ` --max-load ${MAX_LOAD}` : ''}${PROFILE_DIR ? ` --profile ${PROFILE_DIR}` : ''}`,
    machine: {
      ...info,
      loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
      loadAtPartStart: load,
    },
    data: { lines: order.lines },
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
  const o = r.open.cached;
  const empty = r.open.emptyCache;
  const e = r.edit;
  const p = r.openProfile;
  return [
    '# Internal order page benchmark (Chromium)',
    '',
    `Run ${r.date} on ${r.machine.cpu}, ${r.machine.memoryGb} GB, ${r.machine.os}; Node ${r.machine.node}; Chromium ${r.machine.chromium} headless (/usr/bin/chromium, the e2e suite's flags: --disable-gpu, software compositing), viewport ${VIEWPORT.width}×${VIEWPORT.height}. **Load average** at start: ${r.machine.loadAverage.join(', ')}; at end: ${r.machine.loadAverageAtEnd.join(', ')}; 1-minute load when each part started: open ${r.machine.loadAtPartStart.open}, edit ${r.machine.loadAtPartStart.edit}. The machine has 2 cores shared with other work: above 2, the browser and the server wait for a core and every figure here carries that wait.`,
    `Command: \`${r.command}\``,
    '',
    `Data as bench/requisitions makes it: \`seed --scale 5\`, \`seed-stock --items ${LINES} --lines ${LINES * 2} --movements ${LINES * 40}\` for NMW, a master list of the ${LINES} stocked items; then through the API an internal order from NMW to DNS (min 2, max 4 months of stock) filled from that list: ${r.data.lines} lines, each with its snapshot (stock, AMC, months of stock) and its suggested quantity with the formula. DRAFT, so every requested quantity is an input. Real server (\`start\`, SQLite, production build of the app), signed in once through the sign-in form as \`admin\` at NMW; each page starts from that session cookie.`,
    '',
    '## Target',
    '',
    '| target | figure | floor | |',
    '|---|---|---|---|',
    `| an internal order of ${r.data.lines} lines opened, first rows interactive under 1 s (navigation → interactive, the app's files cached, p95) | ${o.interactiveMs.p95} ms (p50 ${o.interactiveMs.p50}, cold server ${o.cold.interactiveMs}); with an empty HTTP cache p95 ${empty.interactiveMs.p95} ms (p50 ${empty.interactiveMs.p50}) | the bare 1,500-row DataTable mounted in ${r.floor ? `${r.floor.firstMountMs.p95} ms p95 (bench/web ${r.floor.date}, load ${r.floor.load})` : '(no web.json)'}; the order's request (\`${ORDER_OP}\`) alone from Node ${r.serverAlone ? `p50 ${r.serverAlone.p50} / p95 ${r.serverAlone.p95} ms` : '(not captured)'} | ${met(r.targets.interactive)} |`,
    '',
    '## 1. Opening the order',
    '',
    `${OPENS + 1} fresh browser contexts, each with the session cookie set: the order's URL opened (\`page.goto\`) with an empty HTTP cache, then again in the same context (the app's files cached: the judged figure). The first context is reported as cold, p50/p95 over the other ${OPENS}. Times from the page's own clock (origin = navigation start). "Interactive" is bench/web's: heading, status, footer and the first row of the lines table with its text (no spinner), the frame after painted, then a requestIdleCallback run and no long task ending in the ${QUIET_MS} ms after; interactive = the later of painted and the end of the last long task.`,
    '',
    ...openTable(o, empty, ORDER_OP, 'header and first rows of lines'),
    '',
    `Of "its body read → painted", the answer's \`JSON.parse\` (${r.open.parseMs.chars} characters) took p50 ${r.open.parseMs.p50} / p95 ${r.open.parseMs.p95} ms; the rest is React (${r.data.lines} rows built, the table) and layout and paint.`,
    '',
    ...(p ? openProfileMarkdown(p) : []),
    '## 2. Editing a requested quantity',
    '',
    `One fresh page, the order open; ${EDITS} edits after a first one not counted, on its first line: click the requested cell, select all, type 11 and 12 in turn, press Tab. "Commit" = the earlier of the Tab and the \`${UPDATE_LINES_OP}\` request's start. The answered line is put into the cached order at once, and nothing is read again (the order, \`${ORDER_OP}\`, was read whole after each edit before 2026-11-25).`,
    '',
    '| ms | p50 | p95 | min | max |',
    '|---|---|---|---|---|',
    ...editRows(e, {
      what: 'the value',
      op: UPDATE_LINES_OP,
      read: 'the order',
      refetchOp: ORDER_OP,
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
    'internal-order-page',
    path.dirname(new URL(import.meta.url).pathname),
    await main(),
    markdown,
  );
} finally {
  await cleanups.cleanUp();
}
