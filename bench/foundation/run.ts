// Foundation benchmark (issue 1): seeds a large data set (scale 20: ~2,000 stores,
// 10,000 users and their permission rows), starts the real server in its own process,
// and measures authToken, me, me.permissions(storeId) and refreshToken with autocannon,
// beside the bare /health route on the same server as the ceiling.
//
//   npm run bench -w bench -- [--db sqlite|postgres|both] [--duration 10] [--connections 10]
//
// Figures go to bench/results/foundation-<db>.json and bench/results/foundation.md.
import { spawn, type ChildProcess } from 'node:child_process';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import autocannon, { type Result } from 'autocannon';
import { startPostgres } from '../../scripts/postgres.mjs';
import { opt, resultsDir, root } from '../common';

const DURATION = Number(opt('duration', '10'));
const CONNECTIONS = Number(opt('connections', '10'));
const SCALE = Number(opt('scale', '20'));
const dbChoice = opt('db', 'both');

interface Figures {
  name: string;
  requestsPerSec: number;
  p50: number;
  p95: number;
  p99: number;
  errors: number;
  non2xx: number;
  total: number;
}

function tsx(args: string[], env: Record<string, string>): ChildProcess {
  return spawn(
    process.execPath,
    ['--import', 'tsx', path.join(root, 'server/src/main.ts'), ...args],
    {
      cwd: root,
      env: { ...process.env, ...env },
      stdio: ['ignore', 'pipe', 'inherit'],
    },
  );
}

async function runToEnd(args: string[]): Promise<string> {
  const child = tsx(args, {});
  let out = '';
  child.stdout?.on('data', (d: Buffer) => (out += d.toString()));
  const code = await new Promise<number | null>((resolve) => child.on('exit', resolve));
  if (code !== 0) throw new Error(`${args.join(' ')} exited ${code}`);
  return out;
}

async function startServer(url: string, port: number): Promise<ChildProcess> {
  const child = tsx(
    [
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
    ],
    {},
  );
  for (let i = 0; i < 200; i++) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return child;
    } catch {
      /* not up yet */
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  child.kill();
  throw new Error('server did not start');
}

async function gql(
  port: number,
  query: string,
  variables: Record<string, unknown>,
  headers: Record<string, string> = {},
) {
  const res = await fetch(`http://127.0.0.1:${port}/graphql`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', ...headers },
    body: JSON.stringify({ query, variables }),
  });
  return {
    body: (await res.json()) as { data: Record<string, Record<string, unknown>> },
    cookie: res.headers.get('set-cookie') ?? '',
  };
}

const SIGN_IN = `query($u:String!,$p:String!){authToken(username:$u,password:$p){__typename ... on AuthToken{token}}}`;
const ME = `query Bench_Me{me{userId username firstName lastName email language defaultStore{id code}}}`;
const PERMS = `query Bench_Permissions($storeId:String){me{permissions(storeId:$storeId){totalCount nodes{storeId permissions}}}}`;
const REFRESH = `query Bench_Refresh{refreshToken{__typename ... on RefreshToken{token}}}`;

function figures(name: string, r: Result): Figures {
  const lat = r.latency as Result['latency'] & { p95?: number };
  return {
    name,
    requestsPerSec: Math.round(r.requests.average),
    p50: lat.p50,
    p95: lat.p95 ?? lat.p97_5,
    p99: lat.p99,
    errors: r.errors + r.timeouts,
    non2xx: r.non2xx,
    total: r.requests.total,
  };
}

function cannon(opts: autocannon.Options): Promise<Result> {
  return new Promise((resolve, reject) => {
    autocannon({ duration: DURATION, connections: CONNECTIONS, ...opts }, (e: unknown, r) =>
      e ? reject(e instanceof Error ? e : new Error('autocannon failed')) : resolve(r),
    );
  });
}

const cookieValue = (setCookie: string): string => setCookie.split(';')[0] ?? '';

