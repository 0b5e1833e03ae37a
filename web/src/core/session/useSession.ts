import { useSyncExternalStore } from 'react';
import { getAuthMarker, getServerErrorMessage, subscribeMarkers, type AuthMarker } from './markers';
import { getSession, subscribeSession, type AuthSession } from './sessionCookie';

export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

export function useAuthMarker(): AuthMarker | null {
  return useSyncExternalStore(subscribeMarkers, getAuthMarker);
}

export function useServerErrorMessage(): string | null {
  return useSyncExternalStore(subscribeMarkers, getServerErrorMessage);
}

/** Whether the signed-in user holds a permission in the current store. */
export function usePermission(permission: string): boolean {
  const session = useSession();
  return session?.user?.permissions.includes(permission) ?? false;
}
