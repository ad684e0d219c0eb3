import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';

/**
 * Dependency direction of ARCHITECTURE.md: apps -> app -> features -> ui, platform, api, i18n -> core.
 * Each entry lists what a layer must not import.
 */
const forbidden = (patterns, message) => ({
  'no-restricted-imports': ['error', { patterns: [{ group: patterns, message }] }],
});
const SERVER_LIBS = [
  'hono',
  'hono/*',
  '@hono/*',
  'drizzle-orm',
  'drizzle-orm/*',
  '@electric-sql/*',
  'pg',
  '@telegram-apps/init-data-node',
];
// telegram-ui is a component library that renders anywhere; the SDK itself stays in apps/mini-app.
const TELEGRAM = ['@telegram-apps/*', '!@telegram-apps/init-data-node', '!@telegram-apps/telegram-ui'];

export default tseslint.config(
  {
    ignores: [
      '**/node_modules/**',
      '**/dist/**',
      '**/dist-e2e/**',
      '**/dist-bench/**',
      '**/test-results/**',
      '**/playwright-report/**',
      '.data/**',
      '**/.data/**',
    ],
  },
  js.configs.recommended,
  ...tseslint.configs.recommended,
  {
    languageOptions: { globals: { ...globals.node, ...globals.browser } },
    rules: {
      '@typescript-eslint/consistent-type-imports': 'error',
      '@typescript-eslint/no-unused-vars': ['error', { argsIgnorePattern: '^_', varsIgnorePattern: '^_' }],
      eqeqeq: ['error', 'always', { null: 'ignore' }],
    },
  },
  {
    // Tests read raw JSON answers, malformed ones included.
    files: ['**/test/**', '**/*.test.ts'],
    rules: { '@typescript-eslint/no-explicit-any': 'off' },
  },
  {
    files: ['packages/core/**'],
    rules: forbidden(
      ['@wallet/*', 'react', 'react-dom', ...SERVER_LIBS, ...TELEGRAM],
      'core is pure: it imports nothing of ours, no UI, no I/O.',
    ),
  },
  {
    files: ['packages/api/**', 'packages/i18n/**', 'packages/platform/**', 'packages/ui/**'],
    rules: forbidden(
      [
        '@wallet/app',
        '@wallet/features-*',
        '@wallet/mini-app',
        '@wallet/web',
        '@wallet/sandbox-api',
        ...SERVER_LIBS,
        ...TELEGRAM,
      ],
      'Lower layers (api, i18n, platform, ui) import only core and each other; never app, features, hosts, server or Telegram libraries.',
    ),
  },
  {
    files: ['packages/features/**'],
    rules: forbidden(
      [
        '@wallet/app',
        '@wallet/features-*',
        '@wallet/mini-app',
        '@wallet/web',
        '@wallet/sandbox-api',
        ...SERVER_LIBS,
        ...TELEGRAM,
      ],
      'A feature imports ui, platform, api, i18n and core only; what features share moves down a layer.',
    ),
  },
  {
    files: ['packages/app/**', 'apps/web/**'],
    rules: forbidden(
      ['@wallet/sandbox-api', ...SERVER_LIBS, ...TELEGRAM],
      'Only apps/mini-app imports @telegram-apps; only tools/sandbox-api imports server libraries.',
    ),
  },
  {
    files: ['apps/mini-app/**'],
    rules: forbidden(
      ['@wallet/sandbox-api', ...SERVER_LIBS],
      'Only tools/sandbox-api imports server libraries.',
    ),
  },
);
