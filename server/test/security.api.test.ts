// Sign-in and sessions against a hostile caller (issue 9, deliverable 5, and the request
// rate limits of deliverable 4): each repro of the issue, refused, through the real HTTP
// handler.
import { afterEach, describe, expect, it } from 'vitest';
import type { InjectOptions } from 'fastify';
import type { Config } from '../src/config';
import { signInThrottle } from '../src/modules/auth/auth.service';
import { SignInThrottle } from '../src/modules/auth/sign-in-throttle';
import { createUser } from '../src/modules/users/user.service';
import { createHarness, type Harness } from './harness';

const AUTH = `query($u: String!, $p: String!) {
  authToken(username: $u, password: $p) {
    __typename
    ... on AuthToken { token }
    ... on AuthTokenError { error { __typename ... on AccountBlocked { timeoutRemaining } } }
  }
}`;
const REFRESH = `query { refreshToken { __typename
  ... on RefreshToken { token }
  ... on RefreshTokenError { error { __typename } } } }`;
const INTROSPECT = `{ __schema { queryType { name } } }`;

interface Body {
  data?: Record<string, unknown> | null;
  errors?: { message: string; extensions?: { code?: string; retryAfterSeconds?: number } }[];
}

let h: Harness;
const harness = async (config: Partial<Config> = {}) => {
  h = await createHarness({ config });
  return h;
};
afterEach(async () => {
  await h.close();
});

/** A POST /graphql as a browser or a client at `address` sends it. */
async function post(
  query: string,
  variables: Record<string, unknown> = {},
  options: { address?: string; headers?: Record<string, string> } = {},
) {
  const res = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: options.address ?? '127.0.0.1',
    headers: { 'content-type': 'application/json', ...options.headers },
    payload: JSON.stringify({ query, variables }),
  });
  return { res, body: res.json<Body>() };
}

const signInFrom = async (address: string, u: string, p: string) => {
  const { body } = await post(AUTH, { u, p }, { address });
  return (body.data?.authToken ?? null) as {
    __typename: string;
    token?: string;
    error?: { __typename: string; timeoutRemaining?: number };
  } | null;
};

