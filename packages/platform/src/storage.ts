import type { z } from 'zod';
import type { KeyValueStore } from './platform';

export interface StorageKey<T> {
  readonly name: string;
  readonly schema: z.ZodType<T>;
  readonly defaultValue: T;
}

/** A storage key with the schema its value must pass and the value it has when unset or unreadable. */
export function defineStorageKey<T>(name: string, schema: z.ZodType<T>, defaultValue: T): StorageKey<T> {
  return { name, schema, defaultValue };
}

export interface TypedStorage {
  get<T>(key: StorageKey<T>): Promise<T>;
  set<T>(key: StorageKey<T>, value: T): Promise<void>;
  remove(key: StorageKey<unknown>): Promise<void>;
  /** Removes every stored key except these (spec 000 §4: a lost session keeps the device id and language). */
  clearExcept(keep: readonly StorageKey<unknown>[]): Promise<void>;
}

export function createTypedStorage(store: KeyValueStore): TypedStorage {
  return {
    async get<T>(key: StorageKey<T>): Promise<T> {
      const raw = await store.get(key.name);
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
      await store.set(key.name, JSON.stringify(parsed));
    },
    async remove(key) {
      await store.remove(key.name);
    },
    async clearExcept(keep) {
      const kept = new Set(keep.map((k) => k.name));
      const names = await store.keys();
      await Promise.all(names.filter((name) => !kept.has(name)).map((name) => store.remove(name)));
    },
  };
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

export interface MemoryStore extends KeyValueStore {
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
    snapshot: () => Object.fromEntries(values),
  };
}
