import { useRef } from 'react';
import { useStorageValue } from '@wallet/platform';
import { TRADE_STORAGE_KEYS } from '../shared/storage-keys';

/**
 * The swap order's Idempotency-Key, kept in storage with the swap token it was made for
 * (TRADE_STORAGE_KEYS.swapOrderKey) from before the order is sent until its outcome is known.
 */
export interface SwapOrderKey {
  /** The order sent and not yet answered, if a reload interrupted it: its swap token and key. */
  pending: { swapToken: string; key: string } | null;
  /** Whether storage has been read yet. */
  isLoading: boolean;
  /** The key for an order of `swapToken`: the stored one when it was made for this token, else a new one. */
  keyFor(swapToken: string): string;
  keep(swapToken: string, key: string): Promise<void>;
  clear(): Promise<void>;
}

export function useSwapOrderKey(): SwapOrderKey {
  const [saved, setSaved, { loading }] = useStorageValue(TRADE_STORAGE_KEYS.swapOrderKey);
  // What was last kept or read: a write is seen at once, before storage answers and the page renders again.
  const latest = useRef(saved);
  const lastRead = useRef(saved);
  if (lastRead.current !== saved) {
    lastRead.current = saved;
    latest.current = saved;
  }
  return {
    pending: saved ? { swapToken: saved.request, key: saved.key } : null,
    isLoading: loading,
    keyFor: (swapToken) => (latest.current?.request === swapToken ? latest.current.key : crypto.randomUUID()),
    keep: async (swapToken, key) => {
      latest.current = { request: swapToken, key };
      await setSaved(latest.current);
    },
    clear: async () => {
      latest.current = null;
      await setSaved(null);
    },
  };
}
