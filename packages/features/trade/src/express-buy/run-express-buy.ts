import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef } from 'react';
import { isApiError, type ExpressBuyReceipt } from '@wallet/api';
import { useStorageValue } from '@wallet/platform';
import { queryKeys, transactionKeys, useApi, useNotify } from '@wallet/ui';
import { TRADE_STORAGE_KEYS } from '../shared/storage-keys';
import { expressBuyKeys } from './queries';

/** Refusals after which the receipt on screen is old news: it is read again (expired, or not paid after all). */
const STALE_RECEIPT_CODES = new Set(['TASK_EXPIRED', 'INVOICE_NOT_PAID', 'TASK_ALREADY_RUN']);

/**
 * Runs an express buy's task (POST /v1/express/tasks/{taskId}/run) with one Idempotency-Key per task, kept in
 * storage before it is used: a double tap, a retry after a lost answer and a reload all name one run, so the
 * coin is delivered once. Nothing leaves the wallet, so no two-factor code goes along.
 */
export function useRunExpressBuy(taskId: string) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [saved, setSaved, { loading: isKeyLoading }] = useStorageValue(TRADE_STORAGE_KEYS.expressBuyRunKey);
  const kept = useRef<{ request: string; key: string } | null>(null);
  // Set synchronously, so two taps in one frame run once.
  const isRunning = useRef(false);

  const runKey = async (): Promise<string> => {
    if (kept.current?.request !== taskId) {
      kept.current = saved?.request === taskId ? saved : { request: taskId, key: crypto.randomUUID() };
      await setSaved(kept.current);
    }
    return kept.current.key;
  };
  const mutation = useMutation({
    mutationFn: async () => api.runExpressTask({ params: { taskId } }, { idempotencyKey: await runKey() }),
    onSuccess: async (result) => {
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
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      await setSaved(null);
    },
    onError: (error) => {
      if (isApiError(error) && STALE_RECEIPT_CODES.has(error.codeString)) {
        void queryClient.invalidateQueries({ queryKey: expressBuyKeys.receipt(taskId) });
      }
      // A refusal is told on the page; the upgrade prompt, the connection or the server's own fault as the shell does.
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
      else if (error.codeString === 'INSUFFICIENT_USER_LEVEL') notify.error(error);
    },
  });
  const run = () => {
    if (isRunning.current || isKeyLoading) return;
    isRunning.current = true;
    mutation.mutate(undefined, {
      onSettled: () => {
        isRunning.current = false;
      },
    });
  };
  return { run, mutation, isKeyLoading };
}
