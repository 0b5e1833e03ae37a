import { describe, expect, it } from 'vitest';
import ar from '../../locales/ar/common.json';
import en from '../../locales/en/common.json';
import es from '../../locales/es/common.json';
import fr from '../../locales/fr/common.json';
import frDJ from '../../locales/fr-DJ/common.json';
import pt from '../../locales/pt/common.json';
import ru from '../../locales/ru/common.json';
import tet from '../../locales/tet/common.json';
import { SUPPORTED_LANGUAGE_CODES } from './languages';
import { checkLocales, checkPartialLocale, pluralCategories, type Dictionary } from './localeCheck';

const files = import.meta.glob('../../locales/*/common.json');

describe('translation files', () => {
  it('exist for every supported language', () => {
    const languages = Object.keys(files).map((path) => path.split('/')[3]);
    expect(languages.sort()).toEqual([...SUPPORTED_LANGUAGE_CODES].sort());
  });

  it('are complete and consistent in English, French and Arabic', () => {
    expect(checkLocales({ en, fr, ar })).toEqual([]);
  });

  it.each<[string, Dictionary]>([
    ['es', es],
    ['pt', pt],
    ['ru', ru],
    ['tet', tet],
    ['fr-DJ', frDJ],
  ])('%s holds only known, non-empty keys and falls back for the rest', (language, dictionary) => {
    expect(checkPartialLocale(language, dictionary, en)).toEqual([]);
  });

  it('really translates French and Arabic rather than copying English', () => {
    const copied = (dictionary: Dictionary) =>
      Object.entries(en).filter(([key, text]) => dictionary[key] === text && /[a-z]{4,}/i.test(text));
    // A handful of words are the same in French (Date, Description, Type, Total, Note, Code).
    expect(copied(fr).length).toBeLessThan(10);
    expect(copied(ar)).toEqual([]);
  });
});

describe('checkLocales', () => {
  const english = { 'a.one': 'One {{name}}', 'b.items_one': '{{count}} item', 'b.items_other': '{{count}} items' };
  const french = {
    'a.one': 'Un {{name}}',
    'b.items_one': '{{count}} article',
    'b.items_many': '{{count}} d’articles',
    'b.items_other': '{{count}} articles',
  };
  const arabic = {
    'a.one': 'واحد {{name}}',
    'b.items_zero': 'لا عناصر',
    'b.items_one': 'عنصر واحد',
    'b.items_two': 'عنصران',
    'b.items_few': '{{count}} عناصر',
    'b.items_many': '{{count}} عنصرًا',
    'b.items_other': '{{count}} عنصر',
  };

  it('accepts matching dictionaries with each language’s plural forms', () => {
    expect(checkLocales({ en: english, fr: french, ar: arabic })).toEqual([]);
  });

  it('knows the plural categories of each language', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('fr')).toEqual(['many', 'one', 'other']);
    expect(pluralCategories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it.each<[string, Record<string, Dictionary>, string]>([
    ['a missing key', { en: english, fr: { ...french, 'a.one': undefined as unknown as string } }, 'fr: missing a.one'],
    ['a key English lacks', { en: english, fr: { ...french, 'c.extra': 'En plus' } }, 'fr: c.extra is not in en'],
    ['an empty value', { en: english, fr: { ...french, 'a.one': ' ' } }, 'fr: a.one is empty'],
    ['a renamed placeholder', { en: english, fr: { ...french, 'a.one': 'Un {{nom}}' } }, 'fr: a.one placeholders nom differ'],
    ['a missing French many form', { en: english, fr: { ...french, 'b.items_many': undefined as unknown as string } }, 'fr: b.items lacks _many'],
    ['a missing Arabic dual', { en: english, ar: { ...arabic, 'b.items_two': undefined as unknown as string } }, 'ar: b.items lacks _two'],
    ['a plural without count', { en: english, ar: { ...arabic, 'b.items_other': 'عناصر' } }, 'ar: b.items_other placeholders  differ'],
    ['a missing plural', { en: english, fr: { 'a.one': 'Un {{name}}' } }, 'fr: missing plural b.items'],
  ])('reports %s', (_name, dictionaries, problem) => {
    const cleaned = Object.fromEntries(
      Object.entries(dictionaries).map(([language, dictionary]) => [
        language,
        Object.fromEntries(Object.entries(dictionary).filter(([, value]) => value !== undefined)),
      ]),
    );
    expect(checkLocales(cleaned)).toContain(problem);
  });
});
