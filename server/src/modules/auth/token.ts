// Signed tokens: JWT (RFC 7519) with HS256, signed and checked synchronously with
// node:crypto (see docs/decisions/0007-own-hs256.md: the WebCrypto path of a JWT
// library sends every check through the thread pool, which dominated request latency).
// Access tokens travel in the Authorization header; refresh tokens only in an HttpOnly
// cookie. Both carry the user's token version, which logout bumps to revoke them all.
import { createHmac, timingSafeEqual } from 'node:crypto';

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

const HEADER = Buffer.from(JSON.stringify({ alg: 'HS256', typ: 'JWT' })).toString('base64url');

interface Payload {
  sub?: unknown;
  typ?: unknown;
  ver?: unknown;
  jti?: unknown;
  iat?: unknown;
  exp?: unknown;
}

export class TokenSigner {
  readonly #key: Buffer;
  constructor(secret: string) {
    if (secret.length < 16) throw new Error('token secret must be at least 16 characters');
    this.#key = Buffer.from(secret, 'utf8');
  }

  #mac(data: string): Buffer {
    return createHmac('sha256', this.#key).update(data).digest();
  }

  sign(claims: TokenClaims, issuedAt: Date): string {
    const payload: Payload = {
      sub: claims.userId,
      typ: claims.type,
      ver: claims.version,
      ...(claims.tokenId ? { jti: claims.tokenId } : {}),
      iat: Math.floor(issuedAt.getTime() / 1000),
      exp: Math.floor(claims.expiresAt.getTime() / 1000),
    };
    const body = `${HEADER}.${Buffer.from(JSON.stringify(payload)).toString('base64url')}`;
    return `${body}.${this.#mac(body).toString('base64url')}`;
  }

  verify(
    token: string,
    now: Date,
  ): { ok: true; claims: TokenClaims } | { ok: false; error: TokenVerifyError } {
    const invalid = { ok: false, error: 'InvalidToken' } as const;
    const parts = token.split('.');
    if (parts.length !== 3) return invalid;
    const [header, body, signature] = parts as [string, string, string];
    if (header !== HEADER) return invalid;
    const expected = this.#mac(`${header}.${body}`);
    const given = Buffer.from(signature, 'base64url');
    if (given.length !== expected.length || !timingSafeEqual(given, expected)) return invalid;
    let payload: Payload;
    try {
      payload = JSON.parse(Buffer.from(body, 'base64url').toString('utf8')) as Payload;
    } catch {
      return invalid;
    }
    const { sub, typ, ver, jti, exp } = payload;
    if (
      typeof sub !== 'string' ||
      (typ !== 'access' && typ !== 'refresh') ||
      typeof ver !== 'number' ||
      typeof exp !== 'number'
    ) {
      return invalid;
    }
    if (exp * 1000 <= now.getTime()) return { ok: false, error: 'TokenExpired' };
    return {
      ok: true,
      claims: {
        userId: sub,
        type: typ,
        version: ver,
        ...(typeof jti === 'string' ? { tokenId: jti } : {}),
        expiresAt: new Date(exp * 1000),
      },
    };
  }
}
