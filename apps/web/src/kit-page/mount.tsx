import { setupI18n, type I18n } from '@lingui/core';
import { StrictMode } from 'react';
import type { Root } from 'react-dom/client';
import { activateLanguage, i18n } from '@wallet/i18n';
import { KitPage, type KitLanguage } from './kit-page';

/** One Lingui instance per language, filled from the app's catalogs, so fa and en frames render together. */
async function languageInstances(): Promise<Record<KitLanguage, I18n>> {
  const instances = {} as Record<KitLanguage, I18n>;
  for (const language of ['fa', 'en'] as const) {
    await activateLanguage(language);
    instances[language] = setupI18n({ locale: language, messages: { [language]: i18n.messages } });
  }
  return instances;
}

/** Renders the kit page (/__kit, development only) in place of the app. */
export async function renderKitPage(root: Root): Promise<void> {
  document.documentElement.lang = 'en';
  document.documentElement.dir = 'ltr';
  document.title = 'Kit';
  document.getElementById('splash')?.remove();
  const i18nFor = await languageInstances();
  root.render(
    <StrictMode>
      <KitPage i18nFor={i18nFor} />
    </StrictMode>,
  );
}
