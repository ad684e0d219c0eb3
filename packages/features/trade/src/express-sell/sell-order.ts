import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError, type OtcOrder, type OtcPrice } from '@wallet/api';
import { useStorageValue } from '@wallet/platform';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { TRADE_STORAGE_KEYS } from '../shared/storage-keys';
import { needsConfirmingAgain, TOMAN_TOKEN } from '../shared/trade-price';

/** An order is tried again with a new price at most this often when its price ran out on the way. */
const EXPIRED_RETRIES = 1;

/** A locked express sell and the Idempotency-Key of its order. */
interface LockedSell {
  key: string;
  quote: OtcPrice;
}

/** What an express sell asks: a coin and how much of it, for Toman. */
export interface SellAsk {
  token: string;
  amount: string;
}

/** The price call's body for a locked express sell of `ask`. */
export const lockBody = (ask: SellAsk) => ({
  sourceToken: ask.token,
  destinationToken: TOMAN_TOKEN,
  sourceAmount: ask.amount,
  createSwapToken: true,
  kind: 'EXPRESS_SELL' as const,
});

/**
 * An express sell from its locked price to its order (EXP-04). The locked quote and the order's
 * Idempotency-Key are kept in storage (TRADE_STORAGE_KEYS.expressSellOrder) from the lock until the outcome is
 * known, so a double tap, a retry or a reload orders it once. When the lock runs out the price is locked again
 * without fuss; the user is asked again only when it got worse by more than REQUOTE_TOLERANCE_PERCENT.
 */
export function useExpressSellOrder({ onSold }: { onSold: (order: OtcOrder) => void }) {
  const api = useApi();
  const queryClient = useQueryClient();
  const [saved, setSaved, { loading: isLoading }] = useStorageValue(TRADE_STORAGE_KEYS.expressSellOrder);
  /** The price the user was last asked to confirm: a new one is measured against it. */
  const shown = useRef<OtcPrice | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  const isSending = useRef(false);

  const lock = useMutation({
    mutationFn: async (ask: SellAsk) => {
      const entry = { key: crypto.randomUUID(), quote: await api.otcPrice({ body: lockBody(ask) }) };
      await setSaved(entry);
      return entry;
    },
  });
  const order = useMutation({
    mutationFn: ({ quote, key }: LockedSell) =>
      api.otcOrder({ body: { swapToken: quote.swapToken! } }, { idempotencyKey: key }),
  });

  /** Locks a new price for what the shown one sold; answers it when it may be ordered without asking again. */
  const lockAgain = async (quote: OtcPrice): Promise<LockedSell | null> => {
    const next = await lock.mutateAsync({ token: quote.sourceToken, amount: quote.sourceAmount });
    if (!needsConfirmingAgain(shown.current ?? quote, next.quote, 'source')) return next;
    shown.current = next.quote;
    setIsChanged(true);
    return null;
  };

  const send = async (entry: LockedSell, retries: number): Promise<void> => {
    try {
      const done = await order.mutateAsync(entry);
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      await setSaved(null);
      onSold(done);
    } catch (error) {
      // An unanswered order keeps its key, so confirming again cannot sell twice. An expired price is locked
      // again and ordered at once, unless it got worse: then the user is asked again.
      if (isApiError(error) && error.codeString === 'SWAP_TOKEN_EXPIRED' && retries > 0) {
        order.reset();
        const next = await lockAgain(entry.quote);
        if (next) await send(next, retries - 1);
      }
    }
  };

  const confirm = () => {
    if (isSending.current || !saved) return;
    isSending.current = true;
    setIsChanged(false);
    shown.current = saved.quote;
    void send(saved, EXPIRED_RETRIES)
      .catch(() => undefined)
      .finally(() => {
        isSending.current = false;
      });
  };

  const onLockEnd = () => {
    if (isSending.current || lock.isPending || !saved) return;
    void lockAgain(saved.quote).catch(() => undefined);
  };

  return {
    locked: saved?.quote ?? null,
    isLoading,
    start: (ask: SellAsk) => {
      shown.current = null;
      setIsChanged(false);
      order.reset();
      return lock.mutateAsync(ask).then((entry) => entry.quote);
    },
    cancel: async () => {
      order.reset();
      lock.reset();
      await setSaved(null);
    },
    confirm,
    onLockEnd,
    isChanged,
    isLocking: lock.isPending,
    lockError: lock.error,
    isOrdering: order.isPending,
    orderError: order.error,
  };
}
