import { useQuery, useQueryClient } from '@tanstack/react-query';
import type { Invoice, PaymentInvoice, PayPaymentInvoiceRequest } from '@wallet/api';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { cardToCardKeys } from '@wallet/ui/card-to-card';
import { useMoneyCall } from '@wallet/ui/money-call';

/** While a payment is under way outside the app (a card transfer, the gateway), the invoice is read this often. */
export const INVOICE_POLL_MS = 3_000;

export const invoiceKeys = {
  all: () => ['trade', 'invoice'] as const,
  invoice: queryKeys.invoice,
  payment: (id: string) => ['trade', 'invoice', id, 'payment'] as const,
};

const isPending = (invoice: Invoice | undefined) => invoice?.status === 'PENDING';

/** An invoice; read again while it is PENDING when `isPolled` (a payment is on its way). */
export function useInvoice(id: string, { isPolled = false } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: invoiceKeys.invoice(id),
    queryFn: ({ signal }) => api.invoice({ params: { id } }, { signal }),
    refetchInterval: (query) => (isPolled && isPending(query.state.data) ? INVOICE_POLL_MS : false),
  });
}

/** A payment is under way outside the app: a card transfer the bank is confirming, or an open gateway page. */
export const hasPaymentUnderWay = (page: PaymentInvoice | undefined) =>
  page?.invoice.status === 'PENDING' &&
  (page.cardToCard?.status === 'WAITING_FOR_CONFIRMATION' || page.gateway?.status === 'PENDING');

/** The invoice as the payment page shows it: what is due, the balances, the methods; polled while paying. */
export function usePaymentInvoice(id: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  return useQuery({
    queryKey: invoiceKeys.payment(id),
    queryFn: async ({ signal }) => {
      const page = await api.paymentInvoice({ params: { id } }, { signal });
      queryClient.setQueryData(invoiceKeys.invoice(id), page.invoice);
      return page;
    },
    refetchInterval: (query) => (hasPaymentUnderWay(query.state.data) ? INVOICE_POLL_MS : false),
  });
}

/** The user's ACTIVE direct-debit contracts, to pay an invoice by DIRECT. */
export function useActiveContracts(isEnabled: boolean) {
  const api = useApi();
  return useQuery({
    queryKey: ['trade', 'invoice', 'contracts'],
    queryFn: async ({ signal }) =>
      (await api.directDebitContracts(undefined, { signal })).contracts.filter(
        (contract) => contract.status === 'ACTIVE',
      ),
    enabled: isEnabled,
  });
}

/** What a payment request is, for its kept Idempotency-Key: the same payment again reuses the key. */
const requestOf = (invoiceId: string, body: PayPaymentInvoiceRequest) =>
  JSON.stringify({ invoiceId, ...body });

/**
 * Pays what is due on an invoice by a method (POST /v1/payment/invoice/{id}/pay) through useMoneyCall, one
 * Idempotency-Key per invoice and method kept until answered: a double tap, a retry after a lost answer or a
 * reload names one payment, so the invoice is paid once. The answer replaces the cached invoice, and a
 * card-to-card payment goes into the card flow's cache. The page tells every failure.
 */
export function usePayInvoice(invoiceId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const call = useMoneyCall(
    (body: PayPaymentInvoiceRequest, headers) =>
      api.payPaymentInvoice({ params: { id: invoiceId }, body }, headers),
    {
      name: 'payPaymentInvoice',
      request: (body) => requestOf(invoiceId, body),
      invalidates: [invoiceKeys.payment(invoiceId), queryKeys.assets(), transactionKeys.all()],
      isEveryFailureInPage: true,
      onSuccess: (started) => {
        queryClient.setQueryData(invoiceKeys.invoice(invoiceId), started.invoice);
        queryClient.setQueryData<PaymentInvoice>(invoiceKeys.payment(invoiceId), (page) =>
          page ? { ...page, invoice: started.invoice } : page,
        );
        if (started.cardToCard) {
          queryClient.setQueryData(cardToCardKeys.payment(started.cardToCard.paymentId), started.cardToCard);
        }
      },
      // A refusal may mean the invoice changed (paid, expired): read it again.
      onError: () => queryClient.invalidateQueries({ queryKey: invoiceKeys.all() }),
    },
  );
  const mutation = { isPending: call.isPending, error: call.error };
  return { pay: call.send, mutation, isBusy: call.isPending };
}
