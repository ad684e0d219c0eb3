import { z } from 'zod';
import { transactionType } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';

export const HISTORY_STORAGE_KEYS = {
  /** The filters of /transactions, kept across visits. */
  transactions: defineStorageKey(
    'transactions',
    z.object({ type: transactionType.nullable(), token: z.string().nullable() }),
    { type: null, token: null },
  ),
} as const;
