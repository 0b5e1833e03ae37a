import { describe, expect, it } from 'vitest';
import { TokenSigner } from './token';

const now = new Date('2026-01-01T00:00:00Z');
const later = (min: number) => new Date(now.getTime() + min * 60_000);

describe('TokenSigner', () => {
  const signer = new TokenSigner('a-test-secret-that-is-long-enough');

  it('round-trips the claims', async () => {
    const token = await signer.sign({ userId: 'u1', type: 'refresh', version: 3, tokenId: 't1', expiresAt: later(60) }, now);
    const v = await signer.verify(token, later(1));
    expect(v).toEqual({ ok: true, claims: { userId: 'u1', type: 'refresh', version: 3, tokenId: 't1', expiresAt: later(60) } });
  });

  it('reports expiry apart from other failures', async () => {
    const token = await signer.sign({ userId: 'u1', type: 'access', version: 0, expiresAt: later(60) }, now);
    expect(await signer.verify(token, later(61))).toEqual({ ok: false, error: 'TokenExpired' });
    expect(await signer.verify('x.y.z', now)).toEqual({ ok: false, error: 'InvalidToken' });
    const other = new TokenSigner('another-secret-another-secret-xx');
    expect(await other.verify(token, now)).toEqual({ ok: false, error: 'InvalidToken' });
  });
});
