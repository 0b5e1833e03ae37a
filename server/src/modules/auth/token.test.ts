import { describe, expect, it } from 'vitest';
import { TokenSigner } from './token';

const now = new Date('2026-01-01T00:00:00Z');
const later = (min: number) => new Date(now.getTime() + min * 60_000);

describe('TokenSigner', () => {
  const signer = new TokenSigner('a-test-secret-that-is-long-enough');

  it('round-trips the claims', () => {
    const token = signer.sign(
      { userId: 'u1', type: 'refresh', version: 3, tokenId: 't1', expiresAt: later(60) },
      now,
    );
    const v = signer.verify(token, later(1));
    expect(v).toEqual({
      ok: true,
      claims: { userId: 'u1', type: 'refresh', version: 3, tokenId: 't1', expiresAt: later(60) },
    });
  });

  it('reports expiry apart from other failures', () => {
    const token = signer.sign(
      { userId: 'u1', type: 'access', version: 0, expiresAt: later(60) },
      now,
    );
    expect(signer.verify(token, later(61))).toEqual({ ok: false, error: 'TokenExpired' });
    expect(signer.verify('x.y.z', now)).toEqual({ ok: false, error: 'InvalidToken' });
    // An unsigned ("alg": "none") token is refused.
    const [, body] = token.split('.');
    const none = `${Buffer.from('{"alg":"none"}').toString('base64url')}.${body}.`;
    expect(signer.verify(none, now)).toEqual({ ok: false, error: 'InvalidToken' });
    // A tampered payload is refused.
    const tampered = token.replace(/\.([^.]+)\./, (_m, b: string) => `.${b.slice(0, -2)}AA.`);
    expect(signer.verify(tampered, now)).toEqual({ ok: false, error: 'InvalidToken' });
    const other = new TokenSigner('another-secret-another-secret-xx');
    expect(other.verify(token, now)).toEqual({ ok: false, error: 'InvalidToken' });
  });
});
