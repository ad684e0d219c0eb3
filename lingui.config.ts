import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';

/**
 * One catalog per language for the whole product. Source strings are English; fa is the default and the
 * fallback language (spec 000 §1). `LINGUI_CATALOG_DIR` lets the catalog check extract into a scratch folder.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: ['fa', 'en', 'fr', 'ru', 'zh'],
  fallbackLocales: { default: 'fa' },
  format: formatter({ lineNumbers: false }),
  orderBy: 'messageId',
  catalogs: [
    {
      path: `${process.env.LINGUI_CATALOG_DIR ?? '<rootDir>/packages/i18n/locales'}/{locale}`,
      include: ['<rootDir>/packages', '<rootDir>/apps'],
      exclude: ['**/node_modules/**', '**/*.test.*'],
    },
  ],
});
