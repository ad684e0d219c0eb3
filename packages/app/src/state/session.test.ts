import { describe, expect, it } from 'vitest';
import { createMemoryStore, createTypedStorage } from '@wallet/platform';
import { endSessionOutsideMessenger, storedToken } from './session';
import { STORAGE_KEYS } from './storage-keys';

describe('a lost session outside the messenger', () => {
  it('clears everything but the device id and language, and goes to login with nextUrl', async () => {
    const store = createMemoryStore();
    const storage = createTypedStorage(store);
    await storage.set(STORAGE_KEYS.deviceId, 'device-1');
    await storage.set(STORAGE_KEYS.language, 'en');
    await storage.set(STORAGE_KEYS.user, { token: 'wlt_x', isSignup: false });
    await storage.set(STORAGE_KEYS.hiddenBalance, true);
    expect(await storedToken(storage)).toBe('wlt_x');

    const target = await endSessionOutsideMessenger(storage, '/coin/BTC/alerts');
    expect(target).toBe('/login?nextUrl=%2Fcoin%2FBTC%2Falerts');
    expect(Object.keys(store.snapshot()).sort()).toEqual(['deviceId', 'language']);
    expect(await storedToken(storage)).toBeNull();
    expect(await storage.get(STORAGE_KEYS.language)).toBe('en');
  });
});
