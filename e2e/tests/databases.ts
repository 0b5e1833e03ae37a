// Where the browser tests' servers keep their SQLite databases: one file (and its -wal and
// -shm) per server per run, in the system's temporary folder.
import { tmpdir } from 'node:os';
import { join } from 'node:path';

export const e2eDatabaseFile = (name: string, run: string): string =>
  join(tmpdir(), `dawa-e2e-${name}-${run}.sqlite`);

/** Whether a file of the temporary folder is one of the run's databases. */
export const isRunDatabase = (fileName: string, run: string): boolean =>
  fileName.startsWith('dawa-e2e-') && fileName.includes(`-${run}.sqlite`);