describe('origins (CORS)', () => {
  it('refuses a token refresh from another origin: no token, no CORS permission, the cookie unspent', async () => {
    await harness();
    const { cookie } = await h.signIn('storekeeper');
    for (const origin of ['http://evil.example', 'http://sub.localhost:80', 'null']) {
      const { res, body } = await post(REFRESH, {}, { headers: { cookie, origin } });
      expect(res.statusCode).toBe(403);
      expect(body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(body.data).toBeUndefined();
      expect(res.headers['access-control-allow-origin']).toBeUndefined();
      expect(res.headers['set-cookie']).toBeUndefined();
    }
    // The refused requests spent nothing: the cookie still refreshes once.
    const { body } = await post(REFRESH, {}, { headers: { cookie } });
    expect((body.data?.refreshToken as { __typename: string }).__typename).toBe('RefreshToken');
  });

  it("answers the server's own origin, and a preflight from another origin gets no permission", async () => {
    await harness();
    const { res } = await post(
      `{ isCentralServer }`,
      {},
      {
        headers: { origin: 'http://localhost:80', host: 'localhost:80' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBeUndefined();
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'http://evil.example',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type',
      },
    });
    expect(preflight.headers['access-control-allow-origin']).toBeUndefined();
    expect(preflight.headers['access-control-allow-credentials']).toBeUndefined();
  });

  it('lets a configured extra origin call with credentials, and only that one', async () => {
    await harness({ allowedOrigins: ['https://app.example.org'] });
    const preflight = await h.app.inject({
      method: 'OPTIONS',
      url: '/graphql',
      headers: {
        origin: 'https://app.example.org',
        'access-control-request-method': 'POST',
        'access-control-request-headers': 'content-type,authorization',
      },
    });
    expect(preflight.statusCode).toBeLessThan(300);
    expect(preflight.headers['access-control-allow-origin']).toBe('https://app.example.org');
    expect(preflight.headers['access-control-allow-credentials']).toBe('true');
    const { res } = await post(
      `{ isCentralServer }`,
      {},
      {
        headers: { origin: 'https://app.example.org' },
      },
    );
    expect(res.statusCode).toBe(200);
    expect(res.headers['access-control-allow-origin']).toBe('https://app.example.org');
    const other = await post(
      `{ isCentralServer }`,
      {},
      {
        headers: { origin: 'https://evil.example.org' },
      },
    );
    expect(other.res.statusCode).toBe(403);
  });

  it('refuses refreshToken and authToken over GET and as a form post, and no-cors GETs from a sibling site', async () => {
    await harness();
    const { cookie } = await h.signIn('storekeeper');
    const get = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ refreshToken { __typename } }')}`,
      headers: { cookie, accept: 'application/json' },
    });
    expect(get.json<Body>().errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(get.headers['set-cookie']).toBeUndefined();
    const signInByGet = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ authToken(username: "admin", password: "pass") { __typename } }')}`,
      headers: { accept: 'application/json' },
    });
    expect(signInByGet.json<Body>().errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(signInByGet.headers['set-cookie']).toBeUndefined();
    const form = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: { cookie, 'content-type': 'application/x-www-form-urlencoded' },
      payload: `query=${encodeURIComponent('{ refreshToken { __typename } }')}`,
    });
    expect(form.headers['set-cookie']).toBeUndefined();
    expect(form.body).not.toMatch(/"RefreshToken"/);
    // <img src="https://dawa.example/graphql?query=..."> on a sibling site: no Origin header.
    const sibling = await h.app.inject({
      method: 'GET',
      url: `/graphql?query=${encodeURIComponent('{ isCentralServer }')}`,
      headers: { cookie, 'sec-fetch-site': 'same-site', 'sec-fetch-mode': 'no-cors' },
    });
    expect(sibling.statusCode).toBe(403);
    // The cookie is still unspent.
    const { body } = await post(REFRESH, {}, { headers: { cookie } });
    expect((body.data?.refreshToken as { __typename: string }).__typename).toBe('RefreshToken');
  });
});

