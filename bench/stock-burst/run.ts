// Concurrent bursts at one stock line (issue 9, deliverable 3): the server over real HTTP
// on a fresh database with the demo data, a storekeeper sending at once
//   - 25 additions and 25 reductions of one pack,
//   - 20 repacks of one pack and 20 reductions of one pack,
//   - the same adjustment (same document id) 20 times,
// each burst repeated on a fresh stock line. For each: requests, accepted, refused (typed
// answers), INTERNAL, deadlocks, ledger violations (ledger-check) and the burst's wall time.
//
//   npm run bench:stock-burst -w bench -- [--db sqlite|postgres|both] [--rounds 5]
//       [--postgres-url postgres://...]   (default: a cluster started by scripts/postgres.mjs)
//
// Figures go to bench/results/stock-burst.json and bench/results/stock-burst.md.
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { randomBytes } from 'node:crypto';
import { sql } from 'kysely';
import pg from 'pg';
import { uuidv7 } from '@dawa/domain';
import { startPostgres } from '../../scripts/postgres.mjs';
import { buildApp } from '../../server/src/app';
import { systemClock } from '../../server/src/common/time';
import { loadConfig } from '../../server/src/config';
import { openDatabase, type Database } from '../../server/src/db/connection';
import { migrateToLatest } from '../../server/src/db/migrate';
import { createDeps } from '../../server/src/deps';
import { demoId } from '../../server/src/demo/ids';
import { seedDemoData } from '../../server/src/demo/seed';
import { findLedgerDisagreements } from '../../server/src/modules/stock/ledger.repository';
import { opt, resultsDir } from '../common';

const ROUNDS = Number(opt('rounds', '5'));
const dbChoice = opt('db', 'both');
const STORE = demoId('store:DNS');
const ITEM = demoId('item:AMOX250T');

const ADJUST = `mutation($storeId: String!, $input: InsertInventoryAdjustmentInput!) {
  insertInventoryAdjustment(storeId: $storeId, input: $input) {
    __typename ... on InventoryAdjustmentNode { id stockLine { id totalNumberOfPacks } }
    ... on InsertInventoryAdjustmentError { error { __typename } } } }`;
const REPACK = `mutation($storeId: String!, $input: InsertRepackInput!) {
  insertRepack(storeId: $storeId, input: $input) {
    __typename ... on RepackNode { id } ... on InsertRepackError { error { __typename } } } }`;
const NEW_LINE = `mutation($storeId: String!, $input: InsertStockLineInput!) {
  insertStockLine(storeId: $storeId, input: $input) {
    __typename ... on InventoryAdjustmentNode { stockLine { id } }
    ... on InsertInventoryAdjustmentError { error { __typename } } } }`;

interface Sent {
  query: string;
  variables: Record<string, unknown>;
}
interface Tally {
  burst: string;
  db: string;
  rounds: number;
  requests: number;
  accepted: number;
  refused: number;
  internal: number;
  deadlocks: number;
  ledgerViolations: number;
  msMedian: number;
  msMax: number;
  /** The same requests one after another: what the burst would cost with no contention. */
  msSequential: number;
  /** Round trip of `select 1` while the burst ran: how loaded the machine was. */
  msSelect1: number;
}

