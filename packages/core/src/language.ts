/**
 * Spec 000 §1: the product's languages, fa first (the default and the fallback): each one's code, its name
 * in itself (so a user finds theirs whatever the page's language) and its writing direction. The API's
 * language, the stored choice, Lingui's catalogs, the catalog check and the settings page all read this table.
 */
export const LANGUAGE_TABLE = [
  { code: 'fa', nativeName: 'فارسی', direction: 'rtl' },
  { code: 'en', nativeName: 'English', direction: 'ltr' },
  { code: 'fr', nativeName: 'Français', direction: 'ltr' },
  { code: 'ru', nativeName: 'Русский', direction: 'ltr' },
  { code: 'zh', nativeName: '中文', direction: 'ltr' },
] as const satisfies readonly { code: string; nativeName: string; direction: 'rtl' | 'ltr' }[];

type LanguageRow = (typeof LANGUAGE_TABLE)[number];
export type SupportedLanguage = LanguageRow['code'];

/** The codes of LANGUAGE_TABLE, in its order. */
export const SUPPORTED_LANGUAGES = LANGUAGE_TABLE.map((row) => row.code) as [
  SupportedLanguage,
  ...SupportedLanguage[],
];
export const FALLBACK_LANGUAGE: SupportedLanguage = 'fa';

const rowOf = (language: SupportedLanguage): LanguageRow =>
  LANGUAGE_TABLE.find((row) => row.code === language)!;

/** A language's name in itself, as a language list shows it. */
export function nativeNameOf(language: SupportedLanguage): string {
  return rowOf(language).nativeName;
}

export function isSupportedLanguage(value: unknown): value is SupportedLanguage {
  return typeof value === 'string' && (SUPPORTED_LANGUAGES as readonly string[]).includes(value);
}

/** Russian time zones (Europe/Moscow … Asia/Kamchatka) as the IANA database names them. */
const RUSSIAN_ZONES = new Set([
  'Europe/Kaliningrad',
  'Europe/Moscow',
  'Europe/Simferopol',
  'Europe/Kirov',
  'Europe/Volgograd',
  'Europe/Astrakhan',
  'Europe/Saratov',
  'Europe/Ulyanovsk',
  'Europe/Samara',
  'Asia/Yekaterinburg',
  'Asia/Omsk',
  'Asia/Novosibirsk',
  'Asia/Barnaul',
  'Asia/Tomsk',
  'Asia/Novokuznetsk',
  'Asia/Krasnoyarsk',
  'Asia/Irkutsk',
  'Asia/Chita',
  'Asia/Yakutsk',
  'Asia/Khandyga',
  'Asia/Vladivostok',
  'Asia/Ust-Nera',
  'Asia/Magadan',
  'Asia/Sakhalin',
  'Asia/Srednekolymsk',
  'Asia/Kamchatka',
  'Asia/Anadyr',
  'W-SU',
]);
const CHINESE_ZONES = new Set([
  'Asia/Shanghai',
  'Asia/Chongqing',
  'Asia/Harbin',
  'Asia/Urumqi',
  'Asia/Hong_Kong',
  'Asia/Macau',
  'Asia/Taipei',
  'PRC',
  'ROC',
]);

/** Spec 000 §5: Asia/Tehran → fa, Russian zones → ru, Europe/Paris → fr, Chinese zones → zh. */
export function languageForTimezone(timezone: string | null | undefined): SupportedLanguage | null {
  if (!timezone) return null;
  if (timezone === 'Asia/Tehran' || timezone === 'Iran') return 'fa';
  if (timezone === 'Europe/Paris') return 'fr';
  if (RUSSIAN_ZONES.has(timezone)) return 'ru';
  if (CHINESE_ZONES.has(timezone)) return 'zh';
  return null;
}

/**
 * Spec 000 §5: a saved language is used only if it is one of the five; otherwise the time zone decides;
 * otherwise fa. The match is exact, so a saved 'EN' is ignored: the app only ever saves the lower-case codes
 * of SUPPORTED_LANGUAGES, and anything else in storage was not written by it and is not trusted.
 */
export function chooseLanguage(input: {
  saved: unknown;
  timezone: string | null | undefined;
}): SupportedLanguage {
  if (isSupportedLanguage(input.saved)) return input.saved;
  return languageForTimezone(input.timezone) ?? FALLBACK_LANGUAGE;
}

export function directionOf(language: SupportedLanguage): 'rtl' | 'ltr' {
  return rowOf(language).direction;
}
