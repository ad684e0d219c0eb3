/**
 * /service-worker.js (spec 001 §7, web hosts): a reopen starts without the network. It caches the build's
 * HTML and the files it names (start-up code, fonts, icon, manifest) when installed, and every other build file the first time the app loads it; it
 * answers the app's pages and build files from that cache, and leaves API calls to the network. A new build
 * brings a new worker (its file lists the build's files), which takes over once no page of the old build is
 * open, so a page never mixes two builds. Built by tools/scripts/vite-app-config.ts into a classic script.
 */
import { cacheName, isOtherBuildsCache, SHELL_PATH, strategyFor } from './strategy';

/** Written in at build time: a hash of the build's HTML, and the files to cache on install. */
declare const WALLET_BUILD: { version: string; files: string[] };

/** The parts of the worker scope this file uses (the app's TypeScript library is the DOM's, not a worker's). */
interface ExtendableEvent extends Event {
  waitUntil(promise: Promise<unknown>): void;
}
interface FetchEvent extends ExtendableEvent {
  readonly request: Request;
  respondWith(response: Promise<Response>): void;
}
interface WorkerScope {
  readonly location: Location;
  addEventListener(type: 'install' | 'activate', listener: (event: ExtendableEvent) => void): void;
  addEventListener(type: 'fetch', listener: (event: FetchEvent) => void): void;
}

const worker = self as unknown as WorkerScope;
const { version, files } = WALLET_BUILD;
const CACHE = cacheName(version);

worker.addEventListener('install', (event) => {
  event.waitUntil(caches.open(CACHE).then((cache) => cache.addAll(files)));
});

worker.addEventListener('activate', (event) => {
  event.waitUntil(
    caches
      .keys()
      .then((names) =>
        Promise.all(
          names.filter((name) => isOtherBuildsCache(name, CACHE)).map((name) => caches.delete(name)),
        ),
      ),
  );
});

async function fromCacheOrNetwork(request: Request, key: string | Request = request): Promise<Response> {
  const cache = await caches.open(CACHE);
  const stored = await cache.match(key);
  if (stored) return stored;
  const response = await fetch(request);
  if (response.ok) await cache.put(key, response.clone());
  return response;
}

worker.addEventListener('fetch', (event) => {
  const { request } = event;
  const strategy = strategyFor(request, worker.location.origin, files);
  if (strategy === 'shell') {
    // Without its cached HTML (cleared by the browser) the page loads from the network as it would anyway.
    event.respondWith(fromCacheOrNetwork(new Request(SHELL_PATH), SHELL_PATH).catch(() => fetch(request)));
  } else if (strategy === 'cache-first') {
    event.respondWith(fromCacheOrNetwork(request));
  }
});
