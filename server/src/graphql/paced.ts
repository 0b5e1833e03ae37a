// A large page handed to GraphQL a slice at a time. GraphQL completes the rows of a list it
// already holds in one go, and with SQLite on the same thread nothing else is answered until
// it ends: a page of 1,000 rows with their fields held every other request for the whole
// completion. Rows after the first slice are promises that settle one event-loop turn after
// the slice before, so requests that arrived meanwhile (and their queries) run in between.

/** Rows completed per turn of the event loop. */
export const ROWS_PER_TURN = 100;

const nextTurn = (): Promise<void> => new Promise((resolve) => setImmediate(resolve));

/** The rows, in order, the first slice as they are and each later slice a turn after the last. */
export function paced<T>(
  rows: readonly T[],
  size: number = ROWS_PER_TURN,
): readonly (T | Promise<T>)[] {
  if (rows.length <= size) return rows;
  const out: (T | Promise<T>)[] = rows.slice(0, size);
  let turn = Promise.resolve();
  for (let start = size; start < rows.length; start += size) {
    turn = turn.then(nextTurn);
    const ready = turn;
    for (const row of rows.slice(start, start + size)) out.push(ready.then(() => row));
  }
  return out;
}
