// Sessions (spec 000 sign-in; decision 0020): cases the first mutation run showed no test
// guarding (docs/mutation.md). Through the real HTTP handler, on both databases.
import { uuidv7 } from '@dawa/domain';
import { sql } from 'kysely';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { REFRESH_REUSE_GRACE_MS, signInThrottle } from '../src/modules/auth/auth.service';
import { SignInThrottle } from '../src/modules/auth/sign-in-throttle';
import { createHarness, type Harness } from './harness';

const REFRESH = `query { refreshToken { __typename
  ... on RefreshToken { token }
  ... on RefreshTokenError { error { __typename } } } }`;
const ME = `query { me { username } }`;
type RefreshAnswer = {
  refreshToken: { __typename: string; token?: string; error?: { __typename: string } };
};

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const refreshWith = async (cookie: string) =>
  (await h.gql<RefreshAnswer>(REFRESH, {}, { cookie })).data?.refreshToken;
const graphiqlFor = (cookie: string) =>
  h.app.inject({ method: 'GET', url: '/graphql', headers: { accept: 'text/html', cookie } });
const servesGraphiql = async (cookie: string) =>
  /text\/html/.test(String((await graphiqlFor(cookie)).headers['content-type'] ?? ''));
/** A refresh cookie holding a token signed with the server's key (what only the server can make). */
const cookieWith = (token: string) => `refresh_token=${token}`;
/** A token signed with the server's key, with the claims a test needs (version 0 unless given). */
const signToken = (claims: {
  userId: string;
  type: 'access' | 'refresh';
  tokenId?: string;
  version?: number;
}) =>
  h.deps.tokens.sign(
    { version: 0, ...claims, expiresAt: new Date(h.clock.current.getTime() + 3_600_000) },
    h.clock.now(),
  );
/** The id of the refresh token a sign-in set in its cookie. */
const jtiOf = (cookie: string): string => {
  const [, payload] = cookie.replace(/^refresh_token=/, '').split('.');
  return (JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as { jti: string }).jti;
};

describe('an access token after logout', () => {
  it('is refused as revoked, which the answer says', async () => {
    const { token } = await h.signIn('storekeeper');
    await h.gql(`query { logout { userId } }`, {}, { token });
    const res = await h.gql(ME, {}, { token });
    expect(res.errors?.[0]?.extensions).toMatchObject({
      code: 'UNAUTHENTICATED',
      details: 'The access token has been revoked',
    });
  });

  it('is recorded in the activity log as a logout', async () => {
    const { token } = await h.signIn('dispenser');
    await h.gql(`query { logout { userId } }`, {}, { token });
    const rows = await h.deps.db
      .selectFrom('activity_log')
      .select(['type', 'datetime'])
      .where('type', '=', 'USER_LOGGED_OUT')
      .execute();
    expect(rows).toEqual([{ type: 'USER_LOGGED_OUT', datetime: h.clock.current.toISOString() }]);
  });
});

describe('refreshToken refuses a well-signed token that is not a live refresh token', () => {
  const userId = demoId('user:storekeeper');
  const sign = signToken;

  it('a refresh token without an id is not a refresh token', async () => {
    expect(await refreshWith(cookieWith(sign({ userId, type: 'refresh' })))).toEqual({
      __typename: 'RefreshTokenError',
      error: { __typename: 'NotARefreshToken' },
    });
  });

  it('an id with no stored token, or stored for another user, is an invalid token', async () => {
    const unknown = sign({ userId, type: 'refresh', tokenId: uuidv7() });
    expect((await refreshWith(cookieWith(unknown)))?.error?.__typename).toBe('InvalidToken');
    // The admin's live token id, claimed for the store keeper.
    const admin = await h.signIn('admin');
    const stolen = sign({ userId, type: 'refresh', tokenId: jtiOf(admin.cookie) });
    expect((await refreshWith(cookieWith(stolen)))?.error?.__typename).toBe('InvalidToken');
    // The admin's own token is untouched by the attempt.
    expect((await refreshWith(admin.cookie))?.__typename).toBe('RefreshToken');
  });
});

describe("GraphiQL opened with an administrator's refresh cookie", () => {
  it('is served only while that cookie is a live refresh token of the administrator', async () => {
    const admin = await h.signIn('admin');
    expect(await servesGraphiql(admin.cookie)).toBe(true);
    // An access token in the cookie is not a refresh token.
    expect(await servesGraphiql(cookieWith(admin.token))).toBe(false);
    // Once rotated, the old cookie is spent; the new one opens it.
    const next = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: admin.cookie });
    const renewed =
      (next.setCookie.find((c) => c.startsWith('refresh_token=')) ?? '').split(';')[0] ?? '';
    expect(await servesGraphiql(admin.cookie)).toBe(false);
    expect(await servesGraphiql(renewed)).toBe(true);
    // After logout, no cookie of that user opens it.
    const { token } = await h.signIn('admin');
    await h.gql(`query { logout { userId } }`, {}, { token });
    expect(await servesGraphiql(renewed)).toBe(false);
  });
});

