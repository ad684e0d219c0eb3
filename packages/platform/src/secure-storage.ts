import type { Platform, SecureStore } from './platform';
import { createMemoryStore, createTypedStorage, type TypedStorage } from './storage';

/**
 * The host turned out not to have the store after all (Telegram Desktop answers UNSUPPORTED), or did not
 * answer in time. A refusal of one call (a bad key) is an ordinary Error instead.
 */
export class StoreUnavailableError extends Error {
  override name = 'StoreUnavailableError';
}

/**
 * `primary` until it proves unavailable, then `fallback` for the rest of the run: asking a host that has
 * no secure storage again would only cost another timeout, and the failed call is answered by `fallback`.
 */
export function untilUnavailable(primary: SecureStore, fallback: SecureStore): SecureStore {
  let current = primary;
  async function run<T>(call: (store: SecureStore) => Promise<T>): Promise<T> {
    if (current === fallback) return call(fallback);
    try {
      return await call(primary);
    } catch (error) {
      if (!(error instanceof StoreUnavailableError)) throw error;
      current = fallback;
      return call(fallback);
    }
  }
  return {
    get: (key) => run((store) => store.get(key)),
    set: (key, value) => run((store) => store.set(key, value)),
    remove: (key) => run((store) => store.remove(key)),
    clear: () => run((store) => store.clear()),
  };
}

/**
 * Where the platform's secret keys live: its secure store; else memory when its storage syncs to the
 * user's other devices (a token there would log them all in), so the session starts over each run; else
 * nothing, and `storage` holds them as it holds everything (the browser's localStorage).
 */
export function secretStoreFor(platform: Platform): SecureStore | undefined {
  if (platform.secureStorage) return platform.secureStorage;
  return platform.storageScope === 'account' ? createMemoryStore() : undefined;
}

/**
 * The typed storage the app uses on this platform, under the host's storage versions; make one per run, as
 * the memory fallback lives in it.
 */
export function createPlatformStorage(platform: Platform): TypedStorage {
  return createTypedStorage(platform.storage, {
    versions: platform.storageVersions,
    secretStore: secretStoreFor(platform),
    deviceStore: platform.deviceStorage,
    flowStore: platform.flowStorage,
  });
}
