import { useQueryClient } from '@tanstack/react-query';
import { isApiError, type ExpressBuyReceipt } from '@wallet/api';
import { queryKeys, transactionKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { expressBuyKeys } from './queries';

/** Refusals after which the receipt on screen is old news: it is read again (expired, or not paid after all). */
const STALE_RECEIPT_CODES = new Set(['TASK_EXPIRED', 'INVOICE_NOT_PAID', 'TASK_ALREADY_RUN']);

/**
 * Runs an express buy's task (POST /v1/express/tasks/{taskId}/run) through useMoneyCall, one Idempotency-Key
 * per task kept until answered: a double tap, a retry after a lost answer and a reload all name one run, so
 * the coin is delivered once. Nothing leaves the wallet, so no two-factor code goes along.
 */
export function useRunExpressBuy(taskId: string) {
  const api = useApi();
  const queryClient = useQueryClient();
  const call = useMoneyCall(
    (task: string, headers) => api.runExpressTask({ params: { taskId: task } }, headers),
    {
      name: 'runExpressBuy',
      request: (task) => task,
      invalidates: [queryKeys.assets(), transactionKeys.all()],
      // The upgrade prompt, as the shell shows it; other refusals are told on the page.
      toastCodes: ['INSUFFICIENT_USER_LEVEL'],
      finalCodes: ['TASK_EXPIRED', 'TASK_ALREADY_RUN'],
      onSuccess: (result) => {
        queryClient.setQueryData<ExpressBuyReceipt>(expressBuyKeys.receipt(taskId), (receipt) =>
          receipt
            ? {
                ...receipt,
                invoiceStatus: 'DELIVERED',
                transactionId: result.transaction.id,
                payFromBalance: '0',
                dueByOtherMethod: '0',
              }
            : receipt,
        );
      },
      onError: (error) => {
        if (isApiError(error) && STALE_RECEIPT_CODES.has(error.codeString)) {
          void queryClient.invalidateQueries({ queryKey: expressBuyKeys.receipt(taskId) });
        }
      },
    },
  );
  const mutation = { isPending: call.isPending, isError: Boolean(call.error), error: call.error };
  return { run: () => call.send(taskId), mutation, isKeyLoading: false };
}
