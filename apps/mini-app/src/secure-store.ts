import { createRequestId, on, postEvent, supports, type EventPayload } from '@telegram-apps/sdk-react';
import {
  createMemoryStore,
  StoreUnavailableError,
  untilUnavailable,
  type SecureStore,
} from '@wallet/platform';

/** Telegram's SecureStorage (spec: a secure-storage read waits at most 5 s), then memory for the run. */
export const SECURE_STORAGE_TIMEOUT_MS = 5000;

type Answer = 'secure_storage_key_saved' | 'secure_storage_key_received' | 'secure_storage_cleared';
type Call =
  | ['web_app_secure_storage_save_key', { key: string; value: string | null }, 'secure_storage_key_saved']
  | ['web_app_secure_storage_get_key', { key: string }, 'secure_storage_key_received']
  | ['web_app_secure_storage_clear', Record<string, never>, 'secure_storage_cleared'];

/**
 * Posts one SecureStorage method and waits for the answer carrying its req_id. UNSUPPORTED (Telegram
 * Desktop and Web have no keychain) and silence mean the store is not there: StoreUnavailableError.
 */
function ask<C extends Call>(...[method, params, answer]: C): Promise<EventPayload<C[2]>> {
  const reqId = createRequestId();
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      stopAnswer();
      stopFailure();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new StoreUnavailableError(`${method} had no answer in ${SECURE_STORAGE_TIMEOUT_MS} ms`));
    }, SECURE_STORAGE_TIMEOUT_MS);
    const stopAnswer = on(answer as Answer, (payload) => {
      if (payload.req_id !== reqId) return;
      stop();
      resolve(payload as EventPayload<C[2]>);
    });
    const stopFailure = on('secure_storage_failed', (payload) => {
      if (payload.req_id !== reqId) return;
      stop();
      const error = payload.error ?? 'UNKNOWN_ERROR';
      reject(
        error === 'UNSUPPORTED'
          ? new StoreUnavailableError(`${method}: UNSUPPORTED`)
          : new Error(`${method} failed: ${error}`),
      );
    });
    try {
      // The bridge's own typing of each method's parameters is checked by the Call union above.
      (postEvent as (name: string, params: object) => void)(method, { ...params, req_id: reqId });
    } catch (error) {
      stop();
      reject(new StoreUnavailableError(String(error)));
    }
  });
}

/** SecureStorage (Bot API 9.0) through the bridge; sdk 3.11 has no component for it. */
export function createBridgeSecureStore(): SecureStore {
  return {
    async get(key) {
      // A value that only a restore could bring back (can_restore) would need the user's consent: none.
      const { value } = await ask('web_app_secure_storage_get_key', { key }, 'secure_storage_key_received');
      return value ?? null;
    },
    async set(key, value) {
      await ask('web_app_secure_storage_save_key', { key, value }, 'secure_storage_key_saved');
    },
    async remove(key) {
      // Telegram removes a key saved with a null value.
      await ask('web_app_secure_storage_save_key', { key, value: null }, 'secure_storage_key_saved');
    },
    async clear() {
      await ask('web_app_secure_storage_clear', {}, 'secure_storage_cleared');
    },
  };
}

/**
 * The platform's secure storage: absent before Bot API 9.0; from 9.0 the bridge's, and memory for the rest
 * of the run once the client shows it does not really have one (UNSUPPORTED or no answer).
 */
export function telegramSecureStorage(version: string): SecureStore | undefined {
  if (!supports('web_app_secure_storage_save_key', version)) return undefined;
  return untilUnavailable(createBridgeSecureStore(), createMemoryStore());
}
