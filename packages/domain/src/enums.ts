/** Enumerations of spec 001 section 3.1 that the foundation uses, with their exact values. */
export const STORE_MODES = ['STORE', 'DISPENSARY'] as const;
export type StoreMode = (typeof STORE_MODES)[number];

export const NAME_TYPES = ['FACILITY', 'INVAD', 'REPACK', 'STORE'] as const;
export type NameType = (typeof NAME_TYPES)[number];

/** Types of log reasons, in the order the spec lists them (and screens show them). */
export const REASON_OPTION_TYPES = [
  'NEGATIVE_INVENTORY_ADJUSTMENT',
  'POSITIVE_INVENTORY_ADJUSTMENT',
  'OPEN_VIAL_WASTAGE',
  'REQUISITION_LINE_VARIANCE',
  'RETURN_REASON',
] as const;
export type ReasonOptionType = (typeof REASON_OPTION_TYPES)[number];

/** Interface languages (spec 001 section 9). */
export const LANGUAGE_CODES = ['ar', 'en', 'es', 'fr', 'fr-DJ', 'ru', 'tet', 'pt'] as const;
export type LanguageCode = (typeof LANGUAGE_CODES)[number];
export const isLanguageCode = (value: string): value is LanguageCode =>
  (LANGUAGE_CODES as readonly string[]).includes(value);
