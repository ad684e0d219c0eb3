import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import {
  CARD_TO_CARD_FINAL_STATUSES,
  type CardToCardPayment,
  type CreateCardToCardPaymentRequest,
} from '@wallet/api';
import { useApi } from '../data/api-context';

/** How often a payment is read again while the bank has not decided it. */
export const CARD_TO_CARD_POLL_MS = 3_000;

export const cardToCardKeys = {
  payment: (paymentId: string) => ['cardToCard', 'payment', paymentId] as const,
};

export const isFinalStatus = (payment: CardToCardPayment | undefined) =>
  payment !== undefined && CARD_TO_CARD_FINAL_STATUSES.includes(payment.status);

/** A card-to-card payment, read again every few seconds until it is paid, not paid, expired or closed. */
export function useCardToCardPayment(paymentId: string) {
  const api = useApi();
  return useQuery({
    queryKey: cardToCardKeys.payment(paymentId),
    queryFn: ({ signal }) => api.cardToCardPayment({ params: { id: paymentId } }, { signal }),
    refetchInterval: (query) => (isFinalStatus(query.state.data) ? false : CARD_TO_CARD_POLL_MS),
  });
}

/** Starts a payment; its answer is put in the cache, so the flow shows it without reading it again. */
export function useCreateCardToCardPayment() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: CreateCardToCardPaymentRequest) => api.createCardToCardPayment({ body: request }),
    onSuccess: (payment) => queryClient.setQueryData(cardToCardKeys.payment(payment.paymentId), payment),
  });
}

/** "I have transferred" or "Cancel": the answer replaces the cached payment. */
export function useCardToCardAction(paymentId: string, action: 'confirm' | 'cancel') {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () =>
      action === 'confirm'
        ? api.confirmCardToCardPayment({ params: { id: paymentId } })
        : api.cancelCardToCardPayment({ params: { id: paymentId } }),
    onSuccess: (payment) => queryClient.setQueryData(cardToCardKeys.payment(paymentId), payment),
    // A refusal (expired, closed) means the cached status is old: read it again.
    onError: () => queryClient.invalidateQueries({ queryKey: cardToCardKeys.payment(paymentId) }),
  });
}