async function openFresh(db: 'sqlite' | 'postgres', pgUrl: string): Promise<Database> {
  if (db === 'sqlite') {
    const dir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-burst-'));
    const database = openDatabase(`sqlite:${path.join(dir, 'burst.sqlite')}`);
    await migrateToLatest(database);
    return {
      ...database,
      async close() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  // A database of its own, dropped after the run.
  const name = `burst_${randomBytes(5).toString('hex')}`;
  const admin = async (statement: string) => {
    const c = new pg.Client({ connectionString: pgUrl });
    await c.connect();
    try {
      await c.query(statement);
    } finally {
      await c.end();
    }
  };
  await admin(`create database ${name}`);
  const url = new URL(pgUrl);
  url.pathname = `/${name}`;
  const database = openDatabase(url.toString());
  await migrateToLatest(database);
  return {
    ...database,
    async close() {
      await database.close();
      await admin(`drop database if exists ${name}`);
    },
  };
}

async function runDatabase(db: 'sqlite' | 'postgres', pgUrl: string): Promise<Tally[]> {
  const database = await openFresh(db, pgUrl);
  const config = { ...loadConfig(new Map(), {}), logLevel: 'silent' as const };
  const deps = await createDeps(config, database, systemClock);
  await seedDemoData(deps, { passwordCost: { N: 1024, r: 8, p: 1 }, stock: false });
  const app = await buildApp(deps, { logger: false });
  const address = await app.listen({ port: 0, host: '127.0.0.1' });
  const post = async (body: Sent, token?: string) => {
    const res = await fetch(`${address}/graphql`, {
      method: 'POST',
      headers: {
        'content-type': 'application/json',
        ...(token ? { authorization: `Bearer ${token}` } : {}),
      },
      body: JSON.stringify(body),
    });
    return (await res.json()) as {
      data?: Record<string, { __typename: string; stockLine?: { id: string } } | null>;
      errors?: { message: string; extensions?: { code?: string; details?: string } }[];
    };
  };
  const signIn = await post({
    query: `query { authToken(username: "storekeeper", password: "pass") { __typename ... on AuthToken { token } } }`,
    variables: {},
  });
  const token = (signIn.data?.authToken as unknown as { token: string }).token;

  const newLine = async (packs: number, packSize: number): Promise<string> => {
    const res = await post(
      {
        query: NEW_LINE,
        variables: {
          storeId: STORE,
          input: {
            id: uuidv7(),
            invoiceId: uuidv7(),
            itemId: ITEM,
            packSize,
            numberOfPacks: packs,
          },
        },
      },
      token,
    );
    const id = res.data?.insertStockLine?.stockLine?.id;
    if (!id) throw new Error(`setup failed: ${JSON.stringify(res)}`);
    return id;
  };
  const adjust = (lineId: string, type: 'ADDITION' | 'REDUCTION', id = uuidv7()): Sent => ({
    query: ADJUST,
    variables: {
      storeId: STORE,
      input: { id, stockLineId: lineId, adjustmentType: type, adjustment: 1 },
    },
  });

  const bursts: { name: string; build: () => Promise<Sent[]> }[] = [
    {
      name: '25 additions + 25 reductions',
      build: async () => {
        const line = await newLine(50, 10);
        return [
          ...Array.from({ length: 25 }, () => adjust(line, 'ADDITION')),
          ...Array.from({ length: 25 }, () => adjust(line, 'REDUCTION')),
        ].sort(() => Math.random() - 0.5);
      },
    },
    {
      name: '20 repacks + 20 reductions',
      build: async () => {
        const line = await newLine(40, 10);
        return [
          ...Array.from({ length: 20 }, () => ({
            query: REPACK,
            variables: {
              storeId: STORE,
              input: { id: uuidv7(), stockLineId: line, numberOfPacks: 1, newPackSize: 5 },
            },
          })),
          ...Array.from({ length: 20 }, () => adjust(line, 'REDUCTION')),
        ].sort(() => Math.random() - 0.5);
      },
    },
    {
      name: 'same document id x 20',
      build: async () => {
        const line = await newLine(10, 10);
        const id = uuidv7();
        return Array.from({ length: 20 }, () => adjust(line, 'REDUCTION', id));
      },
    },
  ];

  const tallies: Tally[] = [];
  for (const burst of bursts) {
    const t: Tally = {
      burst: burst.name,
      db,
      rounds: ROUNDS,
      requests: 0,
      accepted: 0,
      refused: 0,
      internal: 0,
      deadlocks: 0,
      ledgerViolations: 0,
      msMedian: 0,
      msMax: 0,
      msSequential: 0,
      msSelect1: 0,
    };
    const times: number[] = [];
    for (let round = 0; round < ROUNDS; round++) {
      const sent = await burst.build();
      const started = performance.now();
      const answers = await Promise.all(sent.map((s) => post(s, token)));
      times.push(performance.now() - started);
      for (const a of answers) {
        t.requests++;
        const text = JSON.stringify(a.errors ?? []);
        if (text.includes('deadlock')) t.deadlocks++;
        if (a.errors?.some((e) => e.extensions?.code === 'INTERNAL')) t.internal++;
        else if (a.errors) t.refused++;
        const value = Object.values(a.data ?? {})[0];
        if (value?.__typename.endsWith('Error')) t.refused++;
        else if (value) t.accepted++;
      }
      t.ledgerViolations += (await findLedgerDisagreements(database.db)).length;
    }
    const sequential = await burst.build();
    const seqStart = performance.now();
    for (const s of sequential) await post(s, token);
    t.msSequential = Math.round(performance.now() - seqStart);
    const probeStart = performance.now();
    for (let i = 0; i < 50; i++) await sql`select 1`.execute(database.db);
    t.msSelect1 = Number(((performance.now() - probeStart) / 50).toFixed(2));
    times.sort((a, b) => a - b);
    t.msMedian = Math.round(times[Math.floor(times.length / 2)] ?? 0);
    t.msMax = Math.round(times[times.length - 1] ?? 0);
    tallies.push(t);
    console.log(JSON.stringify(t));
  }
  await app.close();
  await database.close();
  return tallies;
}

const all: Tally[] = [];
if (dbChoice === 'sqlite' || dbChoice === 'both') all.push(...(await runDatabase('sqlite', '')));
if (dbChoice === 'postgres' || dbChoice === 'both') {
  const given = opt('postgres-url', '');
  if (given) all.push(...(await runDatabase('postgres', given)));
  else {
    const cluster = startPostgres();
    try {
      all.push(...(await runDatabase('postgres', cluster.url)));
    } finally {
      await Promise.resolve(cluster.stop());
    }
  }
}
fs.mkdirSync(resultsDir, { recursive: true });
fs.writeFileSync(path.join(resultsDir, 'stock-burst.json'), `${JSON.stringify(all, null, 2)}\n`);
const md = [
  `# Stock bursts (${new Date().toISOString().slice(0, 10)}, ${os.cpus().length} cores, ${ROUNDS} rounds each)`,
  '',
  `Load average at the end: ${os
    .loadavg()
    .map((l) => l.toFixed(1))
    .join(
      ', ',
    )}. "sequential ms": the same requests one after another; "select 1 ms": a bare round trip, for scale.`,
  '',
  '| database | burst | requests | accepted | refused | INTERNAL | deadlocks | ledger violations | median ms | max ms | sequential ms | select 1 ms |',
  '|---|---|---|---|---|---|---|---|---|---|---|---|',
  ...all.map(
    (t) =>
      `| ${t.db} | ${t.burst} | ${t.requests} | ${t.accepted} | ${t.refused} | ${t.internal} | ${t.deadlocks} | ${t.ledgerViolations} | ${t.msMedian} | ${t.msMax} | ${t.msSequential} | ${t.msSelect1} |`,
  ),
  '',
].join('\n');
fs.writeFileSync(path.join(resultsDir, 'stock-burst.md'), md);
console.log(md);
