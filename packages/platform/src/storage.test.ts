import { afterEach, describe, expect, it, vi } from 'vitest';
import { z } from 'zod';
import { STORAGE_VERSIONS, type KeyValueStore, type SecureStore } from './platform';
import { createMemoryStore, createTypedStorage, defineStorageKey, withTimeout } from './storage';

const hiddenBalance = defineStorageKey('hiddenBalance', z.boolean(), false);
const language = defineStorageKey('language', z.enum(['fa', 'en', 'fr', 'ru', 'zh']), 'fa');
const deviceId = defineStorageKey('deviceId', z.string().min(1), '');
const WEB = STORAGE_VERSIONS.web;
/** Typed storage as the browser host makes it: state version 7, auth version 6. */
const typed = (store: KeyValueStore, secretStore?: SecureStore) =>
  createTypedStorage(store, { versions: WEB, secretStore });
const record = (value: unknown, version: number = WEB.state) => JSON.stringify({ version, value });

const token = defineStorageKey(
  'user',
  z.object({ token: z.string(), isSignup: z.boolean() }).nullable(),
  null,
);

describe('typed storage', () => {
  it('stores and reads values as JSON records carrying the state version', async () => {
    const store = createMemoryStore();
    const storage = typed(store);
    await storage.set(token, { token: 'wlt_1', isSignup: true });
    expect(store.snapshot()).toEqual({ user: '{"version":7,"value":{"token":"wlt_1","isSignup":true}}' });
    expect(await storage.get(token)).toEqual({ token: 'wlt_1', isSignup: true });
  });

  it.each([
    ['missing', {}],
    ['not JSON', { hiddenBalance: '{oops' }],
    ['the wrong type', { hiddenBalance: '"yes"' }],
    ['null', { hiddenBalance: 'null' }],
    ['a current record of the wrong type', { hiddenBalance: record('yes') }],
    ['a record without its value', { hiddenBalance: '{"version":7}' }],
  ])('gives the default when the stored value is %s, and removes it', async (_, initial) => {
    const store = createMemoryStore(initial);
    expect(await typed(store).get(hiddenBalance)).toBe(false);
    expect(store.snapshot()).toEqual({});
  });

  it('refuses to write a value its schema refuses', async () => {
    const store = createMemoryStore();
    await expect(typed(store).set(language, 'de' as never)).rejects.toThrow();
    expect(store.snapshot()).toEqual({});
  });

  it('resolves a write only once the store has written it', async () => {
    vi.useFakeTimers();
    const store = createMemoryStore();
    const slow: KeyValueStore = {
      ...store,
      set: (key, value) => new Promise((resolve) => setTimeout(() => resolve(store.set(key, value)), 100)),
    };
    let isWritten = false;
    const write = typed(slow)
      .set(language, 'ru')
      .then(() => (isWritten = true));
    await vi.advanceTimersByTimeAsync(99);
    expect(isWritten).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    await write;
    expect(store.snapshot()).toEqual({ language: record('ru') });
    vi.useRealTimers();
  });

  it('removes one key', async () => {
    const store = createMemoryStore({ hiddenBalance: record(true), language: record('en') });
    const storage = typed(store);
    await storage.remove(hiddenBalance);
    expect(store.snapshot()).toEqual({ language: record('en') });
    expect(await storage.get(hiddenBalance)).toBe(false);
  });

  it('clears everything except the kept keys', async () => {
    const store = createMemoryStore({
      deviceId: '"d1"',
      language: '"en"',
      user: '{}',
      hiddenBalance: 'true',
      other: '1',
    });
    await typed(store).clearExcept([deviceId, language]);
    expect(store.snapshot()).toEqual({ deviceId: '"d1"', language: '"en"' });
  });
});

