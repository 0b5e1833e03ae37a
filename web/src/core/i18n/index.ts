// Translations: i18next with lazily loaded JSON per language (web/src/locales/<lang>/common.json).
import type { ParseKeys } from 'i18next';

export {
  initI18n,
  changeLanguage,
  getCurrentLanguage,
  applyDocumentLanguage,
  i18n,
  DETECTION_ORDER,
  LANGUAGE_STORAGE_KEY,
} from './i18n';
export {
  SUPPORTED_LANGUAGES,
  SUPPORTED_LANGUAGE_CODES,
  FALLBACK_LANGUAGE,
  isRtl,
  isSupportedLanguage,
  getDirection,
  type SupportedLanguage,
} from './languages';
export * from './format';
export { useFormat } from './useFormat';

/** Any key of the English dictionary (plural keys by their base name). */
export type TranslationKey = ParseKeys;
