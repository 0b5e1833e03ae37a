// The inventory translation namespace ('inventory', web/src/locales/<lang>/inventory.json),
// shared by the inventory and locations features, typed by the English file. Loaded on demand:
// the first screen that asks for it suspends until its file arrives.
import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import type inventoryEn from '../../locales/en/inventory.json';

export const INVENTORY_NAMESPACE = 'inventory';

/** A key of inventory.json; plural keys by their base name. */
export type InventoryKey = keyof typeof inventoryEn extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

export type InventoryT = (key: InventoryKey, options?: Record<string, unknown>) => string;

// i18next's types only know 'common'; this is the one untyped hop, kept narrow by InventoryKey.
type LooseT = (key: string, options: Record<string, unknown>) => string;
type LooseExists = (key: string, options: Record<string, unknown>) => boolean;

export function inventoryT(key: InventoryKey, options: Record<string, unknown> = {}): string {
  return (i18n.t as unknown as LooseT)(key, { ...options, ns: INVENTORY_NAMESPACE });
}

/** A translated text for a key built at run time (error type names), or undefined if unknown. */
export function inventoryTOptional(key: string): string | undefined {
  const exists = (i18n.exists as unknown as LooseExists).call(i18n, key, {
    ns: INVENTORY_NAMESPACE,
  });
  return exists ? inventoryT(key as InventoryKey) : undefined;
}

/** A VVM status as people read it in their language: the stage's translation, or the text the
 * server holds for a status the translations do not know. */
export function vvmStatusText(status: { code: string; description: string }): string {
  return `${status.code} · ${inventoryTOptional(`vvm.stage.${status.code}`) ?? status.description}`;
}

let loading: Promise<void> | undefined;

/** A promise that says it has settled the way React's `use` reads it (status and value), so
 * `use` answers it at once instead of suspending the component once more. */
type Settling = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: undefined;
};
const SETTLED: Settling = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** Loads the namespace for the current language (and, via i18next's ns list, for later ones). */
export function loadInventoryNamespace(): Promise<void> {
  if (!loading) {
    const promise: Settling = i18n.loadNamespaces(INVENTORY_NAMESPACE);
    promise.status = 'pending';
    promise.then(
      () => {
        promise.status = 'fulfilled';
      },
      () => {
        promise.status = 'rejected';
      },
    );
    loading = promise;
  }
  return loading;
}

/** `t` for inventory.json keys; suspends until the file is loaded, re-renders on a language change. */
export function useInventoryTranslation(): { t: InventoryT; language: string } {
  const { i18n: instance } = useTranslation();
  // Called on every render, so the hooks of a render that suspended here and of its replay are
  // the same ones (a `use` skipped on the replay broke direct loads: React errors #467, #520);
  // once the file is loaded it answers at once.
  use(instance.hasLoadedNamespace(INVENTORY_NAMESPACE) ? SETTLED : loadInventoryNamespace());
  const language = instance.language;
  const t = useCallback<InventoryT>((key, options) => inventoryT(key, options), [language]);
  return { t, language };
}
