import js from '@eslint/js';
import globals from 'globals';
import tseslint from 'typescript-eslint';
import boundaries from './tools/eslint/boundaries.js';
import folderLayers from './tools/eslint/folder-layers.js';

const wallet = { ...boundaries, rules: { ...boundaries.rules, 'folder-layers': folderLayers } };

/*
 * Package boundaries (ARCHITECTURE.md, "Layout"), enforced by the local plugin in tools/eslint/boundaries.js
 * and proven by tools/scripts/boundaries.test.ts, which feeds this config bad and good imports.
 * A file belongs to the package of the nearest folder with a package.json.
 */
const DIRECTION = 'apps -> app -> features -> ui -> kit, platform, api, i18n -> core';
const CORE = ['@wallet/core'];
const BASE = ['@wallet/kit', '@wallet/platform', '@wallet/api', '@wallet/i18n', ...CORE];
const FEATURES = ['@wallet/features-*'];
/** What the app and the sandbox share: the contract and the pure domain. */
const CONTRACT = ['@wallet/api', '@wallet/core'];
/**
 * tg-host signs Telegram init data as the sandbox checks it: with the sandbox's development bot token
 * (src/config.ts) for the sandbox's demo users (src/seed/fixtures.ts). These two entries of
 * tools/sandbox-api/package.json "exports" are all of the sandbox it may import; neither loads a server library.
 */
const SANDBOX_SIGNING = ['@wallet/sandbox-api/config', '@wallet/sandbox-api/fixtures'];
const TOOLS_WHY =
  'tools share only the contract (@wallet/api) and @wallet/core with the app; app packages (app, ui, kit, platform, i18n, features, hosts) are not for tools.';

const LAYERS = [
  {
    name: 'core',
    packages: ['@wallet/core'],
    may: [],
    why: 'core is pure domain logic and imports nothing of ours.',
  },
  {
    name: 'kit',
    packages: ['@wallet/kit'],
    may: CORE,
    why: 'the kit is presentational (no api, session or routing) and imports only @wallet/core.',
  },
  {
    name: 'platform, api, i18n',
    packages: ['@wallet/platform', '@wallet/api', '@wallet/i18n'],
    may: CORE,
    why: 'kit, platform, api and i18n import only @wallet/core; what two of them share moves into core.',
  },
  {
    name: 'ui',
    packages: ['@wallet/ui'],
    may: BASE,
    why: 'ui imports kit, platform, api, i18n and core; never a feature, the app, a host or a tool.',
  },
  {
    name: 'feature',
    packages: FEATURES,
    may: ['@wallet/ui', ...BASE],
    why: 'a feature imports ui and below, never another feature (what two features share moves down to ui, kit or core), the app, a host or a tool.',
  },
  {
    name: 'app',
    packages: ['@wallet/app'],
    may: [...FEATURES, '@wallet/ui', ...BASE],
    why: 'the app composes the features and what is below them; the hosts render the app, never the reverse; tools are not for the app.',
  },
  {
    name: 'host',
    packages: ['@wallet/web', '@wallet/mini-app'],
    may: ['@wallet/app', ...FEATURES, '@wallet/ui', ...BASE],
    why: 'a host imports the app and below; never the other host or a tool.',
  },
  // The root package holds the workspace scripts (tools/scripts) and configs.
  { name: 'tool', packages: ['@wallet/sandbox-api', 'wallet'], may: CONTRACT, why: TOOLS_WHY },
  {
    name: 'tool',
    packages: ['@wallet/tg-host'],
    may: [...CONTRACT, ...SANDBOX_SIGNING],
    why: `of the sandbox, tg-host imports only its signing entries (${SANDBOX_SIGNING.join(', ')}), which load no server library; of the app's packages, only @wallet/api and @wallet/core.`,
  },
  {
    name: 'bot',
    packages: ['@wallet/bot'],
    may: [...CORE, '@wallet/tg-host'],
    why: "the bot reads start links with @wallet/core's grammar; its tests run it against tg-host's Bot API. It talks to the API over HTTP, never through the app's packages.",
  },
  {
    // The harness: it starts the sandbox (in process, for the benches) and tg-host.
    name: 'tool',
    packages: ['@wallet/e2e'],
    may: [...CONTRACT, '@wallet/sandbox-api', '@wallet/tg-host'],
    why: `e2e drives the app through a browser and may import the sandbox and tg-host it starts; ${TOOLS_WHY}`,
  },
];

