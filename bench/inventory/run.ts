// Inventory benchmark (issue 3): a data set of 50 stores, ~5,000 items, 500,000 stock
// lines and ~5 million movements; measures over HTTP the stock list (page of 20 with a
// text filter and a sort), the item page with statistics, and an inventory adjustment,
// each beside the same work done by the repository/service directly in this process
// (the SQL floor, no HTTP or GraphQL).
//
//   npm run bench:inventory -w bench -- [--db sqlite|postgres|both] [--duration 10]
//       [--lines 500000] [--movements 5000000] [--keep /path/inv.sqlite]
//
// Latency (p50/p95/p99) is one client sending request after request, timed to the
// microsecond: what a user waits. Throughput is 4 clients at once (autocannon): what the
// server sustains. --keep (SQLite only) keeps the seeded file and reuses it on the next run.
//
// Figures go to bench/results/inventory-<db>.json and bench/results/inventory.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import autocannon, { type Result } from 'autocannon';
import { uuidv7 } from '@dawa/domain';
import { startPostgres } from '../../scripts/postgres.mjs';
import { loadConfig } from '../../server/src/config';
import { systemClock } from '../../server/src/common/time';
import { openDatabase } from '../../server/src/db/connection';
import { serviceContext } from '../../server/src/common/service-context';
import { createDeps } from '../../server/src/deps';
import { demoId } from '../../server/src/demo/ids';
import { itemStatistics } from '../../server/src/modules/items/item-statistics.service';
import { listItems } from '../../server/src/modules/items/item.list';
import { adjustInventory } from '../../server/src/modules/stock/inventory-adjustment.service';
import { listStockLines } from '../../server/src/modules/stock/stock-line.list';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const resultsDir = path.resolve(here, '../results');
const argv = process.argv.slice(2);
const opt = (name: string, fallback: string): string => {
  const i = argv.indexOf(`--${name}`);
  return i >= 0 ? (argv[i + 1] ?? fallback) : fallback;
};
const DURATION = Number(opt('duration', '10'));
const LINES = opt('lines', '500000');
const MOVEMENTS = opt('movements', '5000000');
const dbChoice = opt('db', 'both');
const CONNECTIONS = 4;
const KEEP = opt('keep', '');

interface Row {
  name: string;
  /** One client, sequential requests. */
  latency: { n: number; p50: number; p95: number; p99: number; errors: number };
  /** Four clients at once. */
  load: { rps: number; p50: number; p95: number; errors: number };
  floor: { p50: number; p95: number };
}

function server(args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts'), ...args],
    {
      cwd: root,
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

async function run(args: string[]): Promise<string> {
  const child = server(args);
  let out = '';
  child.stdout?.on('data', (d: Buffer) => {
    out += d.toString();
    process.stdout.write(d);
  });
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  if (code !== 0) throw new Error(`${args[0]} exited ${code}`);
  return out;
}

async function gql(
  port: number,
  query: string,
  variables: Record<string, unknown>,
  token?: string,
) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: {
      'content-type': 'application/json',
      ...(token ? { authorization: `Bearer ${token}` } : {}),
    },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as { data: Record<string, unknown>; errors?: unknown };
}

function percentile(sorted: number[], p: number): number {
  return Number(
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(2),
  );
}

async function floor(
  fn: () => Promise<unknown>,
  iterations = 300,
): Promise<{ p50: number; p95: number }> {
  for (let i = 0; i < 20; i++) await fn();
  const times: number[] = [];
  for (let i = 0; i < iterations; i++) {
    const t = performance.now();
    await fn();
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return { p50: percentile(times, 50), p95: percentile(times, 95) };
}

function cannon(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (e: unknown, r) =>
      e ? reject(e instanceof Error ? e : new Error('autocannon failed')) : resolve(r),
    );
  });
}

const http = (r: Result) => {
  const lat = r.latency as Result['latency'] & { p95?: number };
  return {
    rps: Math.round(r.requests.average),
    p50: lat.p50,
    p95: lat.p95 ?? lat.p97_5,
    errors: r.errors + r.timeouts + r.non2xx,
  };
};

/** One client: request after request for DURATION seconds, each timed (after 50 warm-ups). */
async function sequential(
  url: string,
  headers: Record<string, string>,
  body: () => string,
): Promise<Row['latency']> {
  // autocannon writes a content-length into the headers it is given: not ours to send.
  const own = Object.fromEntries(
    Object.entries(headers).filter(([name]) => name.toLowerCase() !== 'content-length'),
  );
  const once = async () => {
    const res = await fetch(url, { method: 'POST', headers: own, body: body() });
    const text = await res.text();
    return res.ok && !text.includes('"errors"');
  };
  for (let i = 0; i < 50; i++) await once();
  const times: number[] = [];
  let errors = 0;
  const end = performance.now() + DURATION * 1000;
  while (performance.now() < end) {
    const t = performance.now();
    if (!(await once())) errors++;
    times.push(performance.now() - t);
  }
  times.sort((a, b) => a - b);
  return {
    n: times.length,
    p50: percentile(times, 50),
    p95: percentile(times, 95),
    p99: percentile(times, 99),
    errors,
  };
}

