import { describe, expect, it } from 'vitest';
import { SUPPORTED_LANGUAGE_CODES } from './languages';
import { checkLocales, checkPartialLocale, pluralCategories, type Dictionary } from './localeCheck';

// Every namespace file (common.json, and any other a module adds), by language.
const files = import.meta.glob<Dictionary>('../../locales/*/*.json', {
  eager: true,
  import: 'default',
});
const byNamespace = new Map<string, Map<string, Dictionary>>();
for (const [path, dictionary] of Object.entries(files)) {
  const [, , , language = '', file = ''] = path.split('/');
  const namespace = file.replace(/\.json$/, '');
  const languages = byNamespace.get(namespace) ?? new Map<string, Dictionary>();
  languages.set(language, dictionary);
  byNamespace.set(namespace, languages);
}
const namespaces = [...byNamespace.keys()].sort();
const COMPLETE = ['en', 'fr', 'ar'];
const PARTIAL = SUPPORTED_LANGUAGE_CODES.filter((code) => !COMPLETE.includes(code));

describe('translation files', () => {
  it('include the common namespace for every supported language', () => {
    expect(namespaces).toContain('common');
    expect([...(byNamespace.get('common')?.keys() ?? [])].sort()).toEqual(
      [...SUPPORTED_LANGUAGE_CODES].sort(),
    );
  });

  it.each(namespaces)(
    '%s is complete and consistent in English, French and Arabic',
    (namespace) => {
      const languages = byNamespace.get(namespace) ?? new Map<string, Dictionary>();
      const complete = Object.fromEntries(
        COMPLETE.map((language) => [language, languages.get(language) ?? {}]),
      );
      expect(checkLocales(complete)).toEqual([]);
    },
  );

  it.each(namespaces)(
    '%s in es, pt, ru, tet and fr-DJ holds only known, non-empty keys',
    (namespace) => {
      const languages = byNamespace.get(namespace) ?? new Map<string, Dictionary>();
      const english = languages.get('en') ?? {};
      const problems = PARTIAL.flatMap((language) =>
        checkPartialLocale(language, languages.get(language) ?? {}, english),
      );
      expect(problems).toEqual([]);
    },
  );

  it('really translates French and Arabic rather than copying English', () => {
    const common = byNamespace.get('common');
    const english = common?.get('en') ?? {};
    const copied = (dictionary: Dictionary | undefined) =>
      Object.entries(english).filter(
        ([key, text]) => dictionary?.[key] === text && /[a-z]{4,}/i.test(text),
      );
    // A handful of words are the same in French (Date, Description, Type, Total, Note, Code).
    expect(copied(common?.get('fr')).length).toBeLessThan(10);
    expect(copied(common?.get('ar'))).toEqual([]);
  });
});

describe('checkLocales', () => {
  const english = {
    'a.one': 'One {{name}}',
    'b.items_one': '{{count}} item',
    'b.items_other': '{{count}} items',
  };
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
  const without = (dictionary: Dictionary, key: string): Dictionary =>
    Object.fromEntries(Object.entries(dictionary).filter(([name]) => name !== key));

  it('accepts matching dictionaries with each language’s plural forms', () => {
    expect(checkLocales({ en: english, fr: french, ar: arabic })).toEqual([]);
  });

  it('knows the plural categories of each language', () => {
    expect(pluralCategories('en')).toEqual(['one', 'other']);
    expect(pluralCategories('fr')).toEqual(['many', 'one', 'other']);
    expect(pluralCategories('ar')).toEqual(['few', 'many', 'one', 'other', 'two', 'zero']);
  });

  it.each<[string, Record<string, Dictionary>, string]>([
    ['a missing key', { en: english, fr: without(french, 'a.one') }, 'fr: missing a.one'],
    [
      'a key English lacks',
      { en: english, fr: { ...french, 'c.extra': 'En plus' } },
      'fr: c.extra is not in en',
    ],
    ['an empty value', { en: english, fr: { ...french, 'a.one': ' ' } }, 'fr: a.one is empty'],
    [
      'a renamed placeholder',
      { en: english, fr: { ...french, 'a.one': 'Un {{nom}}' } },
      'fr: a.one placeholders nom differ',
    ],
    [
      'a missing French many form',
      { en: english, fr: without(french, 'b.items_many') },
      'fr: b.items lacks _many',
    ],
    [
      'a missing Arabic dual',
      { en: english, ar: without(arabic, 'b.items_two') },
      'ar: b.items lacks _two',
    ],
    [
      'a plural without count',
      { en: english, ar: { ...arabic, 'b.items_other': 'عناصر' } },
      'ar: b.items_other placeholders  differ',
    ],
    [
      'a missing plural',
      { en: english, fr: { 'a.one': 'Un {{name}}' } },
      'fr: missing plural b.items',
    ],
  ])('reports %s', (_name, dictionaries, problem) => {
    expect(checkLocales(dictionaries)).toContain(problem);
  });

  it('reports keys a partial language invents', () => {
    expect(checkPartialLocale('es', { 'z.unknown': 'x', 'a.one': '' }, english)).toEqual([
      'es: z.unknown is not in en',
      'es: a.one is empty',
    ]);
  });
});
