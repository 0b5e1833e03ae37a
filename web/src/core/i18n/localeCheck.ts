// Finds gaps between translation files: used by locales.test.ts so a missing or empty text,
// a missing plural form or a mismatched {{placeholder}} fails the build.

export type Dictionary = Readonly<Record<string, string>>;

const PLURAL_SUFFIX = /_(zero|one|two|few|many|other)$/;
const PLACEHOLDER = /\{\{\s*([\w.-]+)\s*(?:,[^}]*)?\}\}/g;

/** i18next's plural categories for a language, as Intl reports them. */
export function pluralCategories(language: string): string[] {
  return [...new Intl.PluralRules(language).resolvedOptions().pluralCategories].sort();
}

function placeholders(text: string): string[] {
  return [...new Set([...text.matchAll(PLACEHOLDER)].map((match) => match[1] ?? ''))].sort();
}

interface Grouped {
  plain: Map<string, string>;
  plural: Map<string, Map<string, string>>;
}

function group(dictionary: Dictionary): Grouped {
  const plain = new Map<string, string>();
  const plural = new Map<string, Map<string, string>>();
  for (const [key, value] of Object.entries(dictionary)) {
    const match = PLURAL_SUFFIX.exec(key);
    if (match) {
      const base = key.slice(0, match.index);
      const forms = plural.get(base) ?? new Map<string, string>();
      forms.set(match[1] ?? '', value);
      plural.set(base, forms);
    } else plain.set(key, value);
  }
  return { plain, plural };
}

function same(a: readonly string[], b: readonly string[]): boolean {
  return a.length === b.length && a.every((item, index) => item === b[index]);
}

/**
 * Compares complete dictionaries against the reference (English). Returns one line per
 * problem; an empty list means the languages agree.
 */
export function checkLocales(
  dictionaries: Readonly<Record<string, Dictionary>>,
  reference = 'en',
): string[] {
  const problems: string[] = [];
  const referenceDictionary = dictionaries[reference];
  if (!referenceDictionary) return [`reference language ${reference} is missing`];
  const expected = group(referenceDictionary);
  const baseKeys = new Set([...expected.plain.keys(), ...expected.plural.keys()]);

  for (const [language, dictionary] of Object.entries(dictionaries)) {
    for (const [key, value] of Object.entries(dictionary)) {
      if (typeof value !== 'string' || value.trim() === '')
        problems.push(`${language}: ${key} is empty`);
    }
    const actual = group(dictionary);
    for (const [key, text] of expected.plain) {
      const translated = actual.plain.get(key);
      if (translated === undefined) problems.push(`${language}: missing ${key}`);
      else if (!same(placeholders(text), placeholders(translated))) {
        problems.push(
          `${language}: ${key} placeholders ${placeholders(translated).join(',')} differ`,
        );
      }
    }
    const categories = pluralCategories(language);
    for (const [base, referenceForms] of expected.plural) {
      const forms = actual.plural.get(base);
      if (!forms) {
        problems.push(`${language}: missing plural ${base}`);
        continue;
      }
      for (const category of categories) {
        if (!forms.has(category)) problems.push(`${language}: ${base} lacks _${category}`);
      }
      const referenceOther = placeholders(referenceForms.get('other') ?? '');
      const optionalCount = referenceOther.filter((name) => name !== 'count');
      for (const [category, text] of forms) {
        if (category !== 'zero' && !categories.includes(category)) {
          problems.push(`${language}: ${base} has _${category}, unknown to ${language}`);
        }
        const found = placeholders(text);
        const matches =
          category === 'other'
            ? same(found, referenceOther)
            : same(
                found.filter((name) => name !== 'count'),
                optionalCount,
              );
        if (!matches)
          problems.push(`${language}: ${base}_${category} placeholders ${found.join(',')} differ`);
      }
    }
    for (const key of [...actual.plain.keys(), ...actual.plural.keys()]) {
      if (!baseKeys.has(key)) problems.push(`${language}: ${key} is not in ${reference}`);
    }
  }
  return problems;
}

/** Partial dictionaries (languages that fall back) may omit keys but never invent or blank them. */
export function checkPartialLocale(
  language: string,
  dictionary: Dictionary,
  reference: Dictionary,
): string[] {
  const known = new Set(Object.keys(reference).map((key) => key.replace(PLURAL_SUFFIX, '')));
  const problems: string[] = [];
  for (const [key, value] of Object.entries(dictionary)) {
    if (!known.has(key.replace(PLURAL_SUFFIX, '')))
      problems.push(`${language}: ${key} is not in en`);
    if (typeof value !== 'string' || value.trim() === '')
      problems.push(`${language}: ${key} is empty`);
  }
  return problems;
}
