import { useMutation } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import { isApiError, type OtcOrder, type OtcPrice } from '@wallet/api';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { useExpressSellDraft } from '../shared/trade-drafts';
import { needsConfirmingAgain, TOMAN_TOKEN } from '../shared/trade-price';

/** An order is tried again with a new price at most this often when its price ran out on the way. */
const EXPIRED_RETRIES = 1;

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
 * An express sell from its locked price to its order (EXP-04). The locked quote is kept in the flow's draft
 * until it is sold, and the order goes through useMoneyCall, one Idempotency-Key per swap token kept until
 * answered, so a double tap, a retry or a reload orders it once. When the lock runs out the price is locked again
 * without fuss; the user is asked again only when it got worse by more than REQUOTE_TOLERANCE_PERCENT.
 */
export function useExpressSellOrder({ onSold }: { onSold: (order: OtcOrder) => void }) {
  const api = useApi();
  const { draft, isLoading, keep, clear } = useExpressSellDraft();
  const locked = draft?.quote ?? null;
  /** The price the user was last asked to confirm: a new one is measured against it. */
  const shown = useRef<OtcPrice | null>(null);
  const [isChanged, setIsChanged] = useState(false);
  /** Orders of this tap still to try with a new price when the price ran out on the way. */
  const retriesLeft = useRef(EXPIRED_RETRIES);
  /** The new price's token to order once the expired order has settled. */
  const [retryToken, setRetryToken] = useState<string | null>(null);

  const lock = useMutation({
    mutationFn: async (ask: SellAsk) => {
      const quote = await api.otcPrice({ body: lockBody(ask) });
      await keep({ quote });
      return quote;
    },
  });

  /** Locks a new price for what the shown one sold; answers it when it may be ordered without asking again. */
  const lockAgain = async (quote: OtcPrice): Promise<OtcPrice | null> => {
    const next = await lock.mutateAsync({ token: quote.sourceToken, amount: quote.sourceAmount });
    if (!needsConfirmingAgain(shown.current ?? quote, next, 'source')) return next;
    shown.current = next;
    setIsChanged(true);
    return null;
  };

  const order = useMoneyCall((swapToken: string, headers) => api.otcOrder({ body: { swapToken } }, headers), {
    name: 'expressSellOrder',
    request: (swapToken) => swapToken,
    invalidates: [queryKeys.assets(), transactionKeys.all()],
    // A refused quote is never ordered again (a new price is a new token): its key is freed.
    isEveryRefusalFinal: true,
    isEveryFailureInPage: true,
    onSuccess: async (done) => {
      await clear();
      onSold(done);
    },
    // An unanswered order keeps its key, so confirming again cannot sell twice. An expired price is locked
    // again and ordered at once, unless it got worse: then the user is asked again.
    onError: async (error) => {
      if (!isApiError(error) || error.codeString !== 'SWAP_TOKEN_EXPIRED' || retriesLeft.current <= 0) return;
      if (!locked) return;
      retriesLeft.current -= 1;
      const next = await lockAgain(locked).catch(() => null);
      if (next?.swapToken) setRetryToken(next.swapToken);
    },
  });
  const { send } = order;
  useEffect(() => {
    if (!retryToken || order.isPending) return;
    setRetryToken(null);
    send(retryToken);
  }, [retryToken, order.isPending, send]);

  const confirm = () => {
    if (order.isPending || !locked?.swapToken) return;
    retriesLeft.current = EXPIRED_RETRIES;
    setIsChanged(false);
    shown.current = locked;
    order.send(locked.swapToken);
  };

  const onLockEnd = () => {
    if (order.isPending || lock.isPending || !locked) return;
    void lockAgain(locked).catch(() => undefined);
  };

  return {
    locked,
    isLoading,
    start: (ask: SellAsk) => {
      shown.current = null;
      setIsChanged(false);
      order.reset();
      return lock.mutateAsync(ask);
    },
    cancel: async () => {
      order.reset();
      lock.reset();
      await keep({ quote: undefined });
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