const LIST = `query Bench_StockList($storeId: String!) { stockLines(storeId: $storeId,
  filter: { itemCodeOrName: { like: "amox" } }, page: { first: 20 }, sort: [{ key: expiryDate }]) {
  totalCount nodes { id item { code name } batch expiryDate packSize totalNumberOfPacks availableNumberOfPacks location { name } onHold vvmStatus { code } } } }`;
const ITEM = `query Bench_Item($storeId: String!, $id: String!) { item(storeId: $storeId, id: $id) { ... on ItemNode {
  code name stats { stockOnHand availableStockOnHand averageMonthlyConsumption monthsOfStock stockStatus expiringLots expiringUnits } } } }`;
const ADJUST = `mutation Bench_Adjust($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) { __typename } }`;

async function benchOne(db: 'sqlite' | 'postgres') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-inv-'));
  const file = db === 'sqlite' && KEEP ? path.resolve(KEEP) : path.join(tmp, 'inv.sqlite');
  const reuse = db === 'sqlite' && KEEP !== '' && fs.existsSync(file);
  let url = `sqlite:${file}`;
  let stopPg: (() => void) | undefined;
  if (db === 'postgres') {
    const pg = startPostgres();
    url = pg.url;
    stopPg = () => pg.stop();
  }
  try {
    const t0 = Date.now();
    if (!reuse) await run(['seed', '--database-url', url, '--scale', '16']);
    if (!reuse)
      await run([
        'seed-stock',
        '--database-url',
        url,
        '--stores',
        '50',
        '--items',
        '5000',
        '--lines',
        LINES,
        '--movements',
        MOVEMENTS,
      ]);
    const seedSeconds = Math.round((Date.now() - t0) / 1000);
    const storeId = demoId('store:DNS');

    // The floor: the same work in this process, no HTTP, no GraphQL.
    const database = openDatabase(url);
    const deps = await createDeps(
      { ...loadConfig(new Map(), {}), logLevel: 'silent' },
      database,
      systemClock,
    );
    const counts = await database.db
      .selectFrom('stock_line')
      .select((eb) => [eb.fn.countAll<number>().as('lines')])
      .executeTakeFirstOrThrow();
    const movements = await database.db
      .selectFrom('stock_movement')
      .select((eb) => eb.fn.countAll<number>().as('n'))
      .executeTakeFirstOrThrow();
    const busiest = await database.db
      .selectFrom('stock_line')
      .select(['item_id', (eb) => eb.fn.countAll<number>().as('n')])
      .where('store_id', '=', storeId)
      .groupBy('item_id')
      .orderBy('n', 'desc')
      .limit(1)
      .executeTakeFirstOrThrow();
    const line = await database.db
      .selectFrom('stock_line')
      .select('id')
      .where('store_id', '=', storeId)
      .where('total_number_of_packs', '>', 0)
      .limit(1)
      .executeTakeFirstOrThrow();
    const reason = await database.db
      .selectFrom('reason_option')
      .select('id')
      .where('type', '=', 'POSITIVE_INVENTORY_ADJUSTMENT')
      .limit(1)
      .executeTakeFirstOrThrow();
    const admin = await database.db
      .selectFrom('user_account')
      .select('id')
      .where('username', '=', 'admin')
      .executeTakeFirstOrThrow();
    const acting = serviceContext(deps, { storeId, userId: admin.id });
    const floors = {
      list: await floor(() =>
        listStockLines(
          database.db,
          deps.dialect,
          storeId,
          { itemCodeOrName: { like: 'amox' } },
          { first: 20, offset: 0 },
          [{ key: 'expiryDate', desc: false }],
        ),
      ),
      // What the item query does: the visibility check through master lists, then the figures.
      item: await floor(async () => {
        await listItems(
          database.db,
          deps.dialect,
          storeId,
          { id: { equalTo: busiest.item_id } },
          { first: 1, offset: 0 },
          [],
        );
        await itemStatistics(acting, [busiest.item_id]);
      }),
      adjust: await floor(
        () =>
          adjustInventory(acting, {
            id: uuidv7(),
            stockLineId: line.id,
            direction: 'ADDITION',
            numberOfPacks: 1,
            reasonId: reason.id,
          }),
        200,
      ),
    };
    await database.close();

    const port = 19000 + Math.floor(Math.random() * 500);
    const srv = server([
      'start',
      '--database-url',
      url,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--log-level',
      'warn',
    ]);
    try {
      for (let i = 0; i < 300; i++) {
        try {
          if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
        } catch {
          /* starting */
        }
        await new Promise((r) => setTimeout(r, 100));
      }
      const signIn = await gql(
        port,
        `query{authToken(username:"admin",password:"pass"){... on AuthToken{token}}}`,
        {},
      );
      const token = String((signIn.data.authToken as { token: string }).token);
      const base = `http://127.0.0.1:${port}/graphql`;
      const headers = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const body = (query: string, variables: Record<string, unknown>) =>
        JSON.stringify({ query, variables });
      await cannon({
        url: base,
        method: 'POST',
        headers,
        body: body(LIST, { storeId }),
        duration: 2,
      });
      const adjustBody = () =>
        body(ADJUST, {
          storeId,
          input: {
            id: uuidv7(),
            stockLineId: line.id,
            adjustmentType: 'ADDITION',
            adjustment: 1,
            reasonId: reason.id,
          },
        });
      const workloads: { name: string; body: () => string; floor: Row['floor'] }[] = [
        {
          name: 'stock list (page of 20, text filter, sort by expiry)',
          body: () => body(LIST, { storeId }),
          floor: floors.list,
        },
        {
          name: 'item page with statistics (busiest item)',
          body: () => body(ITEM, { storeId, id: busiest.item_id }),
          floor: floors.item,
        },
        {
          name: 'inventory adjustment (+1 pack, with reason)',
          body: adjustBody,
          floor: floors.adjust,
        },
      ];
      const rows: Row[] = [];
      for (const w of workloads) {
        const latency = await sequential(base, headers, w.body);
        const load = http(
          await cannon({
            url: base,
            requests: [
              { method: 'POST', setupRequest: (req) => ({ ...req, headers, body: w.body() }) },
            ],
          }),
        );
        rows.push({ name: w.name, latency, load, floor: w.floor });
      }
      return { rows, seedSeconds, lines: Number(counts.lines), movements: Number(movements.n) };
    } finally {
      srv.kill('SIGTERM');
      await new Promise((r) => srv.on('exit', r));
    }
  } finally {
    stopPg?.();
    fs.rmSync(tmp, { recursive: true, force: true });
    if (db === 'sqlite' && KEEP) console.log(`kept ${file}`);
  }
}

