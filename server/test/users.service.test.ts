import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { createUser } from '../src/modules/users/user.service';
import { permissionsOfUser } from '../src/modules/users/user.list';
import { countStores } from '../src/modules/stores/store.repository';
import { seedDemoData } from '../src/demo/seed';
import { buildDataset } from '../src/demo/dataset';
import { createHarness, storeId, FAST_HASH, type Harness } from './harness';

let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

describe('createUser', () => {
  it('creates a user joined to stores, always with STORE_ACCESS, who can sign in', async () => {
    const res = await createUser(h.deps, {
      username: 'Nadia',
      password: 'quiet harbour 7',
      stores: [{ storeId: storeId('KHC'), permissions: ['STOCK_LINE_QUERY'] }],
    });
    expect(res.ok).toBe(true);
    if (!res.ok) return;
    const perms = await permissionsOfUser(h.deps.db, res.value.id);
    expect(perms).toEqual([
      { storeId: storeId('KHC'), permissions: ['STOCK_LINE_QUERY', 'STORE_ACCESS'] },
    ]);
    expect((await h.signIn('nadia', 'quiet harbour 7')).token).toBeTruthy();
  });

  it('refuses a username taken in another case, unknown permissions and stores, leaving nothing behind', async () => {
    const before = await h.deps.db.selectFrom('user_account').select('id').execute();
    expect(
      await createUser(h.deps, { username: 'ADMIN', password: 'quiet harbour 7', stores: [] }),
    ).toEqual({
      ok: false,
      error: { kind: 'UsernameTaken' },
    });
    expect(
      await createUser(h.deps, {
        username: 'x1',
        password: 'quiet harbour 7',
        stores: [{ storeId: storeId('KHC'), permissions: ['FLY'] }],
      }),
    ).toEqual({ ok: false, error: { kind: 'UnknownPermission', permission: 'FLY' } });
    expect(
      await createUser(h.deps, {
        username: 'x2',
        password: 'quiet harbour 7',
        stores: [{ storeId: 'nope', permissions: [] }],
      }),
    ).toEqual({ ok: false, error: { kind: 'StoreNotFound', storeId: 'nope' } });
    expect(
      await createUser(h.deps, { username: 'has space', password: 'quiet harbour 7', stores: [] }),
    ).toEqual({
      ok: false,
      error: { kind: 'InvalidUsername' },
    });
    expect(await createUser(h.deps, { username: 'short', password: 'abc', stores: [] })).toEqual({
      ok: false,
      error: { kind: 'PasswordTooShort' },
    });
    expect(
      await createUser(h.deps, {
        username: 'x'.repeat(101),
        password: 'quiet harbour 7',
        stores: [],
      }),
    ).toEqual({ ok: false, error: { kind: 'InvalidUsername' } });
    expect(await h.deps.db.selectFrom('user_account').select('id').execute()).toHaveLength(
      before.length,
    );
  });

  it('is backed by a case-insensitive unique index in the database itself', async () => {
    const row = {
      password_hash: 'x',
      first_name: null,
      last_name: null,
      phone_number: null,
      job_title: null,
      email: null,
      language: 'en',
      default_store_id: null,
      token_version: 0,
      created_datetime: '2026-01-01T00:00:00.000Z',
      last_successful_sync: null,
    };
    await expect(
      h.deps.db
        .insertInto('user_account')
        .values({ ...row, id: 'a', username: 'StoreKeeper' })
        .execute(),
    ).rejects.toThrow();
  });
});

describe('demo data', () => {
  it('is loaded once: a second seed into a database with stores does nothing', async () => {
    expect(await countStores(h.deps.db)).toBe(7);
    expect((await seedDemoData(h.deps, { passwordCost: FAST_HASH })).seeded).toBe(false);
    expect(await countStores(h.deps.db)).toBe(7);
  });

  it('records every store, name and item in the changelog', async () => {
    const rows = await h.deps.db
      .selectFrom('changelog')
      .select(['table_name', (eb) => eb.fn.countAll<number>().as('n')])
      .groupBy('table_name')
      .execute();
    const byTable = Object.fromEntries(rows.map((r) => [r.table_name, Number(r.n)]));
    expect(byTable.store).toBe(7);
    expect(byTable.store_preference).toBe(7);
    expect(byTable.item).toBeGreaterThanOrEqual(290);
    expect(byTable.name).toBe(12); // 7 stores, 3 suppliers, 2 donors
  });

  it('is deterministic and scales', () => {
    const a = buildDataset({ scale: 0, siteId: 1 });
    const b = buildDataset({ scale: 0, siteId: 1 });
    expect(a).toEqual(b);
    expect(a.stores.map((s) => s.store.code)).toEqual([
      'NMW',
      'DNS',
      'DSS',
      'KHC',
      'MRH',
      'CDP',
      'OLD',
    ]);
    expect(a.stores.filter((s) => s.store.isDisabled).map((s) => s.store.code)).toEqual(['OLD']);
    expect(a.users.map((u) => u.username)).toEqual([
      'admin',
      'storekeeper',
      'dispenser',
      'viewer',
      'nostore',
    ]);
    const big = buildDataset({ scale: 2, siteId: 1 });
    expect(big.stores).toHaveLength(207);
    expect(big.users).toHaveLength(1005);
    expect(new Set(big.items.map((i) => i.code)).size).toBe(big.items.length);
  });
});
