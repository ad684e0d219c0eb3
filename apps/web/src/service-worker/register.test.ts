import { describe, expect, it, vi } from 'vitest';
import { registerServiceWorker, SERVICE_WORKER_URL } from './register';

function page(readyState: DocumentReadyState) {
  const listeners: (() => void)[] = [];
  return {
    document: { readyState },
    addEventListener: (_type: string, listener: () => void) => void listeners.push(listener),
    load: () => listeners.forEach((listener) => listener()),
  };
}

describe('registering the service worker', () => {
  it('[API-06] registers /service-worker.js once the page has loaded', () => {
    const register = vi.fn(() => Promise.resolve({} as ServiceWorkerRegistration));
    const loading = page('interactive');
    registerServiceWorker({ register }, loading);
    expect(register).not.toHaveBeenCalled();
    loading.load();
    expect(register).toHaveBeenCalledWith(SERVICE_WORKER_URL);
    expect(SERVICE_WORKER_URL).toBe('/service-worker.js');
  });

  it('registers at once on a page already loaded, and a refusal stays quiet', async () => {
    const register = vi.fn(() => Promise.reject(new Error('SecurityError')));
    registerServiceWorker({ register }, page('complete'));
    expect(register).toHaveBeenCalledTimes(1);
    await Promise.resolve();
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker(undefined, page('complete'))).not.toThrow();
  });
});
