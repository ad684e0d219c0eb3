import { useQuery } from '@tanstack/react-query';
import { giftCardOrderOutcome, type CreateGiftCardOrderRequest, type GiftCardOrder } from '@wallet/api';
import { useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';

export const giftCardKeys = {
  all: () => ['shop', 'giftCard'] as const,
  list: () => ['shop', 'giftCard', 'list'] as const,
  order: (id: string) => ['shop', 'giftCard', id] as const,
  /** The profile's key for the same call, so the profile's address page and this flow share one copy. */
  addresses: () => ['deliveryAddresses'] as const,
};

/** How often an order still on its way (waiting for payment, being printed or posted) is asked again. */
export const GIFT_CARD_POLL_MS = 10_000;

/** Whether an order may still change by itself: paid, printed, posted; or its invoice paid in another tab. */
export const isMoving = (order: GiftCardOrder) =>
  giftCardOrderOutcome(order.status, order.type) === 'PENDING';

/** The user's gift card orders, newest first. */
export function useGiftCardOrders() {
  const api = useApi();
  return useQuery({
    queryKey: giftCardKeys.list(),
    queryFn: ({ signal }) => api.giftCardOrders(undefined, { signal }),
  });
}

/** One order, asked again while it is moving so its page follows it without a reload. */
export function useGiftCardOrder(id: string) {
  const api = useApi();
  return useQuery({
    queryKey: giftCardKeys.order(id),
    queryFn: ({ signal }) => api.giftCardOrder({ params: { id } }, { signal }),
    refetchInterval: (query) => (query.state.data && isMoving(query.state.data) ? GIFT_CARD_POLL_MS : false),
  });
}

/** The user's delivery addresses (GET /v1/user/address), where a physical card can be posted. */
export function useDeliveryAddresses() {
  const api = useApi();
  return useQuery({
    queryKey: giftCardKeys.addresses(),
    queryFn: ({ signal }) => api.addresses(undefined, { signal }),
  });
}

/**
 * Ordering a gift card, under one Idempotency-Key per request as sent: a double tap or a retry after a lost answer
 * makes one order, and a changed card makes a new one.
 */
export function useCreateGiftCardOrder() {
  const api = useApi();
  return useMoneyCall(
    (body: CreateGiftCardOrderRequest, headers) => api.createGiftCardOrder({ body }, headers),
    {
      name: 'createGiftCardOrder',
      request: (body) => JSON.stringify(body),
      invalidates: [giftCardKeys.list()],
    },
  );
}
