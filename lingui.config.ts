import { defineConfig } from '@lingui/conf';
import { formatter } from '@lingui/format-po';
import { FALLBACK_LANGUAGE, SUPPORTED_LANGUAGES } from '@wallet/core';

/**
 * One catalog per language of core's language table for the whole product. Source strings are English; fa is the default and the
 * fallback language (spec 000 §1). `LINGUI_CATALOG_DIR` lets the catalog check extract into a scratch folder.
 */
export default defineConfig({
  sourceLocale: 'en',
  locales: [...SUPPORTED_LANGUAGES],
  fallbackLocales: { default: FALLBACK_LANGUAGE },
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
