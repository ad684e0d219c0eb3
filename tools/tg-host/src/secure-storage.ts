/**
 * SecureStorage (Bot API 9.0) as a phone's Telegram plays it: values in the device's keychain, per bot and
 * user, never synced. Telegram Desktop and Web answer every call with UNSUPPORTED; the host's switch does too.
 */
export interface KeychainStore {
  get(key: string): string | null;
  set(key: string, value: string): void;
  remove(key: string): void;
  clear(): void;
  keys(): string[];
}

export interface SecureStorageHost {
  store: KeychainStore;
  isSupported(): boolean;
  send(eventType: string, eventData?: unknown): void;
}

export const SECURE_STORAGE_METHODS = [
  'web_app_secure_storage_save_key',
  'web_app_secure_storage_get_key',
  'web_app_secure_storage_restore_key',
  'web_app_secure_storage_clear',
] as const;

export type SecureStorageMethod = (typeof SECURE_STORAGE_METHODS)[number];

export const isSecureStorageMethod = (method: string): method is SecureStorageMethod =>
  (SECURE_STORAGE_METHODS as readonly string[]).includes(method);

/** Answers one SecureStorage method with the event Telegram sends, tagged with the call's req_id. */
export function answerSecureStorage(
  host: SecureStorageHost,
  method: SecureStorageMethod,
  params: Record<string, unknown>,
): void {
  const reqId = params.req_id;
  if (!host.isSupported()) return host.send('secure_storage_failed', { req_id: reqId, error: 'UNSUPPORTED' });
  const key = String(params.key ?? '');
  switch (method) {
    case 'web_app_secure_storage_save_key':
      // A null value removes the key.
      if (params.value === null || params.value === undefined) host.store.remove(key);
      else host.store.set(key, String(params.value));
      return host.send('secure_storage_key_saved', { req_id: reqId });
    case 'web_app_secure_storage_get_key':
      return host.send('secure_storage_key_received', {
        req_id: reqId,
        value: host.store.get(key),
        can_restore: false,
      });
    case 'web_app_secure_storage_restore_key':
      // No other installation of this device to restore from.
      return host.send('secure_storage_key_restored', { req_id: reqId, value: null });
    case 'web_app_secure_storage_clear':
      host.store.clear();
      return host.send('secure_storage_cleared', { req_id: reqId });
  }
}
