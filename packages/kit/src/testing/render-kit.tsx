import { setupI18n } from '@lingui/core';
import { I18nProvider } from '@lingui/react';
import { render, type RenderResult } from '@testing-library/react';
import type { ReactNode } from 'react';
import { ThemeRoot } from '../shared/theme-root';

/**
 * Renders kit components as the app does: inside a ThemeRoot, with Lingui active in `locale` and no catalog,
 * so the macros give the English source text.
 */
export function renderKit(node: ReactNode, { locale = 'en' }: { locale?: 'en' | 'fa' } = {}): RenderResult {
  const i18n = setupI18n({ locale, messages: { [locale]: {} } });
  // A wrapper, so rerender keeps the providers.
  const wrapper = ({ children }: { children: ReactNode }) => (
    <I18nProvider i18n={i18n}>
      <ThemeRoot appearance="light" dir={locale === 'fa' ? 'rtl' : 'ltr'} lang={locale}>
        {children}
      </ThemeRoot>
    </I18nProvider>
  );
  return render(node, { wrapper });
}
