// The documents translation namespace ('documents', web/src/locales/<lang>/documents.json): the
// document kit (ui/document) and every document type's screens (shipments now; returns,
// stocktakes and requisitions later), typed by the English file. Loaded on demand: the first
// screen that asks for it suspends until its file arrives.
import { use, useCallback } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n } from '../i18n';
import type documentsEn from '../../locales/en/documents.json';

export const DOCUMENTS_NAMESPACE = 'documents';

/** A key of documents.json; plural keys by their base name. */
export type DocumentsKey = keyof typeof documentsEn extends infer K
  ? K extends `${infer Base}_${'one' | 'other'}`
    ? Base
    : K
  : never;

export type DocumentsT = (key: DocumentsKey, options?: Record<string, unknown>) => string;

// i18next's types only know 'common'; this is the one untyped hop, kept narrow by DocumentsKey.
type LooseT = (key: string, options: Record<string, unknown>) => string;

export function documentsT(key: DocumentsKey, options: Record<string, unknown> = {}): string {
  return (i18n.t as unknown as LooseT)(key, { ...options, ns: DOCUMENTS_NAMESPACE });
}

type Settling = Promise<void> & {
  status?: 'pending' | 'fulfilled' | 'rejected';
  value?: undefined;
};
let loading: Settling | undefined;
const SETTLED: Settling = Object.assign(Promise.resolve(), {
  status: 'fulfilled' as const,
  value: undefined,
});

/** Loads the namespace for the current language (and, via i18next's ns list, for later ones).
 * The promise says when it has settled the way React's `use` reads it, so a component that
 * finds it loaded is not suspended once more. */
export function loadDocumentsNamespace(): Promise<void> {
  if (!loading) {
    const promise: Settling = i18n.loadNamespaces(DOCUMENTS_NAMESPACE);
    promise.status = 'pending';
    promise.then(
      () => (promise.status = 'fulfilled'),
      () => (promise.status = 'rejected'),
    );
    loading = promise;
  }
  return loading;
}

/** `t` for documents.json keys; suspends until the file is loaded, re-renders on a language
 * change. Every render calls `use`, so a render that suspended and its replay run the same hooks. */
export function useDocumentsTranslation(): { t: DocumentsT; language: string } {
  const { i18n: instance } = useTranslation();
  const loaded = instance.hasLoadedNamespace(DOCUMENTS_NAMESPACE);
  use(loaded ? SETTLED : loadDocumentsNamespace());
  const language = instance.language;
  const t = useCallback<DocumentsT>((key, options) => documentsT(key, options), [language]);
  return { t, language };
}
