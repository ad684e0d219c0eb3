import type { CloudStore } from './bridge';

/** CloudStorage kept in the host page's localStorage, one namespace per Telegram user, so reloads keep it. */
export function createCloudStore(userId: () => number, storage: Storage = localStorage): CloudStore {
  const prefix = () => `tg-cloud:${userId()}:`;
  return {
    get: (key) => storage.getItem(prefix() + key),
    set: (key, value) => storage.setItem(prefix() + key, value),
    remove: (key) => storage.removeItem(prefix() + key),
    keys: () =>
      Object.keys(storage)
        .filter((key) => key.startsWith(prefix()))
        .map((key) => key.slice(prefix().length)),
  };
}
