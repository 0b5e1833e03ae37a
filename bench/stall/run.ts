// Stall benchmark (issue 9, "no request can stall the server"): while one client sends the
// heaviest request the cost limit allows, over and over, how long do small requests wait?
// The small requests are `isCentralServer` (no database) and `me` (a signed-in user's record);
// their floor is the same requests with nothing else running. Target: p99 under 100 ms.
//
//   npm run bench:stall -w bench -- [--db sqlite|postgres|both] [--duration 10]
//       [--keep /path/stall.sqlite] [--pg postgres://.../db] [--seeded] [--only TEXT]
//
// Data: `seed --scale 16` (5,098 items) and `seed-stock` for 5 stores with the density of the
// inventory benchmark per store (10,000 stock lines and about 100,000 movements in each, every
// item stocked): the measured store DNS sees 5,098 items, so every page is full.
//
// Each heavy workload is sized to the largest page the cost limit lets through (found with the
// server's own cost function), and is checked to be answered, not refused. The heavy client runs
// in a worker thread so that reading its large answers never delays the probe's timings.
//
// Figures go to bench/results/stall.md and bench/results/stall-<db>.json.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { Worker } from 'node:worker_threads';
import { parse } from 'graphql';
import { startPostgres } from '../../scripts/postgres.mjs';
import { COST_LIMITS, operationCost } from '../../server/src/graphql/cost';
import { getSchema } from '../../server/src/graphql/schema';
import { demoId } from '../../server/src/demo/ids';
import { flag, opt, resultsDir, root } from '../common';

const DURATION = Number(opt('duration', '10'));
const dbChoice = opt('db', 'both');
const KEEP = opt('keep', '');
/** An existing PostgreSQL database to use instead of a throwaway cluster. */
const PG_URL = opt('pg', '');
/** The database named by --keep or --pg is seeded already: measure only. */
const SEEDED = flag('seeded');
/** Measure only the heavy workloads whose name contains this text (while working on one). */
const ONLY = opt('only', '');
/** Pause between two probes: the probe samples, it does not load the server. */
const PROBE_GAP_MS = 5;

const ITEM_FIELDS = `id code name unitName type defaultPackSize dosesPerUnit isVaccine strength form
  volumePerUnit volumePerPack volumePerOuterPack manufacturer universalCode universalName`;
const STATS_FIELDS = `stockOnHand availableStockOnHand lookBackMonths consumedUnits
  averageMonthlyConsumption monthsOfStock minMonths maxMonths stockStatus expiringLots
  expiringUnits expiredUnits`;
const LINE_FIELDS = `id itemId item { code name unitName isVaccine } batch expiryDate packSize
  totalNumberOfPacks availableNumberOfPacks costPricePerPack sellPricePerPack locationId
  location { code name onHold } onHold vvmStatusId vvmStatus { code } note barcode
  supplier { name } donorId donor { name }`;

interface Heavy {
  name: string;
  /** The request for a page of `rows` rows. */
  query: (rows: number) => string;
}

const HEAVY: Heavy[] = [
  {
    name: 'one page of items, every field and their statistics',
    query: (n) => `query Stall_ItemsWithStats($storeId: String!) {
      items(storeId: $storeId, page: { first: ${n} }) { totalCount nodes { ${ITEM_FIELDS} stats { ${STATS_FIELDS} } } } }`,
  },
  {
    name: '20 aliases of items with statistics, each a different page (20 x rows)',
    query: (n) =>
      `query Stall_AliasedStats($storeId: String!) { ${Array.from(
        { length: 20 },
        (_, i) =>
          `a${i}: items(storeId: $storeId, page: { first: ${n}, offset: ${i * n} }) { nodes { id code stats { ${STATS_FIELDS} } } }`,
      ).join('\n')} }`,
  },
  {
    name: 'two pages of stock lines, every column',
    query: (n) => `query Stall_StockLines($storeId: String!) {
      a: stockLines(storeId: $storeId, page: { first: ${n} }, sort: [{ key: expiryDate }]) { totalCount nodes { ${LINE_FIELDS} } }
      b: stockLines(storeId: $storeId, page: { first: ${n}, offset: ${n} }, sort: [{ key: expiryDate }]) { nodes { ${LINE_FIELDS} } } }`,
  },
  {
    name: 'a page of items with their variants and pack variants (one list per row)',
    query: (n) => `query Stall_ItemLists($storeId: String!) {
      items(storeId: $storeId, page: { first: ${n} }) { nodes { id code variants { id name } packVariants { id packSize } } } }`,
  },
  {
    name: 'ledger of the store, a page deep in its history',
    query: (n) => `query Stall_Ledger($storeId: String!) {
      ledger(storeId: $storeId, page: { first: ${n}, offset: 90000 }) { totalCount nodes {
        id datetime invoiceNumber invoiceType numberOfPacks balancePacks packSize otherPartyName reason stockLineId } } }`,
  },
];

