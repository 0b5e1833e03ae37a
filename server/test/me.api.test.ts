import { PERMISSIONS, QUERY_PERMISSIONS } from '@dawa/domain';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createHarness, storeId, type Harness } from './harness';

const ME_FULL = `query($storeId: String) {
  me {
    userId username email firstName lastName phoneNumber jobTitle language
    defaultStore { id code name }
    stores { totalCount nodes {
      id code name nameId storeMode createdDate homeCurrencyCode isDisabled siteId
      preferences {
        id responseRequisitionRequiresAuthorisation requestRequisitionRequiresAuthorisation packToOne
        omProgramModule vaccineModule issueInForeignCurrency monthlyConsumptionLookBackPeriod
        monthsLeadTime monthsOverstock monthsUnderstock monthsItemsExpire stocktakeFrequency
        extraFieldsInRequisition manuallyLinkInternalOrderToInboundShipment
        useConsumptionAndStockFromCustomersForInternalOrders editPrescribedQuantityOnPrescription
        sortByVvmStatusThenExpiry
      }
    } }
    permissions(storeId: $storeId) { totalCount nodes { storeId permissions } }
  }
}`;

interface StoreOut {
  id: string;
  code: string;
  isDisabled: boolean;
  storeMode: string;
  preferences: Record<string, unknown>;
}
interface MeOut {
  me: {
    userId: string;
    username: string;
    email: string | null;
    firstName: string | null;
    language: string;
    jobTitle: string | null;
    defaultStore: { code: string } | null;
    stores: { totalCount: number; nodes: StoreOut[] };
    permissions: { totalCount: number; nodes: { storeId: string; permissions: string[] }[] };
  };
}

let h: Harness;
beforeAll(async () => {
  h = await createHarness();
});
afterAll(async () => {
  await h.close();
});

describe('me', () => {
  it('answers every user field, the default store, the stores with preferences, and permissions', async () => {
    const admin = await h.as('admin');
    const res = await admin<MeOut>(ME_FULL, { storeId: storeId('NMW') });
    expect(res.errors).toBeUndefined();
    const me = res.data?.me;
    expect(me).toMatchObject({
      username: 'admin',
      email: 'admin@dawa.example',
      firstName: 'Amina',
      language: 'en',
      jobTitle: 'System administrator',
      defaultStore: { code: 'NMW' },
    });
    expect(me?.stores.totalCount).toBe(7);
    const old = me?.stores.nodes.find((s) => s.code === 'OLD');
    expect(old?.isDisabled).toBe(true);
    expect(me?.stores.nodes.find((s) => s.code === 'CDP')?.storeMode).toBe('DISPENSARY');
    expect(me?.stores.nodes[0]?.preferences).toMatchObject({
      packToOne: true,
      monthlyConsumptionLookBackPeriod: 3,
      monthsOverstock: 6,
      monthsUnderstock: 3,
      monthsItemsExpire: 3,
      sortByVvmStatusThenExpiry: false,
    });
    // The demo health centre issues vaccines by their vial monitors first.
    expect(
      me?.stores.nodes.find((s) => s.code === 'KHC')?.preferences.sortByVvmStatusThenExpiry,
    ).toBe(true);
    expect(me?.permissions.totalCount).toBe(1);
    expect(new Set(me?.permissions.nodes[0]?.permissions)).toEqual(new Set(PERMISSIONS));
  });

  it("lists only the stores a user is joined to, and each store's permissions", async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<MeOut>(ME_FULL, {});
    expect(res.data?.me.stores.nodes.map((s) => s.code).sort()).toEqual(['DNS', 'KHC']);
    expect(res.data?.me.permissions.totalCount).toBe(2);
    const dns = res.data?.me.permissions.nodes.find((n) => n.storeId === storeId('DNS'));
    expect(dns?.permissions).toContain('STOCK_LINE_MUTATE');
    expect(dns?.permissions).toContain('STORE_ACCESS');
    expect(dns?.permissions).not.toContain('ITEM_MUTATE');
  });

  it('gives a viewer query permissions only', async () => {
    const viewer = await h.as('viewer');
    const res = await viewer<MeOut>(ME_FULL, { storeId: storeId('DNS') });
    const perms = res.data?.me.permissions.nodes[0]?.permissions ?? [];
    expect(perms.length).toBeGreaterThan(5);
    for (const p of perms) expect(QUERY_PERMISSIONS).toContain(p);
    expect(res.data?.me.language).toBe('ar');
  });

  it('answers an empty permission list for a store the user is not joined to', async () => {
    const dispenser = await h.as('dispenser');
    const res = await dispenser<MeOut>(ME_FULL, { storeId: storeId('NMW') });
    expect(res.data?.me.permissions).toEqual({ totalCount: 0, nodes: [] });
  });

  it('shows a user with only a disabled store that store, disabled', async () => {
    const nostore = await h.as('nostore');
    const res = await nostore<MeOut>(ME_FULL, {});
    expect(res.data?.me.stores.nodes.map((s) => [s.code, s.isDisabled])).toEqual([['OLD', true]]);
  });
});

