import { atom, createStore, useAtomValue, useSetAtom, type Getter, type WritableAtom } from 'jotai';
import { useCallback, useMemo } from 'react';
import {
  defineStorageKey,
  useTypedStorage,
  type StorageKey,
  type StorageKeyOptions,
  type StorageSchema,
  type TypedStorage,
} from '@wallet/platform';

/*
 * The one module that reaches jotai. Client state lives in atoms whose value is a typed storage key's: the
 * key (from a feature's or the shell's key registry) names it, its zod schema checks what is read back, its
 * default stands in while nothing valid is stored, and its record carries the host's state version (a key's
 * `migrate` lifts an older one). Each PlatformProvider's storage has its own atom store, so a new provider over
 * the same platform (a reload) reads the values back from storage.
 */

export interface PersistedState<T> {
  value: T;
  /** False until the stored value has been read (the value is the default until then). */
  isLoaded: boolean;
  /** Writes made in this store: a read that began before one must not overwrite it. */
  writes: number;
}

export type Update<T> = T | ((current: T) => T);

type Action<T> =
  | { kind: 'mount'; keep: (unsubscribe: () => void) => void }
  | { kind: 'set'; update: Update<T> }
  | { kind: 'clear' };

export interface PersistedAtom<T> {
  readonly key: StorageKey<T>;
  readonly atom: WritableAtom<PersistedState<T>, [Action<T>], Promise<void>>;
}

const typedStorageAtom = atom<TypedStorage | null>(null);

function storageIn(get: Getter): TypedStorage {
  const storage = get(typedStorageAtom);
  if (!storage) throw new Error('a persisted atom needs the store of usePersistedAtom');
  return storage;
}

/** An atom holding the value of `key`, read from and written to the platform's storage. */
export function persistedAtom<T>(key: StorageKey<T>): PersistedAtom<T> {
  const stateAtom = atom<PersistedState<T>>({ value: key.defaultValue, isLoaded: false, writes: 0 });
  const persisted = atom(
    (get) => get(stateAtom),
    async (get, set, action: Action<T>) => {
      const storage = storageIn(get);
      const current = get(stateAtom);
      switch (action.kind) {
        case 'mount': {
          // A write through any other path (another screen's useStorageValue, a session loss) shows here too.
          action.keep(
            storage.subscribe(key, (value) => set(stateAtom, { ...get(stateAtom), value, isLoaded: true })),
          );
          const writesBefore = current.writes;
          const value = await storage.get(key).catch(() => key.defaultValue);
          const after = get(stateAtom);
          if (after.writes === writesBefore) set(stateAtom, { ...after, value, isLoaded: true });
          return;
        }
        case 'set': {
          const value =
            typeof action.update === 'function'
              ? (action.update as (current: T) => T)(current.value)
              : action.update;
          set(stateAtom, { value, isLoaded: true, writes: current.writes + 1 });
          await storage.set(key, value);
          return;
        }
        case 'clear':
          set(stateAtom, { value: key.defaultValue, isLoaded: true, writes: current.writes + 1 });
          await storage.remove(key);
          return;
      }
    },
  );
  persisted.onMount = (dispatch) => {
    let unsubscribe = () => {};
    void dispatch({ kind: 'mount', keep: (stop) => (unsubscribe = stop) });
    return () => unsubscribe();
  };
  return { key, atom: persisted };
}

/**
 * A multi-page flow's draft: what the user typed or chose on its earlier pages, null when no flow is under way.
 * Kept in the platform's flow storage (DeviceStorage in Telegram, the tab's session storage on the web).
 */
export function defineFlowDraft<T>(
  name: string,
  schema: StorageSchema<T | null>,
  options: Omit<StorageKeyOptions, 'isFlowDraft' | 'isSecret' | 'isAuthRecord' | 'isDeviceOnly'> = {},
): StorageKey<T | null> {
  return defineStorageKey<T | null>(name, schema, null, { ...options, isFlowDraft: true });
}

const stores = new WeakMap<TypedStorage, ReturnType<typeof createStore>>();

function storeFor(storage: TypedStorage) {
  const existing = stores.get(storage);
  if (existing) return existing;
  const store = createStore();
  store.set(typedStorageAtom, storage);
  stores.set(storage, store);
  return store;
}

/** Client state that lasts for this run only (each PlatformProvider's own), shared by every screen. */
export interface RunAtom<T> {
  readonly atom: WritableAtom<T, [Update<T>], void>;
}

export function runAtom<T>(initialValue: T): RunAtom<T> {
  return { atom: atom(initialValue) as WritableAtom<T, [Update<T>], void> };
}

/** The run atom's value and its setter. */
export function useRunAtom<T>(run: RunAtom<T>): [T, (update: Update<T>) => void] {
  const store = storeFor(useTypedStorage());
  return [useAtomValue(run.atom, { store }), useSetAtom(run.atom, { store })];
}

export interface PersistedControls {
  /** True until the stored value has been read. */
  loading: boolean;
  /** Removes the stored value; the atom holds the key's default again (a finished flow). */
  clear: () => Promise<void>;
}

/**
 * The atom's value with its setter (which takes a value or an update of the current one and resolves once
 * stored), like useStorageValue; until the first read answers, the value is the key's default.
 */
export function usePersistedAtom<T>(
  persisted: PersistedAtom<T>,
): [T, (update: Update<T>) => Promise<void>, PersistedControls] {
  const storage = useTypedStorage();
  const store = useMemo(() => storeFor(storage), [storage]);
  const state = useAtomValue(persisted.atom, { store });
  const dispatch = useSetAtom(persisted.atom, { store });
  const set = useCallback((update: Update<T>) => dispatch({ kind: 'set', update }), [dispatch]);
  const clear = useCallback(() => dispatch({ kind: 'clear' }), [dispatch]);
  return [state.value, set, { loading: !state.isLoaded, clear }];
}
