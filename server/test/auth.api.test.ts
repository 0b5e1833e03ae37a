import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createHarness, type Harness } from './harness';
import { REFRESH_REUSE_GRACE_MS } from '../src/modules/auth/auth.service';

const AUTH = `query($u: String!, $p: String!) {
  authToken(username: $u, password: $p) {
    __typename
    ... on AuthToken { token }
    ... on AuthTokenError { error { __typename description ... on AccountBlocked { timeoutRemaining } } }
  }
}`;
const REFRESH = `query { refreshToken { __typename
  ... on RefreshToken { token }
  ... on RefreshTokenError { error { __typename description } } } }`;
const ME = `query { me { username } }`;

type AuthAnswer = {
  authToken: {
    __typename: string;
    token?: string;
    error?: { __typename: string; description: string; timeoutRemaining?: number };
  };
};
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

const signInAttempt = (u: string, p: string) => h.gql<AuthAnswer>(AUTH, { u, p });
const cookieOf = (setCookie: string[]) =>
  (setCookie.find((c) => c.startsWith('refresh_token=')) ?? '').split(';')[0] ?? '';

describe('authToken', () => {
  it('answers a token and sets the refresh cookie (HttpOnly, SameSite=Strict) on success', async () => {
    const res = await signInAttempt('admin', 'pass');
    expect(res.data?.authToken.__typename).toBe('AuthToken');
    expect(res.data?.authToken.token).toMatch(/^[\w-]+\.[\w-]+\.[\w-]+$/);
    const cookie = res.setCookie.find((c) => c.startsWith('refresh_token='));
    expect(cookie).toBeDefined();
    expect(cookie).toMatch(/HttpOnly/i);
    expect(cookie).toMatch(/SameSite=Strict/i);
    expect(cookie).toMatch(/Path=\/graphql/);
  });

  it('compares usernames case-insensitively', async () => {
    const res = await signInAttempt('  AdMiN ', 'pass');
    expect(res.data?.authToken.__typename).toBe('AuthToken');
  });

  it('answers InvalidCredentials for a wrong password and for an unknown user, alike', async () => {
    for (const [u, p] of [
      ['admin', 'wrong'],
      ['nobody', 'pass'],
      ['', ''],
    ] as const) {
      const res = await signInAttempt(u, p);
      expect(res.data?.authToken).toEqual({
        __typename: 'AuthTokenError',
        error: { __typename: 'InvalidCredentials', description: 'Invalid username or password' },
      });
      expect(res.setCookie.some((c) => c.startsWith('refresh_token='))).toBe(false);
    }
  });

  it('blocks the account for 15 minutes after 5 consecutive failures, with a countdown in ms', async () => {
    for (let i = 1; i <= 4; i++) {
      expect((await signInAttempt('storekeeper', 'bad')).data?.authToken.error?.__typename).toBe(
        'InvalidCredentials',
      );
    }
    const fifth = (await signInAttempt('storekeeper', 'bad')).data?.authToken.error;
    expect(fifth).toEqual({
      __typename: 'AccountBlocked',
      description: 'The account is blocked until the lockout period expires',
      timeoutRemaining: 15 * 60 * 1000,
    });
    // The right password does not get through while blocked; the countdown runs.
    h.clock.advance(60_000);
    const blocked = (await signInAttempt('storekeeper', 'pass')).data?.authToken.error;
    expect(blocked?.__typename).toBe('AccountBlocked');
    expect(blocked?.timeoutRemaining).toBe(14 * 60 * 1000);
    // Other accounts are unaffected.
    expect((await signInAttempt('admin', 'pass')).data?.authToken.__typename).toBe('AuthToken');
    h.clock.advance(14 * 60 * 1000);
    expect((await signInAttempt('STOREKEEPER', 'pass')).data?.authToken.__typename).toBe(
      'AuthToken',
    );
  });

  it('resets the failure count after a successful sign-in', async () => {
    for (let i = 0; i < 4; i++) await signInAttempt('viewer', 'bad');
    expect((await signInAttempt('viewer', 'pass')).data?.authToken.__typename).toBe('AuthToken');
    for (let i = 0; i < 4; i++) {
      expect((await signInAttempt('viewer', 'bad')).data?.authToken.error?.__typename).toBe(
        'InvalidCredentials',
      );
    }
  });

  it('blocks unknown usernames the same way, so lockout does not reveal which accounts exist', async () => {
    for (let i = 0; i < 4; i++) await signInAttempt('ghost', 'x');
    expect((await signInAttempt('ghost', 'x')).data?.authToken.error?.__typename).toBe(
      'AccountBlocked',
    );
  });

  it('starts a new count once a block has run out', async () => {
    for (let i = 0; i < 5; i++) await signInAttempt('dispenser', 'bad');
    h.clock.advance(15 * 60 * 1000);
    expect((await signInAttempt('dispenser', 'bad')).data?.authToken.error?.__typename).toBe(
      'InvalidCredentials',
    );
  });

  it('answers NoSiteAccess to a user joined to no store of this site', async () => {
    const { createUser } = await import('../src/modules/users/user.service');
    const created = await createUser(h.deps, {
      username: 'loner',
      password: 'quiet harbour 7',
      stores: [],
    });
    expect(created.ok).toBe(true);
    const res = await signInAttempt('loner', 'quiet harbour 7');
    expect(res.data?.authToken.error).toEqual({
      __typename: 'NoSiteAccess',
      description: 'Your account has no access to any store on this site',
    });
  });

  it('lets a user joined only to a disabled store sign in (the web app shows NoStoreAssigned)', async () => {
    const res = await signInAttempt('nostore', 'pass');
    expect(res.data?.authToken.__typename).toBe('AuthToken');
  });

  it('records the sign-in in the activity log', async () => {
    await signInAttempt('admin', 'pass');
    const rows = await h.deps.db
      .selectFrom('activity_log')
      .selectAll()
      .where('type', '=', 'USER_LOGGED_IN')
      .execute();
    expect(rows).toHaveLength(1);
    expect(rows[0]?.datetime).toBe(h.clock.current.toISOString());
  });

  it('needs no token', async () => {
    const res = await signInAttempt('admin', 'pass');
    expect(res.errors).toBeUndefined();
  });
});

