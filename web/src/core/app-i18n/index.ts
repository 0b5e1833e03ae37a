// The shell's own translation namespace ('app', web/src/locales/<lang>/app.json), typed by
// the English file. It sits beside the shared 'common' namespace, which core/i18n owns.
import { useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n/i18n';
import type appEn from '../../locales/en/app.json';

export const APP_NAMESPACE = 'app';

/** A key of app.json; plural keys by their base name. */
export type AppKey = keyof typeof appEn extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

export type AppT = (key: AppKey, options?: Record<string, unknown>) => string;

// i18next's types only know 'common'; this is the one untyped hop, kept narrow by AppKey.
type LooseT = (key: string, options: Record<string, unknown>) => string;

export function appT(key: AppKey, options: Record<string, unknown> = {}): string {
  return (i18n.t as unknown as LooseT)(key, { ...options, ns: APP_NAMESPACE });
}

/** Loads the namespace for the current language (and, via i18next's ns list, for later ones). */
export async function loadAppNamespace(): Promise<void> {
  await i18n.loadNamespaces(APP_NAMESPACE);
}

/** `t` for app.json keys; re-renders when the language changes. */
export function useAppTranslation(): { t: AppT; language: string } {
  const { i18n: instance } = useTranslation();
  const language = instance.language;
  const t = useCallback<AppT>((key, options) => appT(key, options), [language]);
  return { t, language };
}
