// A fresh, migrated database per test: in-memory SQLite by default, or a new schema
// in the PostgreSQL named by TEST_DATABASE_URL (CI runs the suite both ways).
import { randomBytes } from 'node:crypto';
import pg from 'pg';
import { testEnv } from '../src/config';
import { openDatabase, type Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';

export const testDialect = (): 'sqlite' | 'postgres' =>
  testEnv.databaseUrl() ? 'postgres' : 'sqlite';

export async function createTestDatabase(): Promise<Database> {
  const url = testEnv.databaseUrl();
  if (!url) {
    const database = openDatabase('sqlite::memory:');
    await migrateToLatest(database);
    return database;
  }
  const schema = `t_${randomBytes(6).toString('hex')}`;
  const admin = new pg.Client({ connectionString: url });
  await admin.connect();
  await admin.query(`create schema ${schema}`);
  await admin.end();
  const database = openDatabase(url, { schema, poolSize: 4 });
  await migrateToLatest(database);
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
