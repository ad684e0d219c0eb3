import { z } from 'zod/mini';
import { defineStorageKey } from '@wallet/platform';

export const MARKET_STORAGE_KEYS = {
  /** The market list's sort, as `key,direction`. */
  marketSortBy: defineStorageKey('marketSortBy', z.nullable(z.string()), null),
  /** The market list's chosen group of coins. */
  marketSelectedGp: defineStorageKey('marketSelectedGp', z.string(), 'ALL'),
} as const;
