import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { lingui } from '@lingui/vite-plugin';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin, type ResolvedConfig, type UserConfig } from 'vite';
import { catalogParts } from './catalog-parts.ts';
import { telegramUiStyles } from './telegram-ui-styles.ts';
import { contentSecurityPolicy, type AppName } from './csp.ts';
import { buildClassicScript } from './vite-classic-script.ts';
import { serviceWorker, serviceWorkerRemoverInDevelopment } from './vite-service-worker.ts';

export { SERVICE_WORKER_FILE } from './vite-service-worker.ts';

/** The font files the first screen draws with (Persian text, regular): preloaded by index.html. */
export const PRELOADED_FONTS = ['vazirmatn-arabic-400-normal.woff2'];

/**
 * The start part of the default language's catalog (Persian; tools/scripts/catalog-parts.ts): the app imports
 * it only once its entry has run, one more round trip before the first screen; index.html preloads it with
 * the entry. Its rest and other languages load on demand.
 */
export const PRELOADED_CATALOG = '/locales/fa.po?start';

/**
 * Modules loaded on demand that start-up draws before any lazy screen: their messages are in the catalogs'
 * start part. The PIN lock's keypad covers the app at start when a lock is due; the dashboard's banner slides
 * load beside the banner list.
 */
export const DRAWN_AT_START = [
  '/packages/features/security/src/lock/lock-screen.tsx',
  '/packages/features/wallet/src/banner-slides.tsx',
];

/**
 * What the first API call needs and start-up code leaves out (the API client's ky and its call-route table):
 * they do not run before the first paint, but every start makes a call, so index.html preloads them with the
 * entry rather than asking for them one round trip after it has run. Chunks by name (ky's group) or module.
 */
export const PRELOADED_FOR_FIRST_CALL = [
  { chunkName: 'http-client' },
  { module: '/packages/api/src/client/call-routes.generated.ts' },
] as const;

/** Hashed file names never change content: a repeat open takes them from the cache without asking. */
export const IMMUTABLE_ASSETS = '/assets/*\n  Cache-Control: public, max-age=31536000, immutable\n';

/**
 * Production builds: index.html preloads PRELOADED_FONTS, PRELOADED_CATALOG and PRELOADED_FOR_FIRST_CALL (it
 * cannot name them itself, their names carry a hash), so they arrive with the scripts instead of after the
 * first render; and
 * `_headers` (written by the CSP plugin) marks /assets/* immutable, so a repeat open does not revalidate every
 * file over a slow link.
 */
function loadingHints(): Plugin {
  let base = '/';
  return {
    name: 'wallet:loading-hints',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(_html, context) {
        const outputs = Object.values(context.bundle ?? {});
        const fonts = PRELOADED_FONTS.flatMap((font) => {
          const asset = outputs.find(
            (output) =>
              output.type === 'asset' && output.originalFileNames.some((name) => name.endsWith(font)),
          );
          if (!asset) return [];
          const attrs = { rel: 'preload', href: `${base}${asset.fileName}`, as: 'font', type: 'font/woff2' };
          return [{ tag: 'link', attrs: { ...attrs, crossorigin: '' }, injectTo: 'head' as const }];
        });
        const catalog = outputs.find(
          (output) => output.type === 'chunk' && output.facadeModuleId?.endsWith(PRELOADED_CATALOG),
        );
        const forFirstCall = PRELOADED_FOR_FIRST_CALL.map((wanted) =>
          outputs.find(
            (output) =>
              output.type === 'chunk' &&
              ('chunkName' in wanted
                ? output.name === wanted.chunkName
                : output.moduleIds.some((id) => id.endsWith(wanted.module))),
          ),
        );
        const modules = [catalog, ...forFirstCall].flatMap((chunk) =>
          chunk
            ? [
                {
                  tag: 'link',
                  attrs: { rel: 'modulepreload', href: `${base}${chunk.fileName}`, crossorigin: '' },
                  injectTo: 'head' as const,
                },
              ]
            : [],
        );
        return [...modules, ...fonts];
      },
    },
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const headers = bundle['_headers'];
        if (headers?.type === 'asset') headers.source = `${String(headers.source)}${IMMUTABLE_ASSETS}`;
      },
    },
  };
}

/** The web host's early-calls script (apps/web/src/early-calls/main.ts). */
const EARLY_CALLS_SOURCE = 'src/early-calls/main.ts';

/**
 * Web builds: the early-calls script, a classic script built apart from the app (it must not wait for the
 * app's chunks, nor share one with them), written into index.html's <head> (allowed by its hash in the
 * policy). Inline, it runs as the page is parsed: its calls start one round trip sooner than from a file of
 * its own, which would also share the link with the app's code, and the dashboard it paints needs no file.
 * The dev server runs its source as a module.
 */
