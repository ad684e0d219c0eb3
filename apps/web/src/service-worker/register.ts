/** Spec 001 §7: the web hosts register /service-worker.js. */
export const SERVICE_WORKER_URL = '/service-worker.js';

/** What registering needs of the window: whether it has loaded, and its load event. */
export interface LoadingPage {
  document: { readyState: DocumentReadyState };
  addEventListener(type: 'load', listener: () => void, options: { once: true }): void;
}

/**
 * Registers the service worker once the page has loaded, so its caching never competes with the first
 * screen. Where the browser has none (or refuses it), the app works as before, from the network.
 */
export function registerServiceWorker(
  // Absent outside secure contexts (plain http other than localhost), whatever the DOM types say.
  container: Pick<ServiceWorkerContainer, 'register'> | undefined,
  target: LoadingPage,
): void {
  if (!container) return;
  const register = () => void container.register(SERVICE_WORKER_URL).catch(() => undefined);
  if (target.document.readyState === 'complete') register();
  else target.addEventListener('load', register, { once: true });
}
