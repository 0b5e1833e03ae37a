// A query read on a thread of its own (db/sqlite-cursor.ts): its rows in order, in batches,
// from one snapshot, and a failure never read as the end of the rows. SQLite only: the cursor
// reads a database file.
import { sql } from 'kysely';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { Database } from '../src/db/connection';
import { openSqliteCursor } from '../src/db/sqlite-cursor';
import { createTestDatabase, testDialect } from './database';

const ROWS = 2_500;
let database: Database;

beforeAll(async () => {
  if (testDialect() !== 'sqlite') return;
  database = await createTestDatabase({ file: true });
  await sql`create table numbers (n integer primary key)`.execute(database.db);
  await sql`with recursive n(v) as (select 0 union all select v + 1 from n where v < ${ROWS - 1})
    insert into numbers (n) select v from n`.execute(database.db);
});

afterAll(async () => {
  await database?.close();
});

const ordered = () => sql`select n from numbers where n >= ${10} order by n desc`;

describe.runIf(testDialect() === 'sqlite')('a SQLite cursor', () => {
  it('gives every row of the query in its order, a batch at a time, then nothing', async () => {
    const cursor = openSqliteCursor(database.sqliteFile ?? '', ordered().compile(database.db));
    const seen: unknown[] = [];
    const sizes: number[] = [];
    for (let batch = await cursor.next(1_000); batch.length > 0; batch = await cursor.next(1_000)) {
      sizes.push(batch.length);
      seen.push(...batch);
    }
    expect(sizes).toEqual([1_000, 1_000, 490]);
    expect(seen).toEqual(Array.from({ length: ROWS - 10 }, (_, i) => ROWS - 1 - i));
    expect(await cursor.next(1_000)).toEqual([]);
    await cursor.close();
  });

  it('reads one snapshot: rows written after its first batch are not in its later ones', async () => {
    const cursor = openSqliteCursor(
      database.sqliteFile ?? '',
      sql`select n from numbers order by n`.compile(database.db),
    );
    const first = await cursor.next(100);
    await sql`insert into numbers (n) values (${ROWS + 1})`.execute(database.db);
    const rest: unknown[] = [];
    for (let batch = await cursor.next(1_000); batch.length > 0; batch = await cursor.next(1_000))
      rest.push(...batch);
    expect(first).toHaveLength(100);
    expect(rest).toHaveLength(ROWS - 100);
    expect(rest).not.toContain(ROWS + 1);
    await sql`delete from numbers where n = ${ROWS + 1}`.execute(database.db);
  });

  it('fails, never ends quietly, when its query cannot run or its thread is gone', async () => {
    const broken = openSqliteCursor(
      database.sqliteFile ?? '',
      sql`select n from no_such_table`.compile(database.db),
    );
    await expect(broken.next(10)).rejects.toThrow();
    await broken.close();

    const closed = openSqliteCursor(database.sqliteFile ?? '', ordered().compile(database.db));
    expect(await closed.next(5)).toEqual([ROWS - 1, ROWS - 2, ROWS - 3, ROWS - 4, ROWS - 5]);
    await closed.close();
    await expect(closed.next(5)).rejects.toThrow();
  });
});
