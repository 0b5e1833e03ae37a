// Stocktakes benchmark (issue 12 item 7): in a store of 5,000 stocked items and 10,000 batches,
// an all-items stocktake created, opened whole, 1,500 lines counted and finalised, through the
// API, on SQLite and PostgreSQL.
//
//   npm run bench:stocktakes -w bench -- [--db sqlite|postgres|both] [--items 5000]
//       [--batches 10000] [--counted 1500] [--pg postgres://postgres@127.0.0.1:55432/bench_stocktakes]
//
// Data: `seed --scale 17` (5,100 items) and `seed-stock` for the first demo store (NMW):
// `--items` items stocked with `--batches` batches in all, with history. Each round creates an
// all-items stocktake (timed), opens it with every line and its item and location (timed),
// counts `--counted` lines not counted in an earlier round (half one pack more, with a positive
// reason, half one pack less where the batch has a pack available, with a negative one) in one
// `updateStocktakeLines` request, and finalises it (timed). After the rounds `ledger-check` runs.
//
// Floor beside the open: the same rows read with one SQL statement in this process.
// Figures go to bench/results/stocktakes.md and bench/results/stocktakes-<db>.json.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { opt, resultsDir, runServerCommand, startServer } from '../common';
import { client, expectType, postgresSql, sqliteSql, type Sql } from '../shipments/data';
import { allItemsStocktake, seedStocktakeStore } from './data';

const dbChoice = opt('db', 'both');
const ITEMS = Number(opt('items', '5000'));
const BATCHES = Number(opt('batches', '10000'));
const COUNTED = Number(opt('counted', '1500'));
const PG_URL = opt('pg', 'postgres://postgres@127.0.0.1:55432/bench_stocktakes');
const ROUNDS = 3;
const OPEN_RUNS = 5;
const TARGETS = { createMs: 2000, finaliseMs: 2000 };

async function freshPostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  target.pathname = '/postgres';
  const admin = new pg.Client({ connectionString: target.toString() });
  await admin.connect();
  try {
    await admin.query(`drop database if exists ${name} with (force)`);
    await admin.query(`create database ${name}`);
  } finally {
    await admin.end();
  }
}

const OPEN = `query($s: String!, $id: String!) { stocktake(storeId: $s, id: $id) { id stocktakeNumber status
  lines { id itemId itemCode itemName batch expiryDate packSize snapshotNumberOfPacks countedNumberOfPacks
    difference hasSnapshotMismatch stockLineId location { code } } } }`;
const COUNT = `mutation($s: String!, $i: UpdateStocktakeLinesInput!) { r: updateStocktakeLines(storeId: $s, input: $i) {
  __typename ... on StocktakeLinesNode { lines { id } } ... on StocktakeMutationError { error { __typename description } } } }`;
const FINALISE = `mutation($s: String!, $i: FinaliseStocktakeInput!) { r: finaliseStocktake(storeId: $s, input: $i) {
  __typename ... on StocktakeNode { status inventoryAdditionId inventoryReductionId }
  ... on StocktakeMutationError { error { __typename description } } } }`;
const OPEN_SQL = `select l.id, l.item_id, i.code, i.name, l.batch, l.expiry_date, l.pack_size,
  l.snapshot_number_of_packs, l.counted_number_of_packs, s.total_number_of_packs, loc.code as location
  from stocktake_line l join item i on i.id = l.item_id left join stock_line s on s.id = l.stock_line_id
  left join location loc on loc.id = l.location_id where l.stocktake_id = ? order by i.name, l.id`;

interface OpenLine {
  id: string;
  stockLineId: string | null;
  snapshotNumberOfPacks: number;
}

const ms = (t: number) => Number((performance.now() - t).toFixed(1));
const stats = (xs: number[]) => {
  const s = [...xs].sort((a, b) => a - b);
  return { p50: s[Math.floor(s.length / 2)] ?? 0, max: s.at(-1) ?? 0 };
};

