import i18next, { type i18n as I18n, type InitOptions } from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import { initReactI18next } from 'react-i18next';
import { createLazyLocaleBackend } from './lazyBackend';
import {
  FALLBACK_CHAINS,
  SUPPORTED_LANGUAGE_CODES,
  getDirection,
  isSupportedLanguage,
  type SupportedLanguage,
} from './languages';

export const DEFAULT_NAMESPACE = 'common';

/** Where the detector looks, in order (spec 001 section 9). */
export const DETECTION_ORDER = [
  'querystring',
  'cookie',
  'localStorage',
  'sessionStorage',
  'navigator',
  'htmlTag',
] as const;

/** Local storage keys carry the app's '/' prefix, like the other keys of spec 000 section 9. */
export const LANGUAGE_STORAGE_KEY = '/preference/language';

export interface InitI18nOptions {
  /** Skips detection (tests, or a language already known from the user's record). */
  lng?: SupportedLanguage;
}

let initialising: Promise<I18n> | undefined;

/** Mirrors the language on <html lang dir>, which also flips the page for Arabic. */
export function applyDocumentLanguage(language: string): void {
  if (typeof document === 'undefined') return;
  document.documentElement.lang = language;
  document.documentElement.dir = getDirection(language);
}

/** The i18next settings: supported languages, fallbacks, flat dotted keys, detection order. */
export function createInitOptions(options: InitI18nOptions = {}): InitOptions {
  return {
    ...(options.lng ? { lng: options.lng } : {}),
    supportedLngs: [...SUPPORTED_LANGUAGE_CODES],
    nonExplicitSupportedLngs: false,
    fallbackLng: { ...FALLBACK_CHAINS },
    load: 'all',
    ns: [DEFAULT_NAMESPACE],
    defaultNS: DEFAULT_NAMESPACE,
    // Keys are flat and dotted ("label.batch"), so neither separator applies.
    keySeparator: false,
    nsSeparator: false,
    // React escapes output already.
    interpolation: { escapeValue: false },
    detection: {
      order: [...DETECTION_ORDER],
      lookupLocalStorage: LANGUAGE_STORAGE_KEY,
      caches: ['localStorage'],
    },
    react: { useSuspense: true },
  };
}

/** Initialises the shared i18next instance once; later calls return the same promise. */
export function initI18n(options: InitI18nOptions = {}): Promise<I18n> {
  initialising ??= (async () => {
    i18next.on('languageChanged', applyDocumentLanguage);
    await i18next
      .use(createLazyLocaleBackend())
      .use(LanguageDetector)
      .use(initReactI18next)
      .init(createInitOptions(options));
    return i18next;
  })();
  return initialising;
}

/** Switches language (only to a supported one), loading its file first, and updates <html>. */
export async function changeLanguage(language: string): Promise<void> {
  if (!isSupportedLanguage(language)) {
    throw new Error(`Unsupported language: ${language}`);
  }
  await initI18n();
  await i18next.changeLanguage(language);
  applyDocumentLanguage(language);
}

/** The active language, narrowed to a supported one. */
export function getCurrentLanguage(instance: I18n = i18next): SupportedLanguage {
  if (isSupportedLanguage(instance.language)) return instance.language;
  return isSupportedLanguage(instance.resolvedLanguage) ? instance.resolvedLanguage : 'en';
}

export { i18next as i18n };
