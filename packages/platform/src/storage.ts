import type { FlowStore, KeyValueStore, SecureStore, StorageVersions } from './platform';
import { decodeRecord, encodeRecord, readRecord } from './stored-record';

/**
 * Turns a value stored under an older version (`from`; 0 for a record written before versions) into one for
 * this key's schema. `undefined` drops it; the schema checks what it returns.
 */
export type StorageMigration = (stored: unknown, versions: { from: number; to: number }) => unknown;

export interface StorageKeyOptions {
  /** A secret (the session token) stays on this device: in the secure store, never in a synced one. */
  isSecret?: boolean;
  /** Part of the auth record (the stored user and token): versioned with the host's auth version. */
  isAuthRecord?: boolean;
  /** A large copy of server state, kept in the host's device storage where it has one. */
  isDeviceOnly?: boolean;
  /** A multi-page flow's draft, kept in the host's flow storage where it has one; gone with the session. */
  isFlowDraft?: boolean;
  migrate?: StorageMigration;
}

/**
 * What a stored value must pass: a zod schema, classic or mini (keys read at start-up use zod/mini, which keeps
 * the start-up bundle small).
 */
export interface StorageSchema<T> {
  parse(value: unknown): T;
  safeParse(value: unknown): { success: true; data: T } | { success: false; error: unknown };
}

export interface StorageKey<T> extends Readonly<StorageKeyOptions> {
  readonly name: string;
  readonly schema: StorageSchema<T>;
  readonly defaultValue: T;
}

/** A storage key with the schema its value must pass and the value it has when unset or unreadable. */
export function defineStorageKey<T>(
  name: string,
  schema: StorageSchema<T>,
  defaultValue: T,
  options: StorageKeyOptions = {},
): StorageKey<T> {
  return {
    name,
    schema,
    defaultValue,
    ...(options.isSecret ? { isSecret: true } : {}),
    ...(options.isAuthRecord ? { isAuthRecord: true } : {}),
    ...(options.isDeviceOnly ? { isDeviceOnly: true } : {}),
    ...(options.isFlowDraft ? { isFlowDraft: true } : {}),
    ...(options.migrate ? { migrate: options.migrate } : {}),
  };
}

export interface TypedStorage {
  get<T>(key: StorageKey<T>): Promise<T>;
  set<T>(key: StorageKey<T>, value: T): Promise<void>;
  remove(key: StorageKey<unknown>): Promise<void>;
  /** Removes every stored key except these (spec 000 §4: a lost session keeps the device id and language). */
  clearExcept(keep: readonly StorageKey<unknown>[]): Promise<void>;
  /**
   * Calls `listener` with the key's new value after each write through this storage (the default after a
   * removal), so a value read once, like the theme at start, can follow a change made on another screen.
   */
  subscribe<T>(key: StorageKey<T>, listener: (value: T) => void): () => void;
}

export interface TypedStorageOptions {
  /** The versions records are written under; a record under another one is migrated or dropped. */
  versions: StorageVersions;
  /** Where secret keys live instead of `store`. */
  secretStore?: SecureStore | undefined;
  /** Where device-only keys live instead of `store`. */
  deviceStore?: KeyValueStore | undefined;
  /** Where flow drafts live instead of `store`. */
  flowStore?: FlowStore | undefined;
}

/**
 * Typed keys over the host's stores. Each value is stored with the version of its kind (auth record or
 * state); reading a record of an older version migrates it where the key defines how, and otherwise
 * drops it, as it drops anything unreadable: the key then reads as its default and the record is removed.
 *
 * With a `secretStore`, secret keys live there and nowhere else: the first use of a secret key in a run
 * deletes the copy an earlier version left in `store`, which may sync to other devices. Without one,
 * `store` is safe for secrets and holds every key.
 */
