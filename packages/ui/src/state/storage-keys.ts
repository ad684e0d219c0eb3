import { z } from 'zod';
import { transactionType, userAssets, withdrawReceipt } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';

/** Spec 000 §3 client state, one typed key each. */
export const STORAGE_KEYS = {
  /** Device info: the id that survives a lost session. */
  deviceId: defineStorageKey('deviceId', z.string(), ''),
  language: defineStorageKey('language', z.enum(['fa', 'en', 'fr', 'ru', 'zh']).nullable(), null),
  /**
   * The stored user record. Secret: its token must never sync to the account's other devices (Telegram's
   * CloudStorage), so it goes to the platform's secure store, or memory where storage syncs.
   */
  user: defineStorageKey(
    'user',
    z.object({ token: z.string().min(1), isSignup: z.boolean() }).nullable(),
    null,
    { isSecret: true },
  ),
  hiddenBalance: defineStorageKey('hiddenBalance', z.boolean(), false),
  forcedTheme: defineStorageKey('forcedTheme', z.enum(['LIGHT', 'DARK']).nullable(), null),
  androidMarket: defineStorageKey('androidMarket', z.enum(['MYKET', 'BAZAR']).nullable(), null),
  memoBasedDepositAlert: defineStorageKey('memoBasedDepositAlert', z.boolean(), false),
  /**
   * The Idempotency-Key of the internal transfer being confirmed, with what it sends: a reload or a retry of
   * the same confirmation reuses it, so the server sends once.
   */
  internalTransferKey: defineStorageKey(
    'internalTransferKey',
    z.object({ request: z.string(), key: z.string() }).nullable(),
    null,
  ),
  /**
   * The withdrawal being confirmed: what it sends, its priced receipt (the task to run) and the
   * Idempotency-Key of the run. A double tap, a retry or a reload runs the same task with the same key.
   */
  externalWithdrawKey: defineStorageKey(
    'externalWithdrawKey',
    z.object({ request: z.string(), key: z.string(), receipt: withdrawReceipt }).nullable(),
    null,
  ),
  /** The filters of /transactions, kept across visits. */
  transactions: defineStorageKey(
    'transactions',
    z.object({ type: transactionType.nullable(), token: z.string().nullable() }),
    { type: null, token: null },
  ),
  pwaPromptDismissed: defineStorageKey('pwaPromptDismissed', z.boolean(), false),
  marketSortBy: defineStorageKey('marketSortBy', z.string().nullable(), null),
  marketSelectedGp: defineStorageKey('marketSelectedGp', z.string(), 'ALL'),
  /** The last known assets, shown at once on a reopen while fresh ones load. */
  assetsCache: defineStorageKey('assetsCache', userAssets.nullable(), null),
} as const;

/** What a lost session keeps (spec 000 §4). */
export const KEPT_AFTER_SESSION_LOSS = [STORAGE_KEYS.deviceId, STORAGE_KEYS.language] as const;
