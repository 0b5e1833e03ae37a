// Signed tokens (JWT, HS256). Access tokens travel in the Authorization header;
// refresh tokens only in an HttpOnly cookie. Both carry the user's token version,
// which logout bumps to revoke every token issued before.
import { SignJWT, errors, jwtVerify } from 'jose';

export type TokenType = 'access' | 'refresh';

export interface TokenClaims {
  userId: string;
  type: TokenType;
  version: number;
  /** Refresh tokens only: the id of their row, for rotation and revocation. */
  tokenId?: string;
  expiresAt: Date;
}

export type TokenVerifyError = 'TokenExpired' | 'InvalidToken';

export class TokenSigner {
  readonly #key: Uint8Array;
  constructor(secret: string) {
    this.#key = new TextEncoder().encode(secret);
  }

  async sign(claims: TokenClaims, issuedAt: Date): Promise<string> {
    const jwt = new SignJWT({ typ: claims.type, ver: claims.version })
      .setProtectedHeader({ alg: 'HS256' })
      .setSubject(claims.userId)
      .setIssuedAt(Math.floor(issuedAt.getTime() / 1000))
      .setExpirationTime(Math.floor(claims.expiresAt.getTime() / 1000));
    if (claims.tokenId) jwt.setJti(claims.tokenId);
    return jwt.sign(this.#key);
  }

  async verify(token: string, now: Date): Promise<{ ok: true; claims: TokenClaims } | { ok: false; error: TokenVerifyError }> {
    try {
      const { payload } = await jwtVerify(token, this.#key, {
        algorithms: ['HS256'],
        currentDate: now,
      });
      const type = payload.typ;
      const version = payload.ver;
      if ((type !== 'access' && type !== 'refresh') || typeof version !== 'number' || !payload.sub || !payload.exp) {
        return { ok: false, error: 'InvalidToken' };
      }
      return {
        ok: true,
        claims: {
          userId: payload.sub,
          type,
          version,
          ...(payload.jti ? { tokenId: payload.jti } : {}),
          expiresAt: new Date(payload.exp * 1000),
        },
      };
    } catch (e) {
      if (e instanceof errors.JWTExpired) return { ok: false, error: 'TokenExpired' };
      return { ok: false, error: 'InvalidToken' };
    }
  }
}