describe('sign-in throttling', () => {
  it('blocks 5 failures for a username at that address only: the user signs in from elsewhere', async () => {
    await harness();
    for (let i = 1; i <= 4; i++)
      expect((await signInFrom('10.0.0.66', 'storekeeper', 'guess'))?.error?.__typename).toBe(
        'InvalidCredentials',
      );
    const fifth = await signInFrom('10.0.0.66', 'storekeeper', 'guess');
    expect(fifth?.error).toEqual({
      __typename: 'AccountBlocked',
      timeoutRemaining: 15 * 60 * 1000,
    });
    // The attacker's address is blocked, the right password included.
    expect((await signInFrom('10.0.0.66', 'storekeeper', 'pass'))?.error?.__typename).toBe(
      'AccountBlocked',
    );
    // The user, at the pharmacy's address, is not locked out.
    expect((await signInFrom('192.168.1.20', 'storekeeper', 'pass'))?.__typename).toBe('AuthToken');
    h.clock.advance(15 * 60 * 1000);
    expect((await signInFrom('10.0.0.66', 'storekeeper', 'pass'))?.__typename).toBe('AuthToken');
  });

  it('does not let a client choose its address with X-Forwarded-For, unless a proxy is trusted', async () => {
    await harness();
    const forwarded = (i: number) => ({ 'x-forwarded-for': `203.0.113.${i}` });
    const kinds: (string | undefined)[] = [];
    for (let i = 1; i <= 6; i++) {
      const { body } = await post(
        AUTH,
        { u: 'admin', p: 'guess' },
        { address: '10.0.0.99', headers: forwarded(i) },
      );
      kinds.push((body.data?.authToken as { error?: { __typename: string } }).error?.__typename);
    }
    expect(kinds).toEqual([
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'InvalidCredentials',
      'AccountBlocked',
      'AccountBlocked',
    ]);
    await h.close();
    // Behind a reverse proxy the operator names it, and the forwarded address counts.
    await harness({ trustProxy: '10.0.0.1' });
    for (let i = 1; i <= 6; i++) {
      const { body } = await post(
        AUTH,
        { u: 'admin', p: 'guess' },
        { address: '10.0.0.1', headers: forwarded(i) },
      );
      expect((body.data?.authToken as { error?: { __typename: string } }).error?.__typename).toBe(
        'InvalidCredentials',
      );
    }
  });

  it('stops one address that tries many usernames, and no other address', async () => {
    await harness({ signInFailuresPerAddress: 8 });
    const names = ['admin', 'storekeeper', 'dispenser', 'viewer', 'nostore', 'ghost', 'a', 'b'];
    for (const name of names)
      expect((await signInFrom('10.0.0.77', name, 'guess'))?.error?.__typename).toBe(
        'InvalidCredentials',
      );
    const stopped = await signInFrom('10.0.0.77', 'someone-else', 'guess');
    expect(stopped?.error?.__typename).toBe('AccountBlocked');
    expect(stopped?.error?.timeoutRemaining).toBeGreaterThan(0);
    expect((await signInFrom('10.0.0.77', 'admin', 'pass'))?.error?.__typename).toBe(
      'AccountBlocked',
    );
    expect((await signInFrom('10.0.0.78', 'admin', 'pass'))?.__typename).toBe('AuthToken');
    h.clock.advance(15 * 60 * 1000 + 1);
    expect((await signInFrom('10.0.0.77', 'admin', 'pass'))?.__typename).toBe('AuthToken');
  });

  it('counts attempts sent together from one address one after another: 20 at once get 4 tries', async () => {
    await harness();
    const answers = await Promise.all(
      Array.from({ length: 20 }, (_, i) => signInFrom('10.0.0.88', 'viewer', `guess-${i}`)),
    );
    const kinds = answers.map((a) => a?.error?.__typename);
    expect(kinds.filter((k) => k === 'InvalidCredentials')).toHaveLength(4);
    expect(kinds.filter((k) => k === 'AccountBlocked')).toHaveLength(16);
    const rows = await h.deps.db.selectFrom('sign_in_failure').selectAll().execute();
    expect(rows.map((r) => [r.username_key, r.client_address, Number(r.failed_count)])).toEqual([
      ['viewer', '10.0.0.88', 5],
    ]);
  });

  it('slows guesses at one username from many addresses, without refusing its user', async () => {
    await harness({ signInSlowdownAfter: 6, signInSlowdownMs: 1000 });
    // A clock that never moves: every turn is queued behind the previous one.
    const waits: number[] = [];
    signInThrottle(
      h.deps,
      new SignInThrottle({
        now: () => 0,
        sleep: (ms) => {
          waits.push(ms);
          return Promise.resolve();
        },
      }),
    );
    for (let address = 1; address <= 3; address++)
      for (let i = 0; i < 2; i++) await signInFrom(`10.1.0.${address}`, 'dispenser', 'guess');
    expect(waits).toEqual([]);
    await signInFrom('10.1.0.4', 'dispenser', 'guess');
    await signInFrom('10.1.0.5', 'dispenser', 'guess');
    expect((await signInFrom('192.168.1.30', 'dispenser', 'pass'))?.__typename).toBe('AuthToken');
    // Each attempt after the sixth failure waited its turn, 1 s after the one before.
    expect(waits).toEqual([1000, 2000]);
    // Other usernames are not slowed.
    await signInFrom('10.1.0.6', 'viewer', 'guess');
    expect(waits).toEqual([1000, 2000]);
  });
});

