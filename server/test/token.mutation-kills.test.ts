// Signed tokens as RFC 7519/7515 define HS256 JWTs: cases the first mutation run showed no
// test guarding (docs/mutation.md). Tokens are built here by hand from the RFC's rules
// (base64url JSON header and payload, HMAC-SHA256 over "header.payload").
import { createHmac } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { TokenSigner } from '../src/modules/auth/token';

const SECRET = 'a-test-secret-that-is-long-enough';
const signer = new TokenSigner(SECRET);
const now = new Date('2026-01-01T00:00:00Z');
const seconds = (d: Date): number => d.getTime() / 1000;
const b64 = (value: unknown): string =>
  Buffer.from(typeof value === 'string' ? value : JSON.stringify(value)).toString('base64url');
const HS256 = b64({ alg: 'HS256', typ: 'JWT' });
const jwt = (payload: unknown, header = HS256, secret = SECRET): string => {
  const body = `${header}.${b64(payload)}`;
  return `${body}.${createHmac('sha256', secret).update(body).digest('base64url')}`;
};
const valid = { sub: 'u1', typ: 'access', ver: 2, exp: seconds(now) + 60 };
const invalid = { ok: false, error: 'InvalidToken' };

describe('TokenSigner', () => {
  it('needs a secret of at least 16 characters', () => {
    expect(() => new TokenSigner('x'.repeat(15))).toThrow(/16/);
    expect(() => new TokenSigner('x'.repeat(16))).not.toThrow();
  });

  it('signs an HS256 JWT: header, payload with sub/typ/ver/iat/exp in seconds, HMAC', () => {
    const token = signer.sign(
      { userId: 'u1', type: 'access', version: 4, expiresAt: new Date(now.getTime() + 90_500) },
      new Date(now.getTime() + 999),
    );
    const [header, payload] = token.split('.');
    expect(JSON.parse(Buffer.from(header ?? '', 'base64url').toString())).toEqual({
      alg: 'HS256',
      typ: 'JWT',
    });
    // An access token has no id (jti); times are whole seconds, rounded down.
    expect(JSON.parse(Buffer.from(payload ?? '', 'base64url').toString())).toEqual({
      sub: 'u1',
      typ: 'access',
      ver: 4,
      iat: seconds(now),
      exp: seconds(now) + 90,
    });
    expect(token).toBe(
      `${header}.${payload}.${createHmac('sha256', SECRET).update(`${header}.${payload}`).digest('base64url')}`,
    );
  });

  it('accepts a token built by the RFC rules, and reads an access token without an id', () => {
    const v = signer.verify(jwt(valid), now);
    expect(v).toStrictEqual({
      ok: true,
      claims: {
        userId: 'u1',
        type: 'access',
        version: 2,
        expiresAt: new Date(now.getTime() + 60_000),
      },
    });
  });

  it('is expired from its exp second on, not before', () => {
    const token = jwt(valid);
    expect(signer.verify(token, new Date(now.getTime() + 59_999)).ok).toBe(true);
    expect(signer.verify(token, new Date(now.getTime() + 60_000))).toEqual({
      ok: false,
      error: 'TokenExpired',
    });
  });

  it.each<[string, () => string]>([
    ['two parts', () => jwt(valid).split('.').slice(0, 2).join('.')],
    ['four parts', () => `${jwt(valid)}.x`],
    ['another header, even correctly signed', () => jwt(valid, b64({ typ: 'JWT', alg: 'HS256' }))],
    ['a signature one byte short', () => jwt(valid).slice(0, -2)],
    ['a payload that is not JSON', () => jwt('not json')],
    ['no subject', () => jwt({ ...valid, sub: undefined })],
    ['a numeric subject', () => jwt({ ...valid, sub: 7 })],
    ['no type', () => jwt({ ...valid, typ: undefined })],
    ['another type', () => jwt({ ...valid, typ: 'id' })],
    ['no version', () => jwt({ ...valid, ver: undefined })],
    ['a version as text', () => jwt({ ...valid, ver: '2' })],
    ['no expiry', () => jwt({ ...valid, exp: undefined })],
    ['an expiry as text', () => jwt({ ...valid, exp: String(valid.exp) })],
  ])('refuses %s as InvalidToken', (_name, token) => {
    expect(signer.verify(token(), now)).toEqual(invalid);
  });

  it('takes a refresh token with its id, and ignores an id that is not text', () => {
    const refresh = { ...valid, typ: 'refresh' };
    expect(signer.verify(jwt({ ...refresh, jti: 't9' }), now)).toMatchObject({
      ok: true,
      claims: { type: 'refresh', tokenId: 't9' },
    });
    const v = signer.verify(jwt({ ...refresh, jti: 9 }), now);
    expect(v.ok && 'tokenId' in v.claims).toBe(false);
  });
});
