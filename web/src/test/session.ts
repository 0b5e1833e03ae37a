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
