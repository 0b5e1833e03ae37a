// Token refresh and inactivity check every 60 s (spec 000 sections 4 and 9).
import { gqlRequest } from '../graphql/client';
import { getAppConfig } from '../config';
import { getLastActivity } from './activity';
import { setAuthMarker } from './markers';
import { RefreshTokenQuery } from './operations';
import { getSession, getToken, saveSession } from './sessionCookie';

export const REFRESH_CHECK_MS = 60_000;
const MINUTE = 60_000;

/** Routes where nobody is signed in yet, so inactivity does not apply. */
const INACTIVITY_EXEMPT_PATHS = ['/initialise', '/discovery'];

export function isInactivityExempt(pathname: string): boolean {
  return INACTIVITY_EXEMPT_PATHS.some(
    (path) => pathname === path || pathname.startsWith(`${path}/`),
  );
}

/** True when 1 or 2 minutes remain on the session (rounded to the minute of the check). */
export function isRefreshDue(expires: number, now: number): boolean {
  const minutesLeft = Math.round((expires - now) / MINUTE);
  return minutesLeft === 1 || minutesLeft === 2;
}

export type TickOutcome = 'no-token' | 'inactive' | 'refreshed' | 'refresh-failed' | 'idle';

export interface TimerHooks {
  /** Ends the session after inactivity (calls the server's logout). */
  logout: () => Promise<void>;
  pathname: () => string;
  now?: () => number;
}

/** One check; the caller stops the timer on 'no-token', 'inactive' and 'refresh-failed'. */
export async function refreshTick(hooks: TimerHooks): Promise<TickOutcome> {
  const now = hooks.now?.() ?? Date.now();
  const session = getSession();
  if (!session || !getToken()) {
    setAuthMarker('Timeout');
    return 'no-token';
  }
  const inactivityMs = getAppConfig().inactivityMinutes * MINUTE;
  if (!isInactivityExempt(hooks.pathname()) && now - getLastActivity() >= inactivityMs) {
    // The marker goes first, so the pages see why the session ended rather than a bare sign-in.
    setAuthMarker('Timeout');
    await hooks.logout();
    return 'inactive';
  }
  if (!isRefreshDue(session.expires, now)) return 'idle';
  try {
    const { refreshToken } = await gqlRequest(RefreshTokenQuery);
    if (refreshToken.__typename !== 'RefreshToken') throw new Error(refreshToken.__typename);
    saveSession({ ...session, token: refreshToken.token, expires: undefined });
    return 'refreshed';
  } catch {
    // Another tab of this browser refreshed at the same moment: the server refused this
    // tab's copy of the spent token, and the session cookie the tabs share already holds the
    // new one. The session goes on.
    if (getSession()?.token !== session.token && getToken()) return 'refreshed';
    setAuthMarker('Timeout');
    await hooks.logout();
    return 'refresh-failed';
  }
}

/** Starts the 60 s checks; answers a stop function. */
export function startRefreshTimer(hooks: TimerHooks): () => void {
  let running = true;
  const id = setInterval(() => {
    void refreshTick(hooks).then((outcome) => {
      if (running && outcome !== 'idle' && outcome !== 'refreshed') stop();
    });
  }, REFRESH_CHECK_MS);
  function stop() {
    running = false;
    clearInterval(id);
  }
  return stop;
}
