import { z } from 'zod/mini';
import { defineStorageKey } from '@wallet/platform';

export const WALLET_STORAGE_KEYS = {
  /** The balances are hidden behind dots. */
  hiddenBalance: defineStorageKey('hiddenBalance', z.boolean(), false),
  /** What was already sent, so a reload with the same link does not send it again. */
  sentAttribution: defineStorageKey(
    'sentAttribution',
    z.object({ referralCode: z.nullable(z.string()), utm: z.nullable(z.string()) }),
    { referralCode: null, utm: null },
  ),
} as const;
