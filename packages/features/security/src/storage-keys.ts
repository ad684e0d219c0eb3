import { z } from 'zod/mini';
import type { PinRecord } from '@wallet/core';
import { defineStorageKey, type StorageKey } from '@wallet/platform';

/** Spec 000 §3 PIN state: the salted hash (value), lastChecked, and the wrong tries in a row. */
const pinRecord = z.nullable(
  z.object({
    hash: z.string().check(z.regex(/^[0-9a-f]{64}$/)),
    salt: z.string().check(z.regex(/^[0-9a-f]{32}$/)),
    iterations: z.number().check(z.int(), z.positive()),
    lastChecked: z.nullable(z.number()),
    wrongAttempts: z.number().check(z.int(), z.nonnegative()),
  }),
  // defineStorageKey is typed with classic zod's schema type for now; a zod/mini schema has the same
  // parse and safeParse it calls.
) as unknown as StorageKey<PinRecord | null>['schema'];

export const SECURITY_STORAGE_KEYS = {
  /** The PIN where the host has no secure storage (the browser's localStorage, CloudStorage). */
  pin: defineStorageKey('pin', pinRecord, null),
  /** The PIN in the host's keychain-backed store (Telegram's SecureStorage, the Android bridge's). */
  securePin: defineStorageKey('securePin', pinRecord, null, { isSecret: true }),
  /**
   * The user chose to send money without a PIN when it was offered before a money out: it is not offered
   * again (a new login starts without it, as the session's own data is cleared).
   */
  pinOfferSkipped: defineStorageKey('pinOfferSkipped', z.boolean(), false),
} as const;
