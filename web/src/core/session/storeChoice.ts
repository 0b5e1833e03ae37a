import type { MruCredential } from './sessionCookie';

export interface StoreOption {
  id: string;
  isDisabled: boolean;
}

/**
 * Spec 000 section 4: the user's last-used store (username compared case-insensitively) if still
 * enabled, else the default store if enabled, else the first enabled store, else none.
 */
export function chooseStore<T extends StoreOption>(
  username: string,
  stores: readonly T[],
  defaultStore: StoreOption | null | undefined,
  mru: readonly MruCredential[],
): T | undefined {
  const enabled = stores.filter((store) => !store.isDisabled);
  const lastUsedId = mru.find((entry) => entry.username.toLowerCase() === username.toLowerCase())
    ?.store?.id;
  const lastUsed = enabled.find((store) => store.id === lastUsedId);
  if (lastUsed) return lastUsed;
  const byDefault =
    defaultStore && !defaultStore.isDisabled
      ? enabled.find((s) => s.id === defaultStore.id)
      : undefined;
  return byDefault ?? enabled[0];
}
