// The 'auth' cookie (spec 000 section 3) and the most-recent-credentials list.
import { getAppConfig } from '../config';

export interface SessionUser {
  id: string;
  name: string;
  permissions: string[];
  firstName: string | null;
  lastName: string | null;
  phoneNumber: string | null;
  jobTitle: string | null;
  email: string | null;
}

export interface SessionStore {
  id: string;
  code: string;
  name: string;
}

export interface AuthSession {
  token: string;
  /** Epoch milliseconds. */
  expires: number;
  store: SessionStore | null;
  user: SessionUser | null;
}

export const AUTH_COOKIE = 'auth';
export const MRU_CREDENTIALS_KEY = '/mru/credentials';

const listeners = new Set<() => void>();
let cachedText: string | undefined;
let cachedSession: AuthSession | null = null;

export function subscribeSession(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

function readCookie(name: string): string | undefined {
  const prefix = `${name}=`;
  const entry = document.cookie.split('; ').find((part) => part.startsWith(prefix));
  return entry === undefined ? undefined : decodeURIComponent(entry.slice(prefix.length));
}

/** The stored session; the same object while the cookie is unchanged (for useSyncExternalStore). */
export function getSession(): AuthSession | null {
  const text = readCookie(AUTH_COOKIE) ?? '';
  if (text === cachedText) return cachedSession;
  cachedText = text;
  try {
    const parsed = text ? (JSON.parse(text) as AuthSession) : null;
    cachedSession = parsed && typeof parsed.token === 'string' ? parsed : null;
  } catch {
    cachedSession = null;
  }
  return cachedSession;
}

export function getToken(): string | undefined {
  const session = getSession();
  return session && session.expires > Date.now() ? session.token : undefined;
}

/** Writes the cookie; `expires` is renewed to sessionMinutes from now unless given. */
export function saveSession(
  session: Omit<AuthSession, 'expires'> & { expires?: number },
): AuthSession {
  const expires = session.expires ?? Date.now() + getAppConfig().sessionMinutes * 60_000;
  const full: AuthSession = { ...session, expires };
  document.cookie = `${AUTH_COOKIE}=${encodeURIComponent(JSON.stringify(full))}; expires=${new Date(expires).toUTCString()}; path=/; SameSite=Strict`;
  for (const listener of listeners) listener();
  return full;
}

export function clearSession(): void {
  document.cookie = `${AUTH_COOKIE}=; expires=Thu, 01 Jan 1970 00:00:00 GMT; path=/; SameSite=Strict`;
  for (const listener of listeners) listener();
}

export interface MruCredential {
  username: string;
  store?: { id: string } | undefined;
}

export function getMruCredentials(): MruCredential[] {
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(MRU_CREDENTIALS_KEY) ?? '[]');
    return Array.isArray(parsed)
      ? parsed.filter(
          (entry): entry is MruCredential =>
            typeof (entry as MruCredential | null)?.username === 'string',
        )
      : [];
  } catch {
    return [];
  }
}

/** Puts this user first, remembering the store they last used. */
export function rememberCredential(username: string, storeId: string | undefined): void {
  const others = getMruCredentials().filter(
    (entry) => entry.username.toLowerCase() !== username.toLowerCase(),
  );
  const entry: MruCredential = { username, ...(storeId ? { store: { id: storeId } } : {}) };
  localStorage.setItem(MRU_CREDENTIALS_KEY, JSON.stringify([entry, ...others].slice(0, 10)));
}
