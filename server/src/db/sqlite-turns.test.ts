import { describe, expect, it } from 'vitest';
import { asOneCaller } from './callers';
import { SqliteTurns } from './sqlite-turns';

describe('turns at SQLite', () => {
  it("serves one query per turn, callers in turn: a newcomer does not wait for another caller's queue", async () => {
    const turns = new SqliteTurns();
    const order: string[] = [];
    const heavy = asOneCaller(() =>
      Promise.all([1, 2, 3, 4, 5].map((n) => turns.next().then(() => order.push(`heavy ${n}`)))),
    );
    const small = asOneCaller(() => turns.next().then(() => order.push('small')));
    await Promise.all([heavy, small]);
    expect(order).toEqual(['heavy 1', 'small', 'heavy 2', 'heavy 3', 'heavy 4', 'heavy 5']);
  });

  it('serves queries made outside any caller, in order', async () => {
    const turns = new SqliteTurns();
    const order: number[] = [];
    await Promise.all([1, 2, 3].map((n) => turns.next().then(() => order.push(n))));
    expect(order).toEqual([1, 2, 3]);
  });
});
