// In-process pacing of sign-in attempts (decision 0020). The counts that decide who is
// blocked live in the database; this only orders attempts in time:
// - one attempt at a time per client address, so concurrent requests cannot all pass the
//   lockout check before any failure is recorded;
// - for a username under attack from many addresses, attempts take turns some time apart,
//   which slows guessing without refusing anyone.

export interface Pacing {
  /** Milliseconds since an arbitrary origin (wall time, not the service clock). */
  now(): number;
  sleep(ms: number): Promise<void>;
}

export const realPacing: Pacing = {
  now: () => performance.now(),
  sleep: (ms) => new Promise((resolve) => setTimeout(resolve, ms)),
};

export class SignInThrottle {
  private readonly tails = new Map<string, Promise<unknown>>();
  private readonly nextTurn = new Map<string, number>();

  constructor(private readonly pacing: Pacing = realPacing) {}

  /** Runs `fn` after every earlier call with the same key has settled. */
  async oneAtATime<T>(key: string, fn: () => Promise<T>): Promise<T> {
    const previous = this.tails.get(key) ?? Promise.resolve();
    const run = previous.then(fn, fn);
    const tail = run.then(
      () => undefined,
      () => undefined,
    );
    this.tails.set(key, tail);
    try {
      return await run;
    } finally {
      if (this.tails.get(key) === tail) this.tails.delete(key);
    }
  }

  /** Waits for this key's next turn, `spacingMs` after the previous one; answers the wait. */
  async waitTurn(key: string, spacingMs: number): Promise<number> {
    const now = this.pacing.now();
    for (const [k, at] of this.nextTurn) if (at <= now) this.nextTurn.delete(k);
    const turn = Math.max(now, this.nextTurn.get(key) ?? now);
    this.nextTurn.set(key, turn + spacingMs);
    const wait = turn - now;
    if (wait > 0) await this.pacing.sleep(wait);
    return wait;
  }
}
