import { supports } from '@telegram-apps/sdk-react';
import { createMemoryStore, untilUnavailable, type SecureStore } from '@wallet/platform';
import { createBridgeStore } from './bridge-store';

/** Telegram's SecureStorage (spec: a secure-storage read waits at most 5 s), then memory for the run. */
export const SECURE_STORAGE_TIMEOUT_MS = 5000;

/**
 * The platform's secure storage: absent before Bot API 9.0; from 9.0 the bridge's, and memory for the rest
 * of the run once the client shows it does not really have one (UNSUPPORTED or no answer).
 */
export function telegramSecureStorage(version: string): SecureStore | undefined {
  if (!supports('web_app_secure_storage_save_key', version)) return undefined;
  return untilUnavailable(createBridgeStore('secure', SECURE_STORAGE_TIMEOUT_MS), createMemoryStore());
}
