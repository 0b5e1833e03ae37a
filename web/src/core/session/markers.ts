// Session error markers kept in local storage (spec 000 sections 4 and 9).
export const AUTH_MARKER_KEY = '/error/auth';
export const SERVER_ERROR_KEY = '/error/server';

export const AUTH_MARKERS = [
  'NoStoreAssigned',
  'Forbidden',
  'ServerError',
  'Unauthenticated',
  'Timeout',
] as const;
export type AuthMarker = (typeof AUTH_MARKERS)[number];

const listeners = new Set<() => void>();

function notify(): void {
  for (const listener of listeners) listener();
}

export function subscribeMarkers(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function isMarker(value: string | null): value is AuthMarker {
  return AUTH_MARKERS.some((marker) => marker === value);
}

export function getAuthMarker(): AuthMarker | null {
  const stored = localStorage.getItem(AUTH_MARKER_KEY);
  return isMarker(stored) ? stored : null;
}

export function setAuthMarker(marker: AuthMarker): void {
  localStorage.setItem(AUTH_MARKER_KEY, marker);
  notify();
}

export function clearAuthMarker(): void {
  localStorage.removeItem(AUTH_MARKER_KEY);
  localStorage.removeItem(SERVER_ERROR_KEY);
  notify();
}

export function setServerErrorMessage(message: string): void {
  localStorage.setItem(SERVER_ERROR_KEY, message);
  notify();
}

export function getServerErrorMessage(): string | null {
  return localStorage.getItem(SERVER_ERROR_KEY);
}

/** Markers after a sign-in: no token, then no store, else cleared unless a ServerError stands. */
export function markerAfterLogin(
  hasToken: boolean,
  hasStore: boolean,
  current: AuthMarker | null,
): AuthMarker | null {
  if (!hasToken) return 'Unauthenticated';
  if (!hasStore) return 'NoStoreAssigned';
  return current === 'ServerError' ? 'ServerError' : null;
}
