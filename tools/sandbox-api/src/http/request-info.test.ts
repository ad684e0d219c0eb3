import { describe, expect, it } from 'vitest';
import { languageFromHeader } from './request-info';

describe('language of anonymous calls', () => {
  it.each([
    [undefined, 'fa'],
    ['', 'fa'],
    ['en-US,en;q=0.9', 'en'],
    ['de-DE,ru;q=0.8', 'ru'],
    ['zh-CN', 'zh'],
    ['FR', 'fr'],
    ['fa-IR', 'fa'],
    ['de, it', 'fa'],
  ])('[I18N-01] Accept-Language %s gives %s, falling back to fa', (header, language) => {
    expect(languageFromHeader(header)).toBe(language);
  });
});
