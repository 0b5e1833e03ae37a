// Cases that pin rules the first mutation run showed no test guarding (docs/mutation.md).
import { describe, expect, it } from 'vitest';
import { isUuid, uuidv7 } from './id';

const millisOf = (id: string): number => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);

describe('uuidv7 (RFC 9562)', () => {
  it('ids made in one millisecond carry it and sort in the order they were made', () => {
    const at = Date.UTC(2031, 0, 1);
    const ids = Array.from({ length: 300 }, () => uuidv7(at));
    expect([...ids].sort()).toEqual(ids);
    expect(new Set(ids.map(millisOf))).toEqual(new Set([at]));
  });

  it('random bits differ between ids: the counter start and the bits after the variant', () => {
    const base = Date.UTC(2032, 0, 1);
    const ids = Array.from({ length: 200 }, (_, i) => uuidv7(base + i * 10));
    const counterStarts = new Set(ids.map((id) => id.slice(15, 18)));
    const afterVariant = new Set(ids.map((id) => id.slice(19, 21)));
    expect(counterStarts.size).toBeGreaterThan(1);
    expect(afterVariant.size).toBeGreaterThan(1);
    for (const id of ids) expect(id[19]).toMatch(/[89ab]/);
  });
});

describe('isUuid', () => {
  const id = '0190f5d2-8c4a-7b3e-9a1f-3c2d4e5f6a7b';
  it('takes the whole text as one UUID', () => {
    expect(isUuid(id)).toBe(true);
    expect(isUuid(`x${id}`)).toBe(false);
    expect(isUuid(`${id}0`)).toBe(false);
  });
});
