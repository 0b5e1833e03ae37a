import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import { recordActivity, recordRequestActivity, getLastActivity } from './activity';
import { getAuthMarker } from './markers';
import { isInactivityExempt, isRefreshDue, startRefreshTimer } from './refreshTimer';
import { clearSession, getSession, saveSession } from './sessionCookie';

const START = new Date('2026-01-10T10:00:00Z').getTime();
const answer = (body: unknown) =>
  Promise.resolve(new Response(JSON.stringify(body), { status: 200 }));

describe('isRefreshDue', () => {
  it('is due when 1 or 2 minutes remain', () => {
    expect(isRefreshDue(START + 2 * 60_000, START)).toBe(true);
    expect(isRefreshDue(START + 60_000, START)).toBe(true);
    expect(isRefreshDue(START + 3 * 60_000, START)).toBe(false);
    expect(isRefreshDue(START + 30 * 60_000, START)).toBe(false);
  });
});

describe('activity', () => {
  it('background queries do not reset the inactivity clock', () => {
    recordActivity(1000);
    for (const name of ['refreshToken', 'syncInfo', 'temperatureNotifications'])
      recordRequestActivity(name, 5000);
    expect(getLastActivity()).toBe(1000);
    recordRequestActivity('invoices', 6000);
    expect(getLastActivity()).toBe(6000);
  });
  it('exempts the initialise and discovery routes', () => {
    expect(isInactivityExempt('/initialise')).toBe(true);
    expect(isInactivityExempt('/discovery/x')).toBe(true);
    expect(isInactivityExempt('/dashboard')).toBe(false);
  });
});

describe('startRefreshTimer', () => {
  const fetchMock = vi.fn<typeof fetch>();
  const logout = vi.fn(() => {
    clearSession();
    return Promise.resolve();
  });
  let path = '/dashboard';
  beforeEach(() => {
    vi.useFakeTimers({ now: START });
    vi.stubGlobal('fetch', fetchMock);
    fetchMock.mockReset();
    logout.mockClear();
    path = '/dashboard';
  });
  afterEach(() => {
    vi.useRealTimers();
    vi.unstubAllGlobals();
    clearSession();
  });
  const store = { id: 's', code: 'S', name: 'Store' };

  it('refreshes the token when 2 minutes remain and stores it', async () => {
    saveSession({ token: 'old', store, user: null, expires: START + 3 * 60_000 });
    fetchMock.mockReturnValue(
      answer({ data: { refreshToken: { __typename: 'RefreshToken', token: 'new' } } }),
    );
    const stop = startRefreshTimer({ logout, pathname: () => path });
    recordActivity();
    await vi.advanceTimersByTimeAsync(30_000);
    recordActivity();
    await vi.advanceTimersByTimeAsync(30_000);
    expect(fetchMock).toHaveBeenCalledTimes(1);
    expect(getSession()?.token).toBe('new');
    expect(getSession()?.expires).toBe(START + 60_000 + 60 * 60_000);
    stop();
  });

  it('logs out with Timeout once inactivity reaches the limit', async () => {
    saveSession({ token: 't', store, user: null, expires: START + 60 * 60_000 });
    recordActivity();
    const stop = startRefreshTimer({ logout, pathname: () => path });
    await vi.advanceTimersByTimeAsync(29 * 60_000);
    expect(logout).not.toHaveBeenCalled();
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logout).toHaveBeenCalledTimes(1);
    expect(getAuthMarker()).toBe('Timeout');
    stop();
  });

  it('does not log out for inactivity on the initialise route', async () => {
    path = '/initialise';
    saveSession({ token: 't', store, user: null, expires: START + 120 * 60_000 });
    recordActivity();
    const stop = startRefreshTimer({ logout, pathname: () => path });
    await vi.advanceTimersByTimeAsync(45 * 60_000);
    expect(logout).not.toHaveBeenCalled();
    stop();
  });

  it('with no token sets Timeout and stops', async () => {
    const stop = startRefreshTimer({ logout, pathname: () => path });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(getAuthMarker()).toBe('Timeout');
    localStorage.clear();
    await vi.advanceTimersByTimeAsync(5 * 60_000);
    expect(getAuthMarker()).toBeNull();
    stop();
  });

  it('a refresh refused because another tab refreshed first keeps the session', async () => {
    saveSession({ token: 'old', store, user: null, expires: START + 3 * 60_000 });
    fetchMock.mockImplementation(() => {
      // The other tab's answer lands first and renews the shared session cookie.
      saveSession({ token: 'from-other-tab', store, user: null });
      return answer({
        data: {
          refreshToken: {
            __typename: 'RefreshTokenError',
            error: { __typename: 'InvalidToken', description: 'x' },
          },
        },
      });
    });
    recordActivity();
    const stop = startRefreshTimer({ logout, pathname: () => path });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logout).not.toHaveBeenCalled();
    expect(getAuthMarker()).toBeNull();
    expect(getSession()?.token).toBe('from-other-tab');
    stop();
  });

  it('a failed refresh logs out with Timeout', async () => {
    saveSession({ token: 'old', store, user: null, expires: START + 3 * 60_000 });
    fetchMock.mockReturnValue(
      answer({
        data: {
          refreshToken: {
            __typename: 'RefreshTokenError',
            error: { __typename: 'TokenExpired', description: 'x' },
          },
        },
      }),
    );
    recordActivity();
    const stop = startRefreshTimer({ logout, pathname: () => path });
    await vi.advanceTimersByTimeAsync(60_000);
    expect(logout).toHaveBeenCalled();
    expect(getAuthMarker()).toBe('Timeout');
    stop();
  });
});
