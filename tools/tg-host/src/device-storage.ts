import type { KeychainStore } from './secure-storage';

/**
 * DeviceStorage (Bot API 9.0) as Telegram plays it: plain values kept on this device per bot and user, never
 * synced, on every client (unlike SecureStorage, Desktop and Web have it too).
 */
export interface DeviceStorageHost {
  store: KeychainStore;
  send(eventType: string, eventData?: unknown): void;
}

export const DEVICE_STORAGE_METHODS = [
  'web_app_device_storage_save_key',
  'web_app_device_storage_get_key',
  'web_app_device_storage_clear',
] as const;

export type DeviceStorageMethod = (typeof DEVICE_STORAGE_METHODS)[number];

export const isDeviceStorageMethod = (method: string): method is DeviceStorageMethod =>
  (DEVICE_STORAGE_METHODS as readonly string[]).includes(method);

/** Answers one DeviceStorage method with the event Telegram sends, tagged with the call's req_id. */
export function answerDeviceStorage(
  host: DeviceStorageHost,
  method: DeviceStorageMethod,
  params: Record<string, unknown>,
): void {
  const reqId = params.req_id;
  const key = typeof params.key === 'string' ? params.key : '';
  switch (method) {
    case 'web_app_device_storage_save_key':
      if (!key) return host.send('device_storage_failed', { req_id: reqId, error: 'KEY_INVALID' });
      // A null value removes the key.
      if (params.value === null || params.value === undefined) host.store.remove(key);
      else host.store.set(key, String(params.value));
      return host.send('device_storage_key_saved', { req_id: reqId });
    case 'web_app_device_storage_get_key':
      if (!key) return host.send('device_storage_failed', { req_id: reqId, error: 'KEY_INVALID' });
      return host.send('device_storage_key_received', { req_id: reqId, value: host.store.get(key) });
    case 'web_app_device_storage_clear':
      host.store.clear();
      return host.send('device_storage_cleared', { req_id: reqId });
  }
}
