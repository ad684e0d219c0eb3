import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { GatewayPayment } from '@wallet/api';
import { queryKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { allowanceKeys } from '../deposit/allowance-queries';

/** While the user pays outside the app, the payment is read again this often. */
export const PAYMENT_POLL_MS = 3_000;

export const gatewayKeys = {
  payment: (id: string) => ['rialDeposit', 'gateway', id] as const,
};

export interface GatewayStart {
  cardId: string;
  amount: string;
  returnUrl?: string;
}

/**
 * Starts a gateway payment. One Idempotency-Key per card and amount, kept until answered, so a retried start
 * after a lost answer does not open a second payment; another card or amount is another payment. The page
 * tells every failure.
 */
export function useStartGatewayPayment(onStarted: (payment: GatewayPayment) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMoneyCall((start: GatewayStart, headers) => api.startGatewayPayment({ body: start }, headers), {
    name: 'startGatewayPayment',
    request: (start) => `${start.cardId}:${start.amount}`,
    invalidates: [allowanceKeys.all()],
    isEveryFailureInPage: true,
    onSuccess: (payment) => {
      queryClient.setQueryData(gatewayKeys.payment(payment.paymentId), payment);
      onStarted(payment);
    },
  });
}

const isOpen = (payment: GatewayPayment | undefined) => payment?.status === 'PENDING';

/**
 * A payment, read again every PAYMENT_POLL_MS while it is PENDING. A paid one clears the balances' cache and the
 * withdraw status's: the deposit starts the 72-hour lock on sending coins, which the swap and send pages must
 * tell at once, not once the status's cached copy grows stale (the mini-app stays open while the user pays).
 */
export function useGatewayPayment(id: string | undefined) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: gatewayKeys.payment(id ?? ''),
    queryFn: async ({ signal }) => {
      const payment = await api.gatewayPayment({ params: { id: id! } }, { signal });
      if (payment.status === 'PAID') {
        void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
        void queryClient.invalidateQueries({ queryKey: allowanceKeys.all() });
        void queryClient.invalidateQueries({ queryKey: queryKeys.withdrawStatus() });
      }
      return payment;
    },
    enabled: Boolean(id),
    refetchInterval: (query) => (isOpen(query.state.data) ? PAYMENT_POLL_MS : false),
  });
}
