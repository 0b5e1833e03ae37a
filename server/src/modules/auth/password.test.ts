import { describe, expect, it } from 'vitest';
import { hashPassword, verifyPassword } from './password';

const FAST = { N: 1024, r: 8, p: 1 };

describe('password hashing', () => {
  it('verifies the right password and refuses others', async () => {
    const hash = await hashPassword('pass', FAST);
    expect(hash.startsWith('scrypt$1024$8$1$')).toBe(true);
    expect(await verifyPassword('pass', hash)).toBe(true);
    expect(await verifyPassword('Pass', hash)).toBe(false);
    expect(await verifyPassword('', hash)).toBe(false);
  });

  it('salts every hash', async () => {
    expect(await hashPassword('pass', FAST)).not.toBe(await hashPassword('pass', FAST));
  });

  it('refuses malformed stored hashes', async () => {
    expect(await verifyPassword('pass', 'plain-text')).toBe(false);
    expect(await verifyPassword('pass', 'bcrypt$1$2$3$4$5')).toBe(false);
  });

  it('uses a slow default cost', async () => {
    expect((await hashPassword('x')).startsWith('scrypt$16384$8$1$')).toBe(true);
  });
});
