// A fresh, migrated database per test: in-memory SQLite by default, or a new schema
// in the PostgreSQL named by TEST_DATABASE_URL (CI runs the suite both ways).
import { randomBytes } from 'node:crypto';
import fs from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import pg from 'pg';
import { testEnv } from '../src/config';
import { openDatabase, type Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

export const testDialect = (): 'sqlite' | 'postgres' =>
  testEnv.databaseUrl() ? 'postgres' : 'sqlite';

export async function createTestDatabase(
  options: {
    /** On SQLite, a database file (removed on close) instead of memory: for what reads the
     * file from another thread. */
    file?: boolean;
    /** Apply the migrations up to this one only (the test applies the rest). */
    upTo?: string;
  } = {},
): Promise<Database> {
  const url = testEnv.databaseUrl();
  if (!url) {
    const dir = options.file ? fs.mkdtempSync(path.join(os.tmpdir(), 'dawa-test-')) : undefined;
    const database = openDatabase(
      dir ? `sqlite:${path.join(dir, 'dawa.sqlite')}` : 'sqlite::memory:',
    );
    await migrateToLatest(database, options.upTo);
    if (!dir) return database;
    return {
      ...database,
      async close() {
        await database.close();
        fs.rmSync(dir, { recursive: true, force: true });
      },
    };
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase(url, { schema, poolSize: 4 });
  await migrateToLatest(database, options.upTo);
  return {
    ...database,
    async close() {
      await database.close();
      const cleanup = new pg.Client({ connectionString: url });
      await cleanup.connect();
      await cleanup.query(`drop schema ${schema} cascade`);
      await cleanup.end();
    },
  };
}
