// After the browser tests: the servers are stopped; their databases go (each run left about
// 400 MB in the temporary folder, and a day of runs filled the disk).
import fs from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { isRunDatabase } from './databases';

export default function teardown(): void {
  const run = process.env.DAWA_E2E_RUN;
  if (!run) return;
  for (const file of fs.readdirSync(tmpdir())) {
    if (isRunDatabase(file, run)) fs.rmSync(join(tmpdir(), file), { force: true });
  }
}