function earlyCalls(app: AppName): Plugin {
  let config: ResolvedConfig | null = null;
  let source: string | null = null;
  return {
    name: 'wallet:early-calls',
    configResolved(resolved) {
      config = resolved;
    },
    async buildStart() {
      if (app !== 'web' || config?.command !== 'build') return;
      source = await buildClassicScript({
        root: config.root,
        entry: EARLY_CALLS_SOURCE,
        name: 'walletEarlyCalls',
        mode: config.mode,
        envDir: config.envDir,
      });
      if (/<\/script|<!--/i.test(source)) throw new Error('The early-calls script cannot be written inline');
    },
    transformIndexHtml: {
      order: 'post',
      handler() {
        if (app !== 'web') return [];
        if (config?.command !== 'build') {
          const src = `/${EARLY_CALLS_SOURCE}`;
          return [{ tag: 'script', attrs: { type: 'module', src }, injectTo: 'head' as const }];
        }
        if (source === null) throw new Error('The early-calls script was not built');
        // First in <head> (after the policy's <meta>): its calls wait for nothing else.
        return [{ tag: 'script', children: source.trim(), injectTo: 'head-prepend' as const }];
      },
    },
  };
}

/** The link Vite writes into index.html for the app's stylesheet. */
const ENTRY_STYLESHEET = /<link rel="stylesheet"(?: crossorigin)? href="([^"]+\.css)">/;

/**
 * Web builds: the app's stylesheet is written into index.html, so the page can paint (the dashboard the early
 * script draws, or the app's first screen) as soon as the page has arrived, with no second round trip over a
 * slow link nor a stylesheet sharing that link with the app's code. A repeat open gets it with the page from
 * the service worker. A `disabled` link (never fetched) still names the file: Vite's preload helper, loading
 * a lazy screen's CSS, loads a stylesheet no link names, and the app's own would then come again after it.
 * The `<style>` names the file it holds (`data-stylesheet`): the app keeps that text with the dashboard it
 * keeps, so a release whose styles changed can still paint it under the styles it was drawn with.
 */
function inlineStylesheet(app: AppName): Plugin {
  let base = '/';
  return {
    name: 'wallet:inline-stylesheet',
    apply: 'build',
    configResolved(config) {
      base = config.base;
    },
    transformIndexHtml: {
      order: 'post',
      handler(html, context) {
        if (app !== 'web') return html;
        const link = ENTRY_STYLESHEET.exec(html);
        if (!link) throw new Error('index.html names no stylesheet to write inline');
        const fileName = link[1]!.slice(base.length);
        const css = context.bundle?.[fileName];
        if (css?.type !== 'asset') throw new Error(`${fileName} is not in the build`);
        const text = String(css.source);
        if (/<\/style/i.test(text)) throw new Error(`${fileName} cannot be written inline`);
        return html.replace(
          link[0],
          `<style data-stylesheet="${link[1]}">${text.trim()}</style>\n    <link rel="stylesheet" href="${link[1]}" disabled>`,
        );
      },
    },
  };
}

/** Classic zod and what only it imports (its locales, JSON Schema output). */
const CLASSIC_ZOD = /zod[\\/]v4[\\/](classic|locales|core[\\/](to-json-schema|json-schema-processors))/;
const ZOD_CORE = /zod[\\/]v4[\\/]core[\\/]/;
/** Marks the copy of zod's core that classic zod gets. */
const CLASSIC_CORE_COPY = '?classic-core';

/**
 * Classic zod (lazy screens and the contract's call schemas) gets a copy of zod's core of its own, so the
 * start-up code, which parses with zod/mini, carries only the part of the core that mini uses: sharing one
 * core, every schema kind classic can build came along (about 8 KB gzip). Zod keeps its config (jitless
 * included) and registry on globalThis and tells instances apart by trait, so the two copies work together.
 */
function classicZodOwnCore(): Plugin {
  return {
    name: 'wallet:classic-zod-own-core',
    apply: 'build',
    enforce: 'pre',
    async resolveId(source, importer, options) {
      if (!importer || !(CLASSIC_ZOD.test(importer) || importer.endsWith(CLASSIC_CORE_COPY))) return null;
      const resolved = await this.resolve(source, importer, { ...options, skipSelf: true });
      if (!resolved || resolved.external || !ZOD_CORE.test(resolved.id) || CLASSIC_ZOD.test(resolved.id)) {
        return resolved;
      }
      return { ...resolved, id: `${resolved.id}${CLASSIC_CORE_COPY}` };
    },
    load(id) {
      if (!id.endsWith(CLASSIC_CORE_COPY)) return null;
      return { code: readFileSync(id.slice(0, -CLASSIC_CORE_COPY.length), 'utf8'), moduleType: 'js' };
    },
  };
}

