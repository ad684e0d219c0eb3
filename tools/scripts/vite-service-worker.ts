import { createHash } from 'node:crypto';
import type { Plugin } from 'vite';
import type { AppName } from './csp.ts';
import { buildClassicScript } from './vite-classic-script.ts';

/** The web host's service worker: its source, and where the build puts it (spec 001 §7). */
const SERVICE_WORKER_SOURCE = 'src/service-worker/worker.ts';
export const SERVICE_WORKER_FILE = 'service-worker.js';
/** The browser checks the worker's file for a new build on every open: never from a cache. */
const SERVICE_WORKER_HEADERS = `/${SERVICE_WORKER_FILE}\n  Cache-Control: no-cache\n`;

/**
 * Web builds: /service-worker.js, a classic script built apart from the app (a worker scope, no chunks to
 * share), told the build's version (a hash of its index.html, which names every start-up file by its hash)
 * and the files to cache when it installs: index.html and every file it loads or preloads.
 */
export function serviceWorker(app: AppName): Plugin {
  let root = '';
  return {
    name: 'wallet:service-worker',
    apply: 'build',
    configResolved(config) {
      root = config.root;
    },
    generateBundle: {
      order: 'post',
      async handler(_options, bundle) {
        if (app !== 'web') return;
        const html = bundle['index.html'];
        if (html?.type !== 'asset') throw new Error("The service worker needs the build's index.html");
        const page = String(html.source);
        // The build's files the page names: its start-up code, fonts, icon and manifest; not the stylesheet
        // the page has inline, whose disabled link is never fetched.
        const unused = new Set(
          [...page.matchAll(/<link [^>]*\bhref="([^"]+)"[^>]*\bdisabled\b[^>]*>/g)].map((match) => match[1]!),
        );
        const loaded = [...page.matchAll(/(?:src|href)="(\/[^"/][^"]*\.\w+)"/g)]
          .map((match) => match[1]!)
          .filter((file) => !unused.has(file));
        const files = ['/index.html', ...new Set(loaded)];
        const version = createHash('sha256').update(page).digest('hex').slice(0, 16);
        const source = await buildClassicScript({
          root,
          entry: SERVICE_WORKER_SOURCE,
          name: 'walletServiceWorker',
          define: { WALLET_BUILD: JSON.stringify({ version, files }) },
        });
        this.emitFile({ type: 'asset', fileName: SERVICE_WORKER_FILE, source });
        const headers = bundle['_headers'];
        if (headers?.type === 'asset') headers.source = `${String(headers.source)}${SERVICE_WORKER_HEADERS}`;
      },
    },
  };
}

/**
 * The dev server's /service-worker.js: a worker that removes itself and reloads its pages. A production build
 * previewed on the same port leaves its worker behind, which would otherwise keep serving that build's cached
 * HTML instead of the dev server's; the browser fetches the new worker file on the next open.
 */
const SERVICE_WORKER_REMOVER = `self.addEventListener('install', () => self.skipWaiting());
self.addEventListener('activate', (event) => {
  event.waitUntil(
    self.registration
      .unregister()
      .then(() => self.clients.matchAll({ type: 'window' }))
      .then((pages) => Promise.all(pages.map((page) => page.navigate(page.url)))),
  );
});
`;

export function serviceWorkerRemoverInDevelopment(app: AppName): Plugin {
  return {
    name: 'wallet:service-worker-remover',
    apply: 'serve',
    configureServer(server) {
      if (app !== 'web') return;
      server.middlewares.use(`/${SERVICE_WORKER_FILE}`, (_request, response) => {
        response.setHeader('Content-Type', 'text/javascript; charset=utf-8');
        response.setHeader('Cache-Control', 'no-cache');
        response.end(SERVICE_WORKER_REMOVER);
      });
    },
  };
}