const dbs: ('sqlite' | 'postgres')[] =
  dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice as 'sqlite' | 'postgres'];
const md = [
  '# Inventory benchmark',
  '',
  `Run ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}. Per workload over HTTP: ${DURATION} s of one client sending request after request (latency, timed in microseconds), then ${DURATION} s of ${CONNECTIONS} clients at once (throughput, autocannon, whole ms). Floor = the same repository/service call in-process, no HTTP or GraphQL (300 runs).`,
  `Command: \`npm run bench:inventory -w bench -- --db ${dbChoice} --duration ${DURATION}\``,
  '',
];
fs.mkdirSync(resultsDir, { recursive: true });
for (const db of dbs) {
  const r = await benchOne(db);
  fs.writeFileSync(path.join(resultsDir, `inventory-${db}.json`), JSON.stringify(r, null, 2));
  console.table(
    r.rows.map((x) => ({
      name: x.name,
      p50: x.latency.p50,
      p95: x.latency.p95,
      rps: x.load.rps,
      floorP50: x.floor.p50,
      floorP95: x.floor.p95,
    })),
  );
  md.push(
    `## ${db}`,
    '',
    `Data: ${r.lines} stock lines, ${r.movements} movements (seeded in ${r.seedSeconds} s). Store measured: DNS.`,
    '',
  );
  md.push(
    '| workload | p50 ms | p95 ms | p99 ms | floor p50 ms | floor p95 ms | p95 / floor p95 | req/s (4 clients) | p95 ms (4 clients) | errors |',
    '|---|---|---|---|---|---|---|---|---|---|',
  );
  for (const x of r.rows) {
    md.push(
      `| ${x.name} | ${x.latency.p50} | ${x.latency.p95} | ${x.latency.p99} | ${x.floor.p50} | ${x.floor.p95} | ${(x.latency.p95 / Math.max(x.floor.p95, 0.01)).toFixed(1)} | ${x.load.rps} | ${x.load.p95} | ${x.latency.errors + x.load.errors} |`,
    );
  }
  md.push('');
  fs.writeFileSync(path.join(resultsDir, 'inventory.md'), md.join('\n'));
}
console.log(`wrote ${path.join(resultsDir, 'inventory.md')}`);