/** The largest page (at most 1,000 rows) for which the workload's cost is within the budget. */
function largestAllowed(h: Heavy): { rows: number; cost: number } {
  const schema = getSchema();
  const cost = (rows: number) => operationCost(schema, parse(h.query(rows)), {});
  let lo = 1;
  let hi = 1000;
  if (cost(hi) <= COST_LIMITS.budget) return { rows: hi, cost: cost(hi) };
  while (lo < hi) {
    const mid = Math.ceil((lo + hi) / 2);
    if (cost(mid) <= COST_LIMITS.budget) lo = mid;
    else hi = mid - 1;
  }
  return { rows: lo, cost: cost(lo) };
}

const SMALL = {
  isCentralServer: '{ isCentralServer }',
  me: '{ me { username language defaultStore { id code } } }',
};

function server(args: string[]): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts'), ...args],
    { cwd: root, stdio: ['ignore', 'pipe', 'inherit'] },
  );
}

async function run(args: string[]): Promise<void> {
  const child = server(args);
  child.stdout?.on('data', (d: Buffer) => process.stdout.write(d));
  const code = await new Promise<number | null>((r) => child.on('exit', r));
  if (code !== 0) throw new Error(`${args[0]} exited ${code}`);
}

interface Answer {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string } }[];
}

async function post(url: string, token: string, query: string, variables = {}): Promise<Answer> {
  const res = await fetch(url, {
    method: 'POST',
    headers: { 'content-type': 'application/json', authorization: `Bearer ${token}` },
    body: JSON.stringify({ query, variables }),
  });
  return (await res.json()) as Answer;
}

const percentile = (sorted: number[], p: number): number =>
  Number(
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1),
  );

interface Latency {
  n: number;
  p50: number;
  p95: number;
  p99: number;
  max: number;
  errors: number;
}

const summary = (times: number[], errors: number): Latency => {
  const s = [...times].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    p99: percentile(s, 99),
    max: Number((s[s.length - 1] ?? 0).toFixed(1)),
    errors,
  };
};

/** Small requests one after another (a short pause between) for DURATION seconds. */
async function probe(url: string, token: string): Promise<Record<keyof typeof SMALL, Latency>> {
  const times = { isCentralServer: [] as number[], me: [] as number[] };
  const errors = { isCentralServer: 0, me: 0 };
  const end = performance.now() + DURATION * 1000;
  while (performance.now() < end) {
    for (const name of ['isCentralServer', 'me'] as const) {
      const t = performance.now();
      const answer = await post(url, token, SMALL[name]);
      times[name].push(performance.now() - t);
      if (answer.errors || !answer.data) errors[name]++;
      await new Promise((r) => setTimeout(r, PROBE_GAP_MS));
    }
  }
  return {
    isCentralServer: summary(times.isCentralServer, errors.isCentralServer),
    me: summary(times.me, errors.me),
  };
}

// The heavy client: its own thread, request after request until told to stop.
const HEAVY_CLIENT = `
const { parentPort, workerData } = require('node:worker_threads');
let stop = false;
parentPort.on('message', () => { stop = true; });
(async () => {
  const times = []; let errors = 0; let firstError = '';
  while (!stop) {
    const t = performance.now();
    const res = await fetch(workerData.url, { method: 'POST',
      headers: { 'content-type': 'application/json', authorization: 'Bearer ' + workerData.token },
      body: JSON.stringify({ query: workerData.query, variables: workerData.variables }) });
    const body = await res.json();
    times.push(performance.now() - t);
    if (body.errors || !body.data) { errors++; firstError ||= JSON.stringify(body.errors).slice(0, 300); }
  }
  parentPort.postMessage({ times, errors, firstError });
})();
`;

