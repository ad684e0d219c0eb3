// @vitest-environment happy-dom
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { afterEach, beforeAll, beforeEach, describe, expect, it, vi } from 'vitest';
import type { Platform } from '@wallet/platform';
import { bootTelegram } from './boot';
import { SECURE_STORAGE_TIMEOUT_MS, telegramSecureStorage } from './secure-store';

const INIT_DATA = `user=${encodeURIComponent(JSON.stringify({ id: 700000001, first_name: 'Demo' }))}&auth_date=1700000000&signature=abc&hash=def`;

/** How the mocked client answers SecureStorage: as a phone, as Telegram Desktop, or not at all. */
let client: 'keychain' | 'desktop' | 'silent' = 'keychain';
const keychain = new Map<string, string>();
const calls: [string, Record<string, unknown>][] = [];
let platform: Platform;

function answerSecureStorage(name: string, params: Record<string, unknown>) {
  const reqId = params.req_id as string;
  const key = String(params.key);
  if (client === 'silent') return;
  if (client === 'desktop')
    return emitEvent('secure_storage_failed', { req_id: reqId, error: 'UNSUPPORTED' });
  if (name === 'web_app_secure_storage_save_key') {
    if (params.value === null) keychain.delete(key);
    else keychain.set(key, String(params.value));
    return emitEvent('secure_storage_key_saved', { req_id: reqId });
  }
  if (name === 'web_app_secure_storage_get_key') {
    return emitEvent('secure_storage_key_received', { req_id: reqId, value: keychain.get(key) ?? null });
  }
  if (name === 'web_app_secure_storage_clear') {
    keychain.clear();
    emitEvent('secure_storage_cleared', { req_id: reqId });
  }
}

beforeAll(() => {
  mockTelegramEnv({
    launchParams: new URLSearchParams({
      tgWebAppData: INIT_DATA,
      tgWebAppVersion: '9.0',
      tgWebAppPlatform: 'ios',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' }),
    }),
    onEvent(event) {
      const [name, params] = event as [string, Record<string, unknown> | undefined];
      if (!name.startsWith('web_app_secure_storage_')) return;
      calls.push([name, params ?? {}]);
      // A stray answer with another req_id first: the store must wait for its own.
      setTimeout(() => emitEvent('secure_storage_key_saved', { req_id: 'someone-else' }));
      setTimeout(() => answerSecureStorage(name, params ?? {}));
    },
  });
  platform = bootTelegram()!;
});

beforeEach(() => {
  client = 'keychain';
  keychain.clear();
  calls.length = 0;
});

afterEach(() => vi.useRealTimers());

describe("the Telegram platform's secure storage", () => {
  it('keeps CloudStorage for everything else and marks it as reaching every device of the account', () => {
    expect(platform.storageScope).toBe('account');
    expect(platform.secureStorage).toBeDefined();
  });

  it('saves, reads, removes and clears through the bridge, each answer matched by its req_id', async () => {
    const secure = platform.secureStorage!;
    await secure.set('user', '{"token":"t"}');
    expect(keychain.get('user')).toBe('{"token":"t"}');
    expect(await secure.get('user')).toBe('{"token":"t"}');
    await secure.remove('user');
    expect(await secure.get('user')).toBeNull();
    await secure.set('other', 'x');
    await secure.clear();
    expect(keychain.size).toBe(0);
    expect(calls.map(([name]) => name)).toEqual([
      'web_app_secure_storage_save_key',
      'web_app_secure_storage_get_key',
      'web_app_secure_storage_save_key',
      'web_app_secure_storage_get_key',
      'web_app_secure_storage_save_key',
      'web_app_secure_storage_clear',
    ]);
    expect(calls[0]?.[1]).toEqual({ req_id: expect.any(String), key: 'user', value: '{"token":"t"}' });
    expect(calls[2]?.[1]).toEqual({ req_id: expect.any(String), key: 'user', value: null });
    expect(new Set(calls.map(([, params]) => params.req_id)).size).toBe(calls.length);
  });

  it('falls back to memory for the rest of the run when the client answers UNSUPPORTED', async () => {
    client = 'desktop';
    const secure = telegramSecureStorage('9.0')!;
    expect(await secure.get('user')).toBeNull();
    await secure.set('user', 'in-memory');
    expect(await secure.get('user')).toBe('in-memory');
    expect(calls).toHaveLength(1);
    expect(keychain.size).toBe(0);
  });

  it('falls back to memory when the client does not answer in 5 s', async () => {
    vi.useFakeTimers({ toFake: ['setTimeout', 'clearTimeout'] });
    client = 'silent';
    const secure = telegramSecureStorage('9.0')!;
    const read = secure.get('user');
    await vi.advanceTimersByTimeAsync(SECURE_STORAGE_TIMEOUT_MS - 1);
    let isAnswered = false;
    void read.then(() => (isAnswered = true));
    await vi.advanceTimersByTimeAsync(0);
    expect(isAnswered).toBe(false);
    await vi.advanceTimersByTimeAsync(1);
    expect(await read).toBeNull();
    await secure.set('user', 'in-memory');
    expect(await secure.get('user')).toBe('in-memory');
    expect(calls).toHaveLength(1);
  });

  it('passes on a failure other than UNSUPPORTED', async () => {
    client = 'silent';
    const secure = telegramSecureStorage('9.0')!;
    const failing = secure.set('user', 'x');
    // The client refuses this very request.
    await vi.waitFor(() => expect(calls).toHaveLength(1));
    emitEvent('secure_storage_failed', { req_id: calls[0]![1].req_id as string, error: 'STORAGE_FULL' });
    await expect(failing).rejects.toThrow('STORAGE_FULL');
  });

  it('is absent on a client older than Bot API 9.0', () => {
    expect(telegramSecureStorage('8.0')).toBeUndefined();
  });
});
