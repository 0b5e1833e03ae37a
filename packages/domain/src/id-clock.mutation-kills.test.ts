// uuidv7 (RFC 9562) from a fresh start of the module: cases a mutation run showed no test
// guarding (docs/mutation.md). Alone in its file so the first id made here is the module's first.
import { describe, expect, it } from 'vitest';
import { uuidv7 } from './id';

const millisOf = (id: string): number => Number.parseInt(id.replace(/-/g, '').slice(0, 12), 16);
const counterOf = (id: string): number => Number.parseInt(id.slice(15, 18), 16);

describe('uuidv7 from a fresh start', () => {
  it('the first id carries the time it was made at, even the epoch itself', () => {
    expect(millisOf(uuidv7(0))).toBe(0);
  });

  it("uses the counter's whole 12 bits in a millisecond before borrowing the next", () => {
    const at = Date.UTC(2033, 0, 1);
    const ids = Array.from({ length: 4200 }, () => uuidv7(at));
    const inFirst = ids.filter((id) => millisOf(id) === at);
    expect(Math.max(...inFirst.map(counterOf))).toBe(0xfff);
    // The next one borrows the following millisecond, its counter starting again at 0.
    const borrowed = ids[inFirst.length] ?? '';
    expect([millisOf(borrowed), counterOf(borrowed)]).toEqual([at + 1, 0]);
    expect([...ids].sort()).toEqual(ids);
  });
});
