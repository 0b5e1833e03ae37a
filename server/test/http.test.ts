import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';

let h: Harness;
let webDir: string;
beforeAll(async () => {
  webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-web-'));
  fs.mkdirSync(path.join(webDir, 'assets'));
  fs.writeFileSync(
    path.join(webDir, 'index.html'),
    '<html><head><title>Dawa</title></head><body></body></html>',
  );
  fs.writeFileSync(path.join(webDir, 'assets', 'app-abc123.js'), 'console.log(1)');
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