/**
 * The chunks whose file names keep their name: the groups in `codeSplitting`, the mini-app's `boot` (the
 * Telegram SDK, which its start-up spec holds back by name), and a language's catalog parts (`fa-….js`), which
 * say what they are.
 */
const NAMED_CHUNKS = ['zod-classic', 'http-client', 'startup', 'boot'];
const CATALOG_PART = /\.po\?(start|rest)$/;

/**
 * The Vite config both hosts share. `/api` and the banner artwork go to the sandbox in development and
 * preview, so the apps need no CORS and no absolute URL; a production build sets VITE_API_BASE_URL instead.
 * A build carries the app's Content-Security-Policy (tools/scripts/csp.ts).
 */
export function appConfig(app: AppName, port: number): UserConfig {
  const sandboxUrl = process.env.SANDBOX_URL ?? 'http://127.0.0.1:8787';
  const proxy = {
    '/api': { target: sandboxUrl, changeOrigin: true, rewrite: (path: string) => path.replace(/^\/api/, '') },
    '/banners': { target: sandboxUrl, changeOrigin: true },
  };
  return defineConfig({
    plugins: [
      react({ babel: { plugins: ['@lingui/babel-plugin-lingui-macro'] } }),
      lingui(),
      catalogParts({ startModules: DRAWN_AT_START }),
      telegramUiStyles({
        stylesheet: '/packages/kit/src/styles.css',
        kit: fileURLToPath(new URL('../../packages/kit', import.meta.url)),
      }),
      // Before the policy: both put a tag first in <head>, and the policy's <meta> must come before any script.
      earlyCalls(app),
      contentSecurityPolicy(app),
      inlineStylesheet(app),
      loadingHints(),
      classicZodOwnCore(),
      serviceWorker(app),
      serviceWorkerRemoverInDevelopment(app),
    ],
    resolve: {
      alias: [
        {
          find: /^use-sync-external-store\/shim(\/index\.js)?$/,
          replacement: fileURLToPath(
            new URL('../../packages/app/src/shims/use-sync-external-store.ts', import.meta.url),
          ),
        },
        {
          // telegram-ui's object spread and rest helpers, as the browsers the app supports write them.
          find: /^@swc\/helpers\/_\/(_object_spread|_object_spread_props|_object_without_properties|_object_destructuring_empty|_extends)$/,
          replacement: `${fileURLToPath(new URL('../../packages/app/src/shims/swc-helpers/', import.meta.url))}$1.ts`,
        },
      ],
    },
    server: { host: '127.0.0.1', port, strictPort: true, proxy },
    preview: { host: '127.0.0.1', port, strictPort: true, proxy },
    // The manifest lets `pnpm size` follow what the entry loads. No modulepreload polyfill: every browser the
    // app supports preloads modules itself (one that did not would only load them a little later).
    build: {
      target: 'es2022',
      sourcemap: false,
      manifest: true,
      modulePreload: { polyfill: false },
      rolldownOptions: {
        output: {
          // Lazy chunks and their stylesheets named by their hash alone: the entry carries the list of every lazy
          // chunk's files (what each screen preloads), and a name in front of each hash made that list about half
          // as long again. The groups below and the entry's stylesheet keep their names, which say what they are.
          chunkFileNames: (chunk) =>
            NAMED_CHUNKS.includes(chunk.name) || chunk.moduleIds.some((id) => CATALOG_PART.test(id))
              ? 'assets/[name]-[hash].js'
              : 'assets/[hash].js',
          assetFileNames: (asset) =>
            asset.names.some((name) => name.endsWith('.css') && name !== 'index.css')
              ? 'assets/[hash][extname]'
              : 'assets/[name]-[hash][extname]',
          codeSplitting: {
            groups: [
              // The start-up code parses with zod/mini; classic zod, with its own core, serves only lazy
              // screens and the contract's call schemas: one chunk of its own, loaded with the first of them.
              {
                name: 'zod-classic',
                test: (id) => CLASSIC_ZOD.test(id) || id.endsWith(CLASSIC_CORE_COPY),
              },
              // ky, which the API client loads with its first call, under a name that says what it is.
              { name: 'http-client', test: /[\\/]node_modules[\\/]ky[\\/]/ },
              // Everything the entry loads in one chunk: split into the pieces lazy chunks share too, the same
              // code was about 5 KB larger gzipped (each piece's imports and exports, and gzip starting over).
              { name: 'startup', tags: ['$initial'] },
            ],
          },
        },
      },
    },
  });
}