interface HeavyRow {
  name: string;
  rows: number;
  cost: number;
  heavy: Latency;
  probes: Record<keyof typeof SMALL, Latency>;
}

async function underLoad(
  url: string,
  token: string,
  query: string,
  variables: Record<string, unknown>,
): Promise<{ heavy: Latency; probes: Record<keyof typeof SMALL, Latency> }> {
  const worker = new Worker(HEAVY_CLIENT, {
    eval: true,
    workerData: { url, token, query, variables },
  });
  const done = new Promise<{ times: number[]; errors: number; firstError: string }>((resolve) =>
    worker.once('message', resolve),
  );
  // Let the heavy loop start before sampling.
  await new Promise((r) => setTimeout(r, 500));
  const probes = await probe(url, token);
  worker.postMessage('stop');
  const heavy = await done;
  await worker.terminate();
  if (heavy.firstError) console.log(`heavy request errors: ${heavy.firstError}`);
  return { heavy: summary(heavy.times, heavy.errors), probes };
}

async function benchOne(db: 'sqlite' | 'postgres') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-stall-'));
  const file = db === 'sqlite' && KEEP ? path.resolve(KEEP) : path.join(tmp, 'stall.sqlite');
  const reuse = (db === 'sqlite' && KEEP !== '' && fs.existsSync(file)) || SEEDED;
  let url = `sqlite:${file}`;
  let stopPg: (() => void) | undefined;
  if (db === 'postgres' && PG_URL) url = PG_URL;
  else if (db === 'postgres') {
    const pg = startPostgres();
    url = pg.url;
    stopPg = () => pg.stop();
  }
  const port = 19500 + Math.floor(Math.random() * 400);
  let srv: ChildProcess | undefined;
  try {
    const t0 = Date.now();
    if (!reuse) {
      await run(['seed', '--database-url', url, '--scale', '16']);
      await run([
        'seed-stock',
        '--database-url',
        url,
        '--stores',
        '5',
        '--items',
        '5000',
        '--lines',
        '50000',
        '--movements',
        '500000',
      ]);
    }
    const seedSeconds = Math.round((Date.now() - t0) / 1000);
    srv = server([
      'start',
      '--database-url',
      url,
      '--port',
      String(port),
      '--host',
      '127.0.0.1',
      '--log-level',
      'warn',
      // The figures are the handler's: the per-address and per-user request limits
      // (decision 0020) would answer most of these requests 429.
      '--rate-limit-per-address',
      '1000000000',
      '--rate-limit-per-user',
      '1000000000',
    ]);
    for (let i = 0; i < 300; i++) {
      try {
        if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) break;
      } catch {
        /* starting */
      }
      await new Promise((r) => setTimeout(r, 100));
    }
    const base = `http://127.0.0.1:${port}/graphql`;
    const signIn = await post(
      base,
      '',
      `query { authToken(username: "viewer", password: "pass") { ... on AuthToken { token } } }`,
    );
    const token = String((signIn.data?.authToken as { token?: string } | undefined)?.token ?? '');
    if (!token) throw new Error(`sign-in failed: ${JSON.stringify(signIn)}`);
    const variables = { storeId: demoId('store:DNS') };

    // Warm up, then the floor: the small requests alone.
    await probe(base, token).catch(() => undefined);
    const floor = await probe(base, token);
    const rows: HeavyRow[] = [];
    for (const h of HEAVY.filter((w) => w.name.includes(ONLY))) {
      const size = largestAllowed(h);
      const query = h.query(size.rows);
      const check = await post(base, token, query, variables);
      if (check.errors) throw new Error(`${h.name}: refused: ${JSON.stringify(check.errors)}`);
      const measured = await underLoad(base, token, query, variables);
      rows.push({ name: h.name, rows: size.rows, cost: size.cost, ...measured });
      console.log(
        `${db} ${h.name}: rows ${size.rows}, cost ${size.cost}, heavy p50 ${measured.heavy.p50} ms; ` +
          `isCentralServer p99 ${measured.probes.isCentralServer.p99} max ${measured.probes.isCentralServer.max}; ` +
          `me p99 ${measured.probes.me.p99} max ${measured.probes.me.max}`,
      );
    }
    // The request the limit exists for: refused, and how fast.
    const stall = `query($storeId: String!) { ${Array.from(
      { length: 19 },
      (_, i) =>
        `a${i}: items(storeId: $storeId, page: { first: 1000 }) { nodes { stats { ${STATS_FIELDS} } } }`,
    ).join(' ')} }`;
    const t = performance.now();
    const refused = await post(base, token, stall, variables);
    const refusedMs = Number((performance.now() - t).toFixed(1));
    const refusedCode = refused.errors?.[0]?.extensions?.code ?? 'answered';
    return { seedSeconds, floor, rows, refusedCode, refusedMs };
  } finally {
    if (srv) {
      srv.kill('SIGTERM');
      await new Promise((r) => srv?.on('exit', r));
    }
    stopPg?.();
    fs.rmSync(tmp, { recursive: true, force: true });
    if (db === 'sqlite' && KEEP) console.log(`kept ${file}`);
  }
}

