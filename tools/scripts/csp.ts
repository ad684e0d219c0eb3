import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';

/** The two hosts; they differ only in who may frame them. */
export type AppName = 'web' | 'mini-app';

/**
 * Who may frame each app. The web app: nobody. The mini-app: Telegram Web only, whose clients (/k/, /a/)
 * are paths of one origin (the old webk. and webz. hosts now redirect there). No `https://*.telegram.org`:
 * that would trust every present and future subdomain. Telegram Desktop and the mobile apps load the
 * mini-app in a web view with no ancestor, so frame-ancestors does not concern them.
 */
export const FRAME_ANCESTORS: Record<AppName, readonly string[]> = {
  web: ["'none'"],
  'mini-app': ['https://web.telegram.org'],
};

/** The origin of an absolute API base URL (VITE_API_BASE_URL); null for a path such as `/api`. */
export function apiOriginOf(apiBaseUrl: string | undefined): string | null {
  if (!apiBaseUrl || !/^https?:\/\//i.test(apiBaseUrl)) return null;
  return new URL(apiBaseUrl).origin;
}

/**
 * The policy's hash source ('sha256-…') of each inline script in `html`: the page's own early script (web),
 * allowed by its exact text. Any other inline script, or a changed one, does not run.
 */
export function inlineScriptHashes(html: string): string[] {
  return [...html.matchAll(/<script\b(?![^>]*\bsrc=)[^>]*>([\s\S]*?)<\/script>/g)].map(
    (match) => `'sha256-${createHash('sha256').update(match[1]!, 'utf8').digest('base64')}'`,
  );
}

/**
 * The policy's directives. Scripts come only from the app's own files and the page's inline scripts by
 * hash (`scriptHashes`): no 'unsafe-inline', no eval (zod runs jitless). Styles allow 'unsafe-inline'
 * because the chart library (lightweight-charts) adds a <style> element for its attribution, and the web
 * page has its splash and the app's stylesheet inline; a style cannot run code. Images: the app's files, data: and blob: (QR codes, generated art), and the API's origin (banner
 * artwork). Calls: the app's origin (`/api` behind a proxy) and the API's origin.
 */
export function cspDirectives(
  apiOrigin: string | null,
  scriptHashes: readonly string[] = [],
): [string, ...string[]][] {
  const api = apiOrigin ? [apiOrigin] : [];
  return [
    ['default-src', "'self'"],
    ['script-src', "'self'", ...scriptHashes],
    ['style-src', "'self'", "'unsafe-inline'"],
    ['img-src', "'self'", 'data:', 'blob:', ...api],
    ['font-src', "'self'", 'data:'],
    ['connect-src', "'self'", ...api],
    ['worker-src', "'self'"],
    ['manifest-src', "'self'"],
    ['object-src', "'none'"],
    ['base-uri', "'self'"],
    ['form-action', "'self'"],
  ];
}

const serialize = (directives: string[][]) => directives.map((parts) => parts.join(' ')).join('; ');

/** The policy in the page's <meta>: frame-ancestors is ignored there, so it is left out. */
export function metaPolicy(apiOrigin: string | null, scriptHashes: readonly string[] = []): string {
  return serialize(cspDirectives(apiOrigin, scriptHashes));
}

/** The full policy a static host sends as a header, with who may frame the app. */
export function headerPolicy(
  app: AppName,
  apiOrigin: string | null,
  scriptHashes: readonly string[] = [],
): string {
  return serialize([...cspDirectives(apiOrigin, scriptHashes), ['frame-ancestors', ...FRAME_ANCESTORS[app]]]);
}

/**
 * The `_headers` file (the format of Netlify and Cloudflare Pages): every path gets the policy and the
 * safety headers. frame-ancestors works only as a header, so the host must send these.
 */
export function headersFile(
  app: AppName,
  apiOrigin: string | null,
  scriptHashes: readonly string[] = [],
): string {
  const headers: [string, string][] = [
    ['Content-Security-Policy', headerPolicy(app, apiOrigin, scriptHashes)],
    ['X-Content-Type-Options', 'nosniff'],
    ['Referrer-Policy', 'strict-origin-when-cross-origin'],
    ...(app === 'web' ? ([['X-Frame-Options', 'DENY']] as [string, string][]) : []),
  ];
  return `/*\n${headers.map(([name, value]) => `  ${name}: ${value}`).join('\n')}\n`;
}

/**
 * Zod probes for eval when a schema is built unless `jitless` is set first (packages/app/src/zod-jitless.ts).
 * A chunk's imports run before its own code, so the switch could run after a shared chunk had already
 * built schemas. Zod and the switch share one chunk: whatever builds a schema imports that chunk, and so
 * runs after the switch.
 */
export const ZOD_CHUNK = {
  name: 'zod',
  test: /node_modules[\\/]zod[\\/]|[\\/]zod-jitless\.ts$/,
};

/**
 * Production builds only: puts the policy in index.html's <meta> and writes `_headers` next to it, both with
 * the hashes of the page's inline scripts (plugins that add one run before this one). The
 * dev server and `vite preview` send no policy header, so the local Telegram host can still frame the
 * mini-app from another port.
 */
export function contentSecurityPolicy(app: AppName): Plugin {
  let apiOrigin: string | null = null;
  return {
    name: 'wallet:content-security-policy',
    apply: 'build',
    config: () => ({
      build: { rolldownOptions: { output: { codeSplitting: { groups: [ZOD_CHUNK] } } } },
    }),
    configResolved(config) {
      apiOrigin = apiOriginOf(config.env.VITE_API_BASE_URL as string | undefined);
    },
    transformIndexHtml: {
      order: 'post',
      handler: (html: string) => [
        {
          tag: 'meta',
          attrs: {
            'http-equiv': 'Content-Security-Policy',
            content: metaPolicy(apiOrigin, inlineScriptHashes(html)),
          },
          injectTo: 'head-prepend',
        },
      ],
    },
    // After the page is written (its inline scripts are final), before the plugins that add to `_headers`.
    generateBundle: {
      order: 'post',
      handler(_options, bundle) {
        const page = bundle['index.html'];
        const hashes = page?.type === 'asset' ? inlineScriptHashes(String(page.source)) : [];
        this.emitFile({ type: 'asset', fileName: '_headers', source: headersFile(app, apiOrigin, hashes) });
      },
    },
  };
}
