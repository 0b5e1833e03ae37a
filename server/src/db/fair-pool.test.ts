import { describe, expect, it } from 'vitest';
import { asOneCaller } from './callers';
import { FairShares } from './fair-pool';

const settle = () => new Promise((r) => setImmediate(r));

describe('fair shares of the PostgreSQL pool', () => {
  it('never hands out more than the pool holds, nor more than half of it to one caller', async () => {
    const shares = new FairShares(4);
    const held: (() => void)[] = [];
    asOneCaller(() => {
      for (let i = 0; i < 6; i++) void shares.acquire().then((giveBack) => held.push(giveBack));
    });
    await settle();
    expect(held).toHaveLength(2);
    expect(shares.state).toEqual({ inUse: 2, waitingCallers: 1 });
    held.shift()?.();
    await settle();
    expect(held).toHaveLength(2);
    expect(shares.state.inUse).toBe(2);
  });

  it('gives a freed connection to the waiting caller that holds fewest, before a long queue', async () => {
    const shares = new FairShares(2, 2);
    const order: string[] = [];
    const heavyHeld: (() => void)[] = [];
    asOneCaller(() => {
      for (let i = 1; i <= 5; i++)
        void shares.acquire().then((giveBack) => {
          order.push(`heavy ${i}`);
          heavyHeld.push(giveBack);
        });
    });
    await settle();
    const small = asOneCaller(() =>
      shares.acquire().then((giveBack) => {
        order.push('small');
        giveBack();
      }),
    );
    heavyHeld.shift()?.();
    await small;
    // The small caller gives its share straight back: the heavy queue goes on after it.
    expect(order).toEqual(['heavy 1', 'heavy 2', 'small', 'heavy 3']);
  });

  it('counts a share given back twice once', async () => {
    const shares = new FairShares(1);
    const giveBack = await shares.acquire();
    giveBack();
    giveBack();
    expect(shares.state.inUse).toBe(0);
    const again = await shares.acquire();
    expect(shares.state.inUse).toBe(1);
    again();
  });
});