export function createTypedStorage(store: KeyValueStore, options: TypedStorageOptions): TypedStorage {
  const { versions, secretStore, deviceStore, flowStore } = options;
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
  const route = (key: StorageKey<unknown>) => {
    if (key.isSecret && secretStore) return { target: secretStore, cleanUp: purgeSharedCopy(key.name) };
    if (key.isDeviceOnly && deviceStore) return { target: deviceStore, cleanUp: Promise.resolve() };
    if (key.isFlowDraft && flowStore) return { target: flowStore, cleanUp: Promise.resolve() };
    return { target: store, cleanUp: Promise.resolve() };
  };
  const versionOf = (key: StorageKey<unknown>) => (key.isAuthRecord ? versions.auth : versions.state);
  // A read settles an old or unreadable record only if no write to that key began meanwhile.
  const writes = new Map<string, number>();
  const countWrite = (name: string) => writes.set(name, (writes.get(name) ?? 0) + 1);
  const listeners = new Map<string, Set<(value: unknown) => void>>();
  const defaults = new Map<string, unknown>();
  const notify = (name: string, value: unknown) =>
    listeners.get(name)?.forEach((listener) => listener(value));

  return {
    async get<T>(key: StorageKey<T>): Promise<T> {
      const writesBefore = writes.get(key.name);
      const { target, cleanUp } = route(key);
      const [raw] = await Promise.all([target.get(key.name), cleanUp]);
      if (raw === null) return key.defaultValue;
      const reading = readRecord(key, raw, versionOf(key));
      if (reading.kind === 'current') return reading.value;
      if (writes.get(key.name) === writesBefore) {
        // Once, so the next start finds a current record or none.
        const settle =
          reading.kind === 'migrated'
            ? target.set(key.name, encodeRecord(reading.value, versionOf(key)))
            : target.remove(key.name);
        await settle.catch(() => undefined);
      }
      return reading.kind === 'migrated' ? reading.value : key.defaultValue;
    },
    async set<T>(key: StorageKey<T>, value: T): Promise<void> {
      const parsed = key.schema.parse(value);
      countWrite(key.name);
      const { target, cleanUp } = route(key);
      await Promise.all([target.set(key.name, encodeRecord(parsed, versionOf(key))), cleanUp]);
      notify(key.name, parsed);
    },
    async remove(key) {
      countWrite(key.name);
      const { target, cleanUp } = route(key);
      await Promise.all([target.remove(key.name), cleanUp]);
      notify(key.name, key.defaultValue);
    },
    async clearExcept(keep) {
      const kept = new Set(keep.map((k) => k.name));
      for (const target of deviceStore ? [store, deviceStore] : [store]) {
        const names = await target.keys();
        names.forEach(countWrite);
        await Promise.all(names.filter((name) => !kept.has(name)).map((name) => target.remove(name)));
      }
      // No draft outlives the session that typed it.
      if (flowStore) await flowStore.clear();
      if (secretStore)
        await clearSecretsExcept(
          secretStore,
          keep.filter((k) => k.isSecret),
        );
      // Only a key someone listens to can be told its default: the store knows names, not keys.
      for (const [name, set] of listeners)
        if (!kept.has(name)) set.forEach((listener) => listener(defaults.get(name)));
    },
    subscribe<T>(key: StorageKey<T>, listener: (value: T) => void) {
      const set = listeners.get(key.name) ?? new Set();
      listeners.set(key.name, set);
      defaults.set(key.name, key.defaultValue);
      const entry = (value: unknown) => listener(value as T);
      set.add(entry);
      return () => {
        set.delete(entry);
      };
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
  /** Everything stored, as stored, for assertions. */
  snapshot(): Record<string, string>;
  /** The value each stored record holds, whatever its version (unreadable text as undefined), for assertions. */
  values(): Record<string, unknown>;
}

/** A listable store as a FlowStore: `clear` removes every key it lists. */
export function asFlowStore(store: KeyValueStore): FlowStore {
  return {
    get: (key) => store.get(key),
    set: (key, value) => store.set(key, value),
    remove: (key) => store.remove(key),
    async clear() {
      await Promise.all((await store.keys()).map((key) => store.remove(key)));
    },
  };
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
    values: () => Object.fromEntries([...values].map(([key, raw]) => [key, decodeRecord(raw)?.value])),
  };
}
