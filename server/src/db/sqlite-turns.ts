// Turns at SQLite for the callers of one server. better-sqlite3 answers on the event loop, so
// while a query runs nothing else does, and awaiting its settled promise never lets I/O in: a
// request of many queries used to hold every other request until its end. Here each query
// waits for a turn of the event loop, one query per turn, and callers (requests) take turns
// round-robin: a small request that arrives while a heavy one has 40 queries queued runs its
// query next, not after the 40. A transaction takes one turn for all its statements.
import { currentCaller } from './callers';

export class SqliteTurns {
  /** Waiting queries per caller, callers in the order they are served next. */
  readonly #waiting = new Map<object, (() => void)[]>();
  #scheduled = false;

  /** Resolves on this query's turn. */
  next(): Promise<void> {
    const caller = currentCaller();
    return new Promise((resolve) => {
      const queue = this.#waiting.get(caller);
      if (queue) queue.push(resolve);
      else this.#waiting.set(caller, [resolve]);
      this.#schedule();
    });
  }

  #schedule(): void {
    if (this.#scheduled) return;
    this.#scheduled = true;
    setImmediate(() => this.#serve());
  }

  #serve(): void {
    this.#scheduled = false;
    const first = this.#waiting.entries().next();
    if (first.done) return;
    const [caller, queue] = first.value;
    const resolve = queue.shift();
    // The caller just served goes to the back of the line.
    this.#waiting.delete(caller);
    if (queue.length > 0) this.#waiting.set(caller, queue);
    resolve?.();
    if (this.#waiting.size > 0) this.#schedule();
  }
}