describe('typed storage with a secret store', () => {
  const session = defineStorageKey(
    'user',
    z.object({ token: z.string(), isSignup: z.boolean() }).nullable(),
    null,
    { isSecret: true },
  );

  it('keeps a secret key in the secret store only, and the others in the shared store', async () => {
    const shared = createMemoryStore();
    const secret = createMemoryStore();
    const storage = typed(shared, secret);
    await storage.set(session, { token: 'wlt_1', isSignup: false });
    await storage.set(language, 'en');
    expect(shared.snapshot()).toEqual({ language: record('en') });
    expect(secret.snapshot()).toEqual({ user: record({ token: 'wlt_1', isSignup: false }) });
    expect(await storage.get(session)).toEqual({ token: 'wlt_1', isSignup: false });
  });

  it('deletes the copy an earlier version left in the shared store, and does not take it over', async () => {
    const shared = createMemoryStore({ user: '{"token":"synced","isSignup":false}', language: '"en"' });
    const storage = typed(shared, createMemoryStore());
    expect(await storage.get(session)).toBeNull();
    expect(shared.snapshot()).toEqual({ language: '"en"' });
  });

  it('reads the secret store even when the shared store cannot delete the old copy', async () => {
    const shared = createMemoryStore();
    const failing: KeyValueStore = { ...shared, remove: () => Promise.reject(new Error('down')) };
    const storage = typed(failing, createMemoryStore({ user: record({ token: 't', isSignup: true }) }));
    expect(await storage.get(session)).toEqual({ token: 't', isSignup: true });
  });

  it('clears the secret store with the shared one, keeping the kept keys of both', async () => {
    const shared = createMemoryStore({ deviceId: '"d1"', hiddenBalance: 'true' });
    const secret = createMemoryStore({ user: '{"token":"t","isSignup":true}', other: 'x' });
    const pin = defineStorageKey('pin', z.string(), '', { isSecret: true });
    const storage = typed(shared, secret);
    await storage.set(pin, '1234');
    await storage.clearExcept([deviceId, pin]);
    expect(shared.snapshot()).toEqual({ deviceId: '"d1"' });
    expect(secret.snapshot()).toEqual({ pin: record('1234') });
  });

  it('keeps secret keys in the shared store when there is no secret store (the browser)', async () => {
    const shared = createMemoryStore();
    await typed(shared).set(session, { token: 'wlt_1', isSignup: false });
    expect(shared.snapshot()).toEqual({ user: record({ token: 'wlt_1', isSignup: false }) });
  });
});

describe('a store with a timeout', () => {
  afterEach(() => vi.useRealTimers());

  const hanging: KeyValueStore = {
    get: () => new Promise(() => undefined),
    set: () => new Promise(() => undefined),
    remove: () => new Promise(() => undefined),
    keys: () => new Promise(() => undefined),
  };

  it('answers from the fallback when the primary does not answer in time', async () => {
    vi.useFakeTimers();
    const fallback = createMemoryStore({ language: '"en"' });
    const store = withTimeout(hanging, 3000, fallback);
    const read = store.get('language');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await read).toBe('"en"');
    const write = store.set('language', '"ru"');
    await vi.advanceTimersByTimeAsync(3000);
    await write;
    expect(fallback.snapshot()).toEqual({ language: '"ru"' });
  });

  it('answers from the primary when it answers in time, and writes to both', async () => {
    vi.useFakeTimers();
    const primary = createMemoryStore({ language: '"fa"' });
    const slowPrimary: KeyValueStore = {
      ...primary,
      get: (key) => new Promise((resolve) => setTimeout(() => resolve(primary.get(key)), 2999)),
    };
    const fallback = createMemoryStore({ language: '"en"' });
    const store = withTimeout(slowPrimary, 3000, fallback);
    const read = store.get('language');
    await vi.advanceTimersByTimeAsync(3000);
    expect(await read).toBe('"fa"');
    await store.set('deviceId', '"d1"');
    expect(primary.snapshot()).toEqual({ language: '"fa"', deviceId: '"d1"' });
    expect(fallback.snapshot()).toEqual({ language: '"en"', deviceId: '"d1"' });
  });

  it('answers from the fallback when the primary fails, and from the primary when it works', async () => {
    const failing: KeyValueStore = { ...hanging, get: async () => Promise.reject(new Error('down')) };
    expect(await withTimeout(failing, 1000, createMemoryStore({ k: 'fallback' })).get('k')).toBe('fallback');
    expect(
      await withTimeout(createMemoryStore({ k: 'primary' }), 1000, createMemoryStore({ k: 'x' })).get('k'),
    ).toBe('primary');
  });
});
