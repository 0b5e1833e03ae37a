// The thread of one SQLite cursor (sqlite-cursor.ts): its own read-only connection to the
// database file runs one query and hands its first column over in batches when asked. A query
// that sorts a whole table (an export of 500,000 stock lines) sorts here, once, while the
// server's thread goes on answering requests.
import { parentPort, workerData } from 'node:worker_threads';
import Database from 'better-sqlite3';

const db = new Database(workerData.file, { readonly: true, fileMustExist: true });
db.pragma('busy_timeout = 5000');
const rows = db
  .prepare(workerData.sql)
  .pluck()
  .iterate(...workerData.parameters);

parentPort.on('message', (count) => {
  try {
    const batch = [];
    let done = false;
    while (batch.length < count) {
      const next = rows.next();
      if (next.done) {
        done = true;
        break;
      }
      batch.push(next.value);
    }
    parentPort.postMessage({ batch, done });
    if (done) db.close();
  } catch (error) {
    parentPort.postMessage({ error: error instanceof Error ? error.message : String(error) });
  }
});
