import { useSyncExternalStore } from 'react';
import { getAuthMarker, getServerErrorMessage, subscribeMarkers, type AuthMarker } from './markers';
import { getSession, subscribeSession, type AuthSession } from './sessionCookie';

export function useSession(): AuthSession | null {
  return useSyncExternalStore(subscribeSession, getSession);
}

/** The id of the store the session works in ('' before one is chosen): every store-scoped
 * query and mutation of the web is for this store. */
export function useStoreId(): string {
  return useSession()?.store?.id ?? '';
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