describe('access tokens', () => {
  it('refuses a request without a token with UNAUTHENTICATED on the field path', async () => {
    const res = await h.gql(ME);
    expect(res.data).toBeNull();
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.path).toEqual(['me']);
  });

  it('refuses a malformed or forged token', async () => {
    const { token } = await h.signIn('admin');
    const [head, payload] = token.split('.');
    const forged = `${head}.${payload}.AAAA`;
    for (const bad of ['garbage', forged]) {
      const res = await h.gql(ME, {}, { token: bad });
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });

  it('lasts 60 minutes', async () => {
    const { token } = await h.signIn('admin');
    h.clock.advance(59 * 60 * 1000);
    expect((await h.gql<{ me: { username: string } }>(ME, {}, { token })).data?.me.username).toBe(
      'admin',
    );
    h.clock.advance(2 * 60 * 1000);
    const res = await h.gql(ME, {}, { token });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect(res.errors?.[0]?.extensions?.details).toBe('The access token has expired');
  });

  it('does not accept a refresh token as an access token', async () => {
    const { cookie } = await h.signIn('admin');
    const res = await h.gql(ME, {}, { token: cookie.replace('refresh_token=', '') });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('refreshToken', () => {
  it('answers NoRefreshTokenProvided without the cookie', async () => {
    const res = await h.gql<RefreshAnswer>(REFRESH);
    expect(res.data?.refreshToken.error?.__typename).toBe('NoRefreshTokenProvided');
  });

  it('answers a new working token through the cookie, and rotates the cookie', async () => {
    const { cookie } = await h.signIn('storekeeper');
    h.clock.advance(30 * 60 * 1000);
    const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie });
    expect(res.data?.refreshToken.__typename).toBe('RefreshToken');
    const next = cookieOf(res.setCookie);
    expect(next).not.toBe('');
    expect(next).not.toBe(cookie);
    const me = await h.gql<{ me: { username: string } }>(
      ME,
      {},
      { token: res.data?.refreshToken.token ?? '' },
    );
    expect(me.data?.me.username).toBe('storekeeper');
    // The new one works, and is rotated in turn.
    const third = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: next });
    expect(third.data?.refreshToken.__typename).toBe('RefreshToken');
    expect(cookieOf(third.setCookie)).not.toBe(next);
  });

  it('refuses a spent refresh token, and its reuse ends the whole sign-in (every later token of it)', async () => {
    const { cookie: first } = await h.signIn('storekeeper');
    const other = await h.signIn('storekeeper');
    const second = cookieOf((await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: first })).setCookie);
    const third = cookieOf((await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: second })).setCookie);
    expect(third).not.toBe('');
    // Later, the thief (or the user) shows the first, spent token again.
    h.clock.advance(REFRESH_REUSE_GRACE_MS + 1000);
    const replay = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: first });
    expect(replay.data?.refreshToken.error?.__typename).toBe('InvalidToken');
    // The live token descended from it is revoked too.
    const after = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: third });
    expect(after.data?.refreshToken.error?.__typename).toBe('InvalidToken');
    // Another sign-in of the same user is another family, untouched.
    const unrelated = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: other.cookie });
    expect(unrelated.data?.refreshToken.__typename).toBe('RefreshToken');
  });

  it('refuses a token spent a moment ago without ending the sign-in (two tabs refreshing together)', async () => {
    const { cookie: first } = await h.signIn('storekeeper');
    const second = cookieOf((await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: first })).setCookie);
    h.clock.advance(REFRESH_REUSE_GRACE_MS - 1000);
    const late = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: first });
    expect(late.data?.refreshToken.error?.__typename).toBe('InvalidToken');
    // The cookie the other tab just received is left alone (not cleared, not replaced).
    expect(late.setCookie.filter((c) => c.startsWith('refresh_token='))).toEqual([]);
    const next = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: second });
    expect(next.data?.refreshToken.__typename).toBe('RefreshToken');
  });

  it('lets only one of two refreshes sent together with one token through, on both databases', async () => {
    for (let round = 0; round < 5; round++) {
      const { cookie } = await h.signIn('viewer');
      const answers = await Promise.all([
        h.gql<RefreshAnswer>(REFRESH, {}, { cookie }),
        h.gql<RefreshAnswer>(REFRESH, {}, { cookie }),
      ]);
      expect(answers.map((a) => a.errors)).toEqual([undefined, undefined]);
      const won = answers.filter((a) => a.data?.refreshToken.__typename === 'RefreshToken');
      expect(won.length).toBeLessThanOrEqual(1);
      // The loser is refused; the winner's new token stays valid (two tabs, one session).
      for (const w of won) {
        const next = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: cookieOf(w.setCookie) });
        expect(next.data?.refreshToken.__typename).toBe('RefreshToken');
      }
    }
  });

  it('needs no access token (it is how an expired session continues)', async () => {
    const { cookie } = await h.signIn('admin');
    h.clock.advance(61 * 60 * 1000);
    const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie, token: 'expired-or-not' });
    expect(res.data?.refreshToken.__typename).toBe('RefreshToken');
  });

  it('answers TokenExpired when the refresh token has run out', async () => {
    const { cookie } = await h.signIn('admin');
    h.clock.advance(h.deps.config.refreshTokenMinutes * 60 * 1000 + 1000);
    const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie });
    expect(res.data?.refreshToken.error?.__typename).toBe('TokenExpired');
  });

  it('answers NotARefreshToken for an access token in the cookie', async () => {
    const { token } = await h.signIn('admin');
    const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: `refresh_token=${token}` });
    expect(res.data?.refreshToken.error?.__typename).toBe('NotARefreshToken');
  });

  it('answers InvalidToken for a token that is not ours', async () => {
    const res = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: 'refresh_token=abc.def.ghi' });
    expect(res.data?.refreshToken.error?.__typename).toBe('InvalidToken');
  });
});

