// The language rules are pure and live in core; the i18n package offers them with the catalogs.
export {
  chooseLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  languageForTimezone,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@wallet/core';
