/** Enumerations of spec 001 section 3.1 that the foundation uses, with their exact values. */
export const STORE_MODES = ['STORE', 'DISPENSARY'] as const;
export type StoreMode = (typeof STORE_MODES)[number];

export const NAME_TYPES = ['FACILITY', 'INVAD', 'REPACK', 'STORE'] as const;
export type NameType = (typeof NAME_TYPES)[number];

/** Interface languages (spec 001 section 9). */
export const LANGUAGE_CODES = ['ar', 'en', 'es', 'fr', 'fr-DJ', 'ru', 'tet', 'pt'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);
