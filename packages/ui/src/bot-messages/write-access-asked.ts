import { z } from 'zod/mini';
import { defineStorageKey } from '@wallet/platform';

/**
 * Set on this device once the app has asked Telegram for write access on its own, at a moment that leads to a
 * first bot message: it asks at most once per device; the settings page can always ask again. Like the global
 * config's cache, it stays out of STORAGE_KEYS: only lazy pages use it, so the start-up code does not carry it.
 */
export const WRITE_ACCESS_ASKED = defineStorageKey('writeAccessAsked', z.boolean(), false, {
  isDeviceOnly: true,
});
