import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { err, ok } from '../src/common/result';
import { appendChangelog, readChangelog } from '../src/db/changelog';
import { inTransaction } from '../src/db/transaction';
import type { Database } from '../src/db/connection';
import { createTestDatabase } from './database';

let database: Database;
beforeEach(async () => {
  database = await createTestDatabase();
});
afterEach(async () => {
  await database.close();
});

const now = new Date('2026-01-01T00:00:00Z');

describe('inTransaction', () => {
  it('commits everything when the operation succeeds', async () => {
    const result = await inTransaction(database.db, async (trx) => {
      await trx.insertInto('key_value').values({ key: 'a', value: '1' }).execute();
      await appendChangelog(
        trx,
        [{ tableName: 'name', recordId: 'n1', action: 'UPSERT', storeId: null }],
        now,
      );
      return ok('done');
    });
    expect(result).toEqual({ ok: true, value: 'done' });
    expect(await database.db.selectFrom('key_value').selectAll().execute()).toHaveLength(1);
    expect(await readChangelog(database.db, 0, 10)).toHaveLength(1);
  });

  it('leaves the data as it was when the operation refuses', async () => {
    const result = await inTransaction(database.db, async (trx) => {
      await trx.insertInto('key_value').values({ key: 'a', value: '1' }).execute();
      await appendChangelog(
        trx,
        [{ tableName: 'name', recordId: 'n1', action: 'UPSERT', storeId: null }],
        now,
      );
      return err('NotAllowed');
    });
    expect(result).toEqual({ ok: false, error: 'NotAllowed' });
    expect(await database.db.selectFrom('key_value').selectAll().execute()).toHaveLength(0);
    expect(await readChangelog(database.db, 0, 10)).toHaveLength(0);
  });

  it('rolls back and rethrows on an unexpected failure', async () => {
    await expect(
      inTransaction(database.db, async (trx) => {
        await trx.insertInto('key_value').values({ key: 'a', value: '1' }).execute();
        await trx.insertInto('key_value').values({ key: 'a', value: '2' }).execute();
        return ok(undefined);
      }),
    ).rejects.toThrow();
    expect(await database.db.selectFrom('key_value').selectAll().execute()).toHaveLength(0);
  });
});

describe('changelog', () => {
  it('hands out increasing cursors, read back in order after a cursor', async () => {
    await inTransaction(database.db, async (trx) => {
      await appendChangelog(
        trx,
        ['a', 'b', 'c'].map((id) => ({
          tableName: 'store' as const,
          recordId: id,
          action: 'UPSERT' as const,
          storeId: id,
        })),
        now,
      );
      return ok(undefined);
    });
    const all = await readChangelog(database.db, 0, 10);
    expect(all.map((r) => r.recordId)).toEqual(['a', 'b', 'c']);
    expect(all[0]!.cursor).toBeLessThan(all[1]!.cursor);
    const after = await readChangelog(database.db, all[0]!.cursor, 10);
    expect(after.map((r) => r.recordId)).toEqual(['b', 'c']);
  });
});
