// Test harness: a fresh database with the demo data, the real HTTP handler (Fastify
// inject, no sockets), a movable clock, and per-role request helpers.
import type { FastifyInstance } from 'fastify';
import { buildApp } from '../src/app';
import { loadConfig, type Config } from '../src/config';
import { createDeps, type Deps } from '../src/deps';
import { demoId } from '../src/demo/ids';
import { seedDemoData } from '../src/demo/seed';
import { createTestDatabase, type Template, type TestDatabase } from './database';

export const FAST_HASH = { N: 1024, r: 8, p: 1 };

export class TestClock {
  constructor(public current = new Date('2026-03-01T09:00:00.000Z')) {}
  now = (): Date => new Date(this.current);
  advance(ms: number): void {
    this.current = new Date(this.current.getTime() + ms);
  }
}

export interface GqlResponse<T = Record<string, unknown>> {
  status: number;
  data: T | null | undefined;
  errors:
    | {
        message: string;
        path?: (string | number)[];
        extensions?: { code?: string; details?: string };
      }[]
    | undefined;
  setCookie: string[];
}

export interface Harness {
  app: FastifyInstance;
  deps: Deps;
  database: TestDatabase;
  clock: TestClock;
  gql<T = Record<string, unknown>>(
    query: string,
    variables?: Record<string, unknown>,
    auth?: { token?: string; cookie?: string },
  ): Promise<GqlResponse<T>>;
  /** Signs in a demo user (password 'pass'); returns the access token and refresh cookie. */
  signIn(username: string, password?: string): Promise<{ token: string; cookie: string }>;
  /** A request helper acting as a signed-in demo user. */
  as(
    username: string,
  ): Promise<
    <T = Record<string, unknown>>(
      query: string,
      variables?: Record<string, unknown>,
    ) => Promise<GqlResponse<T>>
  >;
  close(): Promise<void>;
}

export const storeId = (code: string): string => demoId(`store:${code}`);

/** The demo data as the harness's clock seeds it, built once per test worker (database.ts). */
const demoTemplate = (name: string, stock: boolean): Template => ({
  name,
  async fill(database) {
    const deps = await createDeps(
      { ...loadConfig(new Map(), {}), logLevel: 'silent' },
      database,
      new TestClock().now,
    );
    await seedDemoData(deps, { passwordCost: FAST_HASH, stock });
    await deps.transfers.stop();
  },
});
const DEMO = demoTemplate('demo', false);
const DEMO_WITH_STOCK = demoTemplate('demo_stock', true);

export async function createHarness(
  options: {
    config?: Partial<Config>;
    seed?: boolean;
    /** Seed the demo's stock history too (slow: tests build the stock they need). */
    stock?: boolean;
    /** On SQLite, a database file instead of memory (test/database.ts). */
    file?: boolean;
  } = {},
): Promise<Harness> {
  const seeded = options.seed !== false;
  const database = await createTestDatabase({
    file: options.file ?? false,
    ...(seeded ? { template: options.stock ? DEMO_WITH_STOCK : DEMO } : {}),
  });
  const clock = new TestClock();
  const config: Config = {
    ...loadConfig(new Map(), {}),
    logLevel: 'silent',
    // Sweeps and fuzzes send thousands of requests as one user from one address; the tests
    // of the limits themselves lower them.
    rateLimitPerAddress: 1_000_000,
    rateLimitPerUser: 1_000_000,
    ...options.config,
  };
  const deps = await createDeps(config, database, clock.now);
  const app = await buildApp(deps, { logger: false });
  await app.ready();

  const gql: Harness['gql'] = async (query, variables, auth) => {
    const headers: Record<string, string> = { 'content-type': 'application/json' };
    if (auth?.token) headers.authorization = `Bearer ${auth.token}`;
    if (auth?.cookie) headers.cookie = auth.cookie;
    const res = await app.inject({
      method: 'POST',
      url: '/graphql',
      headers,
      payload: JSON.stringify({ query, variables }),
    });
    const body = res.json<{ data?: never; errors?: GqlResponse['errors'] }>();
    const raw = res.headers['set-cookie'];
    return {
      status: res.statusCode,
      data: body.data,
      errors: body.errors,
      setCookie: raw === undefined ? [] : Array.isArray(raw) ? raw : [raw],
    };
  };

  const signIn: Harness['signIn'] = async (username, password = 'pass') => {
    const res = await gql<{ authToken: { __typename: string; token?: string } }>(
      `query($u: String!, $p: String!) { authToken(username: $u, password: $p) { __typename ... on AuthToken { token } } }`,
      { u: username, p: password },
    );
    const token = res.data?.authToken.token;
    if (!token)
      throw new Error(`sign-in of ${username} failed: ${JSON.stringify(res.data ?? res.errors)}`);
    const cookie =
      (res.setCookie.find((c) => c.startsWith('refresh_token=')) ?? '').split(';')[0] ?? '';
    return { token, cookie };
  };

  return {
    app,
    deps,
    database,
    clock,
    gql,
    signIn,
    async as(username) {
      const { token } = await signIn(username);
      return (query, variables) => gql(query, variables, { token });
    },
    async close() {
      await app.close();
      // A transfer run started by the last request finishes before the database closes.
      await deps.transfers.stop();
      await database.close();
    },
  };
}