const dbs: ('sqlite' | 'postgres')[] =
  dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice as 'sqlite' | 'postgres'];
fs.mkdirSync(resultsDir, { recursive: true });
for (const db of dbs) {
  const r = await benchOne(db);
  const run = {
    ...r,
    at: new Date().toISOString(),
    loadAverage: Number(os.loadavg()[0]?.toFixed(1)),
    command: `npm run bench:stall -w bench -- --db ${db} --duration ${DURATION}`,
  };
  fs.writeFileSync(path.join(resultsDir, `stall-${db}.json`), JSON.stringify(run, null, 2));
}

// The report shows the latest run of each database (a run of one keeps the other's figures).
type Run = Awaited<ReturnType<typeof benchOne>> & {
  at: string;
  loadAverage: number;
  command: string;
};
const md = [
  '# Stall benchmark',
  '',
  `Target (issue 9): while the heaviest request the cost limit allows runs back to back, small requests are answered within 100 ms. Machine: ${os.cpus().length} cores, Node ${process.version}, shared with other work while measured (load average given per run): wall-clock figures carry that work.`,
  '',
  `For each heavy workload, one client (its own thread) sends it request after request while a probe sends \`isCentralServer\` and a small \`me\` query one after another (${PROBE_GAP_MS} ms apart) for the run's duration. Rows = the largest page the cost limit (budget ${COST_LIMITS.budget}) allows for that shape. Floor = the probe with nothing else running. Data: 5 stores stocked (10,000 stock lines and ~100,000 movements each); the store measured (DNS) sees 5,098 items.`,
  '',
];
const cell = (l: Latency) => `${l.p50} / ${l.p95} / ${l.p99} / ${l.max}`;
for (const db of ['sqlite', 'postgres'] as const) {
  const file = path.join(resultsDir, `stall-${db}.json`);
  if (!fs.existsSync(file)) continue;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as Run;
  md.push(
    `## ${db}`,
    '',
    `Run ${r.at} (load average ${r.loadAverage}). Command: \`${r.command}\``,
    '',
    '| while running | rows | cost | heavy p50 ms | heavy max ms | isCentralServer p50 / p95 / p99 / max ms (n) | me p50 / p95 / p99 / max ms (n) | probe errors |',
    '|---|---|---|---|---|---|---|---|',
    `| nothing (floor) | | | | | ${cell(r.floor.isCentralServer)} (${r.floor.isCentralServer.n}) | ${cell(r.floor.me)} (${r.floor.me.n}) | ${r.floor.isCentralServer.errors + r.floor.me.errors} |`,
  );
  for (const x of r.rows) {
    md.push(
      `| ${x.name} | ${x.rows} | ${x.cost} | ${x.heavy.p50} | ${x.heavy.max} | ${cell(x.probes.isCentralServer)} (${x.probes.isCentralServer.n}) | ${cell(x.probes.me)} (${x.probes.me.n}) | ${x.probes.isCentralServer.errors + x.probes.me.errors} |`,
    );
  }
  md.push(
    '',
    `The 19-alias request of issue 9 (19 x 1,000 items with statistics): answered \`${r.refusedCode}\` in ${r.refusedMs} ms. Seeding took ${r.seedSeconds} s.`,
    '',
  );
}
fs.writeFileSync(path.join(resultsDir, 'stall.md'), md.join('\n'));
console.log(`wrote ${path.join(resultsDir, 'stall.md')}`);
