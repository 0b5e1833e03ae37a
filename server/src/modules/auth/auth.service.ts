// Sign-in, token refresh and logout. Each write runs in one transaction.
import { uuidv7 } from '@dawa/domain';
import { err, ok, type Result } from '../../common/result';
import { addMinutes } from '../../common/time';
import { inTransaction } from '../../db/transaction';
import type { Deps } from '../../deps';
import { logActivity } from '../activity-log/activity-log.repository';
import {
  bumpTokenVersion,
  countStoresOnSite,
  findUserById,
  findUserByUsername,
} from '../users/user.repository';
import type { User } from '../users/user.types';
import {
  clearLoginAttempts,
  findLoginAttempt,
  findRefreshToken,
  insertRefreshToken,
  revokeAllRefreshTokens,
  revokeRefreshToken,
  saveLoginAttempt,
} from './auth.repository';
import { dummyPasswordHash, verifyPassword } from './password';

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

export async function authenticate(
  deps: Deps,
  username: string,
  password: string,
): Promise<Result<IssuedTokens, AuthTokenError>> {
  const now = deps.clock();
  const key = usernameKey(username);
  // validate
  const attempt = await findLoginAttempt(deps.db, key);
  if (attempt?.blockedUntil && attempt.blockedUntil > now) {
    return err({
      kind: 'AccountBlocked',
      timeoutRemaining: attempt.blockedUntil.getTime() - now.getTime(),
    });
  }
  const user = key === '' ? undefined : await findUserByUsername(deps.db, key);
  // Always pay for one hash check, so the answer takes as long for an unknown user.
  const passwordMatches = await verifyPassword(
    password,
    user?.passwordHash ?? (await dummyPasswordHash()),
  );

  if (!user || !passwordMatches) {
    // A block that has run out starts a new count.
    const previous = attempt && !attempt.blockedUntil ? attempt.failedCount : 0;
    const failedCount = previous + 1;
    const blocked = failedCount >= deps.config.lockoutMaxFailures;
    const blockedUntil = blocked ? addMinutes(now, deps.config.lockoutMinutes) : null;
    await inTransaction(deps.db, async (trx) => {
      await saveLoginAttempt(trx, key, { failedCount, blockedUntil }, now);
      return ok(undefined);
    });
    return blockedUntil
      ? err({ kind: 'AccountBlocked', timeoutRemaining: blockedUntil.getTime() - now.getTime() })
      : err({ kind: 'InvalidCredentials' });
  }

  if ((await countStoresOnSite(deps.db, user.id, deps.siteId)) === 0) {
    await inTransaction(deps.db, async (trx) => {
      await clearLoginAttempts(trx, key);
      return ok(undefined);
    });
    return err({ kind: 'NoSiteAccess' });
  }

  // generate
  const issued = issueTokens(deps, user, now);
  // persist
  return inTransaction(deps.db, async (trx) => {
    await clearLoginAttempts(trx, key);
    await insertRefreshToken(trx, {
      id: issued.tokenId,
      userId: user.id,
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
  if (
    !stored ||
    stored.revoked ||
    !user ||
    stored.userId !== user.id ||
    user.tokenVersion !== claims.version
  ) {
    return err('InvalidToken');
  }
  const issued = issueTokens(deps, user, now);
  return inTransaction(deps.db, async (trx) => {
    if (!(await revokeRefreshToken(trx, tokenId, now))) return err('InvalidToken' as const);
    await insertRefreshToken(trx, {
      id: issued.tokenId,
      userId: user.id,
      issued: now,
      expires: issued.refreshExpires,
    });
    return ok({
      userId: user.id,
      token: issued.token,
      refreshToken: issued.refreshToken,
      refreshExpires: issued.refreshExpires,
    });
  });
}

/** Revokes every token the user holds: access tokens through the version, refresh tokens by row. */
export async function logout(deps: Deps, userId: string): Promise<void> {
  const now = deps.clock();
  await inTransaction(deps.db, async (trx) => {
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
