// Shipment page benchmark (issue 11 item 9, the Chromium targets): a 1,500-line outbound
// shipment (status NEW, so editable) opened in headless Debian Chromium at 1280×800, signed in
// as admin at store NMW:
//   1. from navigation to its URL to interactive (heading, status, footer and the first lines
//      shown, then the main thread quiet: bench/web's definition), p50/p95 over fresh browser
//      contexts, with the app's files cached (judged) and with an empty HTTP cache;
//   2. its lines table scrolled top to bottom at 100 px a frame (and 800 as stress), frames and
//      dropped frames counted as bench/web counts them for the bare DataTable (the floor);
//   3. a line's packs edited in the table as a user does (click, select, type, Tab): from the
//      key to the typed value painted, and from Tab to the line's units from the server painted.
//
//   npm run bench:shipment-page -w bench -- [--opens 10] [--edits 10]
//       [--no-build | --web-dist DIR] [--max-load 1.5] [--profile DIR]
//
// The build (or copy of web/dist) takes the e2e lock itself; to hold the lock over the browser
// work as well, build elsewhere and run the whole under it with --web-dist:
//   flock /tmp/dawa-e2e.lock npm run bench:shipment-page -w bench -- --web-dist DIR
//
// Data as bench/shipments makes it (bench/shipments/data.ts): `seed --scale 5`, `seed-stock` for
// NMW, then one `issueOutboundShipmentItems` request gives the shipment one pack of each of
// 1,500 items. The app is built inside the e2e lock and served by a real server on a free port.
// The floor of part 2 is read from bench/results/web.json (the last `npm run bench:web`).
//
// Figures go to bench/results/shipment-page.md and bench/results/shipment-page.json.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import type { Browser, Page } from 'playwright';
import { uuidv7 } from '@dawa/domain';
import { flag, opt, resultsDir } from '../common';
import {
  client,
  expectType,
  INSERT_SHIPMENT,
  ISSUE_ALL,
  seedStore,
  sqliteSql,
  usableBatches,
} from '../shipments/data';
import type { ScrollFigures } from '../../web/bench/figures';
import {
  buildApp,
  cleanUpper,
  DROPPED_MS,
  freshPage as freshContext,
  launchChromium,
  machine,
  QUIET_MS,
  round,
  SCROLL_STEPS,
  SCROLL_TABLE_HEAD,
  scrollRow,
  scrollTableRow,
  profiled as profiledIn,
  settle,
  signedIn,
  startWebServer,
  summary,
  tableFloor,
  TARGET_STEP,
  VIEWPORT,
  type ScrollRow,
  type SignedIn as State,
} from '../web/harness';
import { QUIET_PROBE, TRAFFIC_PROBE } from '../web/probe';
import {
  longestTaskMs,
  longTaskMs,
  openFigures,
  openInFreshContexts,
  openTable,
  summaryRow,
  type Call,
  type OpenProbe,
  type Task,
} from '../web/page';
import { SHIPMENT_PROBE } from './probe';

const OPENS = Number(opt('opens', '10'));
const EDITS = Number(opt('edits', '10'));
const BUILD = !flag('no-build');
const WEB_DIST = opt('web-dist', '');
const MAX_LOAD = Number(opt('max-load', '0'));
/** `--profile DIR`: V8 CPU profiles of one more open, its scroll and the last edit go there
 * (open them in Chrome's DevTools; serve a build with source maps to read the names). */
const PROFILE_DIR = opt('profile', '');
const LINES = 1500;
const TARGETS = { interactiveMs: 1000, editMs: 100 };
const OUTBOUND_PATH = '/distribution/outbound-shipment';
/** The operations of web/src/features/outbound-shipments/api/operations.ts measured here. */
const SHIPMENT_OP = 'OutboundShipmentDetail_Invoice';
const UPDATE_LINE_OP = 'OutboundShipmentDetail_UpdateLine';

const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-bench-shipment-page-'));
const cleanups = cleanUpper();
cleanups.add(() => fs.rmSync(tmp, { recursive: true, force: true }));

interface AnswerProbe {
  tabAt: number | null;
  contentAt: number;
  paintedAt: number;
  calls: Call[];
  longTasks: Task[];
}
type PageScroll = ScrollFigures;
interface EditRun {
  row: number;
  packs: number;
  keyToLocalPaintedMs: number;
  commitToAnswerPaintedMs: number;
  keyToAnswerPaintedMs: number;
  sentByTab: boolean;
  mutationMs: number;
  commitToMutationAnsweredMs: number;
  refetchMs: number | null;
  refetchAnsweredToPaintedMs: number | null;
  longTaskMs: number;
  longestTaskMs: number;
  calls: { op: string; startMs: number; ms: number }[];
}

