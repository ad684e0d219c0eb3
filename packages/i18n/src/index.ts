// The language rules are pure and live in core; the i18n package offers them together with the catalogs.
export {
  chooseLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  languageForTimezone,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from '@wallet/core';
export { DATE_LOCALES, formatDate, formatDateTime, formatShortDate, type DateFormatOptions } from './dates';
export { activateLanguage, i18n, loadRestOfCatalog } from './lingui';
