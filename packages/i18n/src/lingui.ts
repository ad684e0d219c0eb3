// Every package that imports this file type-checks it, so the .po module type travels with it.
// eslint-disable-next-line @typescript-eslint/triple-slash-reference
/// <reference path="./po.d.ts" />
import { i18n, type Messages } from '@lingui/core';
import type { SupportedLanguage } from '@wallet/core';

/** Catalogs load on demand, one chunk per language; only the chosen one is fetched. */
const CATALOGS: Record<SupportedLanguage, () => Promise<{ messages: Messages }>> = {
  fa: () => import('../locales/fa.po'),
  en: () => import('../locales/en.po'),
  fr: () => import('../locales/fr.po'),
  ru: () => import('../locales/ru.po'),
  zh: () => import('../locales/zh.po'),
};

/** Loads a language's catalog and makes it the active one. */
export async function activateLanguage(language: SupportedLanguage): Promise<void> {
  const { messages } = await CATALOGS[language]();
  i18n.loadAndActivate({ locale: language, messages });
}

export { i18n };
