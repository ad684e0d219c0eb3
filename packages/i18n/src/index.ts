export {
  chooseLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  languageForTimezone,
  SUPPORTED_LANGUAGES,
  type SupportedLanguage,
} from './language';
export { DATE_LOCALES, formatDate, formatDateTime, formatShortDate, type DateFormatOptions } from './dates';
export { activateLanguage, i18n } from './lingui';