describe('logout', () => {
  it("revokes the user's access and refresh tokens and clears the cookie", async () => {
    const first = await h.signIn('admin');
    const second = await h.signIn('admin');
    const res = await h.gql<{ logout: { userId: string } }>(
      `query { logout { userId } }`,
      {},
      { token: first.token },
    );
    expect(res.data?.logout.userId).toBeTruthy();
    expect(res.setCookie.some((c) => /^refresh_token=;/.test(c))).toBe(true);
    for (const s of [first, second]) {
      expect((await h.gql(ME, {}, { token: s.token })).errors?.[0]?.extensions?.code).toBe(
        'UNAUTHENTICATED',
      );
      const r = await h.gql<RefreshAnswer>(REFRESH, {}, { cookie: s.cookie });
      expect(r.data?.refreshToken.error?.__typename).toBe('InvalidToken');
    }
    // Signing in again works.
    expect((await h.signIn('admin')).token).toBeTruthy();
  });

  it('needs a token', async () => {
    const res = await h.gql(`query { logout { userId } }`);
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('isCentralServer', () => {
  it('is false on a standalone server, and public', async () => {
    const res = await h.gql<{ isCentralServer: boolean }>(`query { isCentralServer }`);
    expect(res.data?.isCentralServer).toBe(false);
    expect(res.errors).toBeUndefined();
  });
});