describe('store-scoped fields', () => {
  const STORE = `query($id: String!) { me { username } store(storeId: $id) { code preferences { packToOne } } }`;

  it('answers a store the user may access', async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<{ store: { code: string } }>(STORE, { id: storeId('DNS') });
    expect(res.errors).toBeUndefined();
    expect(res.data?.store.code).toBe('DNS');
  });

  it('answers FORBIDDEN on that field path for a store without access, keeping the rest', async () => {
    const keeper = await h.as('storekeeper');
    const res = await keeper<{ me: { username: string } }>(STORE, { id: storeId('NMW') });
    expect(res.errors).toHaveLength(1);
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
    expect(res.errors?.[0]?.path).toEqual(['store']);
    expect(res.errors?.[0]?.message).toBe('Permission denied');
    expect(res.data?.me.username).toBe('storekeeper');
  });

  it('refuses access to a disabled store, even for an administrator', async () => {
    const admin = await h.as('admin');
    const res = await admin(STORE, { id: storeId('OLD') });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('refuses an unknown store id', async () => {
    const admin = await h.as('admin');
    const res = await admin(STORE, { id: 'no-such-store' });
    expect(res.errors?.[0]?.extensions?.code).toBe('FORBIDDEN');
  });

  it('answers UNAUTHENTICATED, not FORBIDDEN, without a token', async () => {
    const res = await h.gql(STORE, { id: storeId('DNS') });
    expect(res.errors?.every((e) => e.extensions?.code === 'UNAUTHENTICATED')).toBe(true);
  });
});

describe('updateUser and lastSuccessfulUserSync', () => {
  it('stamps the sync time and answers it; lastSuccessfulUserSync reads it back', async () => {
    const keeper = await h.as('storekeeper');
    const before = await keeper<{ lastSuccessfulUserSync: { lastSuccessfulSync: string | null } }>(
      `query { lastSuccessfulUserSync { lastSuccessfulSync } }`,
    );
    expect(before.data?.lastSuccessfulUserSync.lastSuccessfulSync).toBeNull();
    h.clock.advance(5000);
    const res = await keeper<{ updateUser: { __typename: string; lastSuccessfulSync: string } }>(
      `mutation { updateUser { __typename ... on UpdateUserNode { lastSuccessfulSync } } }`,
    );
    expect(res.data?.updateUser).toEqual({
      __typename: 'UpdateUserNode',
      lastSuccessfulSync: h.clock.current.toISOString(),
    });
    const after = await keeper<{ lastSuccessfulUserSync: { lastSuccessfulSync: string } }>(
      `query { lastSuccessfulUserSync { lastSuccessfulSync } }`,
    );
    expect(after.data?.lastSuccessfulUserSync.lastSuccessfulSync).toBe(
      h.clock.current.toISOString(),
    );
  });

  it('needs a token', async () => {
    for (const q of [
      `mutation { updateUser { __typename } }`,
      `query { lastSuccessfulUserSync { lastSuccessfulSync } }`,
    ]) {
      const res = await h.gql(q);
      expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    }
  });
});

describe('query limits and error hygiene', () => {
  it('refuses a query with too many aliases', async () => {
    const admin = await h.as('admin');
    const alias = Array.from({ length: 30 }, (_, i) => `a${i}: isCentralServer`).join(' ');
    const res = await admin(`query { ${alias} }`);
    expect(res.errors?.[0]?.message).toMatch(/aliases/i);
    const fine = Array.from({ length: 5 }, (_, i) => `a${i}: isCentralServer`).join(' ');
    expect((await admin(`query { ${fine} }`)).errors).toBeUndefined();
  });

  it('does not suggest field names in errors', async () => {
    const res = await h.gql(`query { isCentralServe }`);
    expect(res.errors?.[0]?.message).not.toMatch(/did you mean/i);
  });

  it('refuses an oversized query', async () => {
    const fields = Array.from({ length: 4000 }, () => '__typename').join(' ');
    const res = await h.gql(`query { ${fields} }`);
    expect(res.errors?.[0]?.message).toMatch(/token/i);
  });
});

describe('updateUserLanguage', () => {
  const SET = `mutation($language: String!) { updateUserLanguage(language: $language) {
    __typename ... on UserLanguageNode { language } ... on UpdateUserLanguageError { error { __typename } } } }`;
  const LANGUAGE = `{ me { language } }`;
  type SetOut = {
    updateUserLanguage: { __typename: string; language?: string; error?: { __typename: string } };
  };

  it("keeps the user's chosen language for every later sign-in, only their own", async () => {
    const viewer = await h.as('viewer');
    const set = await viewer<SetOut>(SET, { language: 'ar' });
    expect(set.data?.updateUserLanguage).toEqual({
      __typename: 'UserLanguageNode',
      language: 'ar',
    });
    // A new sign-in (a new token) answers the stored language.
    const again = await h.as('viewer');
    expect((await again<{ me: { language: string } }>(LANGUAGE)).data?.me.language).toBe('ar');
    const other = await h.as('dispenser');
    expect((await other<{ me: { language: string } }>(LANGUAGE)).data?.me.language).not.toBe('ar');
    await viewer(SET, { language: 'fr-DJ' });
    expect((await viewer<{ me: { language: string } }>(LANGUAGE)).data?.me.language).toBe('fr-DJ');
  });

  it('refuses a language the system does not offer, and changes nothing', async () => {
    const viewer = await h.as('viewer');
    await viewer(SET, { language: 'fr' });
    for (const language of ['xx', '', 'EN', 'ar\u0000']) {
      const res = await viewer<SetOut>(SET, { language });
      const answer = res.data?.updateUserLanguage;
      if (answer) expect(answer.error?.__typename).toBe('UnsupportedLanguage');
      else expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    expect((await viewer<{ me: { language: string } }>(LANGUAGE)).data?.me.language).toBe('fr');
  });

  it('needs a signed-in user', async () => {
    const res = await h.gql(SET, { language: 'ar' });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});

describe('updateUserPreferences', () => {
  const SET = `mutation($input: UpdateUserPreferencesInput!) {
    updateUserPreferences(input: $input) { useSimplifiedMobileUi } }`;
  const READ = `{ me { preferences { useSimplifiedMobileUi } } }`;
  type SetOut = { updateUserPreferences: { useSimplifiedMobileUi: boolean } };
  type ReadOut = { me: { preferences: { useSimplifiedMobileUi: boolean } } };
  const simplifiedOf = async (user: Awaited<ReturnType<Harness['as']>>) =>
    (await user<ReadOut>(READ)).data?.me.preferences.useSimplifiedMobileUi;

  it('has the simplified mobile interface on by default (spec 001 section 9)', async () => {
    expect(await simplifiedOf(await h.as('storekeeper'))).toBe(true);
  });

  it("keeps the user's choice for every later sign-in (another device), only their own", async () => {
    const dispenser = await h.as('dispenser');
    const set = await dispenser<SetOut>(SET, { input: { useSimplifiedMobileUi: false } });
    expect(set.errors).toBeUndefined();
    expect(set.data?.updateUserPreferences).toEqual({ useSimplifiedMobileUi: false });
    // A new sign-in (another tablet) reads the stored choice.
    expect(await simplifiedOf(await h.as('dispenser'))).toBe(false);
    expect(await simplifiedOf(await h.as('viewer'))).toBe(true);
    // Leaving a preference out changes nothing; the answer is what is stored.
    const unchanged = await dispenser<SetOut>(SET, { input: {} });
    expect(unchanged.data?.updateUserPreferences).toEqual({ useSimplifiedMobileUi: false });
    const none = await dispenser<SetOut>(SET, { input: { useSimplifiedMobileUi: null } });
    expect(none.data?.updateUserPreferences).toEqual({ useSimplifiedMobileUi: false });
    await dispenser(SET, { input: { useSimplifiedMobileUi: true } });
    expect(await simplifiedOf(dispenser)).toBe(true);
  });

  it('refuses a value that is not a boolean, and changes nothing', async () => {
    const viewer = await h.as('viewer');
    await viewer(SET, { input: { useSimplifiedMobileUi: false } });
    for (const value of ['yes', 1, 0, '', 'false']) {
      const res = await viewer<SetOut>(SET, { input: { useSimplifiedMobileUi: value } });
      expect(res.data?.updateUserPreferences).toBeUndefined();
      expect(res.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    }
    const unknown = await viewer<SetOut>(SET, { input: { denseTables: true } });
    expect(unknown.errors?.[0]?.extensions?.code).toBe('BAD_USER_INPUT');
    expect(await simplifiedOf(viewer)).toBe(false);
  });

  it('needs a signed-in user', async () => {
    const res = await h.gql(SET, { input: { useSimplifiedMobileUi: false } });
    expect(res.errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
    expect((await h.gql(READ)).errors?.[0]?.extensions?.code).toBe('UNAUTHENTICATED');
  });
});
