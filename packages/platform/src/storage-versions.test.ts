import { describe, expect, it } from 'vitest';
import { z } from 'zod';
import { createMemoryPlatform } from './memory-platform';
import { STORAGE_VERSIONS, type KeyValueStore, type StorageVersions } from './platform';
import { createPlatformStorage } from './secure-storage';
import { createMemoryStore, createTypedStorage, defineStorageKey, type StorageMigration } from './storage';

const record = (value: unknown, version: number) => JSON.stringify({ version, value });

const hiddenBalance = defineStorageKey('hiddenBalance', z.boolean(), false);
const user = defineStorageKey(
  'user',
  z.object({ token: z.string().min(1), isSignup: z.boolean() }).nullable(),
  null,
  { isSecret: true, isAuthRecord: true },
);
const assetsCache = defineStorageKey('assetsCache', z.object({ total: z.string() }).nullable(), null, {
  isDeviceOnly: true,
});

const HOSTS: [string, StorageVersions][] = [
  ['the web', STORAGE_VERSIONS.web],
  ['the messenger', STORAGE_VERSIONS.messenger],
];

describe('the storage versions of spec 001 §9 [PLAT-09]', () => {
  it('are state 14 and auth 14 in the messenger, state 7 and auth 6 on the web', () => {
    expect(STORAGE_VERSIONS).toEqual({ messenger: { state: 14, auth: 14 }, web: { state: 7, auth: 6 } });
  });

  it('are the ones each platform declares: the memory platform stands in for the web', async () => {
    const web = createMemoryPlatform();
    await createPlatformStorage(web).set(hiddenBalance, true);
    expect(web.storage.snapshot()).toEqual({ hiddenBalance: record(true, 7) });

    const messenger = createMemoryPlatform({
      kind: 'telegram',
      storageVersions: STORAGE_VERSIONS.messenger,
      storageScope: 'account',
      secureStorage: createMemoryStore(),
      deviceStorage: createMemoryStore(),
    });
    const storage = createPlatformStorage(messenger);
    await storage.set(user, { token: 't', isSignup: false });
    await storage.set(assetsCache, { total: '12.5' });
    expect(messenger.secureStorage?.snapshot()).toEqual({
      user: record({ token: 't', isSignup: false }, 14),
    });
    expect(messenger.deviceStorage?.snapshot()).toEqual({ assetsCache: record({ total: '12.5' }, 14) });
    expect(messenger.storage.snapshot()).toEqual({});
  });
});

describe.each(HOSTS)('stored records on %s', (_, versions) => {
  const open = (initial: Record<string, string> = {}) => {
    const store = createMemoryStore(initial);
    return { store, storage: createTypedStorage(store, { versions }) };
  };

  it('writes the state under the state version and the auth record under the auth version', async () => {
    const { store, storage } = open();
    await storage.set(hiddenBalance, true);
    await storage.set(user, { token: 't', isSignup: true });
    expect(store.snapshot()).toEqual({
      hiddenBalance: record(true, versions.state),
      user: record({ token: 't', isSignup: true }, versions.auth),
    });
  });

  it('reads a record of the current version as stored', async () => {
    const { store, storage } = open({
      hiddenBalance: record(true, versions.state),
      user: record({ token: 't', isSignup: false }, versions.auth),
    });
    expect(await storage.get(hiddenBalance)).toBe(true);
    expect(await storage.get(user)).toEqual({ token: 't', isSignup: false });
    expect(Object.keys(store.snapshot()).sort()).toEqual(['hiddenBalance', 'user']);
  });

  it.each([
    ['an older version', (v: StorageVersions) => record(true, v.state - 1)],
    ['a newer version', (v: StorageVersions) => record(true, v.state + 1)],
    ['text that is not JSON', () => '{"version":'],
    ['a current record its schema refuses', (v: StorageVersions) => record('yes', v.state)],
  ])('drops a record of %s: the default, and the record is removed', async (_, stored) => {
    const { store, storage } = open({ hiddenBalance: stored(versions) });
    expect(await storage.get(hiddenBalance)).toBe(false);
    expect(store.snapshot()).toEqual({});
  });

  it('drops an auth record of an older version, so the user logs in again', async () => {
    const { store, storage } = open({ user: record({ token: 't', isSignup: false }, versions.auth - 1) });
    expect(await storage.get(user)).toBeNull();
    expect(store.snapshot()).toEqual({});
  });

  it('[PLAT-09] migrates an older record where the key defines a migration, and writes it back as current', async () => {
    const seen: { from: number; to: number }[] = [];
    // An earlier version kept the flag as 'on' / 'off'.
    const migrate: StorageMigration = (stored, range) => {
      seen.push(range);
      return stored === 'on';
    };
    const flag = defineStorageKey('hiddenBalance', z.boolean(), false, { migrate });
    const { store, storage } = open({ hiddenBalance: record('on', versions.state - 1) });
    expect(await storage.get(flag)).toBe(true);
    expect(seen).toEqual([{ from: versions.state - 1, to: versions.state }]);
    expect(store.snapshot()).toEqual({ hiddenBalance: record(true, versions.state) });
  });

  it.each<[string, StorageMigration]>([
    ['gives up (undefined)', () => undefined],
    ['throws', () => JSON.parse('{')],
    ['gives what the schema refuses', () => 'on'],
  ])('drops an older record whose migration %s', async (_, migrate) => {
    const flag = defineStorageKey('hiddenBalance', z.boolean(), false, { migrate });
    const { store, storage } = open({ hiddenBalance: record('on', versions.state - 1) });
    expect(await storage.get(flag)).toBe(false);
    expect(store.snapshot()).toEqual({});
  });

  it('reads a bare value written before records had versions through the schema, and versions it', async () => {
    const { store, storage } = open({ hiddenBalance: 'true', user: '{"token":"","isSignup":false}' });
    expect(await storage.get(hiddenBalance)).toBe(true);
    expect(await storage.get(user)).toBeNull();
    expect(store.snapshot()).toEqual({ hiddenBalance: record(true, versions.state) });
  });
});

describe('device-only keys and the write that wins', () => {
  it('keeps device-only keys in the device store, and a lost session clears it too', async () => {
    const shared = createMemoryStore();
    const device = createMemoryStore({ other: record(1, 7) });
    const storage = createTypedStorage(shared, { versions: STORAGE_VERSIONS.web, deviceStore: device });
    await storage.set(assetsCache, { total: '3' });
    await storage.set(hiddenBalance, true);
    expect(Object.keys(device.snapshot()).sort()).toEqual(['assetsCache', 'other']);
    expect(await storage.get(assetsCache)).toEqual({ total: '3' });
    await storage.clearExcept([]);
    expect([shared.snapshot(), device.snapshot()]).toEqual([{}, {}]);
  });

  it('does not let the clean-up of an old record undo a write made while it was read', async () => {
    const store = createMemoryStore({ hiddenBalance: record(true, 1) });
    let answerRead: () => void = () => undefined;
    const slowReads: KeyValueStore = {
      ...store,
      get: (key) => {
        const seen = store.get(key);
        return new Promise((resolve) => (answerRead = () => resolve(seen)));
      },
    };
    const storage = createTypedStorage(slowReads, { versions: STORAGE_VERSIONS.web });
    const read = storage.get(hiddenBalance);
    await storage.set(hiddenBalance, true);
    answerRead();
    expect(await read).toBe(false);
    expect(store.snapshot()).toEqual({ hiddenBalance: record(true, 7) });
  });
});
