import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { getAuthMarker, getServerErrorMessage } from './markers';
import { login, switchStore } from './sessionApi';
import { clearSession, getMruCredentials, getSession, rememberCredential } from './sessionCookie';
import { testMe, testStore } from '../../test/session';
import { changeLanguage, i18n } from '../i18n/i18n';
import { CHOSEN_LANGUAGE_KEY, chooseLanguage } from './language';

type Answer = { data?: unknown; errors?: unknown[] };
type Handlers = Record<string, (variables: Record<string, unknown>) => Answer>;

const store = testStore;
const me = (...args: Parameters<typeof testMe>) => ({ data: testMe(...args) });

const token = { data: { authToken: { __typename: 'AuthToken', token: 'tok' } } };
const permissions = (variables: Record<string, unknown>) => ({
  data: {
    me: {
      permissions: {
        totalCount: 1,
        nodes: [{ storeId: variables.storeId, permissions: [`IN_${String(variables.storeId)}`] }],
      },
    },
  },
});
const loginError = (typename: string, extra: Record<string, unknown> = {}) => ({
  data: {
    authToken: {
      __typename: 'AuthTokenError',
      error: { __typename: typename, description: `${typename} text`, ...extra },
    },
  },
});

describe('sign-in and store switching (spec 000 sections 4 and 7)', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const asked: string[] = [];
  function serve(handlers: Handlers) {
    fetchMock.mockImplementation((_url, init) => {
      const { operationName, variables } = JSON.parse(init?.body as string) as {
        operationName: string;
        variables: Record<string, unknown>;
      };
      asked.push(operationName);
      const handler = handlers[operationName];
      if (!handler) return Promise.reject(new TypeError(`unexpected ${operationName}`));
      return Promise.resolve(new Response(JSON.stringify(handler(variables)), { status: 200 }));
    });
  }
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    asked.length = 0;
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });

  it.each([
    ['InvalidCredentials', {}, { kind: 'InvalidCredentials' }],
    ['NoSiteAccess', {}, { kind: 'NoSiteAccess' }],
    ['CentralSyncRequired', {}, { kind: 'CentralSyncRequired' }],
    [
      'AccountBlocked',
      { timeoutRemaining: 90_000 },
      { kind: 'AccountBlocked', timeoutRemaining: 90_000 },
    ],
    ['SomethingNew', {}, { kind: 'ServerError' }],
  ])('answers the login error %s with its description', async (typename, extra, expected) => {
    serve({ authToken: () => loginError(typename, extra) });
    await expect(login('keeper', 'pass')).resolves.toEqual({
      ...expected,
      description: `${typename} text`,
    });
    expect(getSession()).toBeNull();
  });

  it('answers ConnectionError when the server cannot be reached', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(login('keeper', 'pass')).resolves.toEqual({ kind: 'ConnectionError' });
  });

  it('answers RateLimited, with the wait, when the server refuses too many requests (429)', async () => {
    fetchMock.mockResolvedValue(
      new Response(
        JSON.stringify({
          errors: [
            {
              message: 'Too many requests; try again in 42 s',
              extensions: { code: 'RATE_LIMITED', retryAfterSeconds: 42 },
            },
          ],
        }),
        { status: 429 },
      ),
    );
    await expect(login('keeper', 'pass')).resolves.toEqual({
      kind: 'RateLimited',
      retryAfterSeconds: 42,
    });
    expect(getSession()).toBeNull();
  });

  it('saves the session with the last-used store of that user and its permissions', async () => {
    rememberCredential('KEEPER', 'b');
    serve({ authToken: () => token, me: () => me([store('a'), store('b')]), permissions });
    await expect(login('keeper', 'pass')).resolves.toBeNull();
    const session = getSession();
    expect(session?.token).toBe('tok');
    expect(session?.store).toEqual({ id: 'b', code: 'B', name: 'Store b' });
    expect(session?.user).toMatchObject({ id: 'u1', name: 'Keeper', permissions: ['IN_b'] });
    expect(getAuthMarker()).toBeNull();
    expect(getMruCredentials()[0]).toEqual({ username: 'keeper', store: { id: 'b' } });
    expect(asked).toEqual(['authToken', 'me', 'permissions']);
  });

  it('sets NoStoreAssigned when no store is enabled', async () => {
    serve({ authToken: () => token, me: () => me([store('a', true)]) });
    await expect(login('keeper', 'pass')).resolves.toBeNull();
    expect(getAuthMarker()).toBe('NoStoreAssigned');
    expect(getSession()?.store).toBeNull();
  });

  it('sets Unauthenticated when the answer carries no token', async () => {
    serve({ authToken: () => ({ data: { authToken: { __typename: 'AuthToken', token: '' } } }) });
    await expect(login('keeper', 'pass')).resolves.toBeNull();
    expect(getAuthMarker()).toBe('Unauthenticated');
  });

  it('keeps ServerError and its message when me fails', async () => {
    serve({
      authToken: () => token,
      me: () => ({ errors: [{ message: 'x', extensions: { code: 'INTERNAL', details: 'db' } }] }),
    });
    await expect(login('keeper', 'pass')).resolves.toBeNull();
    expect(getAuthMarker()).toBe('ServerError');
    expect(getServerErrorMessage()).toBe('db');
  });

  it('switching store re-fetches that store’s permissions and saves the session', async () => {
    serve({ authToken: () => token, me: () => me([store('a'), store('b')]), permissions });
    await login('keeper', 'pass');
    expect(getSession()?.user?.permissions).toEqual(['IN_a']);
    await switchStore({ id: 'b', code: 'B', name: 'Store b' });
    expect(getSession()?.store?.id).toBe('b');
    expect(getSession()?.user?.permissions).toEqual(['IN_b']);
    expect(getMruCredentials()[0]?.store).toEqual({ id: 'b' });
  });

  describe('the language a person chooses is theirs (issue 10)', () => {
    const sent: unknown[] = [];
    const withLanguage = (language: string) => () => {
      const answer = me([store('a')]);
      return { data: { me: { ...answer.data.me, language } } };
    };
    const keep = (variables: Record<string, unknown>) => {
      sent.push(variables.language);
      return {
        data: {
          updateUserLanguage: { __typename: 'UserLanguageNode', language: variables.language },
        },
      };
    };
    beforeEach(async () => {
      sent.length = 0;
      localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
      await changeLanguage('en');
    });
    afterEach(async () => {
      localStorage.removeItem(CHOSEN_LANGUAGE_KEY);
      await changeLanguage('en');
    });

    it('a language chosen on the sign-in page wins over the one stored and is stored on the user', async () => {
      serve({
        authToken: () => token,
        me: withLanguage('fr'),
        permissions,
        updateUserLanguage: keep,
      });
      await chooseLanguage('ar');
      expect(sent).toEqual([]); // not signed in yet: kept for the sign-in
      await expect(login('keeper', 'pass')).resolves.toBeNull();
      expect(i18n.language).toBe('ar');
      expect(sent).toEqual(['ar']);
      expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBeNull();
    });

    it("without a choice on this device, the user's stored language applies", async () => {
      serve({
        authToken: () => token,
        me: withLanguage('fr'),
        permissions,
        updateUserLanguage: keep,
      });
      await expect(login('keeper', 'pass')).resolves.toBeNull();
      expect(i18n.language).toBe('fr');
      expect(sent).toEqual([]);
    });

    it('a language chosen when signed in is stored at once', async () => {
      serve({
        authToken: () => token,
        me: withLanguage('en'),
        permissions,
        updateUserLanguage: keep,
      });
      await login('keeper', 'pass');
      await chooseLanguage('fr');
      expect(sent).toEqual(['fr']);
      expect(i18n.language).toBe('fr');
      expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBeNull();
    });

    it('a choice the server could not keep waits for the next sign-in', async () => {
      serve({ authToken: () => token, me: withLanguage('en'), permissions });
      await login('keeper', 'pass');
      await chooseLanguage('ar');
      expect(localStorage.getItem(CHOSEN_LANGUAGE_KEY)).toBe('ar');
    });
  });
});