describe('credential bounds', () => {
  it('answers InvalidCredentials to a 1 MB username or password and to a NUL byte, storing nothing', async () => {
    await harness();
    const usersBefore = await h.deps.db.selectFrom('user_account').select('id').execute();
    const huge = 'u'.repeat(1024 * 1024);
    for (const [u, p] of [
      [huge, 'pass'],
      ['admin', huge],
      ['adm\u0000in', 'pass'],
      ['admin', 'pa\u0000ss'],
      ['x'.repeat(101), 'pass'],
    ] as const) {
      const { res, body } = await post(AUTH, { u, p });
      expect(res.statusCode).toBe(200);
      expect(body.errors).toBeUndefined();
      expect(body.data?.authToken).toEqual({
        __typename: 'AuthTokenError',
        error: { __typename: 'InvalidCredentials' },
      });
    }
    expect(await h.deps.db.selectFrom('sign_in_failure').selectAll().execute()).toEqual([]);
    expect(await h.deps.db.selectFrom('user_account').select('id').execute()).toEqual(usersBefore);
  });
});

describe('password policy', () => {
  it('refuses the passwords of the issue (abcd, password, the username) and keeps nothing', async () => {
    await harness();
    const before = await h.deps.db.selectFrom('user_account').select('id').execute();
    const attempt = (username: string, password: string) =>
      createUser(h.deps, { username, password, stores: [] });
    expect(await attempt('nurse.amal', 'abcd')).toEqual({
      ok: false,
      error: { kind: 'PasswordTooShort' },
    });
    for (const common of ['password', 'Password123', 'qwertyuiop', 'aaaaaaaaaa'])
      expect(await attempt('nurse.amal', common)).toEqual({
        ok: false,
        error: { kind: 'PasswordTooCommon' },
      });
    expect(await attempt('pharmacist01', 'Pharmacist01')).toEqual({
      ok: false,
      error: { kind: 'PasswordIsUsername' },
    });
    expect(await attempt('nurse.amal', 'z'.repeat(201))).toEqual({
      ok: false,
      error: { kind: 'PasswordTooLong' },
    });
    expect(await attempt('nurse.amal', 'quiet\u0000harbour')).toEqual({
      ok: false,
      error: { kind: 'PasswordHasNulByte' },
    });
    expect(await h.deps.db.selectFrom('user_account').select('id').execute()).toEqual(before);
    expect((await attempt('nurse.amal', 'quiet harbour 7')).ok).toBe(true);
  });

  it('leaves the demo users their documented password', async () => {
    await harness();
    expect((await signInFrom('127.0.0.1', 'viewer', 'pass'))?.__typename).toBe('AuthToken');
  });
});

