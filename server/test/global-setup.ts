// Names this test run (its PostgreSQL databases carry the name: test/database.ts) and, at the
// end, drops whatever databases of the run are left: the templates, and the copy of any test
// that stopped before closing its own.
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import type { TestProject } from 'vitest/node';
import { testEnv } from '../src/config';
import { testDatabasePrefix } from './database';

export function setup(project: TestProject): () => Promise<void> {
  const run = randomBytes(4).toString('hex');
  project.provide('testRun', run);
  return async () => {
    const url = testEnv.databaseUrl();
    if (!url) return;
    const client = new pg.Client({ connectionString: url });
    await client.connect();
    try {
      const { rows } = await client.query<{ datname: string }>(
        `select datname from pg_database where datname like $1`,
        [`${testDatabasePrefix(run)}%`],
      );
      for (const { datname } of rows) {
        await client.query(`drop database if exists ${datname} with (force)`);
      }
    } finally {
      await client.end();
    }
  };
}
