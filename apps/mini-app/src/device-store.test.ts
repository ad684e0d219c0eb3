// @vitest-environment happy-dom
import { emitEvent, mockTelegramEnv } from '@telegram-apps/sdk-react';
import { beforeAll, beforeEach, describe, expect, it } from 'vitest';
import { createMemoryStore, type Platform } from '@wallet/platform';
import { bootTelegram } from './boot';
import { telegramFlowStorage } from './device-store';

const INIT_DATA = `user=${encodeURIComponent(JSON.stringify({ id: 700000001, first_name: 'Demo' }))}&auth_date=1700000000&signature=abc&hash=def`;

/** How the mocked client answers DeviceStorage: as Bot API 9.0 does, or with UNSUPPORTED. */
let client: 'device' | 'unsupported' = 'device';
const device = new Map<string, string>();
const calls: [string, Record<string, unknown>][] = [];
let platform: Platform;

function answerDeviceStorage(name: string, params: Record<string, unknown>) {
  const reqId = params.req_id as string;
  const key = String(params.key);
  if (client === 'unsupported')
    return emitEvent('device_storage_failed', { req_id: reqId, error: 'UNSUPPORTED' });
  if (name === 'web_app_device_storage_save_key') {
    if (params.value === null) device.delete(key);
    else device.set(key, String(params.value));
    return emitEvent('device_storage_key_saved', { req_id: reqId });
  }
  if (name === 'web_app_device_storage_get_key')
    return emitEvent('device_storage_key_received', { req_id: reqId, value: device.get(key) ?? null });
  device.clear();
  emitEvent('device_storage_cleared', { req_id: reqId });
}

beforeAll(() => {
  mockTelegramEnv({
    launchParams: new URLSearchParams({
      tgWebAppData: INIT_DATA,
      tgWebAppVersion: '9.0',
      tgWebAppPlatform: 'tdesktop',
      tgWebAppThemeParams: JSON.stringify({ bg_color: '#ffffff', text_color: '#000000' }),
    }),
    onEvent(event) {
      const [name, params] = event as [string, Record<string, unknown> | undefined];
      if (!name.startsWith('web_app_device_storage_')) return;
      calls.push([name, params ?? {}]);
      // A stray answer with another req_id first: the store must wait for its own.
      setTimeout(() => emitEvent('device_storage_key_saved', { req_id: 'someone-else' }));
      setTimeout(() => answerDeviceStorage(name, params ?? {}));
    },
  });
  platform = bootTelegram()!;
});

beforeEach(() => {
  client = 'device';
  device.clear();
  calls.length = 0;
});

describe("the Telegram platform's flow storage", () => {
  it('keeps drafts in DeviceStorage through the bridge, each answer matched by its req_id', async () => {
    const flow = platform.flowStorage;
    await flow.set('withdrawDraft', '{"coin":"USDT"}');
    expect(device.get('withdrawDraft')).toBe('{"coin":"USDT"}');
    expect(await flow.get('withdrawDraft')).toBe('{"coin":"USDT"}');
    await flow.remove('withdrawDraft');
    expect(await flow.get('withdrawDraft')).toBeNull();
    await flow.set('swapDraft', 'x');
    await flow.clear();
    expect(device.size).toBe(0);
    expect(calls.map(([name]) => name)).toEqual([
      'web_app_device_storage_save_key',
      'web_app_device_storage_get_key',
      'web_app_device_storage_save_key',
      'web_app_device_storage_get_key',
      'web_app_device_storage_save_key',
      'web_app_device_storage_clear',
    ]);
    expect(calls[2]?.[1]).toEqual({ req_id: expect.any(String), key: 'withdrawDraft', value: null });
  });

  it('uses the fallback for the rest of the run once the client answers UNSUPPORTED', async () => {
    client = 'unsupported';
    const fallback = createMemoryStore();
    const flow = telegramFlowStorage('9.0', fallback);
    await flow.set('withdrawDraft', 'kept');
    expect(await flow.get('withdrawDraft')).toBe('kept');
    expect(fallback.snapshot()).toEqual({ withdrawDraft: 'kept' });
    expect(calls).toHaveLength(1);
  });

  it('is the fallback on a client older than Bot API 9.0', () => {
    const fallback = createMemoryStore();
    expect(telegramFlowStorage('8.0', fallback)).toBe(fallback);
  });
});
