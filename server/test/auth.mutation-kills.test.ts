// Sessions (spec 000 sign-in; decision 0020): cases the first mutation run showed no test
// guarding (docs/mutation.md). Through the real HTTP handler, on both databases.
import { uuidv7 } from '@dawa/domain';
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
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
  const sign = (claims: { userId: string; type: 'access' | 'refresh'; tokenId?: string }) =>
    h.deps.tokens.sign(
      { ...claims, version: 0, expiresAt: new Date(h.clock.current.getTime() + 3_600_000) },
      h.clock.now(),
    );

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
    const adminToken = admin.cookie.replace(/^refresh_token=/, '');
    const [, payload] = adminToken.split('.');
    const { jti } = JSON.parse(Buffer.from(payload ?? '', 'base64url').toString()) as {
      jti: string;
    };
    const stolen = sign({ userId, type: 'refresh', tokenId: jti });
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
