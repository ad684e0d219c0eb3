import type { CloudStore } from './bridge';
import type { KeychainStore } from './secure-storage';

/** One namespace of the host page's localStorage per Telegram user, so reloads keep what the app stored. */
function userNamespace(name: string, userId: () => number, storage: Storage): KeychainStore {
  const prefix = () => `${name}:${userId()}:`;
  const keys = () =>
    Object.keys(storage)
      .filter((key) => key.startsWith(prefix()))
      .map((key) => key.slice(prefix().length));
  return {
    get: (key) => storage.getItem(prefix() + key),
    set: (key, value) => storage.setItem(prefix() + key, value),
    remove: (key) => storage.removeItem(prefix() + key),
    clear: () => keys().forEach((key) => storage.removeItem(prefix() + key)),
    keys,
  };
}

/** CloudStorage: what Telegram syncs to every device of the user (`tg-cloud:<user>:<key>`). */
export function createCloudStore(userId: () => number, storage: Storage = localStorage): CloudStore {
  return userNamespace('tg-cloud', userId, storage);
}

/** SecureStorage: this device's keychain, kept apart from CloudStorage (`tg-secure:<user>:<key>`). */
export function createKeychainStore(userId: () => number, storage: Storage = localStorage): KeychainStore {
  return userNamespace('tg-secure', userId, storage);
}

/** DeviceStorage: this device's own values, apart from the two above (`tg-device:<user>:<key>`). */
export function createDeviceStore(userId: () => number, storage: Storage = localStorage): KeychainStore {
  return userNamespace('tg-device', userId, storage);
}