describe('introspection and GraphiQL', () => {
  const graphiql = (headers: Record<string, string> = {}) =>
    h.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html', ...headers } });

  it('are refused to anyone but a signed-in administrator', async () => {
    await harness();
    const anonymous = await post(INTROSPECT);
    expect(anonymous.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(anonymous.body.data).toBeUndefined();
    const keeper = await h.signIn('storekeeper');
    const asKeeper = await post(
      INTROSPECT,
      {},
      { headers: { authorization: `Bearer ${keeper.token}` } },
    );
    expect(asKeeper.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const typeQuery = await post(`{ __type(name: "Query") { name } }`);
    expect(typeQuery.body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');

    const admin = await h.signIn('admin');
    const asAdmin = await post(
      INTROSPECT,
      {},
      { headers: { authorization: `Bearer ${admin.token}` } },
    );
    expect(asAdmin.body).toEqual({ data: { __schema: { queryType: { name: 'Query' } } } });
    // The same text again without the token: an earlier acceptance is not reused.
    expect((await post(INTROSPECT)).body.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    // __typename is not introspection.
    expect((await post(`{ __typename }`)).body).toEqual({ data: { __typename: 'Query' } });

    const page = await graphiql();
    expect(page.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    const forKeeper = await graphiql({ cookie: keeper.cookie });
    expect(forKeeper.headers['content-type'] ?? '').not.toMatch(/text\/html/);
    const forAdmin = await graphiql({ cookie: admin.cookie });
    expect(forAdmin.statusCode).toBe(200);
    expect(forAdmin.headers['content-type']).toMatch(/text\/html/);
    expect(forAdmin.headers['content-security-policy']).toMatch(/frame-ancestors 'none'/);
    // Opening GraphiQL does not spend the administrator's refresh token.
    const { body } = await post(REFRESH, {}, { headers: { cookie: admin.cookie } });
    expect((body.data?.refreshToken as { __typename: string }).__typename).toBe('RefreshToken');
  });

  it('are open to everyone in development', async () => {
    await harness({ introspection: true });
    expect((await post(INTROSPECT)).body).toEqual({
      data: { __schema: { queryType: { name: 'Query' } } },
    });
    expect((await graphiql()).headers['content-type']).toMatch(/text\/html/);
  });
});

describe('request rate limits', () => {
  it('answers 429 RATE_LIMITED past the per-address limit, to that address only', async () => {
    await harness({ rateLimitPerAddress: 5 });
    for (let i = 0; i < 5; i++)
      expect((await post(`{ isCentralServer }`, {}, { address: '10.2.0.1' })).res.statusCode).toBe(
        200,
      );
    const { res, body } = await post(`{ isCentralServer }`, {}, { address: '10.2.0.1' });
    expect(res.statusCode).toBe(429);
    expect(body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    expect(body.errors?.[0]?.extensions?.retryAfterSeconds).toBeGreaterThan(0);
    expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
    expect((await post(`{ isCentralServer }`, {}, { address: '10.2.0.2' })).res.statusCode).toBe(
      200,
    );
  });

  it('answers 429 RATE_LIMITED past the per-user limit, whatever the address', async () => {
    await harness({ rateLimitPerUser: 3 });
    const { token } = await h.signIn('viewer');
    const me = (address: string) =>
      post(`{ me { username } }`, {}, { address, headers: { authorization: `Bearer ${token}` } });
    for (let i = 1; i <= 3; i++) expect((await me(`10.3.0.${i}`)).res.statusCode).toBe(200);
    const limited = await me('10.3.0.9');
    expect(limited.res.statusCode).toBe(429);
    expect(limited.body.errors?.[0]?.extensions?.code).toBe('RATE_LIMITED');
    // Another user is counted apart.
    const other = await h.signIn('admin');
    const res = await post(
      `{ me { username } }`,
      {},
      {
        address: '10.3.0.9',
        headers: { authorization: `Bearer ${other.token}` },
      },
    );
    expect(res.res.statusCode).toBe(200);
  });
});

describe('security headers', () => {
  it('are on the HTML (a CSP the app passes, no framing, no sniffing, a referrer policy) and on assets', async () => {
    const fs = await import('node:fs');
    const os = await import('node:os');
    const path = await import('node:path');
    const webDir = fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-web-'));
    try {
      fs.mkdirSync(path.join(webDir, 'assets'));
      fs.writeFileSync(path.join(webDir, 'index.html'), '<html><head></head><body></body></html>');
      fs.writeFileSync(path.join(webDir, 'assets', 'app-1.js'), 'console.log(1)');
      await harness({ webDistDir: webDir });
      for (const url of ['/', '/inventory/items']) {
        const page = await h.app.inject({ method: 'GET', url } satisfies InjectOptions);
        expect(page.headers['content-type']).toMatch(/text\/html/);
        const csp = String(page.headers['content-security-policy']);
        expect(csp).toMatch(/default-src 'self'/);
        expect(csp).toMatch(/script-src 'self'(;|$)/);
        expect(csp).toMatch(/frame-ancestors 'none'/);
        expect(csp).toMatch(/object-src 'none'/);
        expect(page.headers['x-content-type-options']).toBe('nosniff');
        expect(page.headers['x-frame-options']).toBe('DENY');
        expect(page.headers['referrer-policy']).toBe('same-origin');
      }
      const asset = await h.app.inject({ method: 'GET', url: '/assets/app-1.js' });
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['x-content-type-options']).toBe('nosniff');
    } finally {
      fs.rmSync(webDir, { recursive: true, force: true });
    }
  });
});
