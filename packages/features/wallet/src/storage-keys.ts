import { z } from 'zod';
import { defineStorageKey } from '@wallet/platform';

export const WALLET_STORAGE_KEYS = {
  /** The balances are hidden behind dots. */
  hiddenBalance: defineStorageKey('hiddenBalance', z.boolean(), false),
  /** What was already sent, so a reload with the same link does not send it again. */
  sentAttribution: defineStorageKey(
    'sentAttribution',
    z.object({ referralCode: z.string().nullable(), utm: z.string().nullable() }),
    { referralCode: null, utm: null },
  ),
} as const;
