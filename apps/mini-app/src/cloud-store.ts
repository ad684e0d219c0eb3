import { cloudStorage } from '@telegram-apps/sdk-react';
import type { KeyValueStore } from '@wallet/platform';

/** Telegram's CloudStorage as a KeyValueStore; every write resolves only once the client confirms it. */
export function createCloudStore(): KeyValueStore {
  return {
    async get(key) {
      const value = await cloudStorage.getItem(key);
      // CloudStorage answers '' for a key it does not have.
      return value === '' ? null : value;
    },
    set: (key, value) => cloudStorage.setItem(key, value),
    remove: (key) => cloudStorage.deleteItem(key),
    keys: () => cloudStorage.getKeys(),
  };
}

/**
 * localStorage under a prefix: the fallback when CloudStorage does not answer in time, and (with a prefix of
 * the Telegram account's own) the device storage for large copies of server state.
 */
export function createLocalStore(
  storage: Storage | undefined = globalThis.localStorage,
  prefix = 'wallet-tg:',
): KeyValueStore {
  return {
    get: async (key) => storage?.getItem(prefix + key) ?? null,
    set: async (key, value) => storage?.setItem(prefix + key, value),
    remove: async (key) => storage?.removeItem(prefix + key),
    keys: async () =>
      storage
        ? Object.keys(storage)
            .filter((key) => key.startsWith(prefix))
            .map((key) => key.slice(prefix.length))
        : [],
  };
}
