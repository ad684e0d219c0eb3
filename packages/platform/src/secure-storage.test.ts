import { describe, expect, it } from 'vitest';
import { createMemoryPlatform } from './memory-platform';
import type { SecureStore } from './platform';
import { secretStoreFor, StoreUnavailableError, untilUnavailable } from './secure-storage';
import { createMemoryStore } from './storage';

/** A secure store that records its calls and fails them with `error` while one is set. */
function flakyStore(error: () => Error | null) {
  const store = createMemoryStore();
  const calls: string[] = [];
  const guarded =
    <A extends unknown[], T>(name: string, call: (...args: A) => Promise<T>) =>
    async (...args: A) => {
      calls.push(name);
      const failure = error();
      if (failure) throw failure;
      return call(...args);
    };
  const secure: SecureStore = {
    get: guarded('get', store.get),
    set: guarded('set', store.set),
    remove: guarded('remove', store.remove),
    clear: guarded('clear', store.clear),
  };
  return { secure, store, calls };
}

describe('a secure store until it proves unavailable', () => {
  it('uses the secure store while it works', async () => {
    const { secure, store } = flakyStore(() => null);
    const fallback = createMemoryStore();
    const storage = untilUnavailable(secure, fallback);
    await storage.set('user', 't');
    expect(await storage.get('user')).toBe('t');
    expect(store.snapshot()).toEqual({ user: 't' });
    expect(fallback.snapshot()).toEqual({});
  });

  it('answers from the fallback once unavailable, and never asks the host again in this run', async () => {
    const { secure, calls } = flakyStore(() => new StoreUnavailableError('UNSUPPORTED'));
    const fallback = createMemoryStore();
    const storage = untilUnavailable(secure, fallback);
    expect(await storage.get('user')).toBeNull();
    await storage.set('user', 't');
    expect(await storage.get('user')).toBe('t');
    expect(fallback.snapshot()).toEqual({ user: 't' });
    expect(calls).toEqual(['get']);
  });

  it('passes on any other failure without giving up the secure store', async () => {
    let failure: Error | null = new Error('KEY_INVALID');
    const { secure, calls } = flakyStore(() => failure);
    const storage = untilUnavailable(secure, createMemoryStore());
    await expect(storage.set('bad key', 't')).rejects.toThrow('KEY_INVALID');
    failure = null;
    await storage.set('user', 't');
    expect(calls).toEqual(['set', 'set']);
  });
});

describe('where a platform keeps its secrets', () => {
  it('in its secure store when it has one', () => {
    const secureStorage = createMemoryStore();
    expect(secretStoreFor(createMemoryPlatform({ secureStorage, storageScope: 'account' }))).toBe(
      secureStorage,
    );
  });

  it('in memory when its storage syncs to the other devices of the account', async () => {
    const secrets = secretStoreFor(createMemoryPlatform({ storageScope: 'account' }));
    expect(secrets).toBeDefined();
    await secrets?.set('user', 't');
    expect(await secrets?.get('user')).toBe('t');
  });

  it('in its own storage when that stays on the device (the browser)', () => {
    expect(secretStoreFor(createMemoryPlatform())).toBeUndefined();
    expect(secretStoreFor(createMemoryPlatform({ storageScope: 'device' }))).toBeUndefined();
  });
});
