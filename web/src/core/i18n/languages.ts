// The interface languages (spec 001 section 9, "Languages"). Arabic is right-to-left.

export const SUPPORTED_LANGUAGES = [
  { code: 'ar', nativeName: 'العربية' },
  { code: 'en', nativeName: 'English' },
  { code: 'es', nativeName: 'Español' },
  { code: 'fr', nativeName: 'Français' },
  { code: 'fr-DJ', nativeName: 'Français (Djibouti)' },
  { code: 'ru', nativeName: 'Русский' },
  { code: 'tet', nativeName: 'Tetun' },
  { code: 'pt', nativeName: 'Português' },
] as const;

export type SupportedLanguage = (typeof SUPPORTED_LANGUAGES)[number]['code'];

export const SUPPORTED_LANGUAGE_CODES: readonly SupportedLanguage[] = SUPPORTED_LANGUAGES.map(
  (language) => language.code,
);

export const FALLBACK_LANGUAGE: SupportedLanguage = 'en';

/** Each language's fallback chain; English ends every chain. */
export const FALLBACK_CHAINS: Readonly<Record<string, readonly SupportedLanguage[]>> = {
  'fr-DJ': ['fr', 'en'],
  default: ['en'],
};

const RTL_LANGUAGES: readonly string[] = ['ar'];

export function isSupportedLanguage(language: string | undefined): language is SupportedLanguage {
  return SUPPORTED_LANGUAGE_CODES.some((code) => code === language);
}

/** True for right-to-left languages, including regional variants such as ar-EG. */
export function isRtl(language: string | undefined): boolean {
  if (!language) return false;
  const base = language.split('-')[0]?.toLowerCase() ?? '';
  return RTL_LANGUAGES.includes(base);
}

export function getDirection(language: string | undefined): 'rtl' | 'ltr' {
  return isRtl(language) ? 'rtl' : 'ltr';
}
