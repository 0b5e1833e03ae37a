import type { BackendModule, ReadCallback, ResourceKey } from 'i18next';

type LocaleLoader = () => Promise<ResourceKey>;

// Vite turns each file into its own chunk, so a page only fetches the languages it uses.
const loaders = import.meta.glob<ResourceKey>('../../locales/*/*.json', { import: 'default' });

function localePath(language: string, namespace: string): string {
  return `../../locales/${language}/${namespace}.json`;
}

/** An i18next backend that loads `locales/<lang>/<namespace>.json` with a dynamic import. */
export function createLazyLocaleBackend(
  localeLoaders: Readonly<Record<string, LocaleLoader>> = loaders,
): BackendModule {
  return {
    type: 'backend',
    init() {},
    read(language: string, namespace: string, callback: ReadCallback) {
      const load = localeLoaders[localePath(language, namespace)];
      if (!load) {
        // A language without a file simply falls back.
        callback(null, {});
        return;
      }
      void load().then(
        (resources) => callback(null, resources),
        (error: unknown) =>
          callback(error instanceof Error ? error : new Error(String(error)), false),
      );
    },
  };
}