async function benchOne(db: 'sqlite' | 'postgres') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-stocktakes-'));
  const file = path.join(tmp, 'stocktakes.sqlite');
  const url = db === 'sqlite' ? `sqlite:${file}` : PG_URL;
  if (db === 'postgres') await freshPostgres(PG_URL);
  let srv: ChildProcess | undefined;
  let sql: Sql | undefined;
  try {
    const t0 = Date.now();
    await seedStocktakeStore(url, ITEMS, BATCHES);
    const seedSeconds = Math.round((Date.now() - t0) / 1000);
    sql = db === 'sqlite' ? sqliteSql(file) : await postgresSql(PG_URL);
    const [store] = await sql.all<{ id: string }>(`select id from store where code = 'NMW'`);
    if (!store) throw new Error('store NMW not seeded');
    const s = store.id;
    const [shape] = await sql.all<{ items: number; batches: number }>(
      `select count(distinct item_id) as items, count(*) as batches from stock_line
       where store_id = ? and total_number_of_packs > 0`,
      [s],
    );
    const reasons = await sql.all<{ id: string; type: string }>(
      `select id, type from reason_option where is_active = true`,
    );
    const positive = reasons.find((r) => r.type === 'POSITIVE_INVENTORY_ADJUSTMENT')?.id;
    const negative = reasons.find((r) => r.type === 'NEGATIVE_INVENTORY_ADJUSTMENT')?.id;
    if (!positive || !negative) throw new Error('no adjustment reasons seeded');

    const port = 19900 + Math.floor(Math.random() * 90);
    process.env.RATE_LIMIT_PER_ADDRESS = '1000000000';
    process.env.RATE_LIMIT_PER_USER = '1000000000';
    srv = await startServer(url, port);
    const api = client(port);
    await api.signIn('admin');
    for (let i = 0; i < 20; i++) await api.post('{ me { username } }');

    const load = [os.loadavg()[0] ?? 0];
    const creates: number[] = [];
    const opens: number[] = [];
    const openFloor: number[] = [];
    const counts: number[] = [];
    const finalises: number[] = [];
    let lineCount = 0;
    let adjusted = { additions: 0, reductions: 0 };
    const countedBatches = new Set<string>();
    for (let round = 0; round < ROUNDS; round++) {
      let t = performance.now();
      const id = await allItemsStocktake(api, s);
      creates.push(ms(t));
      let lines: OpenLine[] = [];
      for (let k = 0; k < OPEN_RUNS; k++) {
        t = performance.now();
        const data = await api.post(OPEN, { s, id });
        opens.push(ms(t));
        lines = (data.stocktake as { lines: OpenLine[] }).lines;
        t = performance.now();
        await sql.all(OPEN_SQL, [id]);
        openFloor.push(ms(t));
      }
      lineCount = lines.length;
      const batches = await sql.all<{ id: string; avail: number }>(
        `select id, available_number_of_packs as avail from stock_line where store_id = ?`,
        [s],
      );
      const avail = new Map(batches.map((b) => [b.id, Number(b.avail)]));
      const chosen = lines
        .filter((l) => l.stockLineId && !countedBatches.has(l.stockLineId))
        .slice(0, COUNTED);
      if (chosen.length < COUNTED) throw new Error(`only ${chosen.length} lines left to count`);
      adjusted = { additions: 0, reductions: 0 };
      const update = chosen.map((l, k) => {
        countedBatches.add(l.stockLineId ?? '');
        const less = k % 2 === 1 && (avail.get(l.stockLineId ?? '') ?? 0) >= 1;
        if (less) adjusted.reductions++;
        else adjusted.additions++;
        return {
          id: l.id,
          countedNumberOfPacks: l.snapshotNumberOfPacks + (less ? -1 : 1),
          reasonOptionId: less ? negative : positive,
        };
      });
      t = performance.now();
      expectType(
        await api.post(COUNT, { s, i: { stocktakeId: id, lines: update } }),
        'StocktakeLinesNode',
      );
      counts.push(ms(t));
      t = performance.now();
      const done = expectType(await api.post(FINALISE, { s, i: { id } }), 'StocktakeNode');
      finalises.push(ms(t));
      if (done.status !== 'FINALISED') throw new Error(`status ${String(done.status)}`);
      console.log(
        `${db} round ${round + 1}: create ${creates.at(-1)} ms (${lineCount} lines), open ${opens.at(-1)} ms, count ${counts.at(-1)} ms, finalise ${finalises.at(-1)} ms`,
      );
    }
    load.push(os.loadavg()[0] ?? 0);
    srv.kill('SIGTERM');
    await new Promise((r) => srv?.once('exit', r));
    srv = undefined;
    let ledger = 'clean';
    try {
      await runServerCommand(['ledger-check', '--database-url', url]);
    } catch (e) {
      ledger = `NOT clean (${String(e)})`;
    }
    return {
      db,
      run: new Date().toISOString(),
      load,
      seedSeconds,
      stocked: { items: Number(shape?.items), batches: Number(shape?.batches) },
      lineCount,
      adjusted,
      create: stats(creates),
      open: stats(opens),
      openFloor: stats(openFloor),
      count: stats(counts),
      finalise: stats(finalises),
      creates,
      finalises,
      ledger,
    };
  } finally {
    srv?.kill('SIGTERM');
    await sql?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

type Result = Awaited<ReturnType<typeof benchOne>>;

const verdict = (value: number, target: number) => (value < target ? 'met' : 'missed');

function markdown(results: Result[]): string {
  const out = [
    '# Stocktakes benchmark',
    '',
    `Targets (issue 12 item 7): an all-items stocktake of a store with 5,000 items and 10,000 batches created < ${TARGETS.createMs} ms; 1,500 counted lines finalised < ${TARGETS.finaliseMs} ms. (Opening in Chromium is the web's to measure; the API's answer with every line is given here.)`,
    '',
    `Machine: 2 cores, Node ${process.version}, shared with other work while measured (load average, 1 minute, before and after). One client, one request at a time, signed in as admin, store NMW. Data: \`seed --scale 17\` and \`seed-stock --stores 1 --items ${ITEMS} --lines ${BATCHES}\`. ${ROUNDS} rounds: each creates an all-items stocktake, opens it ${OPEN_RUNS} times, counts ${COUNTED} lines not counted before (one request) and finalises it. \`ledger-check\` after the rounds.`,
    '',
  ];
  for (const r of results) {
    out.push(
      `## ${r.db}`,
      '',
      `Run ${r.run}, load average ${r.load.map((l) => l.toFixed(1)).join(' before, ')} after. Command: \`npm run bench:stocktakes -w bench -- --db ${r.db}\`. Seeding ${r.seedSeconds} s. Stocked: ${r.stocked.items} items, ${r.stocked.batches} batches holding stock. Ledger check after the rounds: ${r.ledger}.`,
      '',
      '| work | figure | floor | target | verdict |',
      '|---|---|---|---|---|',
      `| create an all-items stocktake (${r.lineCount} lines), one \`insertStocktake\` | p50 ${r.create.p50} / max ${r.create.max} ms (${r.creates.join(', ')}) | | < ${TARGETS.createMs} ms | ${verdict(r.create.max, TARGETS.createMs)} |`,
      `| open it with every line, item and location (\`stocktake\`) | p50 ${r.open.p50} / max ${r.open.max} ms | SQL p50 ${r.openFloor.p50} / max ${r.openFloor.max} ms | | |`,
      `| count ${COUNTED} lines, one \`updateStocktakeLines\` | p50 ${r.count.p50} / max ${r.count.max} ms | | | |`,
      `| finalise (${r.adjusted.additions} additions, ${r.adjusted.reductions} reductions in the last round), one \`finaliseStocktake\` | p50 ${r.finalise.p50} / max ${r.finalise.max} ms (${r.finalises.join(', ')}) | | < ${TARGETS.finaliseMs} ms | ${verdict(r.finalise.max, TARGETS.finaliseMs)} |`,
      '',
    );
  }
  return out.join('\n');
}

const dbs: ('sqlite' | 'postgres')[] =
  dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice as 'sqlite' | 'postgres'];
const results: Result[] = [];
for (const db of dbs) {
  const r = await benchOne(db);
  fs.writeFileSync(path.join(resultsDir, `stocktakes-${db}.json`), JSON.stringify(r, null, 2));
  results.push(r);
}
const mdFile = path.join(resultsDir, 'stocktakes.md');
const previous = dbChoice === 'both' || !fs.existsSync(mdFile) ? [] : readOthers(dbs);
fs.writeFileSync(mdFile, `${markdown([...previous, ...results])}\n`);
console.log(`wrote ${mdFile}`);

/** The other database's last figures, so a one-database run keeps them in the report. */
function readOthers(ran: string[]): Result[] {
  return ['sqlite', 'postgres']
    .filter((db) => !ran.includes(db))
    .map((db) => path.join(resultsDir, `stocktakes-${db}.json`))
    .filter((f) => fs.existsSync(f))
    .map((f) => JSON.parse(fs.readFileSync(f, 'utf8')) as Result);
}
