import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/app.json';
import en from '../../locales/en/app.json';
import fr from '../../locales/fr/app.json';
import { checkLocales } from '../i18n/localeCheck';
import { appT, loadAppNamespace } from '.';
import { changeLanguage } from '../i18n';

describe('app.json', () => {
  it('has the same keys, all filled, in English, French and Arabic', () => {
    // Key for key, with each language's own plural forms (French _many, Arabic's six).
    expect(checkLocales({ en, fr, ar })).toEqual([]);
  });
  it('is really translated into Arabic', () => {
    const copied = Object.entries(en).filter(
      ([key, text]) => (ar as Record<string, string>)[key] === text,
    );
    expect(copied).toEqual([]);
  });
  it('is loaded as the app namespace', async () => {
    await loadAppNamespace();
    expect(appT('login.title')).toBe('Sign in');
    await changeLanguage('fr');
    expect(appT('login.title')).toBe('Connexion');
  });
});
