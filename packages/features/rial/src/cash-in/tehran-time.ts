import { formatDateTime, type SupportedLanguage } from '@wallet/i18n';

/**
 * A date and time of day in Tehran time: PAYA cycles are Tehran's times, so they are shown as such wherever
 * the user is.
 */
export const formatTehranTime = (date: string, language: SupportedLanguage): string =>
  formatDateTime(date, language, { timeZone: 'Asia/Tehran' });
