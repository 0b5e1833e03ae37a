import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { LogoutQuery, MeQuery } from '../session/operations';
import {
  clearAuthMarker,
  getAuthMarker,
  getServerErrorMessage,
  setAuthMarker,
} from '../session/markers';
import { clearSession, saveSession } from '../session/sessionCookie';
import { gqlRequest } from './client';
import {
  classifyErrors,
  ConnectionError,
  GraphQLRequestError,
  RequestSkippedError,
  UnknownError,
} from './errors';
import { isRequestSkipped } from './gating';

const forbidden = (path: string) => ({
  message: 'Permission denied',
  path: [path],
  extensions: { code: 'FORBIDDEN' },
});

describe('classifyErrors', () => {
  it('maps UNAUTHENTICATED to the Unauthenticated marker', () => {
    expect(classifyErrors([{ message: 'x', extensions: { code: 'UNAUTHENTICATED' } }])).toBe(
      'Unauthenticated',
    );
  });
  it('maps FORBIDDEN on ordinary paths to Forbidden', () => {
    expect(classifyErrors([forbidden('invoices')])).toBe('Forbidden');
    expect(classifyErrors([forbidden('reports'), forbidden('stocktakes')])).toBe('Forbidden');
  });
  it('passes FORBIDDEN to the caller when every path is widget-handled', () => {
    for (const path of [
      'reports',
      'stockCounts',
      'invoiceCounts',
      'itemCounts',
      'requisitionCounts',
      'temperatureNotifications',
    ]) {
      expect(classifyErrors([forbidden(path)])).toBe('ToCaller');
    }
    expect(classifyErrors([forbidden('itemCounts'), forbidden('stockCounts')])).toBe('ToCaller');
  });
  it('passes other errors to the caller', () => {
    expect(classifyErrors([{ message: 'x', extensions: { code: 'INTERNAL' } }])).toBe('ToCaller');
  });
});

describe('isRequestSkipped', () => {
  it('never skips authToken and me', () => {
    for (const marker of [
      'NoStoreAssigned',
      'Unauthenticated',
      'Timeout',
      'ServerError',
      'Forbidden',
    ] as const) {
      expect(isRequestSkipped('authToken', marker, false)).toBe(false);
      expect(isRequestSkipped('me', marker, false)).toBe(false);
    }
  });
  it('before a store is assigned skips for four markers but not Forbidden', () => {
    for (const marker of [
      'NoStoreAssigned',
      'Unauthenticated',
      'Timeout',
      'ServerError',
    ] as const) {
      expect(isRequestSkipped('permissions', marker, false)).toBe(true);
    }
    expect(isRequestSkipped('permissions', 'Forbidden', false)).toBe(false);
    expect(isRequestSkipped('permissions', null, false)).toBe(false);
  });
  it('with a store skips only while NoStoreAssigned', () => {
    expect(isRequestSkipped('invoices', 'NoStoreAssigned', true)).toBe(true);
    expect(isRequestSkipped('invoices', 'Timeout', true)).toBe(false);
    expect(isRequestSkipped('invoices', 'ServerError', true)).toBe(false);
  });
});

describe('gqlRequest', () => {
  const fetchMock = vi.fn<typeof fetch>();
  beforeEach(() => {
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    clearSession();
  });
  const answer = (body: unknown) =>
    Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

  it('posts with credentials and the bearer token', async () => {
    saveSession({ token: 'tok', store: { id: 's', code: 'S', name: 'S' }, user: null });
    fetchMock.mockReturnValue(answer({ data: { logout: { userId: 'u' } } }));
    await expect(gqlRequest(LogoutQuery)).resolves.toEqual({ logout: { userId: 'u' } });
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(url).toBe('/graphql');
    expect(init?.credentials).toBe('include');
    expect(new Headers(init?.headers).get('Authorization')).toBe('Bearer tok');
  });
  it('sets Unauthenticated on UNAUTHENTICATED', async () => {
    fetchMock.mockReturnValue(
      answer({
        errors: [{ message: 'no', extensions: { code: 'UNAUTHENTICATED', details: 'd' } }],
      }),
    );
    await expect(gqlRequest(LogoutQuery)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(getAuthMarker()).toBe('Unauthenticated');
  });
  it('leaves widget permission errors to the caller', async () => {
    fetchMock.mockReturnValue(answer({ errors: [forbidden('stockCounts')] }));
    await expect(gqlRequest(LogoutQuery)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(getAuthMarker()).toBeNull();
  });
  it('a network failure is a ConnectionError', async () => {
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    await expect(gqlRequest(LogoutQuery)).rejects.toBeInstanceOf(ConnectionError);
  });
  it('a failed me sets ServerError and keeps the message', async () => {
    fetchMock.mockReturnValue(
      answer({
        errors: [{ message: 'boom', extensions: { code: 'INTERNAL', details: 'db down' } }],
      }),
    );
    await expect(gqlRequest(MeQuery)).rejects.toBeInstanceOf(GraphQLRequestError);
    expect(getAuthMarker()).toBe('ServerError');
    expect(getServerErrorMessage()).toBe('db down');
  });
  it('a me the browser drops while the page is left sets no ServerError', async () => {
    clearAuthMarker();
    fetchMock.mockRejectedValue(new TypeError('Failed to fetch'));
    window.dispatchEvent(new Event('pagehide'));
    await expect(gqlRequest(MeQuery)).rejects.toBeInstanceOf(ConnectionError);
    expect(getAuthMarker()).toBeNull();
    // Back on the page (from the back-forward cache), a failed me is a server error again.
    window.dispatchEvent(new Event('pageshow'));
    await expect(gqlRequest(MeQuery)).rejects.toBeInstanceOf(ConnectionError);
    expect(getAuthMarker()).toBe('ServerError');
    expect(getServerErrorMessage()).toBe('TypeError: Failed to fetch');
  });
  it('raises errors[] as an Error carrying the server’s details text', async () => {
    fetchMock.mockReturnValue(
      answer({ errors: [{ message: 'bad', extensions: { code: 'INTERNAL', details: 'why' } }] }),
    );
    const error = await gqlRequest(LogoutQuery).catch((caught: unknown) => caught);
    expect(error).toBeInstanceOf(Error);
    expect((error as GraphQLRequestError).details).toBe('why');
  });
  it('turns an empty answer into empty data', async () => {
    fetchMock.mockReturnValue(Promise.resolve(new Response('', { status: 200 })));
    await expect(gqlRequest(LogoutQuery)).resolves.toEqual({});
  });
  it('anything else that is not GraphQL is an UnknownError', async () => {
    fetchMock.mockReturnValue(
      Promise.resolve(new Response('<html>Bad gateway</html>', { status: 502 })),
    );
    await expect(gqlRequest(LogoutQuery)).rejects.toBeInstanceOf(UnknownError);
  });
  it('skips gated requests without calling the server', async () => {
    setAuthMarker('Timeout');
    await expect(gqlRequest(LogoutQuery)).rejects.toBeInstanceOf(RequestSkippedError);
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
