// Who is asking the database: each HTTP request runs as one caller, so that the database's
// turns (SQLite, sqlite-turns.ts) and connections (PostgreSQL, fair-pool.ts) are shared between
// requests, not handed out first come, first served to the queries of whichever request queued
// the most.
import { AsyncLocalStorage } from 'node:async_hooks';

const callers = new AsyncLocalStorage<object>();
/** Queries made outside any caller (start-up, commands, tests' fixtures) count as one caller. */
const NO_CALLER = {};

/** Runs `fn` as one caller: its queries queue together and take turns with other callers'. */
export function asOneCaller<T>(fn: () => T): T {
  return callers.run({}, fn);
}

/** The caller the current code runs for. */
export function currentCaller(): object {
  return callers.getStore() ?? NO_CALLER;
}
