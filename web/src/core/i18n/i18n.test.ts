import { afterEach, describe, expect, it, vi } from 'vitest';
import i18next from 'i18next';
import LanguageDetector from 'i18next-browser-languagedetector';
import type { ResourceKey } from 'i18next';
import {
  changeLanguage,
  createInitOptions,
  getCurrentLanguage,
  i18n,
  LANGUAGE_STORAGE_KEY,
} from './i18n';
import { SUPPORTED_LANGUAGES, isRtl } from './languages';
import { createLazyLocaleBackend } from './lazyBackend';

describe('languages', () => {
  it('lists the spec languages with native names', () => {
    expect(SUPPORTED_LANGUAGES.map((language) => language.code)).toEqual([
      'ar',
      'en',
      'es',
      'fr',
      'fr-DJ',
      'ru',
      'tet',
      'pt',
    ]);
    expect(SUPPORTED_LANGUAGES.find((language) => language.code === 'ar')?.nativeName).toBe(
      'العربية',
    );
  });

  it.each([
    ['ar', true],
    ['ar-EG', true],
    ['en', false],
    ['fr-DJ', false],
    [undefined, false],
  ])('isRtl(%s) is %s', (language, expected) => {
    expect(isRtl(language)).toBe(expected);
  });
});

describe('changeLanguage', () => {
  it('switches to Arabic and sets <html lang dir>', async () => {
    await changeLanguage('ar');
    expect(i18n.t('button.cancel')).toBe('إلغاء');
    expect(document.documentElement.lang).toBe('ar');
    expect(document.documentElement.dir).toBe('rtl');
    await changeLanguage('en');
    expect(document.documentElement.dir).toBe('ltr');
  });

  it('falls back from fr-DJ to fr, then en', async () => {
    await changeLanguage('fr-DJ');
    expect(i18n.languages).toEqual(['fr-DJ', 'fr', 'en']);
    expect(i18n.t('button.cancel')).toBe('Annuler');
    expect(getCurrentLanguage()).toBe('fr-DJ');
  });

  it('falls back to English for keys a partial language lacks', async () => {
    await changeLanguage('es');
    expect(i18n.t('button.cancel')).toBe('Cancelar');
    expect(i18n.t('error.no-results')).toBe('No results found');
  });

  it('refuses unsupported languages', async () => {
    await expect(changeLanguage('de')).rejects.toThrow('Unsupported language: de');
    expect(i18n.language).toBe('en');
  });

  it('counts with the language’s plural rules', async () => {
    expect(i18n.t('messages.deleted-generic', { count: 1 })).toBe('Deleted 1 record');
    await changeLanguage('ar');
    expect(i18n.t('messages.deleted-generic', { count: 2 })).toBe('تم حذف سجلين');
    expect(i18n.t('messages.deleted-generic', { count: 5 })).toBe('تم حذف 5 سجلات');
  });
});

describe('detection and lazy loading', () => {
  const loaded: string[] = [];
  const loaders = Object.fromEntries(
    ['en', 'fr', 'ar', 'es'].map((language) => [
      `../../locales/${language}/common.json`,
      vi.fn(() => {
        loaded.push(language);
        return Promise.resolve({ 'button.ok': `ok-${language}` } as ResourceKey);
      }),
    ]),
  );

  async function detect(): Promise<typeof i18next> {
    loaded.length = 0;
    const instance = i18next.createInstance();
    await instance
      .use(createLazyLocaleBackend(loaders))
      .use(LanguageDetector)
      .init(createInitOptions());
    return instance;
  }

  afterEach(() => {
    window.history.replaceState(null, '', '/');
  });

  it('uses the stored choice and loads only that language and English', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    const instance = await detect();
    expect(instance.language).toBe('ar');
    expect(loaded.sort()).toEqual(['ar', 'en']);
  });

  it('lets the query string win over local storage', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'ar');
    window.history.replaceState(null, '', '/?lng=fr');
    expect((await detect()).language).toBe('fr');
  });

  it('ignores an unsupported stored language', async () => {
    localStorage.setItem(LANGUAGE_STORAGE_KEY, 'de');
    const instance = await detect();
    expect(instance.resolvedLanguage).toBe('en');
  });

  it('gives an empty dictionary for a language without a file', () => {
    const callback = vi.fn();
    createLazyLocaleBackend(loaders).read('tet', 'common', callback);
    expect(callback).toHaveBeenCalledWith(null, {});
  });
});
