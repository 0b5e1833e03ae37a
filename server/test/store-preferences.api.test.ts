// An administrator changes a store's preferences (issue 13): partial, bounded by
// packages/domain's store preference limits, SERVER_ADMIN in that store only, written with its
// changelog and activity log, and two saves at once both land.
import { afterEach, beforeEach, describe, expect, it } from 'vitest';
import { demoId } from '../src/demo/ids';
import { createHarness, storeId, type Harness } from './harness';

const UPDATE = `mutation($s: String!, $input: UpdateStorePreferencesInput!) {
  updateStorePreferences(storeId: $s, input: $input) {
    __typename
    ... on StorePreferenceNode {
      id responseRequisitionRequiresAuthorisation packToOne monthsLeadTime monthsUnderstock
      monthsOverstock monthlyConsumptionLookBackPeriod
    }
    ... on UpdateStorePreferencesError {
      error {
        __typename
        ... on StorePreferenceOutOfRange { field min max decimals }
      }
    }
  }
}`;
type Answer = {
  updateStorePreferences: {
    __typename: string;
    id?: string;
    responseRequisitionRequiresAuthorisation?: boolean;
    packToOne?: boolean;
    monthsLeadTime?: number;
    monthsUnderstock?: number;
    monthsOverstock?: number;
    monthlyConsumptionLookBackPeriod?: number;
    error?: { __typename: string; field?: string; min?: number; max?: number; decimals?: number };
  } | null;
};

const DNS = storeId('DNS');
const KHC = storeId('KHC');
let h: Harness;
beforeEach(async () => {
  h = await createHarness();
});
afterEach(async () => {
  await h.close();
});

const preferenceRow = (store: string) =>
  h.deps.db
    .selectFrom('store_preference')
    .selectAll()
    .where('store_id', '=', store)
    .executeTakeFirstOrThrow();

const activities = (store: string) =>
  h.deps.db
    .selectFrom('activity_log')
    .selectAll()
    .where('type', '=', 'STORE_PREFERENCES_UPDATED')
    .where('store_id', '=', store)
    .execute();