/** The shipment: one pack of each of LINES items, issued in one request, left NEW. */
async function makeShipment(base: string, file: string) {
  const sql = sqliteSql(file);
  try {
    const [store] = await sql.all<{ id: string }>(`select id from store where code = 'NMW'`);
    if (!store) throw new Error('store NMW not seeded');
    const usable = await usableBatches(sql, store.id, LINES);
    const [customer] = await sql.all<{ id: string }>(
      `select j.name_id as id from name_store_join j
       where j.store_id = ? and j.name_is_customer = true
       order by case when j.name_id in (select name_id from store) then 1 else 0 end, j.name_id
       limit 1`,
      [store.id],
    );
    if (!customer) throw new Error('no customer visible in NMW');
    const api = client(Number(new URL(base).port));
    await api.signIn('admin');
    const s = store.id;
    const id = String(
      expectType(
        await api.post(INSERT_SHIPMENT, { s, i: { id: uuidv7(), otherPartyId: customer.id } }),
        'InvoiceNode',
      ).id,
    );
    const items = usable.map((u) => ({ itemId: u.itemId, quantity: u.packSize }));
    expectType(await api.post(ISSUE_ALL, { s, i: { invoiceId: id, items } }), 'IssuedItemsNode');
    const [made] = await sql.all<{ n: number; status: string }>(
      `select i.status, (select count(*) from invoice_line l where l.invoice_id = i.id) as n
       from invoice i where i.id = ?`,
      [id],
    );
    if (Number(made?.n) !== LINES || made?.status !== 'NEW')
      throw new Error(`shipment has ${made?.n} lines, status ${made?.status}`);
    return { id, storeId: s };
  } finally {
    await sql.close();
  }
}

const freshPage = (browser: Browser, state: State) =>
  freshContext(browser, state, [QUIET_PROBE, TRAFFIC_PROBE, SHIPMENT_PROBE]);
const profiled = <T>(page: Page, name: string, work: () => Promise<T>) =>
  profiledIn(page, PROFILE_DIR, name, work);

const openProbe = (page: Page) =>
  page.evaluate<OpenProbe>(`window.__dawaShipment.open(${QUIET_MS}, 30000)`);

/**
 * Part 1 and 2: OPENS + 1 fresh browser contexts (the first for a cold server); in each the
 * shipment is opened with an empty HTTP cache, then opened again (the app's files cached, as
 * for a user who has used the app before), then its lines scrolled.
 */
async function openAndScroll(browser: Browser, state: State, url: string) {
  console.log(`open: ${OPENS + 1} fresh contexts (the first is the cold one), each scrolled ...`);
  const passes = new Map<number, PageScroll[]>(SCROLL_STEPS.map((step) => [step, []]));
  const blank = new Map<number, PageScroll>();
  const { emptyCache, cached } = await openInFreshContexts(
    OPENS,
    url,
    () => freshPage(browser, state),
    openProbe,
    async (page, run) => {
      if (run === 0) {
        await page.screenshot({ path: path.join(tmp, 'opened.png') });
        return;
      }
      for (const step of SCROLL_STEPS)
        passes
          .get(step)
          ?.push(await page.evaluate<PageScroll>(`window.__dawaShipment.scroll(${step})`));
      if (run !== OPENS) return;
      for (const step of SCROLL_STEPS)
        blank.set(
          step,
          await page.evaluate<PageScroll>(`window.__dawaShipment.scroll(${step}, true)`),
        );
    },
  );
  if (PROFILE_DIR) {
    const [context, page] = await freshPage(browser, state);
    try {
      await page.goto(url);
      await openProbe(page);
      await profiled(page, 'open', async () => {
        await page.goto(url, { waitUntil: 'commit' });
        await openProbe(page);
      });
      await profiled(page, 'scroll', () =>
        page.evaluate<PageScroll>(`window.__dawaShipment.scroll(${TARGET_STEP})`),
      );
    } finally {
      await context.close();
    }
  }
  const scrolls: (ScrollRow & { viewportPx: number })[] = SCROLL_STEPS.map((step) => {
    const check = blank.get(step);
    if (!check) throw new Error('no blank-frame pass');
    return { ...scrollRow(step, passes.get(step) ?? [], check), viewportPx: check.viewportPx };
  });
  return {
    open: {
      cached: openFigures(cached, SHIPMENT_OP),
      emptyCache: openFigures(emptyCache, SHIPMENT_OP),
    },
    scrolls,
  };
}

