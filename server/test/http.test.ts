import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import zlib from 'node:zlib';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
let webDir: string;
const JS = `export const rows = [${Array.from({ length: 500 }, (_, i) => `'row ${i}'`).join(',')}];`;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<html><head><title>Dawa</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
  // The build writes each asset compressed beside it (web/vite.config.ts).
  fs.writeFileSync(path.join(webDir, 'assets', 'big-def456.js'), JS);
  fs.writeFileSync(path.join(webDir, 'assets', 'big-def456.js.br'), zlib.brotliCompressSync(JS));
  fs.writeFileSync(path.join(webDir, 'assets', 'big-def456.js.gz'), zlib.gzipSync(JS));
  h = await createHarness({
    seed: false,
    config: { webDistDir: webDir, inactivityMinutes: 2, accessTokenMinutes: 5 },
  });
});
afterAll(async () => {
  await h.close();
  fs.rmSync(webDir, { recursive: true, force: true });
});

describe('HTTP routes', () => {
  it('serves the web app at / with the client settings in the page', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toMatch(/text\/html/);
    expect(res.body).toContain(
      '<script id="dawa-config" type="application/json">{"sessionMinutes":5,"inactivityMinutes":2,"isCentralServer":false}</script></head>',
    );
  });

  it('falls back to index.html for client routes, but not for missing files or the API', async () => {
    expect((await h.app.inject({ method: 'GET', url: '/stock/123?tab=ledger' })).body).toContain(
      'dawa-config',
    );
    expect((await h.app.inject({ method: 'GET', url: '/missing.js' })).statusCode).toBe(404);
    expect(
      (await h.app.inject({ method: 'GET', url: '/assets/app-abc123.js' })).headers[
        'cache-control'
      ],
    ).toMatch(/immutable/);
  });

  it('sends an asset compressed the best way the browser accepts, else as it is', async () => {
    const get = (acceptEncoding?: string) =>
      h.app.inject({
        method: 'GET',
        url: '/assets/big-def456.js',
        headers: acceptEncoding ? { 'accept-encoding': acceptEncoding } : {},
      });
    const br = await get('gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers['content-type']).toMatch(/javascript/);
    expect(br.headers['cache-control']).toMatch(/immutable/);
    expect(zlib.brotliDecompressSync(br.rawPayload).toString()).toBe(JS);
    const gzip = await get('gzip');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(zlib.gunzipSync(gzip.rawPayload).toString()).toBe(JS);
    const plain = await get();
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.body).toBe(JS);
    // An asset the build left uncompressed (too small to gain) is sent as it is.
    const small = await h.app.inject({
      method: 'GET',
      url: '/assets/app-abc123.js',
      headers: { 'accept-encoding': 'br, gzip' },
    });
    expect(small.headers['content-encoding']).toBeUndefined();
    expect(small.body).toBe('console.log(1)');
  });

  it('answers the bare health route', async () => {
    const res = await h.app.inject({ method: 'GET', url: '/health' });
    expect(res.json()).toEqual({ status: 'ok' });
  });

  it('never lets a GraphQL answer be cached', async () => {
    const res = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { 'content-type': 'application/json' },
      payload: JSON.stringify({ query: '{ isCentralServer }' }),
    });
    expect(res.headers['cache-control']).toBe('no-store');
    expect(res.json()).toEqual({ data: { isCentralServer: false } });
  });
});

describe('GraphQL transport', () => {
  it('serves GET queries and other requests through the full Yoga handler', async () => {
    const res = await h.app.inject({
      method: 'GET',
      url: '/graphql?query=%7BisCentralServer%7D',
      headers: { accept: 'application/json' },
    });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { isCentralServer: false } });
  });

  it('answers syntax and validation errors without data', async () => {
    const send = (query: string) =>
      h.app.inject({
        method: 'POST',
        url: '/graphql',
        headers: { 'content-type': 'application/json' },
        payload: JSON.stringify({ query }),
      });
    expect(
      (await send('{ isCentralServer ')).json<{ errors: { message: string }[] }>().errors[0]
        ?.message,
    ).toMatch(/Syntax Error/);
    expect(
      (await send('{ nope }')).json<{ errors: { message: string }[] }>().errors[0]?.message,
    ).toMatch(/Cannot query field/);
  });
});

describe('unexpected errors', () => {
  it('are masked as INTERNAL without internals', async () => {
    const h2 = await createHarness();
    try {
      const keeper = await h2.as('storekeeper');
      await h2.deps.db.schema.dropTable('store_preference').execute();
      const res = await keeper<{ me: { username: string } }>(
        `{ me { username stores { nodes { preferences { id } } } } }`,
      );
      expect(res.errors?.[0]?.extensions?.code).toBe('INTERNAL');
      expect(res.errors?.[0]?.message).toBe('Unexpected error.');
      expect(JSON.stringify(res.errors)).not.toMatch(/store_preference|sqlite|SELECT/i);
    } finally {
      await h2.close();
    }
  });
});
