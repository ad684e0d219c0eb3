import { useQuery } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OtcOrderKind } from '@wallet/api';
import { useApi } from '@wallet/ui';
import { tradeKeys } from './trade-keys';
import { quoteBody, type TradeAsk } from './trade-price';

/** A quote is asked for this long after the last keystroke. */
export const QUOTE_DEBOUNCE_MS = 400;
/** A shown quote is priced again this often while the user looks at it. */
export const QUOTE_REFRESH_MS = 15_000;

/** `value` once it has stayed the same (by content) for `delayMs`. */
export function useSettledValue<T>(value: T, delayMs: number): T {
  const key = JSON.stringify(value);
  const latest = useRef(value);
  latest.current = value;
  const [settled, setSettled] = useState({ key, value });
  useEffect(() => {
    if (key === settled.key) return;
    const timer = setTimeout(() => setSettled({ key, value: latest.current }), delayMs);
    return () => clearTimeout(timer);
  }, [key, settled.key, delayMs]);
  return settled.value;
}

/**
 * A plain quote (POST /v1/market/otc/price without a swap token) of what the user is typing: asked once the
 * typing settles; a quote still loading for an older amount is cancelled (its request is aborted), and one
 * shown is priced again every QUOTE_REFRESH_MS. `isSettling` is true while the typed ask waits its turn.
 */
export function useOtcQuote(ask: TradeAsk | null, options: { kind?: OtcOrderKind } = {}) {
  const api = useApi();
  const settled = useSettledValue(ask, QUOTE_DEBOUNCE_MS);
  const body = settled ? { ...quoteBody(settled), ...(options.kind ? { kind: options.kind } : {}) } : null;
  const query = useQuery({
    queryKey: tradeKeys.quote(body),
    queryFn: ({ signal }) => api.otcPrice({ body: body! }, { signal }),
    enabled: body !== null,
    staleTime: QUOTE_REFRESH_MS,
    refetchInterval: QUOTE_REFRESH_MS,
    retry: false,
  });
  const isSettling = JSON.stringify(ask) !== JSON.stringify(settled);
  return { ...query, isSettling, ask: settled };
}