/** Part 3: EDITS edits of a line's packs in one page, each on one of the first rows. */
async function edits(browser: Browser, state: State, url: string) {
  console.log(`edit: ${EDITS} edits of a line's packs ...`);
  const [context, page] = await freshPage(browser, state);
  try {
    await page.goto(url);
    await openProbe(page);
    const runs: EditRun[] = [];
    for (let k = 0; k <= EDITS; k++) {
      const row = k % 4;
      const before = await page.evaluate<{ packs: number; packSize: number }>(
        `window.__dawaShipment.arm(${row})`,
      );
      const packs = before.packs === 1 ? 2 : 1;
      const input = page
        .getByTestId('data-table-outbound-shipment-lines')
        .locator('tr.dt-row')
        .nth(row)
        .locator('input[inputmode="decimal"]');
      await input.click();
      await page.keyboard.press('ControlOrMeta+a');
      const local = page.evaluate<{ keyAt: number; paintedAt: number }>(
        `window.__dawaShipment.local('${packs}')`,
      );
      await page.keyboard.press(String(packs));
      const typed = await local;
      const r = await profiled(page, k === EDITS ? 'edit' : '', async () => {
        const answer = page.evaluate<AnswerProbe>(`window.__dawaShipment.answer(${packs}, 30000)`);
        await page.keyboard.press('Tab');
        return answer;
      });
      // The edit is sent when the cell is left (Tab) or 250 ms after typing stops, whichever
      // comes first: the commit is the earlier of the Tab and the mutation's start.
      const mutation = r.calls.find((c) => c.op === UPDATE_LINE_OP);
      if (!mutation) throw new Error(`no ${UPDATE_LINE_OP} request`);
      const commitAt = Math.min(r.tabAt ?? mutation.start, mutation.start);
      const refetch = r.calls.find((c) => c.op === SHIPMENT_OP && c.start > mutation.start);
      // Let the toast and the other refetches settle before the next edit.
      await page.waitForTimeout(400);
      if (k === 0) {
        await page.screenshot({ path: path.join(tmp, 'edited.png') });
        continue;
      }
      runs.push({
        row,
        packs,
        keyToLocalPaintedMs: round(typed.paintedAt - typed.keyAt),
        commitToAnswerPaintedMs: round(r.paintedAt - commitAt),
        keyToAnswerPaintedMs: round(r.paintedAt - typed.keyAt),
        sentByTab: r.tabAt !== null && r.tabAt <= mutation.start,
        mutationMs: round(mutation.bodyAt - mutation.start),
        commitToMutationAnsweredMs: round(mutation.bodyAt - commitAt),
        refetchMs: refetch ? round(refetch.bodyAt - refetch.start) : null,
        refetchAnsweredToPaintedMs: refetch ? round(r.paintedAt - refetch.bodyAt) : null,
        longTaskMs: longTaskMs(r.longTasks),
        longestTaskMs: longestTaskMs(r.longTasks),
        calls: r.calls.map((c) => ({
          op: c.op,
          startMs: round(c.start - commitAt),
          ms: round(c.bodyAt - c.start),
        })),
      });
    }
    const of = (key: keyof EditRun) =>
      summary(runs.map((run) => run[key]).filter((v): v is number => typeof v === 'number'));
    return {
      keyToLocalPaintedMs: of('keyToLocalPaintedMs'),
      commitToAnswerPaintedMs: of('commitToAnswerPaintedMs'),
      keyToAnswerPaintedMs: of('keyToAnswerPaintedMs'),
      mutationMs: of('mutationMs'),
      commitToMutationAnsweredMs: of('commitToMutationAnsweredMs'),
      refetchMs: of('refetchMs'),
      refetchAnsweredToPaintedMs: of('refetchAnsweredToPaintedMs'),
      longTaskMs: of('longTaskMs'),
      longestTaskMs: of('longestTaskMs'),
      sentByTab: runs.filter((run) => run.sentByTab).length,
      runs,
    };
  } finally {
    await context.close();
  }
}