const AUTH = `query($u: String!, $p: String!) { authToken(username: $u, password: $p) { __typename
  ... on AuthToken { token }
  ... on AuthTokenError { error { __typename ... on AccountBlocked { timeoutRemaining } } } } }`;
type AuthAnswer = {
  authToken: {
    __typename: string;
    token?: string;
    error?: { __typename: string; timeoutRemaining?: number };
  };
};
/** A sign-in attempt sent from a client address. */
const signInFrom = async (address: string, u: string, p: string) => {
  const res = await h.app.inject({
    method: 'POST',
    url: '/graphql',
    remoteAddress: address,
    headers: { 'content-type': 'application/json' },
    payload: JSON.stringify({ query: AUTH, variables: { u, p } }),
  });
  return res.json<{ data: AuthAnswer }>().data.authToken;
};
const MINUTE = 60 * 1000;

describe('sign-in failures (decision 0020)', () => {
  it('an address stopped for trying many usernames is told how long it has left to wait', async () => {
    await h.close();
    h = await createHarness({ config: { signInFailuresPerAddress: 3 } });
    for (const name of ['admin', 'viewer', 'ghost'])
      expect((await signInFrom('10.3.0.1', name, 'guess')).error?.__typename).toBe(
        'InvalidCredentials',
      );
    expect((await signInFrom('10.3.0.1', 'dispenser', 'pass')).error).toEqual({
      __typename: 'AccountBlocked',
      timeoutRemaining: 15 * MINUTE,
    });
    h.clock.advance(10 * MINUTE);
    expect((await signInFrom('10.3.0.1', 'dispenser', 'pass')).error?.timeoutRemaining).toBe(
      5 * MINUTE,
    );
  });

  it("a failure for another username does not forget a username's recent failures", async () => {
    for (let i = 0; i < 4; i++)
      expect((await signInFrom('10.3.0.2', 'viewer', 'guess')).error?.__typename).toBe(
        'InvalidCredentials',
      );
    h.clock.advance(MINUTE);
    // Another failure sweeps out the failures that count for nothing any more.
    await signInFrom('10.3.0.9', 'ghost', 'guess');
    // The fifth failure in a row, a minute after the fourth, blocks.
    expect((await signInFrom('10.3.0.2', 'viewer', 'guess')).error?.__typename).toBe(
      'AccountBlocked',
    );
  });

  it('slows each username under attack on its own: one slowed name does not delay another', async () => {
    await h.close();
    h = await createHarness({ config: { signInSlowdownAfter: 2, signInSlowdownMs: 1000 } });
    // A clock that never moves: every turn of one name is queued behind its previous one.
    const waits: number[] = [];
    const still = { now: () => 0, sleep: (ms: number) => Promise.resolve(void waits.push(ms)) };
    signInThrottle(h.deps, new SignInThrottle(still));
    for (const name of ['dispenser', 'viewer'])
      for (let address = 1; address <= 2; address++)
        await signInFrom(`10.4.0.${address}`, name, 'guess');
    // Two attempts each for the slowed dispenser: the first at once, the next 1 s later.
    await signInFrom('10.4.0.3', 'dispenser', 'guess');
    await signInFrom('10.4.0.4', 'dispenser', 'guess');
    expect(waits).toEqual([1000]);
    // The viewer's first slowed attempt takes its own first turn, at once.
    await signInFrom('10.4.0.5', 'viewer', 'guess');
    expect(waits).toEqual([1000]);
  });
});

