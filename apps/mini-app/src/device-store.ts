import { createRequestId, on, postEvent, supports, type EventPayload } from '@telegram-apps/sdk-react';
import { StoreUnavailableError, untilUnavailable, type FlowStore } from '@wallet/platform';

/** A DeviceStorage call that has no answer in this time is taken as a client without it. */
export const DEVICE_STORAGE_TIMEOUT_MS = 5000;

type Answer = 'device_storage_key_saved' | 'device_storage_key_received' | 'device_storage_cleared';
type Call =
  | ['web_app_device_storage_save_key', { key: string; value: string | null }, 'device_storage_key_saved']
  | ['web_app_device_storage_get_key', { key: string }, 'device_storage_key_received']
  | ['web_app_device_storage_clear', Record<string, never>, 'device_storage_cleared'];

/** Posts one DeviceStorage method and waits for the answer carrying its req_id; silence is StoreUnavailableError. */
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
      reject(new StoreUnavailableError(`${method} had no answer in ${DEVICE_STORAGE_TIMEOUT_MS} ms`));
    }, DEVICE_STORAGE_TIMEOUT_MS);
    const stopAnswer = on(answer as Answer, (payload) => {
      if (payload.req_id !== reqId) return;
      stop();
      resolve(payload as EventPayload<C[2]>);
    });
    const stopFailure = on('device_storage_failed', (payload) => {
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

/** DeviceStorage (Bot API 9.0) through the bridge; sdk 3.11 has no component for it. */
export function createBridgeDeviceStore(): FlowStore {
  return {
    async get(key) {
      const { value } = await ask('web_app_device_storage_get_key', { key }, 'device_storage_key_received');
      return value ?? null;
    },
    async set(key, value) {
      await ask('web_app_device_storage_save_key', { key, value }, 'device_storage_key_saved');
    },
    async remove(key) {
      // Telegram removes a key saved with a null value.
      await ask('web_app_device_storage_save_key', { key, value: null }, 'device_storage_key_saved');
    },
    async clear() {
      await ask('web_app_device_storage_clear', {}, 'device_storage_cleared');
    },
  };
}

/**
 * Where flow drafts live in Telegram: DeviceStorage from Bot API 9.0, which outlives a swipe-close; before it,
 * and for the rest of the run once the client proves not to answer, `fallback` (this device's localStorage
 * under the Telegram account's own prefix: the web view's session storage does not survive a close).
 */
export function telegramFlowStorage(version: string, fallback: FlowStore): FlowStore {
  if (!supports('web_app_device_storage_save_key', version)) return fallback;
  return untilUnavailable(createBridgeDeviceStore(), fallback);
}