const SERVER_LIBS = ['hono', '@hono/*', 'drizzle-orm', 'drizzle-kit', '@electric-sql/*', 'pg', 'pg-*'];
const TOOL_PACKAGES = ['@wallet/sandbox-api', '@wallet/tg-host', '@wallet/e2e', 'wallet'];
const RESTRICTIONS = [
  {
    modules: ['@telegram-apps/*'],
    except: ['@telegram-apps/telegram-ui', '@telegram-apps/init-data-node'],
    allowIn: ['@wallet/mini-app'],
    why: 'only apps/mini-app talks to the Telegram SDK; everything else asks the platform (usePlatform, useMainButton, ...).',
  },
  {
    modules: ['@telegram-apps/telegram-ui'],
    allowIn: ['@wallet/kit'],
    why: 'telegram-ui is wrapped by @wallet/kit; use (or add) the kit component, and import its CSS through the kit.',
  },
  {
    modules: SERVER_LIBS,
    allowIn: ['@wallet/sandbox-api'],
    why: 'server libraries (hono, drizzle, PGlite, pg) belong to tools/sandbox-api.',
  },
  {
    modules: ['grammy', 'grammy/*'],
    allowIn: ['@wallet/bot'],
    why: 'grammY is the bot framework: apps/bot only.',
  },
  {
    modules: ['@telegram-apps/init-data-node'],
    allowIn: TOOL_PACKAGES,
    why: 'init-data-node signs and validates init data on a server: tools only.',
  },
  {
    modules: ['react', 'react-dom'],
    denyIn: ['@wallet/core'],
    why: 'core is pure: no UI, no I/O.',
  },
  {
    modules: ['ky', 'wouter', '@tanstack/*'],
    denyIn: ['@wallet/kit'],
    why: 'the kit is presentational: no api, session or routing.',
  },
  {
    modules: ['jotai', 'jotai/*'],
    allowIn: ['@wallet/ui'],
    why: "client state is reached through @wallet/ui's atoms module (persistedAtom, usePersistedAtom), never jotai itself.",
  },
];

/*
 * The sandbox's layers (tools/sandbox-api/README.md, "Layers"), enforced by wallet/folder-layers
 * (tools/eslint/folder-layers.js) and proven by tools/scripts/sandbox-layers.test.ts. A file imports its own
 * layer and those below it; the first layer whose pattern matches a file is its layer.
 */
const SANDBOX_DIRECTION = 'app -> http -> domains -> money -> base';
const SANDBOX_LAYERS = [
  {
    name: 'app',
    files: ['domains.ts', 'server.ts', 'main.ts', 'index.ts', 'watch.ts', 'seed/seed.ts'],
    may: ['http', 'domains', 'money', 'base'],
    why: 'the app composes the domains and serves them; nothing below imports it.',
  },
  {
    name: 'http',
    files: ['http/', 'sandbox-routes.ts'],
    may: ['domains', 'money', 'base'],
    why: 'http/ (with the sandbox controls it serves) is the server edge: it calls the domains, and no domain reaches into it.',
  },
  {
    // The tables are the database schema (db/schema.ts gathers them), so they sit in base wherever they live.
    name: 'base',
    files: [
      '**/tables.ts',
      '**/*-tables.ts',
      'db/',
      'config/',
      'seed/',
      'clock.ts',
      'config.ts',
      'context.ts',
      'crypto.ts',
      'decimal.ts',
      'errors.ts',
      'error-messages.ts',
      'handler-maps.ts',
      'market/prices.ts',
      'profile/kyc-failures.ts',
      'telegram/',
    ],
    may: [],
    why: 'base (the database and its tables, config and coins, the clock, decimals, errors and message catalogues, the price feed, the client of Telegram’s Bot API) imports nothing above it.',
  },
  {
    name: 'money',
    files: ['money/'],
    may: ['base'],
    why: 'money (ledger, spend and trade guards, transaction records) sits below every flow and imports only base; a flow it needs is passed in.',
  },
  {
    name: 'domains',
    files: [
      'auth/',
      'profile/',
      'kyc/',
      'market/',
      'wallet/',
      'rial/',
      'express/',
      'trade/',
      'invoices/',
      'ad-cheques/',
      'bot-share/',
      'giveaways/',
      'shop/',
      'gift-cards/',
      'bot-notices/',
    ],
    may: ['money', 'base'],
    why: 'a domain imports other domains, money and base; never http/ or the app.',
  },
];

