import type { z } from 'zod';
import type { KeyValueStore, SecureStore } from './platform';

export interface StorageKey<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
  readonly defaultValue: T;
  /** A secret (the session token) stays on this device: in the secure store, never in a synced one. */
  readonly isSecret?: boolean;
}

/** A storage key with the schema its value must pass and the value it has when unset or unreadable. */
export function defineStorageKey<T>(
  name: string,
  schema: z.ZodType<T>,
  defaultValue: T,
  options: { isSecret?: boolean } = {},
): StorageKey<T> {
  return { name, schema, defaultValue, ...(options.isSecret ? { isSecret: true } : {}) };
}

export interface TypedStorage {
  get<T>(key: StorageKey<T>): Promise<T>;
  set<T>(key: StorageKey<T>, value: T): Promise<void>;
  remove(key: StorageKey<unknown>): Promise<void>;
  /** Removes every stored key except these (spec 000 §4: a lost session keeps the device id and language). */
  clearExcept(keep: readonly StorageKey<unknown>[]): Promise<void>;
}

/**
 * Typed keys over the host's stores. With a `secretStore`, secret keys live there and nowhere else: the
 * first use of a secret key in a run deletes the copy an earlier version left in `store`, which may sync
 * to other devices. Without one, `store` is safe for secrets and holds every key.
 */
export function createTypedStorage(store: KeyValueStore, secretStore?: SecureStore): TypedStorage {
  const purged = new Set<string>();
  async function purgeSharedCopy(name: string): Promise<void> {
    if (purged.has(name)) return;
    try {
      await store.remove(name);
      purged.add(name);
    } catch {
      // Tried again on the next use: a shared store that fails now must not block the secret one.
    }
  }
  /** The store that holds this key, with the clean-up to run alongside the first access. */
  const route = (key: StorageKey<unknown>) =>
    key.isSecret && secretStore
      ? { target: secretStore, cleanUp: purgeSharedCopy(key.name) }
      : { target: store, cleanUp: Promise.resolve() };

  return {
    async get<T>(key: StorageKey<T>): Promise<T> {
      const { target, cleanUp } = route(key);
      const [raw] = await Promise.all([target.get(key.name), cleanUp]);
      if (raw === null) return key.defaultValue;
      try {
        const parsed = key.schema.safeParse(JSON.parse(raw));
        return parsed.success ? parsed.data : key.defaultValue;
      } catch {
        return key.defaultValue;
      }
    },
    async set<T>(key: StorageKey<T>, value: T): Promise<void> {
      const parsed = key.schema.parse(value);
      const { target, cleanUp } = route(key);
      await Promise.all([target.set(key.name, JSON.stringify(parsed)), cleanUp]);
    },
    async remove(key) {
      const { target, cleanUp } = route(key);
      await Promise.all([target.remove(key.name), cleanUp]);
    },
    async clearExcept(keep) {
      const kept = new Set(keep.map((k) => k.name));
      const names = await store.keys();
      await Promise.all(names.filter((name) => !kept.has(name)).map((name) => store.remove(name)));
      if (secretStore)
        await clearSecretsExcept(
          secretStore,
          keep.filter((k) => k.isSecret),
        );
    },
  };
}

/** A secure store cannot list its keys: keep the wanted ones by reading them, clearing, and writing back. */
async function clearSecretsExcept(store: SecureStore, keep: readonly StorageKey<unknown>[]): Promise<void> {
  const kept = await Promise.all(keep.map(async (key) => [key.name, await store.get(key.name)] as const));
  await store.clear();
  await Promise.all(kept.map(([name, raw]) => (raw === null ? undefined : store.set(name, raw))));
}

const TIMED_OUT = Symbol('timed out');

function within<T>(promise: Promise<T>, ms: number): Promise<T | typeof TIMED_OUT> {
  return new Promise((resolve, reject) => {
    const timer = setTimeout(() => resolve(TIMED_OUT), ms);
    promise.then(
      (value) => {
        clearTimeout(timer);
        resolve(value);
      },
      (error: unknown) => {
        clearTimeout(timer);
        reject(error);
      },
    );
  });
}

/**
 * A store that uses `fallback` whenever `primary` fails or does not answer within `ms` (Telegram's
 * CloudStorage can hang). Writes go to both, so a later fallback read finds them.
 */
export function withTimeout(primary: KeyValueStore, ms: number, fallback: KeyValueStore): KeyValueStore {
  async function attempt<T>(run: (store: KeyValueStore) => Promise<T>): Promise<T> {
    try {
      const result = await within(run(primary), ms);
      if (result !== TIMED_OUT) return result;
    } catch {
      // the fallback answers below
    }
    return run(fallback);
  }
  return {
    get: (key) => attempt((s) => s.get(key)),
    async set(key, value) {
      await fallback.set(key, value);
      await attempt((s) => s.set(key, value));
    },
    async remove(key) {
      await fallback.remove(key);
      await attempt((s) => s.remove(key));
    },
    keys: () => attempt((s) => s.keys()),
  };
}

export interface MemoryStore extends KeyValueStore, SecureStore {
  /** Everything stored, for assertions. */
  snapshot(): Record<string, string>;
}

/** A KeyValueStore in memory, for tests and as a last fallback. */
export function createMemoryStore(initial: Record<string, string> = {}): MemoryStore {
  const values = new Map(Object.entries(initial));
  return {
    get: async (key) => values.get(key) ?? null,
    set: async (key, value) => void values.set(key, value),
    remove: async (key) => void values.delete(key),
    keys: async () => [...values.keys()],
    clear: async () => values.clear(),
    snapshot: () => Object.fromEntries(values),
  };
}
