// The pacing of sign-in attempts (decision 0020): cases the first mutation run showed no test
// guarding (docs/mutation.md). A fake clock stands in for wall time.
import { afterEach, describe, expect, it, vi } from 'vitest';
import { SignInThrottle, realPacing, type Pacing } from '../src/modules/auth/sign-in-throttle';

function fakePacing(): Pacing & { sleeps: number[]; at: number } {
  const pacing = {
    at: 1_000,
    sleeps: [] as number[],
    now: () => pacing.at,
    sleep: (ms: number) => {
      pacing.sleeps.push(ms);
      return Promise.resolve();
    },
  };
  return pacing;
}

const deferred = () => {
  let resolve!: () => void;
  let reject!: (e: Error) => void;
  const promise = new Promise<void>((res, rej) => {
    resolve = res;
    reject = rej;
  });
  return { promise, resolve, reject };
};

describe('SignInThrottle.oneAtATime', () => {
  it('runs attempts of one address one after another, even after one fails', async () => {
    const throttle = new SignInThrottle(fakePacing());
    const order: string[] = [];
    const first = deferred();
    const a = throttle.oneAtATime('address:1', async () => {
      order.push('a starts');
      await first.promise;
      order.push('a ends');
      throw new Error('wrong password');
    });
    const b = throttle.oneAtATime('address:1', () => {
      order.push('b starts');
      return Promise.resolve('b');
    });
    await Promise.resolve();
    expect(order).toEqual(['a starts']);
    first.resolve();
    await expect(a).rejects.toThrow('wrong password');
    await expect(b).resolves.toBe('b');
    expect(order).toEqual(['a starts', 'a ends', 'b starts']);
  });

  it('an attempt arriving while the second runs waits for it, though the first has settled', async () => {
    const throttle = new SignInThrottle(fakePacing());
    const order: string[] = [];
    const gates = [deferred(), deferred(), deferred()];
    const attempt = (i: number) =>
      throttle.oneAtATime('address:1', async () => {
        order.push(`${i} starts`);
        await gates[i]?.promise;
        order.push(`${i} ends`);
      });
    const first = attempt(0);
    const second = attempt(1);
    gates[0]?.resolve();
    await first;
    const third = attempt(2);
    for (let i = 0; i < 5; i++) await Promise.resolve();
    expect(order).toEqual(['0 starts', '0 ends', '1 starts']);
    gates[1]?.resolve();
    gates[2]?.resolve();
    await Promise.all([second, third]);
    expect(order).toEqual(['0 starts', '0 ends', '1 starts', '1 ends', '2 starts', '2 ends']);
  });

  it('lets attempts of other addresses run meanwhile', async () => {
    const throttle = new SignInThrottle(fakePacing());
    const first = deferred();
    const slow = throttle.oneAtATime('address:1', () => first.promise.then(() => 'slow'));
    await expect(throttle.oneAtATime('address:2', () => Promise.resolve('other'))).resolves.toBe(
      'other',
    );
    first.resolve();
    await expect(slow).resolves.toBe('slow');
    // Once everything settled, a new attempt of the first address runs at once.
    await expect(throttle.oneAtATime('address:1', () => Promise.resolve('again'))).resolves.toBe(
      'again',
    );
  });
});

describe('SignInThrottle.waitTurn', () => {
  it('spaces the turns of one key, answers each wait, and sleeps only when there is one', async () => {
    const pacing = fakePacing();
    const throttle = new SignInThrottle(pacing);
    expect(await throttle.waitTurn('username:a', 500)).toBe(0);
    expect(await throttle.waitTurn('username:a', 500)).toBe(500);
    expect(await throttle.waitTurn('username:a', 500)).toBe(1000);
    expect(await throttle.waitTurn('username:b', 500)).toBe(0);
    expect(pacing.sleeps).toEqual([500, 1000]);
  });

  it('counts from now again once the spacing has passed', async () => {
    const pacing = fakePacing();
    const throttle = new SignInThrottle(pacing);
    await throttle.waitTurn('username:a', 500);
    pacing.at += 300;
    expect(await throttle.waitTurn('username:a', 500)).toBe(200);
    pacing.at += 5_000;
    expect(await throttle.waitTurn('username:a', 500)).toBe(0);
    // The turn exactly due is no wait either.
    pacing.at += 500;
    expect(await throttle.waitTurn('username:a', 500)).toBe(0);
  });
});

describe('realPacing', () => {
  afterEach(() => {
    vi.useRealTimers();
  });

  it('reads a wall clock in milliseconds', () => {
    const at = realPacing.now();
    expect(Number.isFinite(at)).toBe(true);
    expect(realPacing.now()).toBeGreaterThanOrEqual(at);
  });

  it('sleeps until the timer of that many milliseconds has run', async () => {
    vi.useFakeTimers();
    let woke = false;
    const sleeping = realPacing.sleep(1_000).then(() => {
      woke = true;
    });
    await vi.advanceTimersByTimeAsync(999);
    expect(woke).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await sleeping;
    expect(woke).toBe(true);
  });
});
