// Shipments benchmark (issue 11 item 9): a 1,500-line outbound shipment built, opened,
// allocated item by item and shipped through the API as it exists today, and the outbound
// shipments list at 100,000 shipments, on SQLite and PostgreSQL.
//
//   npm run bench:shipments -w bench -- [--db sqlite|postgres|both] [--lines 1500]
//       [--shipments 100000] [--pg postgres://postgres@127.0.0.1:55432/bench_shipments]
//
// Data: `seed --scale 5` (1,798 items) and `seed-stock` for the first demo store (NMW): every
// item it stocks has one batch with a year of history. The 1,500 items used are those whose
// batch can give two packs (not on hold, in a usable place, not expired), so the lines go in
// through the API exactly as a store keeper's would. The 100,000 shipments of the list are
// inserted straight into the invoice table (status NEW, customers the store sees) after the
// shipment work, so they do not slow it.
//
// Floors beside the figures: for one-request-per-line work, a signed-in `me` round trip (what
// HTTP, GraphQL and authentication cost with no work); for reads, the same rows read with one
// SQL statement in this process (no HTTP, no GraphQL).
//
// Figures go to bench/results/shipments.md and bench/results/shipments-<db>.json.
import type { ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { uuidv7 } from '@dawa/domain';
import { opt, resultsDir, runServerCommand, startServer } from '../common';
import {
  client,
  expectType,
  INSERT_SHIPMENT,
  ISSUE_ALL,
  postgresSql,
  seedStore,
  sqliteSql,
  usableBatches,
  type Sql,
} from './data';

const dbChoice = opt('db', 'both');
const LINES = Number(opt('lines', '1500'));
const SHIPMENTS = Number(opt('shipments', '100000'));
const PG_URL = opt('pg', 'postgres://postgres@127.0.0.1:55432/bench_shipments');
const OPEN_RUNS = 20;
const LIST_RUNS = 50;
/** Seeded items in the store: more than LINES, since some batches are used up or on hold. */
const STOCKED_ITEMS = LINES + 300;

const TARGETS = {
  openP95: 200,
  allocateAllMs: 2000,
  shipMs: 1000,
  transferMs: 2000,
  listP95: 50,
};

/** A fresh, empty database of that name in the cluster the URL points at. */
async function recreatePostgres(url: string): Promise<void> {
  const target = new URL(url);
  const name = target.pathname.slice(1);
  if (!/^[a-z_][a-z0-9_]*$/.test(name)) throw new Error(`unexpected database name ${name}`);
  const admin = new URL(url);
  admin.pathname = '/postgres';
  const client = new pg.Client({ connectionString: admin.toString() });
  await client.connect();
  try {
    await client.query(`drop database if exists ${name} with (force)`);
    await client.query(`create database ${name}`);
  } finally {
    await client.end();
  }
}

interface Latency {
  n: number;
  p50: number;
  p95: number;
  max: number;
  totalMs: number;
  /** p50 of the first and of the last 100 requests: whether the cost grows as the shipment does. */
  first100p50: number;
  last100p50: number;
}

const percentile = (sorted: number[], p: number): number =>
  Number(
    (sorted[Math.min(sorted.length - 1, Math.floor((p / 100) * sorted.length))] ?? 0).toFixed(1),
  );

function summary(times: number[]): Latency {
  const s = [...times].sort((a, b) => a - b);
  return {
    n: s.length,
    p50: percentile(s, 50),
    p95: percentile(s, 95),
    max: Number((s.at(-1) ?? 0).toFixed(1)),
    totalMs: Math.round(times.reduce((a, b) => a + b, 0)),
    first100p50: percentile(
      times.slice(0, 100).sort((a, b) => a - b),
      50,
    ),
    last100p50: percentile(
      times.slice(-100).sort((a, b) => a - b),
      50,
    ),
  };
}

async function timed(n: number, work: () => Promise<void>): Promise<Latency> {
  const times: number[] = [];
  for (let i = 0; i < n; i++) {
    const t = performance.now();
    await work();
    times.push(performance.now() - t);
  }
  return summary(times);
}

const ME = '{ me { username defaultStore { id } } }';
const INSERT_LINE = `mutation($s: String!, $i: InsertOutboundShipmentLineInput!) {
  r: insertOutboundShipmentLine(storeId: $s, input: $i) { __typename ... on InvoiceLineNode { id }
    ... on InvoiceMutationError { error { __typename description } } } }`;
const OPEN = `query($s: String!, $id: String!) { outboundShipment(storeId: $s, id: $id) {
  id invoiceNumber status otherPartyName lines { id itemName batch expiryDate numberOfPacks
    stockLine { id availableNumberOfPacks } location { code } item { code } } } }`;
const UPDATE = `mutation($s: String!, $i: UpdateOutboundShipmentInput!) {
  r: updateOutboundShipment(storeId: $s, input: $i) { __typename ... on InvoiceNode { id status }
    ... on InvoiceMutationError { error { __typename description } } } }`;
const LIST = `query($s: String!, $sort: [InvoiceSortInput!]) {
  outboundShipments(storeId: $s, page: { first: 20 }, sort: $sort) { totalCount
    nodes { id invoiceNumber status otherPartyName createdDatetime } } }`;

// The floors' SQL: the rows the answers hold, read in one statement each.
const OPEN_SQL = `select il.id, il.item_name, il.batch, il.expiry_date, il.number_of_packs,
  sl.id as stock_line_id, sl.available_number_of_packs, loc.code as location_code, it.code as item_code
  from invoice_line il left join stock_line sl on sl.id = il.stock_line_id
  left join location loc on loc.id = il.location_id join item it on it.id = il.item_id
  where il.invoice_id = ? order by il.item_name`;
const LIST_SQL = (order: string) => `select i.id, i.invoice_number, i.status, n.name,
  i.created_datetime from invoice i join name n on n.id = i.name_id
  where i.store_id = ? and i.type = 'OUTBOUND_SHIPMENT' order by ${order} limit 20`;
const COUNT_SQL = `select count(*) as n from invoice where store_id = ? and type = 'OUTBOUND_SHIPMENT'`;

async function benchOne(db: 'sqlite' | 'postgres') {
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-shipments-'));
  const file = path.join(tmp, 'shipments.sqlite');
  const url = db === 'sqlite' ? `sqlite:${file}` : PG_URL;
  if (db === 'postgres') await recreatePostgres(PG_URL);
  let srv: ChildProcess | undefined;
  let sql: Sql | undefined;
  try {
    const t0 = Date.now();
    await seedStore(url, STOCKED_ITEMS);
    const seedSeconds = Math.round((Date.now() - t0) / 1000);
    sql = db === 'sqlite' ? sqliteSql(file) : await postgresSql(PG_URL);
    const [store] = await sql.all<{ id: string }>(`select id from store where code = 'NMW'`);
    if (!store) throw new Error('store NMW not seeded');
    const storeId = store.id;
    const usable = await usableBatches(sql, storeId, LINES);
    const customers = (
      await sql.all<{ id: string }>(
        `select j.name_id as id from name_store_join j where j.store_id = ? and j.name_is_customer = true
         order by j.name_id limit 50`,
        [storeId],
      )
    ).map((c) => c.id);
    const customer = customers[0];
    if (!customer) throw new Error('no customer visible in NMW');
    // The 1,500-line shipment goes to another store of this site: its transfer is measured.
    const [receiver] = await sql.all<{ nameId: string; code: string }>(
      `select s.name_id as "nameId", s.code from store s
       join name_store_join j on j.name_id = s.name_id and j.store_id = ? and j.name_is_customer = true
       where s.id <> ? and s.is_disabled = false order by s.code limit 1`,
      [storeId, storeId],
    );
    if (!receiver) throw new Error('no store of the site is a customer of NMW');
    const receiverCode = receiver.code;

    const port = 19400 + Math.floor(Math.random() * 500);
    // 3,000 requests in a row from one user are the benchmark, not abuse (decision 0020): the
    // server takes its request limits from the environment it inherits.
    process.env.RATE_LIMIT_PER_ADDRESS = '1000000000';
    process.env.RATE_LIMIT_PER_USER = '1000000000';
    srv = await startServer(url, port);
    const api = client(port);
    await api.signIn('admin');
    const s = storeId;
    const newShipment = async (otherPartyId = customer) =>
      String(
        expectType(
          await api.post(INSERT_SHIPMENT, { s, i: { id: uuidv7(), otherPartyId } }),
          'InvoiceNode',
        ).id,
      );
    // Warm-up, then the request floor.
    await timed(50, async () => void (await api.post(ME)));
    const requestFloor = await timed(200, async () => void (await api.post(ME)));

    // 1. The lines, one request each.
    const shipmentId = await newShipment(receiver.nameId);
    let next = 0;
    const addLines = await timed(LINES, async () => {
      const u = usable[next++]!;
      const i = {
        id: uuidv7(),
        invoiceId: shipmentId,
        stockLineId: u.stockLineId,
        numberOfPacks: 1,
      };
      expectType(await api.post(INSERT_LINE, { s, i }), 'InvoiceLineNode');
    });
    console.log(`${db} add ${LINES} lines: ${addLines.totalMs} ms, p95 ${addLines.p95} ms`);

    // 2. Open it.
    let linesSeen = 0;
    const openOnce = async () => {
      const data = await api.post(OPEN, { s, id: shipmentId });
      linesSeen = (data.outboundShipment as { lines: unknown[] }).lines.length;
    };
    await openOnce();
    const open = await timed(OPEN_RUNS, openOnce);
    if (linesSeen !== LINES) throw new Error(`opened with ${linesSeen} lines`);
    const openFloor = await timed(
      OPEN_RUNS,
      async () => void (await sql!.all(OPEN_SQL, [shipmentId])),
    );
    console.log(`${db} open: p50 ${open.p50} p95 ${open.p95} ms (SQL floor p95 ${openFloor.p95})`);

    // 3. Every item issued to a second shipment in one request.
    const issuedId = await newShipment();
    const issueStarted = performance.now();
    const issuedAll = expectType(
      await api.post(ISSUE_ALL, {
        s,
        i: {
          invoiceId: issuedId,
          items: usable.map((u) => ({ itemId: u.itemId, quantity: u.packSize })),
        },
      }),
      'IssuedItemsNode',
    );
    const issueMs = Number((performance.now() - issueStarted).toFixed(1));
    const issuedItems = issuedAll.items as { allocatedUnits: number }[];
    const shortfalls = issuedItems.filter(
      (item, k) => Number(item.allocatedUnits) !== usable[k]?.packSize,
    ).length;
    if (issuedItems.length !== LINES) throw new Error(`issued ${issuedItems.length} items`);
    console.log(`${db} issue ${LINES} items in one request: ${issueMs} ms (${shortfalls} short)`);

    // 4. NEW to SHIPPED in one request.
    const shipStarted = performance.now();
    const shipped = expectType(
      await api.post(UPDATE, { s, i: { id: shipmentId, status: 'SHIPPED' } }),
      'InvoiceNode',
    );
    const shipMs = Number((performance.now() - shipStarted).toFixed(1));
    if (shipped.status !== 'SHIPPED') throw new Error(`status ${String(shipped.status)}`);
    const after = new Map(
      (
        await sql.all<{ id: string; total: number }>(
          `select id, total_number_of_packs as total from stock_line where store_id = ?`,
          [storeId],
        )
      ).map((r) => [r.id, Number(r.total)]),
    );
    const deductedOnce = usable.filter((u) => after.get(u.stockLineId) === u.total - 1).length;
    console.log(`${db} NEW -> SHIPPED: ${shipMs} ms; ${deductedOnce}/${LINES} batches down 1 pack`);
    // The receiving store's receipt, made by the transfer processor after the commit.
    let transferMs = Number.NaN;
    for (;;) {
      const [made] = await sql.all<{ n: number; status: string }>(
        `select i.status, (select count(*) from invoice_line l where l.invoice_id = i.id) as n
         from invoice i where i.linked_invoice_id = ?`,
        [shipmentId],
      );
      if (made && Number(made.n) === LINES && made.status === 'SHIPPED') {
        transferMs = Number((performance.now() - shipStarted - shipMs).toFixed(1));
        break;
      }
      if (performance.now() - shipStarted > 60_000) throw new Error('no receipt after 60 s');
      await new Promise((r) => setTimeout(r, 10));
    }
    console.log(`${db} transfer: receipt of ${LINES} lines ${transferMs} ms after the answer`);

    // 5. The list at SHIPMENTS shipments.
    const insertStarted = Date.now();
    const [counter] = await sql.all<{ value: number }>(
      `select value from number_counter where store_id = ? and counter = 'invoice:OUTBOUND_SHIPMENT'`,
      [storeId],
    );
    const firstNumber = Number(counter?.value ?? 0) + 1;
    const [existing] = await sql.all<{ n: number }>(
      `select count(*) as n from invoice where store_id = ? and type = 'OUTBOUND_SHIPMENT'`,
      [storeId],
    );
    const toInsert = SHIPMENTS - Number(existing?.n ?? 0);
    const start = Date.parse('2024-01-01T00:00:00Z');
    await sql.run('begin');
    for (let done = 0; done < toInsert; done += 500) {
      const rows = Math.min(500, toInsert - done);
      const values: unknown[] = [];
      for (let k = 0; k < rows; k++) {
        const n = done + k;
        values.push(
          uuidv7(),
          storeId,
          customers[n % customers.length],
          firstNumber + n,
          new Date(start + n * 60_000).toISOString(),
        );
      }
      await sql.run(
        `insert into invoice (id, store_id, name_id, type, status, invoice_number, created_datetime, on_hold)
         values ${Array.from({ length: rows }, () => `(?, ?, ?, 'OUTBOUND_SHIPMENT', 'NEW', ?, ?, false)`).join(', ')}`,
        values,
      );
    }
    await sql.run(
      `update number_counter set value = ? where store_id = ? and counter = 'invoice:OUTBOUND_SHIPMENT'`,
      [firstNumber + toInsert - 1, storeId],
    );
    await sql.run('commit');
    if (db === 'postgres') await sql.run('analyze invoice');
    const insertSeconds = Math.round((Date.now() - insertStarted) / 1000);
    const listOf = async (sort: unknown[], order: string) => {
      const once = async () => {
        const data = await api.post(LIST, { s, sort });
        const c = data.outboundShipments as { totalCount: number; nodes: unknown[] };
        if (c.totalCount !== SHIPMENTS || c.nodes.length !== 20) {
          throw new Error(`list: ${c.totalCount} shipments, ${c.nodes.length} rows`);
        }
      };
      await timed(5, once);
      const api95 = await timed(LIST_RUNS, once);
      const page = async () => {
        await sql!.all(LIST_SQL(order), [storeId]);
        await sql!.all(COUNT_SQL, [storeId]);
      };
      await page();
      const floor = await timed(LIST_RUNS, page);
      return { ...api95, floor };
    };
    const listDefault = await listOf([], 'i.invoice_number desc');
    const listByName = await listOf([{ key: 'otherPartyName' }], 'n.name, i.invoice_number desc');
    console.log(`${db} list p95: default ${listDefault.p95} ms, by name ${listByName.p95} ms`);

    srv.kill('SIGTERM');
    await new Promise((r) => srv?.on('exit', r));
    srv = undefined;
    let ledgerClean = true;
    await runServerCommand(['ledger-check', '--database-url', url]).catch(() => {
      ledgerClean = false;
    });
    return {
      seedSeconds,
      insertSeconds,
      lines: LINES,
      shipments: SHIPMENTS,
      requestFloor,
      addLines,
      open,
      openFloor,
      issueMs,
      issueShortfalls: shortfalls,
      shipMs,
      transferMs,
      receiverCode,
      deductedOnce,
      listDefault,
      listByName,
      ledgerClean,
    };
  } finally {
    if (srv) {
      srv.kill('SIGTERM');
      await new Promise((r) => srv?.on('exit', r));
    }
    await sql?.close();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

const dbs: ('sqlite' | 'postgres')[] =
  dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice as 'sqlite' | 'postgres'];
fs.mkdirSync(resultsDir, { recursive: true });
for (const db of dbs) {
  const loadBefore = Number(os.loadavg()[0]?.toFixed(1));
  const r = await benchOne(db);
  const run = {
    ...r,
    at: new Date().toISOString(),
    loadAverage: { before: loadBefore, after: Number(os.loadavg()[0]?.toFixed(1)) },
    command: `npm run bench:shipments -w bench -- --db ${db} --lines ${LINES} --shipments ${SHIPMENTS}`,
  };
  fs.writeFileSync(path.join(resultsDir, `shipments-${db}.json`), JSON.stringify(run, null, 2));
}

// The report shows the latest run of each database (a run of one keeps the other's figures).
type Run = Awaited<ReturnType<typeof benchOne>> & {
  at: string;
  loadAverage: { before: number; after: number };
  command: string;
};
const verdict = (ok: boolean) => (ok ? 'met' : '**missed**');
const md = [
  '# Shipments benchmark',
  '',
  `Targets (issue 11 item 9): a 1,500-line shipment opened (header and every line with item, batch and location) p95 < ${TARGETS.openP95} ms; 1,500 items allocated in one request < ${TARGETS.allocateAllMs / 1000} s; NEW to SHIPPED < ${TARGETS.shipMs / 1000} s; the shipment list page at 100,000 shipments p95 < ${TARGETS.listP95} ms. its transfer processed < ${TARGETS.transferMs / 1000} s (the 1,500-line shipment goes to another store of the site). (The Chromium targets are not measured here.)`,
  '',
  `Machine: ${os.cpus().length} cores, Node ${process.version}, shared with other work while measured: the load average (1 minute, before and after each run) is given; wall-clock figures carry that work. One client, one request at a time, signed in as admin, store NMW. Data: \`seed --scale 5\` and \`seed-stock\` for NMW (one batch per item, a year of history); the shipment's lines go in through the API; the list's shipments are inserted into the invoice table directly (status NEW, 50 customers the store sees). After the run \`ledger-check\` is run on the database.`,
  '',
  'Floors: "request" = a signed-in `me` query (HTTP, GraphQL and authentication, no work); "SQL" = the same rows read with one statement in the benchmark process (for the list: the page in an order the (store, type, number) index serves, and the count).',
  '',
];
for (const db of ['sqlite', 'postgres'] as const) {
  const file = path.join(resultsDir, `shipments-${db}.json`);
  if (!fs.existsSync(file)) continue;
  const r = JSON.parse(fs.readFileSync(file, 'utf8')) as Run;
  md.push(
    `## ${db}`,
    '',
    `Run ${r.at}, load average ${r.loadAverage.before} before, ${r.loadAverage.after} after (${os.cpus().length} cores). Command: \`${r.command}\`. Seeding ${r.seedSeconds} s; ${r.shipments.toLocaleString('en')} shipments inserted in ${r.insertSeconds} s. Ledger check after the run: ${r.ledgerClean ? 'clean' : '**disagreements**'}.`,
    '',
    '| work | figure | floor | target | verdict |',
    '|---|---|---|---|---|',
    `| add ${r.lines} lines, one \`insertOutboundShipmentLine\` each | ${(r.addLines.totalMs / 1000).toFixed(1)} s in all; per line p50 ${r.addLines.p50} / p95 ${r.addLines.p95} / max ${r.addLines.max} ms; p50 of lines 1-100 ${r.addLines.first100p50} ms, of the last 100 ${r.addLines.last100p50} ms | request p50 ${r.requestFloor.p50} / p95 ${r.requestFloor.p95} ms | none (no bulk-add API) | |`,
    `| open the ${r.lines}-line shipment (${r.open.n} requests) | p50 ${r.open.p50} / p95 ${r.open.p95} / max ${r.open.max} ms | SQL p50 ${r.openFloor.p50} / p95 ${r.openFloor.p95} ms | p95 < ${TARGETS.openP95} ms | ${verdict(r.open.p95 < TARGETS.openP95)} |`,
    `| allocate ${r.lines} items in one \`issueOutboundShipmentItems\` request (${r.issueShortfalls} short) | ${r.issueMs} ms | request p50 ${r.requestFloor.p50} ms | < ${TARGETS.allocateAllMs} ms | ${verdict(r.issueMs < TARGETS.allocateAllMs)} |`,
    `| NEW to SHIPPED, one \`updateOutboundShipment\` (${r.deductedOnce}/${r.lines} batches down one pack after) | ${r.shipMs} ms | | < ${TARGETS.shipMs} ms | ${verdict(r.shipMs < TARGETS.shipMs)} |`,
    `| its transfer: the receipt of ${r.lines} lines at ${r.receiverCode}, SHIPPED, after the answer above | ${r.transferMs} ms | | < ${TARGETS.transferMs} ms | ${verdict(r.transferMs < TARGETS.transferMs)} |`,
    `| list, first 20, default sort (${r.listDefault.n} requests) | p50 ${r.listDefault.p50} / p95 ${r.listDefault.p95} / max ${r.listDefault.max} ms | SQL p50 ${r.listDefault.floor.p50} / p95 ${r.listDefault.floor.p95} ms | p95 < ${TARGETS.listP95} ms | ${verdict(r.listDefault.p95 < TARGETS.listP95)} |`,
    `| list, first 20, by otherPartyName (${r.listByName.n} requests) | p50 ${r.listByName.p50} / p95 ${r.listByName.p95} / max ${r.listByName.max} ms | SQL p50 ${r.listByName.floor.p50} / p95 ${r.listByName.floor.p95} ms | p95 < ${TARGETS.listP95} ms | ${verdict(r.listByName.p95 < TARGETS.listP95)} |`,
    '',
  );
}
fs.writeFileSync(path.join(resultsDir, 'shipments.md'), md.join('\n'));
console.log(`wrote ${path.join(resultsDir, 'shipments.md')}`);
