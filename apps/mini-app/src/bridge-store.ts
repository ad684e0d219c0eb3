import { createRequestId, on, postEvent } from '@telegram-apps/sdk-react';
import { StoreUnavailableError, type FlowStore, type SecureStore } from '@wallet/platform';

/**
 * Bot API 9.0's two stores on the device, SecureStorage (the keychain) and DeviceStorage, speak the same
 * methods and answers under their own prefix (`web_app_secure_storage_save_key`, `device_storage_cleared`…).
 */
export type BridgeStoreKind = 'secure' | 'device';

type Method = 'save_key' | 'get_key' | 'clear';
type Answer = 'key_saved' | 'key_received' | 'cleared';
type Payload = { req_id?: string; error?: string; value?: string | null };
// sdk 3.11 types only the events it knows; these two stores' events are read by the name the bridge gives them.
const listen = on as unknown as (event: string, listener: (payload: Payload) => void) => () => void;
const post = postEvent as (name: string, params: object) => void;

/**
 * Posts one method and waits for the answer carrying its req_id. UNSUPPORTED (a client without the store,
 * such as Telegram Desktop and Web for the keychain) and silence mean the store is not there:
 * StoreUnavailableError.
 */
function ask(
  kind: BridgeStoreKind,
  timeoutMs: number,
  method: Method,
  params: object,
  answer: Answer,
): Promise<Payload> {
  const name = `web_app_${kind}_storage_${method}`;
  const reqId = createRequestId();
  return new Promise((resolve, reject) => {
    const stop = () => {
      clearTimeout(timer);
      stopAnswer();
      stopFailure();
    };
    const timer = setTimeout(() => {
      stop();
      reject(new StoreUnavailableError(`${name} had no answer in ${timeoutMs} ms`));
    }, timeoutMs);
    const stopAnswer = listen(`${kind}_storage_${answer}`, (payload) => {
      if (payload.req_id !== reqId) return;
      stop();
      resolve(payload);
    });
    const stopFailure = listen(`${kind}_storage_failed`, (payload) => {
      if (payload.req_id !== reqId) return;
      stop();
      const error = payload.error ?? 'UNKNOWN_ERROR';
      reject(
        error === 'UNSUPPORTED'
          ? new StoreUnavailableError(`${name}: UNSUPPORTED`)
          : new Error(`${name} failed: ${error}`),
      );
    });
    try {
      post(name, { ...params, req_id: reqId });
    } catch (error) {
      stop();
      reject(new StoreUnavailableError(String(error)));
    }
  });
}

/** One of the two stores through the bridge; sdk 3.11 has a component for neither. */
export function createBridgeStore(kind: BridgeStoreKind, timeoutMs: number): SecureStore & FlowStore {
  return {
    async get(key) {
      // A keychain value that only a restore could bring back (can_restore) would need the user's consent: none.
      const { value } = await ask(kind, timeoutMs, 'get_key', { key }, 'key_received');
      return value ?? null;
    },
    async set(key, value) {
      await ask(kind, timeoutMs, 'save_key', { key, value }, 'key_saved');
    },
    async remove(key) {
      // Telegram removes a key saved with a null value.
      await ask(kind, timeoutMs, 'save_key', { key, value: null }, 'key_saved');
    },
    async clear() {
      await ask(kind, timeoutMs, 'clear', {}, 'cleared');
    },
  };
}
