import { supports } from '@telegram-apps/sdk-react';
import { untilUnavailable, type FlowStore } from '@wallet/platform';
import { createBridgeStore } from './bridge-store';

/** A DeviceStorage call that has no answer in this time is taken as a client without it. */
export const DEVICE_STORAGE_TIMEOUT_MS = 5000;

/**
 * Where flow drafts live in Telegram: DeviceStorage from Bot API 9.0, which outlives a swipe-close; before it,
 * and for the rest of the run once the client proves not to answer, `fallback` (this device's localStorage
 * under the Telegram account's own prefix: the web view's session storage does not survive a close).
 */
export function telegramFlowStorage(version: string, fallback: FlowStore): FlowStore {
  if (!supports('web_app_device_storage_save_key', version)) return fallback;
  return untilUnavailable(createBridgeStore('device', DEVICE_STORAGE_TIMEOUT_MS), fallback);
}
