// Connections of the PostgreSQL pool shared between callers (requests). pg's pool hands out
// connections first come, first served: a request that queues 80 queries (20 aliased lists,
// each with its statistics) made every request behind it wait for all 80, a `me` answered in
// 180 ms. Here a caller holds at most half the pool, and a freed connection goes to the
// waiting caller that holds the fewest, so a small request waits for one query, not a queue.
import { currentCaller } from './callers';

interface Waiting {
  grant: () => void;
}

export class FairShares {
  readonly #capacity: number;
  readonly #perCaller: number;
  #inUse = 0;
  /** Connections held per caller. */
  readonly #held = new Map<object, number>();
  /** Waiting acquisitions per caller, callers in the order they started waiting. */
  readonly #waiting = new Map<object, Waiting[]>();

  constructor(capacity: number, perCaller = Math.max(1, Math.ceil(capacity / 2))) {
    this.#capacity = capacity;
    this.#perCaller = Math.min(perCaller, capacity);
  }

  /** Resolves with the function that gives the share back, once this caller may connect. */
  acquire(): Promise<() => void> {
    const caller = currentCaller();
    return new Promise((resolve) => {
      const grant = () => {
        this.#inUse++;
        this.#held.set(caller, (this.#held.get(caller) ?? 0) + 1);
        let given = false;
        resolve(() => {
          if (given) return;
          given = true;
          this.#release(caller);
        });
      };
      const queue = this.#waiting.get(caller);
      if (queue) queue.push({ grant });
      else this.#waiting.set(caller, [{ grant }]);
      this.#serve();
    });
  }

  /** Connections in use and callers waiting: for tests. */
  get state(): { inUse: number; waitingCallers: number } {
    return { inUse: this.#inUse, waitingCallers: this.#waiting.size };
  }

  #release(caller: object): void {
    this.#inUse--;
    const held = (this.#held.get(caller) ?? 1) - 1;
    if (held > 0) this.#held.set(caller, held);
    else this.#held.delete(caller);
    this.#serve();
  }

  #serve(): void {
    while (this.#inUse < this.#capacity) {
      let next: object | undefined;
      let fewest = Infinity;
      for (const caller of this.#waiting.keys()) {
        const held = this.#held.get(caller) ?? 0;
        if (held < this.#perCaller && held < fewest) {
          next = caller;
          fewest = held;
        }
      }
      if (next === undefined) return;
      const queue = this.#waiting.get(next) ?? [];
      const first = queue.shift();
      // The caller served goes behind the others that hold as many.
      this.#waiting.delete(next);
      if (queue.length > 0) this.#waiting.set(next, queue);
      first?.grant();
    }
  }
}
