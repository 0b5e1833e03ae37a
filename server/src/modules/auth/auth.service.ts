// Sign-in, token refresh and logout. Each write runs in one transaction.
import { MAX_PASSWORD_LENGTH, MAX_USERNAME_LENGTH, textProblem, uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { addMinutes } from '../../common/time';
import { inTransaction } from '../../db/transaction';
import type { UserContext } from '../../common/service-context';
import type { Deps } from '../../deps';
import { logActivity } from '../activity-log/activity-log.repository';
import { findUserById, findUserByUsername } from '../users/user.list';
import {
  bumpTokenVersion,
  countStoresOnSite,
  holdsPermissionInAnyStore,
} from '../users/user.repository';
import type { User } from '../users/user.types';
import {
  clearSignInFailures,
  countRecentSignInFailures,
  deleteStaleSignInFailures,
  findRefreshToken,
  findSignInFailures,
  insertRefreshToken,
  revokeAllRefreshTokens,
  revokeRefreshToken,
  revokeRefreshTokenFamily,
  saveSignInFailures,
} from './auth.repository';
import { dummyPasswordHash, verifyPassword } from './password';
import { SignInThrottle } from './sign-in-throttle';

export type AuthTokenError =
  | { kind: 'InvalidCredentials' }
  | { kind: 'AccountBlocked'; timeoutRemaining: number }
  | { kind: 'NoSiteAccess' }
  | { kind: 'CentralSyncRequired' };

export type RefreshTokenError =
  | 'NoRefreshTokenProvided'
  | 'TokenExpired'
  | 'NotARefreshToken'
  | 'InvalidToken'
  /** The token was rotated a moment ago by another tab: refused like InvalidToken, but the
   * cookie that tab received is the session's and must not be cleared. */
  | 'SpentMomentsAgo'
  | 'DatabaseError'
  | 'InternalError';

export interface IssuedTokens {
  userId: string;
  token: string;
  refreshToken: string;
  refreshExpires: Date;
}

const usernameKey = (username: string): string => username.trim().toLowerCase();

function issueTokens(
  deps: Deps,
  user: User,
  now: Date,
): Omit<IssuedTokens, 'userId'> & { tokenId: string } {
  const tokenId = uuidv7(now.getTime());
  const refreshExpires = addMinutes(now, deps.config.refreshTokenMinutes);
  const [token, refreshToken] = [
    deps.tokens.sign(
      {
        userId: user.id,
        type: 'access',
        version: user.tokenVersion,
        expiresAt: addMinutes(now, deps.config.accessTokenMinutes),
      },
      now,
    ),
    deps.tokens.sign(
      {
        userId: user.id,
        type: 'refresh',
        version: user.tokenVersion,
        tokenId,
        expiresAt: refreshExpires,
      },
      now,
    ),
  ];
  return { token, refreshToken, refreshExpires, tokenId };
}

const throttles = new WeakMap<Deps, SignInThrottle>();
/** The pacing of sign-ins for one running server (tests may give their own). */
export function signInThrottle(deps: Deps, replacement?: SignInThrottle): SignInThrottle {
  if (replacement) throttles.set(deps, replacement);
  let throttle = throttles.get(deps);
  if (!throttle) {
    throttle = new SignInThrottle();
    throttles.set(deps, throttle);
  }
  return throttle;
}

/** A username or password no account can have: too long or with a NUL byte. */
const impossibleCredentials = (username: string, password: string): boolean =>
  textProblem(username, MAX_USERNAME_LENGTH) !== null ||
  textProblem(password, MAX_PASSWORD_LENGTH) !== null;

/** Signs a user in from a client address. Failures are counted per username and address
 * (5 block that pair for 15 minutes), per address (too many block the address) and per
 * username (too many make its attempts take turns); decision 0020. */
export async function authenticate(
  deps: Deps,
  username: string,
  password: string,
  clientAddress: string,
): Promise<Result<IssuedTokens, AuthTokenError>> {
  // Refused before anything is read or stored: no such account can exist.
  if (impossibleCredentials(username, password)) return err({ kind: 'InvalidCredentials' });
  const throttle = signInThrottle(deps);
  return throttle.oneAtATime(`address:${clientAddress}`, () =>
    authenticateInTurn(deps, throttle, username, password, clientAddress),
  );
}

async function authenticateInTurn(
  deps: Deps,
  throttle: SignInThrottle,
  username: string,
  password: string,
  clientAddress: string,
): Promise<Result<IssuedTokens, AuthTokenError>> {
  const { config } = deps;
  const key = usernameKey(username);
  const periodStart = addMinutes(deps.clock(), -config.lockoutMinutes);
  // validate
  const failures = await findSignInFailures(deps.db, key, clientAddress);
  const blockedUntil = failures?.blockedUntil;
  if (blockedUntil && blockedUntil > deps.clock()) {
    return err({
      kind: 'AccountBlocked',
      timeoutRemaining: blockedUntil.getTime() - deps.clock().getTime(),
    });
  }
  const fromAddress = await countRecentSignInFailures(deps.db, { clientAddress }, periodStart);
  if (fromAddress.count >= config.signInFailuresPerAddress && fromAddress.oldest) {
    const until = addMinutes(fromAddress.oldest, config.lockoutMinutes);
    return err({
      kind: 'AccountBlocked',
      timeoutRemaining: Math.max(1000, until.getTime() - deps.clock().getTime()),
    });
  }
  const forName = await countRecentSignInFailures(deps.db, { usernameKey: key }, periodStart);
  if (forName.count >= config.signInSlowdownAfter) {
    await throttle.waitTurn(`username:${key}`, config.signInSlowdownMs);
  }

  const now = deps.clock();
  const user = key === '' ? undefined : await findUserByUsername(deps.db, key);
  // Always pay for one hash check, so the answer takes as long for an unknown user.
  const passwordMatches = await verifyPassword(
    password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );

  if (!user || !passwordMatches) {
    // A block that has run out starts a new count.
    const previous = failures && !failures.blockedUntil ? failures.failedCount : 0;
    const failedCount = previous + 1;
    const blocked = failedCount >= config.lockoutMaxFailures;
    const until = blocked ? addMinutes(now, config.lockoutMinutes) : null;
    await inTransaction(deps.db, async (trx) => {
      await saveSignInFailures(trx, key, clientAddress, { failedCount, blockedUntil: until }, now);
      await deleteStaleSignInFailures(trx, addMinutes(now, -2 * config.lockoutMinutes));
      return ok(undefined);
    });
    return until
      ? err({ kind: 'AccountBlocked', timeoutRemaining: until.getTime() - now.getTime() })
      : err({ kind: 'InvalidCredentials' });
  }

  if ((await countStoresOnSite(deps.db, user.id, deps.siteId)) === 0) {
    await inTransaction(deps.db, async (trx) => {
      await clearSignInFailures(trx, key, clientAddress);
      return ok(undefined);
    });
    return err({ kind: 'NoSiteAccess' });
  }

  // generate
  const issued = issueTokens(deps, user, now);
  // persist
  return inTransaction(deps.db, async (trx) => {
    await clearSignInFailures(trx, key, clientAddress);
    await insertRefreshToken(trx, {
      id: issued.tokenId,
      userId: user.id,
      // A sign-in starts a family; every token rotated from this one keeps its id.
      familyId: issued.tokenId,
      issued: now,
      expires: issued.refreshExpires,
    });
    await logActivity(
      trx,
      { type: 'USER_LOGGED_IN', userId: user.id, storeId: null, recordId: user.id },
      now,
    );
    return ok({
      userId: user.id,
      token: issued.token,
      refreshToken: issued.refreshToken,
      refreshExpires: issued.refreshExpires,
    });
  });
}

/** How long after its rotation a spent refresh token shown again counts as a race between two
 * tabs rather than a replay: refused without ending the sign-in. */
export const REFRESH_REUSE_GRACE_MS = 10_000;

/** Exchanges a refresh token (from the cookie) for a new access token and a new
 * refresh token; the old refresh token is revoked (rotation). */
export async function refresh(
  deps: Deps,
  refreshToken: string | undefined,
): Promise<Result<IssuedTokens, RefreshTokenError>> {
  if (!refreshToken) return err('NoRefreshTokenProvided');
  const now = deps.clock();
  const verified = deps.tokens.verify(refreshToken, now);
  if (!verified.ok) return err(verified.error);
  const { claims } = verified;
  if (claims.type !== 'refresh' || !claims.tokenId) return err('NotARefreshToken');
  const tokenId = claims.tokenId;

  let stored;
  let user;
  try {
    [stored, user] = await Promise.all([
      findRefreshToken(deps.db, tokenId),
      findUserById(deps.db, claims.userId),
    ]);
  } catch {
    return err('DatabaseError');
  }
  if (!stored || !user || stored.userId !== user.id || user.tokenVersion !== claims.version) {
    return err('InvalidToken');
  }
  if (stored.revoked) {
    // A spent token shown again: whoever holds it (a thief or the user) may hold its
    // successor too, so the whole sign-in ends, unless it was spent a moment ago: two tabs
    // of one browser refreshing together send the same cookie, and the later one must not
    // end the session the earlier one just renewed. Nothing is issued either way.
    const spentMs = now.getTime() - (stored.revokedAt?.getTime() ?? 0);
    if (spentMs <= REFRESH_REUSE_GRACE_MS) return err('SpentMomentsAgo');
    await revokeFamily(deps, stored.familyId, now);
    return err('InvalidToken');
  }
  const issued = issueTokens(deps, user, now);
  const rotated = await inTransaction<IssuedTokens | null, RefreshTokenError>(
    deps.db,
    async (trx) => {
      // Only one of two concurrent refreshes with one token revokes it (the row update
      // counts); the other is a reuse.
      if (!(await revokeRefreshToken(trx, tokenId, now))) return ok(null);
      await insertRefreshToken(trx, {
        id: issued.tokenId,
        userId: user.id,
        familyId: stored.familyId,
        issued: now,
        expires: issued.refreshExpires,
      });
      return ok({
        userId: user.id,
        token: issued.token,
        refreshToken: issued.refreshToken,
        refreshExpires: issued.refreshExpires,
      });
    },
  );
  if (!rotated.ok) return rotated;
  // Lost a race with a refresh of the same token sent at the same moment (two tabs): refused,
  // and the winner's new token stays valid.
  if (rotated.value === null) return err('SpentMomentsAgo');
  return ok(rotated.value);
}

async function revokeFamily(deps: Deps, familyId: string, now: Date): Promise<void> {
  await inTransaction(deps.db, async (trx) => {
    await revokeRefreshTokenFamily(trx, familyId, now);
    return ok(undefined);
  });
}

/** Revokes every token the context's user holds: access tokens through the version, refresh tokens by row. */
export async function logout(ctx: UserContext): Promise<void> {
  const { userId } = ctx;
  const now = ctx.now();
  await inTransaction(ctx.db, async (trx) => {
    await bumpTokenVersion(trx, userId);
    await revokeAllRefreshTokens(trx, userId, now);
    await logActivity(
      trx,
      { type: 'USER_LOGGED_OUT', userId, storeId: null, recordId: userId },
      now,
    );
    return ok(undefined);
  });
}

export type RequestAuthError = 'TokenExpired' | 'InvalidToken' | 'Revoked';

/** Checks the bearer token of a request: signature, expiry, type and that logout has not revoked it. */
export async function authenticateRequest(
  deps: Deps,
  bearer: string,
): Promise<Result<User, RequestAuthError>> {
  const verified = deps.tokens.verify(bearer, deps.clock());
  if (!verified.ok) return err(verified.error);
  if (verified.claims.type !== 'access') return err('InvalidToken');
  const user = await findUserById(deps.db, verified.claims.userId);
  if (!user) return err('InvalidToken');
  if (user.tokenVersion !== verified.claims.version) return err('Revoked');
  return ok(user);
}

/** A signed-in administrator: a user who holds SERVER_ADMIN in some enabled store. */
export function isAdministrator(deps: Deps, user: User): Promise<boolean> {
  return holdsPermissionInAnyStore(deps.db, user.id, 'SERVER_ADMIN');
}

/** The user behind a refresh-token cookie, when it is live, checked without rotating it
 * (a browser opening GraphiQL sends the cookie, not a bearer token). */
export async function userOfRefreshToken(
  deps: Deps,
  refreshToken: string | undefined,
): Promise<User | undefined> {
  if (!refreshToken) return undefined;
  const verified = deps.tokens.verify(refreshToken, deps.clock());
  if (!verified.ok || verified.claims.type !== 'refresh' || !verified.claims.tokenId)
    return undefined;
  const [stored, user] = await Promise.all([
    findRefreshToken(deps.db, verified.claims.tokenId),
    findUserById(deps.db, verified.claims.userId),
  ]);
  if (!stored || stored.revoked || !user || stored.userId !== user.id) return undefined;
  return user.tokenVersion === verified.claims.version ? user : undefined;
}
