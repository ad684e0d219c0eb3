import { z } from 'zod/mini';
import { defineStorageKey } from '@wallet/platform';
import { TRANSACTION_FILTER_KINDS } from '@wallet/ui';

export const HISTORY_STORAGE_KEYS = {
  /** The filters of /transactions, kept across visits. */
  transactions: defineStorageKey(
    'transactions',
    z.object({ type: z.nullable(z.enum(TRANSACTION_FILTER_KINDS)), token: z.nullable(z.string()) }),
    { type: null, token: null },
  ),
} as const;