/**
 * A number put raw into a message keeps Latin digits in Persian text: it goes through the formatter first
 * (format.digits, format.amount, format.toman), as the rest of the message's numbers do.
 */
const NUMBER_IN_MESSAGE = [
  `Identifier[name=/^[A-Z][A-Z0-9_]*$/]`,
  `MemberExpression[property.name=/(^length|Length|Count|Seconds|Minutes|Hours|Days)$/]`,
].flatMap((value) =>
  [
    `TaggedTemplateExpression[tag.name='t'] > TemplateLiteral > ${value}`,
    `JSXElement[openingElement.name.name='Trans'] > JSXExpressionContainer > ${value}`,
  ].map((selector) => ({
    selector,
    message:
      'Format a number before it goes into a message (format.digits), so Persian text shows Persian digits.',
  })),
);

/**
 * A feature never makes or names a money call's Idempotency-Key: useMoneyCall (@wallet/ui/money-call) makes it,
 * keeps it until the call is answered and sends it, so no screen can forget to keep it across a reload.
 */
const MONEY_KEY_WHY =
  'a feature does not make or pass an Idempotency-Key: send the money call through useMoneyCall (@wallet/ui/money-call), which makes, keeps and sends it.';
const KEY_IN_FEATURE = [
  "MemberExpression[property.name='randomUUID']",
  "Property[key.name='idempotencyKey']",
  'Literal[value=/^idempotency-key$/i]',
].map((selector) => ({ selector, message: MONEY_KEY_WHY }));

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
    files: ['**/*.{js,mjs,cjs,ts,tsx,mts,cts}'],
    plugins: { wallet },
    rules: {
      'wallet/no-relative-escape': 'error',
      'wallet/layers': ['error', { scope: '@wallet/', direction: DIRECTION, layers: LAYERS }],
      'wallet/restricted-modules': ['error', { restrictions: RESTRICTIONS }],
      'wallet/declared-dependencies': 'error',
    },
  },
  {
    files: ['tools/sandbox-api/src/**/*.ts'],
    rules: {
      'wallet/folder-layers': [
        'error',
        { root: 'tools/sandbox-api/src', direction: SANDBOX_DIRECTION, layers: SANDBOX_LAYERS },
      ],
    },
  },
  {
    files: ['packages/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NUMBER_IN_MESSAGE] },
  },
  {
    files: ['packages/features/**/*.{ts,tsx}'],
    ignores: ['**/*.test.{ts,tsx}'],
    rules: { 'no-restricted-syntax': ['error', ...NUMBER_IN_MESSAGE, ...KEY_IN_FEATURE] },
  },
  {
    // Tests and configs run under the root's tooling (vitest), which every package shares.
    files: ['**/*.test.{ts,tsx}', '**/test/**', '**/*.config.{js,mjs,ts}'],
    rules: { 'wallet/declared-dependencies': ['error', { rootDevDependencies: true }] },
  },
  {
    // Inside ui too, jotai is reached through one module, so how atoms are stored stays in one place.
    files: ['packages/ui/src/**/*.{ts,tsx}'],
    ignores: ['packages/ui/src/state/atoms.ts', 'packages/ui/src/state/atoms.test.tsx'],
    rules: {
      'no-restricted-imports': [
        'error',
        {
          patterns: [
            { group: ['jotai', 'jotai/*'], message: 'Use ./state/atoms, the one module that reaches jotai.' },
          ],
        },
      ],
    },
  },
  {
    // Both hosts build with one shared Vite config from the root's tooling.
    files: ['apps/*/vite.config.ts'],
    rules: { 'wallet/no-relative-escape': ['error', { allow: ['tools/scripts/vite-app-config.ts'] }] },
  },
  {
    // The root test runner finds the PostgreSQL server for the sandbox's contract project.
    files: ['vitest.config.ts'],
    rules: { 'wallet/no-relative-escape': ['error', { allow: ['tools/sandbox-api/test/postgres-bin.ts'] }] },
  },
);