describe('refreshToken, more refusals', () => {
  const clearsCookie = (setCookie: string[]) =>
    setCookie.some((c) => /^refresh_token=;/.test(c) && /Expires=Thu, 01 Jan 1970/i.test(c));

  it('an access token naming a live refresh token is still not a refresh token', async () => {
    const { cookie } = await h.signIn('storekeeper');
    const access = signToken({
      userId: demoId('user:storekeeper'),
      type: 'access',
      tokenId: jtiOf(cookie),
    });
    expect(await refreshWith(cookieWith(access))).toEqual({
      __typename: 'RefreshTokenError',
      error: { __typename: 'NotARefreshToken' },
    });
    // The real refresh token was not spent by the attempt.
    expect((await refreshWith(cookie))?.__typename).toBe('RefreshToken');
  });

  it('after logout the refresh cookie is refused as invalid and cleared, not kept as if spent a moment ago', async () => {
    const { token, cookie } = await h.signIn('storekeeper');
    await h.gql(`query { logout { userId } }`, {}, { token });
    const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie });
    expect(res.data?.refreshToken.error?.__typename).toBe('InvalidToken');
    expect(clearsCookie(res.setCookie)).toBe(true);
  });

  it('a token spent exactly the grace period ago still counts as two tabs, one moment later as a replay', async () => {
    const first = await h.signIn('storekeeper');
    const rotated = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: first.cookie });
    const second =
      (rotated.setCookie.find((c) => c.startsWith('refresh_token=')) ?? '').split(';')[0] ?? '';
    h.clock.advance(REFRESH_REUSE_GRACE_MS);
    const tab = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: first.cookie });
    expect(tab.data?.refreshToken.error?.__typename).toBe('InvalidToken');
    expect(clearsCookie(tab.setCookie)).toBe(false);
    expect((await refreshWith(second))?.__typename).toBe('RefreshToken');

    const other = await h.signIn('dispenser');
    const renewed = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: other.cookie });
    const successor =
      (renewed.setCookie.find((c) => c.startsWith('refresh_token=')) ?? '').split(';')[0] ?? '';
    h.clock.advance(REFRESH_REUSE_GRACE_MS + 1);
    const replay = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: other.cookie });
    expect(clearsCookie(replay.setCookie)).toBe(true);
    // A replay ends the whole sign-in: the successor is refused too.
    expect((await refreshWith(successor))?.error?.__typename).toBe('InvalidToken');
  });

  it('answers DatabaseError, keeping the cookie, when the tokens cannot be read', async () => {
    const { cookie } = await h.signIn('storekeeper');
    await sql`ALTER TABLE refresh_token RENAME TO refresh_token_away`.execute(h.deps.db);
    try {
      const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie });
      expect(res.data?.refreshToken).toEqual({
        __typename: 'RefreshTokenError',
        error: { __typename: 'DatabaseError' },
      });
      expect(res.setCookie.filter((c) => c.startsWith('refresh_token='))).toEqual([]);
    } finally {
      await sql`ALTER TABLE refresh_token_away RENAME TO refresh_token`.execute(h.deps.db);
    }
    expect((await refreshWith(cookie))?.__typename).toBe('RefreshToken');
  });
});

describe('a bearer token that is not a live access token', () => {
  const details = async (token: string) => (await h.gql(ME, {}, { token })).errors?.[0]?.extensions;

  it('a refresh token is refused as not valid', async () => {
    const { cookie } = await h.signIn('admin');
    expect(await details(cookie.replace(/^refresh_token=/, ''))).toEqual({
      code: 'UNAUTHENTICATED',
      details: 'The access token is not valid',
    });
  });

  it('a token of a user who does not exist is refused as not valid', async () => {
    const ghost = h.deps.tokens.sign(
      {
        userId: uuidv7(),
        type: 'access',
        version: 0,
        expiresAt: new Date(h.clock.current.getTime() + 3_600_000),
      },
      h.clock.now(),
    );
    expect(await details(ghost)).toEqual({
      code: 'UNAUTHENTICATED',
      details: 'The access token is not valid',
    });
  });
});

describe('GraphiQL with a refresh cookie that is not a live one of the administrator', () => {
  const adminId = demoId('user:admin');
  /** What a browser without a usable cookie gets: the page is not served, nor does it fail. */
  const refused = async (cookie: string) => {
    const res = await graphiqlFor(cookie);
    expect(res.statusCode).toBeLessThan(500);
    expect(String(res.headers['content-type'] ?? '')).not.toMatch(/text\/html/);
  };

  it('is not served for a cookie that is not a token, nor for an access token naming a live refresh token', async () => {
    const admin = await h.signIn('admin');
    await refused('refresh_token=abc.def.ghi');
    await refused(
      cookieWith(signToken({ userId: adminId, type: 'access', tokenId: jtiOf(admin.cookie) })),
    );
    expect(await servesGraphiql(admin.cookie)).toBe(true);
  });

  it("is not served for another user's token id claimed for the administrator, nor for a token of an older version", async () => {
    const keeper = await h.signIn('storekeeper');
    await refused(
      cookieWith(signToken({ userId: adminId, type: 'refresh', tokenId: jtiOf(keeper.cookie) })),
    );
    const admin = await h.signIn('admin');
    await refused(
      cookieWith(
        signToken({ userId: adminId, type: 'refresh', tokenId: jtiOf(admin.cookie), version: 7 }),
      ),
    );
    expect(await servesGraphiql(admin.cookie)).toBe(true);
  });
});
