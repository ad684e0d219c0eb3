import type { OtcOrder } from '@wallet/api';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { useMoneyCall, type MoneyCallOptions } from '@wallet/ui/money-call';

/** The swap order's money call: its kept key is the one a reload finishes (see pendingRequest). */
export const SWAP_ORDER = 'swapOrder';

/**
 * Orders a locked swap (POST /v1/market/otc/order) through useMoneyCall, one Idempotency-Key per swap token
 * kept until answered: a double tap, a retry after a lost answer and a reload order it once. A refused quote is
 * never ordered again (a new price is a new token), so any refusal frees its key. The page tells every failure.
 */
export function useSwapOrder(
  handlers: Pick<MoneyCallOptions<string, OtcOrder>, 'onSuccess' | 'onError'> = {},
) {
  const api = useApi();
  return useMoneyCall((swapToken: string, headers) => api.otcOrder({ body: { swapToken } }, headers), {
    name: SWAP_ORDER,
    request: (swapToken) => swapToken,
    invalidates: [queryKeys.assets(), transactionKeys.all()],
    isEveryRefusalFinal: true,
    isEveryFailureInPage: true,
    ...handlers,
  });
}