async function main() {
  const dist = path.join(tmp, 'dist');
  buildApp(dist, { build: BUILD, webDist: WEB_DIST });
  const file = path.join(tmp, 'shipment-page.sqlite');
  const databaseUrl = `sqlite:${file}`;
  await seedStore(databaseUrl, LINES + 300);
  const base = await startWebServer(cleanups, dist, databaseUrl, false);
  const shipment = await makeShipment(base, file);
  const url = `${base}${OUTBOUND_PATH}/${shipment.id}`;
  const browser = await launchChromium(cleanups);
  const info = machine(browser.version());
  const state = await signedIn(browser, base, shipment.storeId);
  const load = { openAndScroll: 0, edit: 0 };
  load.openAndScroll = await settle('open and scroll', MAX_LOAD);
  const opened = await openAndScroll(browser, state, url);
  load.edit = await settle('edit', MAX_LOAD);
  const edited = await edits(browser, state, url);
  for (const shot of ['opened.png', 'edited.png'])
    fs.copyFileSync(path.join(tmp, shot), path.join(os.tmpdir(), `dawa-shipment-page-${shot}`));
  const target = opened.scrolls.find((s) => s.stepPx === TARGET_STEP);
  return {
    date: new Date().toISOString(),
    command: `npm run bench:shipment-page -w bench -- --opens ${OPENS} --edits ${EDITS}${WEB_DIST ? ` --web-dist ${WEB_DIST}` : BUILD ? '' : ' --no-build'}${MAX_LOAD ? ` --max-load ${MAX_LOAD}` : ''}`,
    machine: {
      ...info,
      loadAverageAtEnd: os.loadavg().map((n) => round(n, 2)),
      loadAtPartStart: load,
    },
    lines: LINES,
    targets: {
      interactive: opened.open.cached.interactiveMs.p95 < TARGETS.interactiveMs,
      scrollNoDroppedFrames: target?.droppedFrames === 0,
      edit: edited.commitToAnswerPaintedMs.p95 < TARGETS.editMs,
    },
    ...opened,
    edit: edited,
    floor: tableFloor(),
  };
}

