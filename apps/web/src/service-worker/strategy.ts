/** What the service worker does with each request, and the names of its caches: pure, so tests can read it. */

/** The app's one HTML file: every page of the app is it, so a navigation is answered with it. */
export const SHELL_PATH = '/index.html';

/** Paths under the app's origin that are not pages of the app (the API and banner artwork behind a proxy). */
const NOT_PAGES = ['/api/', '/banners/'];

/**
 * - `shell`: a page of the app; answered with the HTML this worker's build cached, without the network.
 * - `cache-first`: a build file (hashed name, never changes) or another file the build's HTML names (its icon
 *   and manifest, cached with the build); from the cache, else fetched and kept.
 * - `network`: everything else (API calls above all), left to the browser as if there were no worker.
 */
export type Strategy = 'shell' | 'cache-first' | 'network';

export function strategyFor(
  request: { method: string; mode: string; url: string },
  origin: string,
  buildFiles: readonly string[] = [],
): Strategy {
  if (request.method !== 'GET') return 'network';
  const url = new URL(request.url);
  if (url.origin !== origin || NOT_PAGES.some((prefix) => url.pathname.startsWith(prefix))) return 'network';
  if (request.mode === 'navigate') return 'shell';
  const isBuildFile = url.pathname.startsWith('/assets/') || buildFiles.includes(url.pathname);
  return isBuildFile && !url.search ? 'cache-first' : 'network';
}

const CACHE_PREFIX = 'wallet-build-';

/** One cache per build: a new build's worker fills its own, and removes the others once it takes over. */
export function cacheName(version: string): string {
  return `${CACHE_PREFIX}${version}`;
}

export function isOtherBuildsCache(name: string, current: string): boolean {
  return name.startsWith(CACHE_PREFIX) && name !== current;
}
