// A query read in batches on a thread of its own (sqlite-cursor.worker.mjs). better-sqlite3
// runs on the thread that calls it: a sort of a whole store's stock lines (six seconds for
// 500,000 lines) held every request of the server for that long. The cursor's thread opens the
// database file read-only (WAL lets it read beside the server's connection) and keeps one
// snapshot from its first batch to its last: the batches are consistent with one another.
import { Worker } from 'node:worker_threads';
import type { CompiledQuery } from 'kysely';

export interface SqliteCursor {
  /** The next `count` values of the query's first column; fewer (or none) at its end. */
  next(count: number): Promise<unknown[]>;
  close(): Promise<void>;
}

interface Answer {
  batch?: unknown[];
  done?: boolean;
  error?: string;
}

export function openSqliteCursor(file: string, query: CompiledQuery): SqliteCursor {
  const worker = new Worker(new URL('./sqlite-cursor.worker.mjs', import.meta.url), {
    workerData: { file, sql: query.sql, parameters: query.parameters },
  });
  /** The query has given its last row. */
  let completed = false;
  let exited = false;
  let failure: Error | undefined;
  let pending: { resolve: (a: Answer) => void; reject: (e: Error) => void } | undefined;
  worker.on('message', (answer: Answer) => {
    const waiting = pending;
    pending = undefined;
    waiting?.resolve(answer);
  });
  worker.on('error', (error) => {
    failure = error;
    pending?.reject(error);
    pending = undefined;
  });
  worker.on('exit', () => {
    exited = true;
    // A thread that ends before the last row must never read as a shorter result.
    if (!completed) failure ??= new Error('cursor thread ended before the end of its query');
    pending?.reject(failure ?? new Error('cursor thread ended'));
    pending = undefined;
  });
  return {
    async next(count) {
      if (completed) return [];
      if (failure) throw failure;
      if (pending) throw new Error('one batch at a time');
      const answer = await new Promise<Answer>((resolve, reject) => {
        pending = { resolve, reject };
        worker.postMessage(count);
      });
      if (answer.error !== undefined) throw new Error(answer.error);
      if (answer.done) {
        completed = true;
        await worker.terminate();
      }
      return answer.batch ?? [];
    },
    async close() {
      if (!exited) await worker.terminate();
    },
  };
}
