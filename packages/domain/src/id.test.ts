import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './id';

describe('uuidv7', () => {
  it('is a version 7 RFC 4122 UUID', () => {
    const id = uuidv7();
    expect(isUuid(id)).toBe(true);
    expect(id[14]).toBe('7');
    expect(['8', '9', 'a', 'b']).toContain(id[19]);
  });
  it('sorts by creation time', () => {
    const a = uuidv7(1_900_000_000_000);
    const b = uuidv7(1_900_000_000_001);
    expect(a < b).toBe(true);
    expect(a.slice(0, 13)).toBe('01ba60d3-3800');
  });
  it('keeps ids of the same millisecond, or of a clock that stepped back, in creation order', () => {
    const ids = Array.from({ length: 5000 }, (_, i) => uuidv7(1_800_000_000_000 - (i % 3)));
    expect([...ids].sort()).toEqual(ids);
  });

  it('is unique', () => {
    const ids = new Set(Array.from({ length: 1000 }, () => uuidv7(0)));
    expect(ids.size).toBe(1000);
  });
  it('rejects what is not a UUID', () => {
    expect(isUuid('not-a-uuid')).toBe(false);
    expect(isUuid('')).toBe(false);
  });
});
