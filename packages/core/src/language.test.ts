import { describe, expect, it } from 'vitest';
import { chooseLanguage, directionOf, languageForTimezone, SUPPORTED_LANGUAGES } from './language';

describe('choosing the language', () => {
  it('[I18N-01] supports fa, en, fr, ru and zh, falling back to fa', () => {
    expect(SUPPORTED_LANGUAGES).toEqual(['fa', 'en', 'fr', 'ru', 'zh']);
    expect(chooseLanguage({ saved: null, timezone: 'America/New_York' })).toBe('fa');
    expect(chooseLanguage({ saved: null, timezone: null })).toBe('fa');
  });

  it.each([
    ['en', 'Asia/Tehran', 'en'],
    ['zh', 'Europe/Paris', 'zh'],
    ['de', 'Europe/Paris', 'fr'],
    ['EN', 'Asia/Tehran', 'fa'],
    [42, 'Europe/Moscow', 'ru'],
    [undefined, 'Asia/Shanghai', 'zh'],
  ])('[I18N-02] saved %o with zone %s gives %s', (saved, timezone, language) => {
    expect(chooseLanguage({ saved, timezone })).toBe(language);
  });

  it.each([
    ['Asia/Tehran', 'fa'],
    ['Europe/Moscow', 'ru'],
    ['Asia/Vladivostok', 'ru'],
    ['Europe/Kaliningrad', 'ru'],
    ['Europe/Paris', 'fr'],
    ['Asia/Shanghai', 'zh'],
    ['Asia/Urumqi', 'zh'],
    ['Europe/Berlin', null],
    ['Asia/Dubai', null],
  ])('[I18N-03] time zone %s gives %s', (timezone, language) => {
    expect(languageForTimezone(timezone)).toBe(language);
  });

  it('writes fa right to left and the others left to right', () => {
    expect(SUPPORTED_LANGUAGES.map(directionOf)).toEqual(['rtl', 'ltr', 'ltr', 'ltr', 'ltr']);
  });
});