async function benchOne(
  db: 'sqlite' | 'postgres',
): Promise<{ figures: Figures[]; rssMb: number; seed: string }> {
  let url: string;
  let stopPg: (() => void) | undefined;
  const tmp = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-bench-'));
  if (db === 'sqlite') url = `sqlite:${path.join(tmp, 'bench.sqlite')}`;
  else {
    const pg = startPostgres();
    url = pg.url;
    stopPg = () => pg.stop();
  }
  try {
    const t0 = Date.now();
    const seed = (await runToEnd(['seed', '--database-url', url, '--scale', String(SCALE)])).trim();
    console.log(`[${db}] ${seed} in ${((Date.now() - t0) / 1000).toFixed(1)} s`);
    const port = 18000 + Math.floor(Math.random() * 1000);
    const server = await startServer(url, port);
    try {
      const base = `http://127.0.0.1:${port}`;
      const signIn = await gql(port, SIGN_IN, { u: 'user1', p: 'pass' });
      const token = String(signIn.body.data.authToken?.token);
      const meRes = await gql(
        port,
        `{me{stores{nodes{id}}}}`,
        {},
        { authorization: `Bearer ${token}` },
      );
      const storeId = String(
        (meRes.body.data.me as { stores: { nodes: { id: string }[] } }).stores.nodes[0]?.id,
      );
      const auth = { 'content-type': 'application/json', authorization: `Bearer ${token}` };
      const results: Figures[] = [];

      // Warm up JIT and caches.
      await cannon({ url: `${base}/health`, duration: 2 });
      await cannon({
        url: `${base}/graphql`,
        method: 'POST',
        headers: auth,
        body: JSON.stringify({ query: ME }),
        duration: 2,
      });

      results.push(figures('bare GET /health (ceiling)', await cannon({ url: `${base}/health` })));
      results.push(
        figures(
          'me',
          await cannon({
            url: `${base}/graphql`,
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ query: ME }),
          }),
        ),
      );
      results.push(
        figures(
          'me.permissions(storeId)',
          await cannon({
            url: `${base}/graphql`,
            method: 'POST',
            headers: auth,
            body: JSON.stringify({ query: PERMS, variables: { storeId } }),
          }),
        ),
      );
      // Refresh rotates the cookie: each connection carries its own chain.
      const cookies: string[] = [];
      for (let i = 0; i < CONNECTIONS; i++)
        cookies.push(
          cookieValue((await gql(port, SIGN_IN, { u: `user${i + 2}`, p: 'pass' })).cookie),
        );
      let next = 0;
      results.push(
        figures(
          'refreshToken (rotating cookie)',
          await cannon({
            url: `${base}/graphql`,
            requests: [
              {
                method: 'POST',
                setupRequest: (req, ctx: object) => {
                  const context = ctx as { cookie?: string };
                  context.cookie ??= cookies[next++ % cookies.length] ?? '';
                  return {
                    ...req,
                    headers: { 'content-type': 'application/json', cookie: context.cookie },
                    body: JSON.stringify({ query: REFRESH }),
                  };
                },
                onResponse: (
                  _status,
                  _body,
                  ctx: object,
                  headers?: Record<string, string | string[] | undefined>,
                ) => {
                  const context = ctx as { cookie?: string };
                  const set = headers?.['set-cookie'];
                  const value = Array.isArray(set) ? set[0] : set;
                  if (value) context.cookie = cookieValue(value);
                },
              },
            ],
          }),
        ),
      );
      // Sign-in is deliberately slow (scrypt): fewer connections, it is CPU-bound.
      results.push(
        figures(
          'authToken (scrypt N=16384)',
          await cannon({
            url: `${base}/graphql`,
            method: 'POST',
            connections: 4,
            headers: { 'content-type': 'application/json' },
            body: JSON.stringify({ query: SIGN_IN, variables: { u: 'user3', p: 'pass' } }),
          }),
        ),
      );
      const status = fs.readFileSync(`/proc/${server.pid}/status`, 'utf8');
      const rssKb = Number(/VmRSS:\s+(\d+)/.exec(status)?.[1] ?? 0);
      return { figures: results, rssMb: Math.round(rssKb / 1024), seed };
    } finally {
      server.kill('SIGTERM');
      await new Promise((r) => server.on('exit', r));
    }
  } finally {
    stopPg?.();
    fs.rmSync(tmp, { recursive: true, force: true });
  }
}

function markdown(
  all: Record<string, { figures: Figures[]; rssMb: number; seed: string }>,
): string {
  const lines = [
    '# Foundation benchmark',
    '',
    `Run: ${new Date().toISOString()} on ${os.cpus().length} cores, Node ${process.version}; ${DURATION} s per endpoint, ${CONNECTIONS} connections (authToken: 4).`,
    `Command: \`npm run bench -w bench -- --db ${dbChoice} --duration ${DURATION} --connections ${CONNECTIONS}\``,
    '',
  ];
  for (const [db, r] of Object.entries(all)) {
    const ceiling = r.figures[0]?.requestsPerSec ?? 1;
    lines.push(`## ${db}`, '', `Data: ${r.seed}. Server RSS after the run: ${r.rssMb} MB.`, '');
    lines.push(
      '| endpoint | req/s | share of bare route | p50 ms | p95 ms | p99 ms | errors | non-2xx |',
      '|---|---|---|---|---|---|---|---|',
    );
    for (const f of r.figures) {
      lines.push(
        `| ${f.name} | ${f.requestsPerSec} | ${Math.round((100 * f.requestsPerSec) / ceiling)}% | ${f.p50} | ${f.p95} | ${f.p99} | ${f.errors} | ${f.non2xx} |`,
      );
    }
    lines.push('');
  }
  return lines.join('\n');
}

const dbs: ('sqlite' | 'postgres')[] =
  dbChoice === 'both' ? ['sqlite', 'postgres'] : [dbChoice as 'sqlite' | 'postgres'];
const all: Record<string, { figures: Figures[]; rssMb: number; seed: string }> = {};
fs.mkdirSync(resultsDir, { recursive: true });
for (const db of dbs) {
  all[db] = await benchOne(db);
  fs.writeFileSync(
    path.join(resultsDir, `foundation-${db}.json`),
    JSON.stringify(all[db], null, 2),
  );
  console.table(all[db].figures);
}
fs.writeFileSync(path.join(resultsDir, 'foundation.md'), markdown(all));
console.log(`wrote ${path.join(resultsDir, 'foundation.md')}`);
