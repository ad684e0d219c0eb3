import { createMemoryStore, type KeyValueStore } from '@wallet/platform';
import { STORAGE_PREFIX as PREFIX } from './host';

/**
 * localStorage under a prefix. Private modes and full quotas make localStorage throw; the session then keeps
 * working from memory rather than failing every read.
 */
export function createBrowserStore(storage: Storage | undefined = globalThis.localStorage): KeyValueStore {
  const memory = createMemoryStore();
  const attempt = <T>(action: () => T, fallback: () => Promise<T>): Promise<T> => {
    try {
      if (!storage) return fallback();
      return Promise.resolve(action());
    } catch {
      return fallback();
    }
  };
  return {
    get: (key) =>
      attempt(
        () => storage!.getItem(PREFIX + key),
        () => memory.get(key),
      ),
    set: (key, value) =>
      attempt(
        () => storage!.setItem(PREFIX + key, value),
        () => memory.set(key, value),
      ),
    remove: (key) =>
      attempt(
        () => storage!.removeItem(PREFIX + key),
        () => memory.remove(key),
      ),
    keys: () =>
      attempt(
        () =>
          Array.from({ length: storage!.length }, (_, index) => storage!.key(index))
            .filter((key): key is string => key !== null && key.startsWith(PREFIX))
            .map((key) => key.slice(PREFIX.length)),
        () => memory.keys(),
      ),
  };
}
