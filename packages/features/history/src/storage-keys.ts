import { z } from 'zod/mini';
import { transactionType } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';

export const HISTORY_STORAGE_KEYS = {
  /** The filters of /transactions, kept across visits. */
  transactions: defineStorageKey(
    'transactions',
    z.object({ type: z.nullable(transactionType), token: z.nullable(z.string()) }),
    { type: null, token: null },
  ),
} as const;
