import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef } from 'react';
import type { Jetton, JettonStatus } from '@wallet/api';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';

export const shopKeys = {
  /** The shop's products for this user, with their prices now. */
  products: () => ['shop', 'product'] as const,
  all: () => ['shop', 'jetton'] as const,
  jettons: () => ['shop', 'jetton', 'list'] as const,
  jetton: (id: string) => ['shop', 'jetton', id] as const,
  /** Who a username is on Fragment, for a plan of `months`; the username in lower case, as Telegram reads it. */
  premiumRecipient: (months: number, username: string) =>
    ['shop', 'premiumRecipient', months, username.toLowerCase()] as const,
};

/** The statuses a jetton leaves by itself (a payment confirmed, Fragment's order done): its page asks again. */
const MOVING: readonly JettonStatus[] = ['PENDING', 'PAID', 'DELIVERING'];
/** Fragment's order takes seconds: the page asks often while it runs, less while payment or a username is awaited. */
const DELIVERING_POLL_MS = 3_000;
const WAITING_POLL_MS = 10_000;

/** The shop's products, prices in Toman made now from their dollar price: kept fresh for a minute. */
export function useShopProducts() {
  const api = useApi();
  return useQuery({
    queryKey: shopKeys.products(),
    queryFn: ({ signal }) => api.shopProducts(undefined, { signal }),
    staleTime: 60_000,
  });
}

/** The user's Premium plans and Stars packs, newest first. */
export function useJettons() {
  const api = useApi();
  return useQuery({
    queryKey: shopKeys.jettons(),
    queryFn: ({ signal }) => api.jettons(undefined, { signal }),
  });
}

/**
 * One jetton, asked again while its status can still change by itself. Each change refreshes the purchases list and
 * its invoice; when it ends FAILED or REFUNDED its money went back to the Toman balance, so the balances and the
 * history are loaded again.
 */
export function useJetton(id: string) {
  const api = useApi();
  const client = useQueryClient();
  const query = useQuery({
    queryKey: shopKeys.jetton(id),
    queryFn: ({ signal }) => api.jetton({ params: { id } }, { signal }),
    refetchInterval: (current) => {
      const status = current.state.data?.status;
      if (!status || !MOVING.includes(status)) return false;
      return status === 'DELIVERING' ? DELIVERING_POLL_MS : WAITING_POLL_MS;
    },
  });
  const seen = useRef<JettonStatus | null>(null);
  const jetton = query.data;
  useEffect(() => {
    if (!jetton) return;
    const before = seen.current;
    seen.current = jetton.status;
    if (before === null || before === jetton.status) return;
    void client.invalidateQueries({ queryKey: shopKeys.jettons() });
    void client.invalidateQueries({ queryKey: queryKeys.invoice(jetton.invoiceId) });
    if (jetton.status === 'FAILED' || jetton.status === 'REFUNDED') {
      void client.invalidateQueries({ queryKey: queryKeys.assets() });
      void client.invalidateQueries({ queryKey: transactionKeys.all() });
    }
  }, [jetton, client]);
  return query;
}

/** The invoice a jetton is paid by: its merchant, and whether it still waits for payment. */
export function useJettonInvoice(invoiceId: string) {
  const api = useApi();
  return useQuery({
    queryKey: queryKeys.invoice(invoiceId),
    queryFn: ({ signal }) => api.invoice({ params: { id: invoiceId } }, { signal }),
  });
}

/** What buying sends: the plan or pack, and who receives it (without @). */
export interface NewJetton {
  productId: string;
  username: string;
}

/**
 * Buying a Premium plan or a Stars pack, under one Idempotency-Key per product and username: a double tap or a
 * retry after a lost answer makes one jetton and one invoice.
 */
export function useCreateJetton() {
  const api = useApi();
  return useMoneyCall(
    ({ productId, username }: NewJetton, headers) =>
      api.createJetton({ body: { productId, username } }, headers),
    {
      name: 'createJetton',
      request: ({ productId, username }) => `${productId}|${username.toLowerCase()}`,
      invalidates: [shopKeys.jettons()],
    },
  );
}

/** Sending a paid jetton to a username: once; a retry under the same key answers the same jetton. */
export function useRedeemJetton(id: string) {
  const api = useApi();
  const client = useQueryClient();
  return useMoneyCall(
    (username: string, headers) => api.redeemJetton({ params: { id }, body: { data: username } }, headers),
    {
      name: 'redeemJetton',
      request: (username) => `${id}|${username.toLowerCase()}`,
      invalidates: [shopKeys.all()],
      finalCodes: ['JETTON_ALREADY_REDEEMED'],
      onSuccess: (jetton: Jetton) => client.setQueryData(shopKeys.jetton(id), jetton),
    },
  );
}
