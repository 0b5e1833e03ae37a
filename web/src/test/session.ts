import { saveSession } from '../core/session';

export const TEST_STORE_ID = 's';

/** A signed-in session in store 's' holding the given permissions (clearSession ends it). */
export function signInWith(permissions: string[]): void {
  saveSession({
    token: 't',
    store: { id: TEST_STORE_ID, code: 'S', name: 'S' },
    user: {
      id: 'u',
      name: 'u',
      permissions,
      firstName: null,
      lastName: null,
      phoneNumber: null,
      jobTitle: null,
      email: null,
    },
  });
}

export interface TestStore {
  id: string;
  code: string;
  name: string;
  nameId: string;
  storeMode: string;
  isDisabled: boolean;
  homeCurrencyCode: string;
  createdDate: string;
}

/** A store as the `me` query answers it: code and name made from the id. */
export function testStore(id: string, isDisabled = false): TestStore {
  return {
    id,
    code: id.toUpperCase(),
    name: `Store ${id}`,
    nameId: `n-${id}`,
    storeMode: 'STORE',
    isDisabled,
    homeCurrencyCode: 'USD',
    createdDate: '2026-01-01',
  };
}

/** The `me` query's data for user u1 ('Keeper') with these stores, the first being the default. */
export function testMe(stores: TestStore[], defaultStore: TestStore | null = stores[0] ?? null) {
  return {
    me: {
      userId: 'u1',
      username: 'Keeper',
      email: null,
      firstName: 'Kim',
      lastName: null,
      phoneNumber: null,
      jobTitle: null,
      language: 'en',
      preferences: { useSimplifiedMobileUi: true },
      defaultStore,
      stores: { totalCount: stores.length, nodes: stores },
    },
  };
}
