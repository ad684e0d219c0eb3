import type { SupportedLanguage } from '@wallet/core';

/** Intl locale per language; fa uses the Persian (Solar Hijri) calendar. */
export const DATE_LOCALES: Record<SupportedLanguage, string> = {
  fa: 'fa-IR-u-ca-persian',
  en: 'en-GB',
  fr: 'fr-FR',
  ru: 'ru-RU',
  zh: 'zh-CN',
};

const formatters = new Map<string, Intl.DateTimeFormat>();

function formatter(language: SupportedLanguage, options: Intl.DateTimeFormatOptions): Intl.DateTimeFormat {
  const key = `${language}|${JSON.stringify(options)}`;
  let cached = formatters.get(key);
  if (!cached) {
    cached = new Intl.DateTimeFormat(DATE_LOCALES[language], options);
    formatters.set(key, cached);
  }
  return cached;
}

export interface DateFormatOptions {
  /** The user's zone; the device's when absent. */
  timeZone?: string;
}

/** A calendar date: `۲۹ اسفند ۱۴۰۴` in fa, `20 Mar 2026` in en. */
export function formatDate(
  date: Date | string,
  language: SupportedLanguage,
  options: DateFormatOptions = {},
): string {
  return formatter(language, { dateStyle: 'medium', ...options }).format(new Date(date));
}

/** A date with the time of day, as transaction lists show it. */
export function formatDateTime(
  date: Date | string,
  language: SupportedLanguage,
  options: DateFormatOptions = {},
): string {
  return formatter(language, {
    dateStyle: 'medium',
    timeStyle: 'short',
    hourCycle: 'h23',
    ...options,
  }).format(new Date(date));
}

/** A short numeric date: `۱۴۰۴/۱۲/۲۹` in fa. */
export function formatShortDate(
  date: Date | string,
  language: SupportedLanguage,
  options: DateFormatOptions = {},
): string {
  return formatter(language, { year: 'numeric', month: '2-digit', day: '2-digit', ...options }).format(
    new Date(date),
  );
}
