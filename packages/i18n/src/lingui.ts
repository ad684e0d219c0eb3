// Every package that imports this file type-checks it, so the .po module type travels with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import { i18n } from '@lingui/core';
import { catalogLoader } from './catalog-loader';

/**
 * One chunk per language and part: only the chosen language is fetched, and the messages of screens loaded
 * on demand only with the first of them.
 */
export const { activateLanguage, loadRestOfCatalog } = catalogLoader(
  {
    fa: { start: () => import('../locales/fa.po?start'), rest: () => import('../locales/fa.po?rest') },
    en: { start: () => import('../locales/en.po?start'), rest: () => import('../locales/en.po?rest') },
    fr: { start: () => import('../locales/fr.po?start'), rest: () => import('../locales/fr.po?rest') },
    ru: { start: () => import('../locales/ru.po?start'), rest: () => import('../locales/ru.po?rest') },
    zh: { start: () => import('../locales/zh.po?start'), rest: () => import('../locales/zh.po?rest') },
  },
  i18n,
);

export { i18n };