describe('updateStorePreferences', () => {
  it('changes the preferences given, keeps the rest, with its changelog and activity log', async () => {
    const before = await preferenceRow(DNS);
    const admin = await h.as('admin');
    const res = await admin<Answer>(UPDATE, {
      s: DNS,
      input: { responseRequisitionRequiresAuthorisation: true, monthsLeadTime: 1.5 },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateStorePreferences).toEqual({
      __typename: 'StorePreferenceNode',
      id: before.id,
      responseRequisitionRequiresAuthorisation: true,
      packToOne: true,
      monthsLeadTime: 1.5,
      monthsUnderstock: 3,
      monthsOverstock: 6,
      monthlyConsumptionLookBackPeriod: 3,
    });
    const after = await preferenceRow(DNS);
    expect(Boolean(after.response_requisition_requires_authorisation)).toBe(true);
    expect(after.months_lead_time).toBe(1.5);
    expect(after.months_overstock).toBe(before.months_overstock);
    expect(Boolean(after.vaccine_module)).toBe(Boolean(before.vaccine_module));
    // Another store's preferences are untouched.
    expect(Boolean((await preferenceRow(KHC)).response_requisition_requires_authorisation)).toBe(
      false,
    );

    const changes = await h.deps.db
      .selectFrom('changelog')
      .select(['row_action', 'store_id'])
      .where('table_name', '=', 'store_preference')
      .where('record_id', '=', before.id)
      .orderBy('cursor', 'desc')
      .execute();
    expect(changes[0]).toEqual({ row_action: 'UPSERT', store_id: DNS });
    const logged = await activities(DNS);
    expect(logged).toHaveLength(1);
    expect(logged[0]).toMatchObject({
      user_id: demoId('user:admin'),
      record_id: before.id,
      changed_from: 'responseRequisitionRequiresAuthorisation=false; monthsLeadTime=0',
      changed_to: 'responseRequisitionRequiresAuthorisation=true; monthsLeadTime=1.5',
    });

    // The store query reads what was saved.
    const read = await admin<{
      store: { preferences: { responseRequisitionRequiresAuthorisation: boolean } };
    }>(
      `query($s: String!) { store(storeId: $s) { preferences { responseRequisitionRequiresAuthorisation } } }`,
      { s: DNS },
    );
    expect(read.data?.store.preferences.responseRequisitionRequiresAuthorisation).toBe(true);

    // The same save again changes nothing and logs nothing more.
    const cursor = await h.deps.db
      .selectFrom('changelog')
      .select((eb) => eb.fn.max('cursor').as('c'))
      .executeTakeFirstOrThrow();
    const again = await admin<Answer>(UPDATE, {
      s: DNS,
      input: { responseRequisitionRequiresAuthorisation: true, monthsLeadTime: 1.5 },
    });
    expect(again.data?.updateStorePreferences?.__typename).toBe('StorePreferenceNode');
    expect(await activities(DNS)).toHaveLength(1);
    const cursorAfter = await h.deps.db
      .selectFrom('changelog')
      .select((eb) => eb.fn.max('cursor').as('c'))
      .executeTakeFirstOrThrow();
    expect(Number(cursorAfter.c)).toBe(Number(cursor.c));
  });

  it.each(['storekeeper', 'viewer', 'dispenser', 'nostore'])(
    'refuses %s (no SERVER_ADMIN) and writes nothing',
    async (user) => {
      const before = await preferenceRow(DNS);
      const as = await h.as(user);
      const res = await as<Answer>(UPDATE, {
        s: DNS,
        input: { responseRequisitionRequiresAuthorisation: true },
      });
      expect(res.data?.updateStorePreferences ?? null).toBeNull();
      expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
      expect(await preferenceRow(DNS)).toEqual(before);
    },
  );

  it("refuses the storekeeper at the store they keep, and an administrator's unknown store", async () => {
    const keeper = await h.as('storekeeper');
    const own = await keeper<Answer>(UPDATE, { s: KHC, input: { packToOne: false } });
    expect(own.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    const admin = await h.as('admin');
    const unknown = await admin<Answer>(UPDATE, {
      s: '0190a000-0000-7000-8000-000000000000',
      input: { packToOne: false },
    });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(Boolean((await preferenceRow(KHC)).pack_to_one)).toBe(true);
  });

  it("refuses a store the administrator does not administer (another store's id)", async () => {
    // The storekeeper made administrator of DNS alone: KHC, which they keep, stays refused.
    await h.deps.db
      .insertInto('user_permission')
      .values({
        id: '0190a000-0000-7000-8000-00000000a001',
        user_id: (
          await h.deps.db
            .selectFrom('user_account')
            .select('id')
            .where('username', '=', 'storekeeper')
            .executeTakeFirstOrThrow()
        ).id,
        store_id: DNS,
        permission: 'SERVER_ADMIN',
      })
      .execute();
    const keeper = await h.as('storekeeper');
    const atDns = await keeper<Answer>(UPDATE, { s: DNS, input: { packToOne: false } });
    expect(atDns.data?.updateStorePreferences?.__typename).toBe('StorePreferenceNode');
    const atKhc = await keeper<Answer>(UPDATE, { s: KHC, input: { packToOne: false } });
    expect(atKhc.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(Boolean((await preferenceRow(KHC)).pack_to_one)).toBe(true);
  });

  it.each([
    ['monthsLeadTime', -1, 'StorePreferenceOutOfRange'],
    ['monthsOverstock', 1201, 'StorePreferenceOutOfRange'],
    ['monthsItemsExpire', 0.125, 'StorePreferenceOutOfRange'],
    ['monthlyConsumptionLookBackPeriod', 0, 'StorePreferenceOutOfRange'],
    ['monthlyConsumptionLookBackPeriod', 2.5, 'StorePreferenceOutOfRange'],
    ['stocktakeFrequency', -0.01, 'StorePreferenceOutOfRange'],
    ['monthsUnderstock', 7, 'UnderstockAboveOverstock'],
  ] as const)('refuses %s = %d with %s and writes nothing', async (field, value, error) => {
    const before = await preferenceRow(DNS);
    const admin = await h.as('admin');
    const res = await admin<Answer>(UPDATE, {
      s: DNS,
      input: { packToOne: false, [field]: value },
    });
    expect(res.errors).toBeUndefined();
    expect(res.data?.updateStorePreferences?.__typename).toBe('UpdateStorePreferencesError');
    expect(res.data?.updateStorePreferences?.error?.__typename).toBe(error);
    if (error === 'StorePreferenceOutOfRange')
      expect(res.data?.updateStorePreferences?.error?.field).toBe(field);
    expect(await preferenceRow(DNS)).toEqual(before);
    expect(await activities(DNS)).toHaveLength(0);
  });

  it('names the bounds it refused by', async () => {
    const admin = await h.as('admin');
    const res = await admin<Answer>(UPDATE, {
      s: DNS,
      input: { monthlyConsumptionLookBackPeriod: 61 },
    });
    expect(res.data?.updateStorePreferences?.error).toEqual({
      __typename: 'StorePreferenceOutOfRange',
      field: 'monthlyConsumptionLookBackPeriod',
      min: 1,
      max: 60,
      decimals: 0,
    });
  });

  it('refuses numbers no field can hold (1e300, 1e400, a string, null in a number) at the edge', async () => {
    const before = await preferenceRow(DNS);
    const admin = await h.as('admin');
    const huge = await admin<Answer>(UPDATE, { s: DNS, input: { monthsOverstock: 1e300 } });
    expect(huge.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    // JSON has no NaN nor Infinity: 1e400 in the body is read as Infinity.
    const infinite = await h.app.inject({
      method: 'POST',
      url: '/graphql',
      headers: {
        'content-type': 'application/json',
        authorization: `Bearer ${(await h.signIn('admin')).token}`,
      },
      payload: `{"query":${JSON.stringify(UPDATE)},"variables":{"s":"${DNS}","input":{"monthsLeadTime":1e400}}}`,
    });
    expect(infinite.statusCode).toBeLessThan(500);
    expect(JSON.stringify(infinite.json())).toMatch(
      /BAD_USER_INPUT|BAD_REQUEST|GRAPHQL_VALIDATION_FAILED/,
    );
    const nan = await admin<Answer>(UPDATE, { s: DNS, input: { monthsLeadTime: 'NaN' } });
    expect(nan.data?.updateStorePreferences ?? null).toBeNull();
    expect(nan.errors?.length).toBeGreaterThan(0);
    // null leaves a preference as it is.
    const cleared = await admin<Answer>(UPDATE, { s: DNS, input: { monthsLeadTime: null } });
    expect(cleared.data?.updateStorePreferences?.monthsLeadTime).toBe(0);
    expect(await preferenceRow(DNS)).toEqual(before);
  });

  it('two saves at once both land, and the months stay consistent', async () => {
    const admin = await h.as('admin');
    const [a, b] = await Promise.all([
      admin<Answer>(UPDATE, { s: DNS, input: { monthsLeadTime: 2 } }),
      admin<Answer>(UPDATE, { s: DNS, input: { responseRequisitionRequiresAuthorisation: true } }),
    ]);
    expect(a.data?.updateStorePreferences?.__typename).toBe('StorePreferenceNode');
    expect(b.data?.updateStorePreferences?.__typename).toBe('StorePreferenceNode');
    const row = await preferenceRow(DNS);
    expect(row.months_lead_time).toBe(2);
    expect(Boolean(row.response_requisition_requires_authorisation)).toBe(true);
    expect(await activities(DNS)).toHaveLength(2);

    // Each valid alone, together they would put understock above overstock: one is refused.
    const [under, over] = await Promise.all([
      admin<Answer>(UPDATE, { s: DNS, input: { monthsUnderstock: 5 } }),
      admin<Answer>(UPDATE, { s: DNS, input: { monthsOverstock: 4 } }),
    ]);
    const kinds = [under, over].map((r) => r.data?.updateStorePreferences?.__typename).sort();
    expect(kinds).toEqual(['StorePreferenceNode', 'UpdateStorePreferencesError']);
    const after = await preferenceRow(DNS);
    expect(after.months_understock).toBeLessThanOrEqual(after.months_overstock);
  });
});
