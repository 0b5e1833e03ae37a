// Migrations land whole or not at all, on both databases: a server stopped or failing in the
// middle of one leaves the schema as it was, and the next start applies it again.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection';
import { migrateToLatest } from '../src/db/migrate';
import { createTestDatabase, testDialect } from './database';

let database: Database;

beforeAll(async () => {
  database = await createTestDatabase({ upTo: '0008_ledger_by_store_time' });
});
afterAll(async () => {
  await database.close();
});

async function invoiceColumns(): Promise<string[]> {
  const rows =
    testDialect() === 'sqlite'
      ? await sql<{ name: string }>`select name from pragma_table_info('invoice')`.execute(
          database.db,
        )
      : await sql<{ name: string }>`select column_name as name from information_schema.columns
          where table_name = 'invoice' and table_schema = current_schema()`.execute(database.db);
  return rows.rows.map((r) => r.name);
}

describe('migrations', () => {
  it('roll back a migration that fails half way, and apply it whole once the cause is gone', async () => {
    // 0009 adds columns to invoice, then creates name_store_join: a table of that name already
    // there makes it fail after its first changes.
    await sql`create table name_store_join (id text primary key)`.execute(database.db);
    await expect(migrateToLatest(database)).rejects.toThrow();
    expect(await invoiceColumns()).not.toContain('on_hold');
    await sql`drop table name_store_join`.execute(database.db);
    expect(await migrateToLatest(database)).toContain('0009_documents');
    expect(await invoiceColumns()).toContain('on_hold');
  });
});
