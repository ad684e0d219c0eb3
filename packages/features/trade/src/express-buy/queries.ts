import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import type { ExpressBuyReceipt, ExpressBuyReceiptRequest } from '@wallet/api';
import { useApi } from '@wallet/ui';

export const expressBuyKeys = {
  receipt: (taskId: string) => ['expressBuy', 'receipt', taskId] as const,
};

/** While the invoice waits for a bank to confirm a card payment, the receipt is read again this often. */
export const EXPRESS_BUY_POLL_MS = 3_000;

/**
 * A priced express buy read back by its task: the locked price, what the balance covers now and the invoice's
 * status. Read again every few seconds while it waits for payment (a card or gateway payment on its way);
 * with `isPolled` false, read once.
 */
export function useExpressBuy(taskId: string, { isPolled = true } = {}) {
  const api = useApi();
  return useQuery({
    queryKey: expressBuyKeys.receipt(taskId),
    queryFn: ({ signal }) => api.expressBuy({ params: { taskId } }, { signal }),
    refetchInterval: (query) =>
      isPolled && query.state.data?.invoiceStatus === 'PENDING' ? EXPRESS_BUY_POLL_MS : false,
    // Not followed: read once, and not again behind the page's back.
    ...(isPolled ? {} : { staleTime: Infinity }),
  });
}

/** Prices an express buy; its answer is put in the cache, so the confirmation shows it without reading it again. */
export function usePriceExpressBuy() {
  const api = useApi();
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (request: ExpressBuyReceiptRequest) => api.expressBuyReceipt({ body: request }),
    onSuccess: (receipt: ExpressBuyReceipt) =>
      queryClient.setQueryData(expressBuyKeys.receipt(receipt.taskId), receipt),
  });
}
