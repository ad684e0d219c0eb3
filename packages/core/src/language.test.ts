import { describe, expect, it } from 'vitest';
import {
  chooseLanguage,
  directionOf,
  FALLBACK_LANGUAGE,
  isSupportedLanguage,
  LANGUAGE_TABLE,
  languageForTimezone,
  nativeNameOf,
  SUPPORTED_LANGUAGES,
} from './language';

describe('the supported languages', () => {
  it('[I18N-01] are fa, en, fr, ru and zh, falling back to fa', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['fa', 'en', 'fr', 'ru', 'zh']);
    expect(FALLBACK_LANGUAGE).toBe('fa');
  });

  it('[I18N-01] are one table: each code with its name in itself and its direction, Persian alone right to left', () => {
    expect(LANGUAGE_TABLE).toEqual([
      { code: 'fa', nativeName: 'فارسی', direction: 'rtl' },
      { code: 'en', nativeName: 'English', direction: 'ltr' },
      { code: 'fr', nativeName: 'Français', direction: 'ltr' },
      { code: 'ru', nativeName: 'Русский', direction: 'ltr' },
      { code: 'zh', nativeName: '中文', direction: 'ltr' },
    ]);
    expect(SUPPORTED_LANGUAGES).toEqual(LANGUAGE_TABLE.map((row) => row.code));
    expect(SUPPORTED_LANGUAGES.map(directionOf)).toEqual(['rtl', 'ltr', 'ltr', 'ltr', 'ltr']);
    expect(SUPPORTED_LANGUAGES.map(nativeNameOf)).toEqual([
      'فارسی',
      'English',
      'Français',
      'Русский',
      '中文',
    ]);
  });

  it.each([
    ['fa', true],
    ['zh', true],
    ['de', false],
    ['EN', false],
    ['fa-IR', false],
    ['', false],
    [null, false],
    [undefined, false],
    [1, false],
  ])('[I18N-02] %j is a supported language: %s', (value, supported) => {
    expect(isSupportedLanguage(value)).toBe(supported);
  });

  it('[I18N-01] fa is written right to left and the others left to right', () => {
    expect(SUPPORTED_LANGUAGES.map(directionOf)).toEqual(['rtl', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});

describe('choosing the language', () => {
  it.each([
    ['en', 'Asia/Tehran', 'en'],
    ['zh', 'Europe/Paris', 'zh'],
    ['fa', 'Europe/Moscow', 'fa'],
    ['de', 'Europe/Paris', 'fr'],
    ['de', 'America/New_York', 'fa'],
    // Exact match only: the app saves lower-case codes, so 'EN' is not something it wrote.
    ['EN', 'Asia/Tehran', 'fa'],
    ['EN', 'Europe/Moscow', 'ru'],
    [null, 'Asia/Shanghai', 'zh'],
    [null, 'America/New_York', 'fa'],
    [null, null, 'fa'],
    [undefined, undefined, 'fa'],
    [42, 'Europe/Moscow', 'ru'],
  ])('[I18N-02] saved %j with zone %j gives %s', (saved, timezone, language) => {
    expect(chooseLanguage({ saved, timezone })).toBe(language);
  });

  it.each([
    ['Asia/Tehran', 'fa'],
    ['Iran', 'fa'],
    ['Europe/Moscow', 'ru'],
    ['Europe/Kaliningrad', 'ru'],
    ['Asia/Yekaterinburg', 'ru'],
    ['Asia/Vladivostok', 'ru'],
    ['Europe/Paris', 'fr'],
    ['Asia/Shanghai', 'zh'],
    ['Asia/Urumqi', 'zh'],
    ['Asia/Hong_Kong', 'zh'],
    ['Asia/Macau', 'zh'],
    ['America/New_York', null],
    ['Europe/Berlin', null],
    ['Europe/Kyiv', null],
    ['Asia/Dubai', null],
    ['asia/tehran', null],
    ['', null],
    [null, null],
  ])('[I18N-03] time zone %j gives %j', (timezone, language) => {
    expect(languageForTimezone(timezone)).toBe(language);
  });
});