function markdown(r: Awaited<ReturnType<typeof main>>): string {
  const met = (ok: boolean) => (ok ? 'met' : '**missed**');
  const row = summaryRow;
  const o = r.open.cached;
  const empty = r.open.emptyCache;
  const e = r.edit;
  const floor = r.floor;
  const scrollText = (rows: ScrollRow[]) =>
    rows
      .map(
        (s) =>
          `${s.droppedFrames} dropped of ${s.frames} at ${s.stepPx} px/frame${s.stepPx === TARGET_STEP ? '' : ' (stress, not judged)'}`,
      )
      .join('; ');
  return [
    '# Shipment page benchmark (Chromium)',
    '',
    `Run ${r.date} on ${r.machine.cpu}, ${r.machine.memoryGb} GB, ${r.machine.os}; Node ${r.machine.node}; Chromium ${r.machine.chromium} headless (/usr/bin/chromium, the e2e suite's flags: --disable-gpu, software compositing), viewport ${VIEWPORT.width}×${VIEWPORT.height}. **Load average** at start: ${r.machine.loadAverage.join(', ')}; at end: ${r.machine.loadAverageAtEnd.join(', ')}; 1-minute load when each part started: open and scroll ${r.machine.loadAtPartStart.openAndScroll}, edit ${r.machine.loadAtPartStart.edit}. The machine has 2 cores shared with other work: above 2, the browser and the server wait for a core and every figure here carries that wait.`,
    `Command: \`${r.command}\``,
    '',
    `Data as bench/shipments makes it: \`seed --scale 5\`, \`seed-stock\` for NMW, then one \`issueOutboundShipmentItems\` request: one pack of each of ${r.lines} items, status NEW (editable). Real server (\`start\`, SQLite, production build of the app), signed in once through the sign-in form as \`admin\` at NMW; each page starts from that session cookie.`,
    '',
    '## Targets',
    '',
    '| target | figure | floor | |',
    '|---|---|---|---|',
    `| the ${r.lines}-line shipment interactive under 1 s (navigation to its URL → interactive, the app's files cached, p95) | ${o.interactiveMs.p95} ms (p50 ${o.interactiveMs.p50}, cold server ${o.cold.interactiveMs}); with an empty HTTP cache p95 ${empty.interactiveMs.p95} ms (p50 ${empty.interactiveMs.p50}) | bench/web sign-in → interactive dashboard; the bare 1,500-row DataTable mounted in ${floor ? `${floor.firstMountMs.p95} ms p95` : '(no web.json)'} | ${met(r.targets.interactive)} |`,
    `| scrolling without dropped frames (lines table, ${TARGET_STEP} px/frame) | ${scrollText(r.scrolls)} | bare DataTable: ${floor ? `${scrollText(floor.scrolls)} (bench/web ${floor.date}, load ${floor.load})` : '(no web.json)'} | ${met(r.targets.scrollNoDroppedFrames)} |`,
    `| a quantity edit answered under ${TARGETS.editMs} ms (Tab after typing → the line's units from the server painted, p95) | ${e.commitToAnswerPaintedMs.p95} ms (p50 ${e.commitToAnswerPaintedMs.p50}); the typed value itself painted ${e.keyToLocalPaintedMs.p95} ms p95 after its key | the mutation alone: ${e.mutationMs.p95} ms p95 | ${met(r.targets.edit)} |`,
    '',
    '## 1. Opening the shipment',
    '',
    `${OPENS + 1} fresh browser contexts, each with the session cookie set: the shipment's URL opened (\`page.goto\`) with an empty HTTP cache, then opened again in the same context (the app's files now cached, as for anyone who has used the app before: the judged figure). The first context is reported as cold (a server not warmed up), p50/p95 over the other ${OPENS}. Times from the page's own clock (performance.now(), origin = navigation start). "Interactive" is bench/web's: the page shown (heading with the number, status, footer, the first line of the lines table with its text, no spinner in the table), the frame after painted, then the main thread quiet: a requestIdleCallback has run and no long task ends in the ${QUIET_MS} ms after; interactive = the later of painted and the end of the last long task.`,
    '',
    ...openTable(o, empty, SHIPMENT_OP, 'header and first lines'),
    '',
    '## 2. Scrolling the lines table',
    '',
    `In each warm page after it was interactive, the lines table's own scroller (\`data-table-scroller\`, ${r.scrolls[0]?.viewportPx ?? '?'} px tall at this viewport) moved by a fixed step in each requestAnimationFrame from top to bottom (${r.lines} rows), frames pooled over the pages; a frame is dropped when its rAF delta exceeds 1.5 × 16.7 ms = ${round(DROPPED_MS)} ms; blank frames and rows in the DOM from one more pass in the last page (as bench/web).`,
    '',
    ...SCROLL_TABLE_HEAD,
    ...r.scrolls.map(scrollTableRow),
    '',
    floor
      ? `Floor: the bare DataTable (10 columns, 1,500 rows, bench/web's table page) on ${floor.date} at load ${floor.load}:`
      : 'No bench/results/web.json: run `npm run bench:web -w bench` for the floor.',
    '',
    ...(floor ? [...SCROLL_TABLE_HEAD, ...floor.scrolls.map(scrollTableRow)] : []),
    '',
    "## 3. Editing a line's packs",
    '',
    `One fresh page, the shipment open; ${EDITS} edits after a first one not counted, each on one of the first four lines: click its packs cell, select all, type the new packs (1 ↔ 2), press Tab. The cell sends the value to the server when it is left (Tab) or 250 ms after typing stops, whichever comes first: the "commit" is the earlier of the Tab and the start of the \`${UPDATE_LINE_OP}\` request (${e.sentByTab} of ${e.runs.length} edits were sent by the Tab). "Answered" = the line's units (packs × pack size, the column after the packs) show the new figure from the server, and that frame is painted.`,
    '',
    '| ms | p50 | p95 | min | max |',
    '|---|---|---|---|---|',
    row('key → the typed value painted in the cell (local, no server)', e.keyToLocalPaintedMs),
    row(
      "**commit → the line's new units painted (server round trip included)**",
      e.commitToAnswerPaintedMs,
    ),
    row("key → the line's new units painted", e.keyToAnswerPaintedMs),
    row(`\`${UPDATE_LINE_OP}\` request → its body read`, e.mutationMs),
    row('commit → the mutation answered', e.commitToMutationAnsweredMs),
    row(`the refetch of the shipment (\`${SHIPMENT_OP}\`, all lines) → its body read`, e.refetchMs),
    row('refetch body read → new units painted', e.refetchAnsweredToPaintedMs),
    row('long-task ms during the edit', e.longTaskMs),
    row('longest task ms during the edit', e.longestTaskMs),
    '',
    `Requests of the last edit (ms from the commit: start, duration): ${(e.runs.at(-1)?.calls ?? []).map((c) => `${c.op} +${c.startMs} (${c.ms})`).join(', ')}.`,
    '',
  ].join('\n');
}

try {
  const result = await main();
  fs.mkdirSync(resultsDir, { recursive: true });
  fs.writeFileSync(
    path.join(resultsDir, 'shipment-page.json'),
    `${JSON.stringify(result, null, 2)}\n`,
  );
  fs.writeFileSync(path.join(resultsDir, 'shipment-page.md'), markdown(result));
  console.log(markdown(result));
  console.log(`wrote ${path.join(resultsDir, 'shipment-page.md')}`);
} finally {
  await cleanups.cleanUp();
}
