// Sign-in, store switching, permissions and logout (spec 000 sections 4 and 7).
import { gqlRequest } from '../graphql/client';
import { ConnectionError, retryAfterOf } from '../graphql/errors';
import { recordActivity } from './activity';
import { applyLanguageAtSignIn } from './language';
import { applyUserPreferencesAtSignIn } from '../preferences';
import { clearAuthMarker, getAuthMarker, markerAfterLogin, setAuthMarker } from './markers';
import { AuthTokenQuery, LogoutQuery, MeQuery, PermissionsQuery } from './operations';
import {
  clearSession,
  getMruCredentials,
  getSession,
  rememberCredential,
  saveSession,
  type AuthSession,
  type SessionStore,
  type SessionUser,
} from './sessionCookie';
import { chooseStore } from './storeChoice';

export type LoginErrorKind =
  | 'InvalidCredentials'
  | 'NoSiteAccess'
  | 'AccountBlocked'
  | 'CentralSyncRequired'
  | 'ConnectionError'
  | 'RateLimited'
  | 'ServerError';

export interface LoginError {
  kind: LoginErrorKind;
  description?: string;
  /** Milliseconds, for AccountBlocked. */
  timeoutRemaining?: number;
  /** Seconds, for RateLimited. */
  retryAfterSeconds?: number;
}

const KNOWN_LOGIN_ERRORS: readonly LoginErrorKind[] = [
  'InvalidCredentials',
  'NoSiteAccess',
  'AccountBlocked',
  'CentralSyncRequired',
];

async function fetchPermissions(storeId: string): Promise<string[]> {
  const data = await gqlRequest(PermissionsQuery, { storeId });
  return data.me.permissions.nodes.find((node) => node.storeId === storeId)?.permissions ?? [];
}

type Me = Awaited<ReturnType<typeof fetchMe>>;
async function fetchMe() {
  return (await gqlRequest(MeQuery)).me;
}

function toUser(me: Me, permissions: string[]): SessionUser {
  return {
    id: me.userId,
    name: me.username,
    permissions,
    firstName: me.firstName ?? null,
    lastName: me.lastName ?? null,
    phoneNumber: me.phoneNumber ?? null,
    jobTitle: me.jobTitle ?? null,
    email: me.email ?? null,
  };
}

/** Signs in; answers the login error to show, or null once the session (and markers) are saved. */
export async function login(username: string, password: string): Promise<LoginError | null> {
  let token: string | undefined;
  try {
    const { authToken } = await gqlRequest(AuthTokenQuery, { username, password });
    if (authToken.__typename === 'AuthTokenError') {
      const kind =
        KNOWN_LOGIN_ERRORS.find((name) => name === authToken.error.__typename) ?? 'ServerError';
      const timeoutRemaining =
        authToken.error.__typename === 'AccountBlocked'
          ? authToken.error.timeoutRemaining
          : undefined;
      return {
        kind,
        description: authToken.error.description,
        ...(timeoutRemaining === undefined ? {} : { timeoutRemaining }),
      };
    }
    token = authToken.__typename === 'AuthToken' ? authToken.token : undefined;
  } catch (error) {
    const retryAfterSeconds = retryAfterOf(error);
    if (retryAfterSeconds !== undefined) return { kind: 'RateLimited', retryAfterSeconds };
    return { kind: error instanceof ConnectionError ? 'ConnectionError' : 'ServerError' };
  }
  if (!token) {
    setAuthMarker('Unauthenticated');
    return null;
  }
  // The token must be stored before `me`, which is sent with it.
  saveSession({ token, store: null, user: null });
  recordActivity();
  let store: SessionStore | null = null;
  let user: SessionUser | null = null;
  let meFailed = false;
  try {
    const me = await fetchMe();
    const chosen = chooseStore(me.username, me.stores.nodes, me.defaultStore, getMruCredentials());
    store = chosen ? { id: chosen.id, code: chosen.code, name: chosen.name } : null;
    user = toUser(me, []);
    await applyLanguageAtSignIn(me.language);
    await applyUserPreferencesAtSignIn(me.userId, me.preferences);
  } catch {
    // The client has set the ServerError marker and kept the message; without the user's
    // stores nobody knows whether one is assigned, so NoStoreAssigned must not replace it.
    meFailed = true;
  }
  if (!meFailed) {
    const marker = markerAfterLogin(true, store !== null, getAuthMarker());
    if (marker) setAuthMarker(marker);
    else clearAuthMarker();
  }
  if (store && user) {
    user.permissions = await fetchPermissions(store.id).catch(() => []);
  }
  saveSession({ token, store, user });
  rememberCredential(username, store?.id);
  return null;
}

/** Switching store re-fetches that store's permissions and saves the session. */
export async function switchStore(store: SessionStore): Promise<void> {
  const session = getSession();
  if (!session) return;
  const permissions = await fetchPermissions(store.id);
  const user = session.user ? { ...session.user, permissions } : null;
  saveSession({ ...session, store, user });
  if (user) rememberCredential(user.name, store.id);
}

/** Re-reads the user record and this store's permissions into the session. */
export async function reloadUserAndPermissions(): Promise<AuthSession | null> {
  const session = getSession();
  if (!session?.store) return session;
  const me = await fetchMe();
  const current = me.stores.nodes.find((node) => node.id === session.store?.id && !node.isDisabled);
  const store = current
    ? { id: current.id, code: current.code, name: current.name }
    : session.store;
  const permissions = await fetchPermissions(store.id);
  return saveSession({ ...session, store, user: toUser(me, permissions) });
}

/** Tells the server (which revokes the tokens), then forgets the session whatever it answered. */
export async function logout(): Promise<void> {
  if (getSession()) await gqlRequest(LogoutQuery).catch(() => undefined);
  clearSession();
}
