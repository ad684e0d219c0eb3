import { z } from 'zod/mini';
import { userLevel } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';

export const WALLET_STORAGE_KEYS = {
  /** The balances are hidden behind dots. */
  hiddenBalance: defineStorageKey('hiddenBalance', z.boolean(), false),
  /**
   * The user's level as last known: a reopen decides the KYC banner (and shows what follows it) at once,
   * instead of keeping that part hidden until whoami answers.
   */
  lastLevel: defineStorageKey('lastLevel', z.nullable(userLevel), null, { isDeviceOnly: true }),
  /** What was already sent, so a reload with the same link does not send it again. */
  sentAttribution: defineStorageKey(
    'sentAttribution',
    z.object({ referralCode: z.nullable(z.string()), utm: z.nullable(z.string()) }),
    { referralCode: null, utm: null },
  ),
} as const;
