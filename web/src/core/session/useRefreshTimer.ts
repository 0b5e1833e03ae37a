import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { recordActivity } from './activity';
import { startRefreshTimer } from './refreshTimer';
import { logout } from './sessionApi';
import { useSession } from './useSession';

const USER_EVENTS = ['keydown', 'pointerdown'] as const;

/** Runs the 60 s refresh check while a signed-in session exists; typing and clicking count as activity. */
export function useRefreshTimer(): void {
  const session = useSession();
  const { pathname } = useLocation();
  const path = useRef(pathname);
  path.current = pathname;
  const signedIn = Boolean(session?.token);
  useEffect(() => {
    if (!signedIn) return;
    const onEvent = () => recordActivity();
    for (const name of USER_EVENTS) window.addEventListener(name, onEvent, { passive: true });
    const stop = startRefreshTimer({ logout, pathname: () => path.current });
    return () => {
      stop();
      for (const name of USER_EVENTS) window.removeEventListener(name, onEvent);
    };
  }, [signedIn]);
}
