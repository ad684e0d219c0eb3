import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError, type WithdrawReceiptRequest } from '@wallet/api';
import { useStorageValue } from '@wallet/platform';
import { queryKeys, serverClock, transactionKeys, useApi, useNotify } from '@wallet/ui';
import { isTwoFactorCodeComplete, isTwoFactorRefusal, readTwoFactorCode } from '@wallet/ui/two-factor-field';
import { TRADE_STORAGE_KEYS } from '../shared/storage-keys';
import { isOutcomeUnknown } from '../shared/trade-refusals';

/** Query keys of the express withdraw pages. */
export const expressWithdrawKeys = {
  all: () => ['trade', 'express-withdraw'] as const,
  receipt: (request: string) => ['trade', 'express-withdraw', 'receipt', request] as const,
  invoice: (id: string | null) => ['trade', 'express-withdraw', 'invoice', id] as const,
};

/** What the confirmation sends: the choice of /express-withdraw, bought with Toman. */
export interface ExpressWithdrawChoice {
  token: string;
  network: string;
  contract?: string;
  amount: string;
  address: string;
  memo?: string;
}

export const receiptRequest = (choice: ExpressWithdrawChoice): WithdrawReceiptRequest => ({
  amount: choice.amount,
  token: choice.token,
  network: choice.network,
  contract: choice.contract ?? null,
  address: choice.address,
  memo: choice.memo ?? null,
  useAccountBalance: false,
});

/**
 * The priced express withdraw of `choice`: the one kept in storage when it is for the same request and its price
 * still holds (or its invoice is paid, which holds the price), else a new receipt, kept with a new
 * Idempotency-Key. The invoice is read so the page knows when a card payment has paid it.
 */
export function useExpressWithdrawReceipt(choice: ExpressWithdrawChoice) {
  const api = useApi();
  const queryClient = useQueryClient();
  const body = receiptRequest(choice);
  const request = JSON.stringify(body);
  const [saved, setSaved, { loading: isSavedLoading }] = useStorageValue(
    TRADE_STORAGE_KEYS.expressWithdrawReceipt,
  );
  // Once its task has run, the page is left: nothing is priced again meanwhile.
  const [isDone, setIsDone] = useState(false);
  const isSameRequest = saved?.request === request;
  const invoiceId = isSameRequest ? (saved.receipt.purchase?.invoiceId ?? null) : null;
  const invoice = useQuery({
    queryKey: expressWithdrawKeys.invoice(invoiceId),
    queryFn: ({ signal }) => api.invoice({ params: { id: invoiceId! } }, { signal }),
    enabled: invoiceId !== null,
    retry: false,
  });
  const isPaid = invoice.data?.status === 'PAID';
  const isPriceHeld = isSameRequest && Date.parse(saved.receipt.expiresAt) > serverClock.now();
  const isSavedUsable = isSameRequest && (isPriceHeld || isPaid);
  // An expired receipt may still be paid: its invoice decides before a new price is asked for.
  const isDeciding = isSameRequest && !isPriceHeld && invoice.isPending && invoiceId !== null;
  const priced = useQuery({
    queryKey: expressWithdrawKeys.receipt(request),
    queryFn: async ({ signal }) => {
      const receipt = await api.withdrawReceipt({ body }, { signal });
      const entry = { request, key: crypto.randomUUID(), receipt };
      await setSaved(entry);
      return entry;
    },
    enabled: !isSavedLoading && !isSavedUsable && !isDeciding && !isDone,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const current = isSavedUsable ? saved : (priced.data ?? null);
  const renew = async () => {
    await setSaved(null);
    queryClient.removeQueries({ queryKey: expressWithdrawKeys.all() });
  };
  return {
    current,
    receipt: current?.receipt ?? null,
    invoice: isSavedUsable ? (invoice.data ?? null) : null,
    error: current ? null : priced.error,
    isLoading: isSavedLoading,
    renew,
    forget: () => {
      setIsDone(true);
      return setSaved(null);
    },
    refetchInvoice: () => void invoice.refetch(),
  };
}

type PricedWithdraw = ReturnType<typeof useExpressWithdrawReceipt>;

/**
 * Runs the priced task once: its stored Idempotency-Key goes with every try, a flag set at once stops a second
 * tap in the same frame, and a two-factor code goes along as X-2FA-AUTH when the user has it on.
 */
export function useRunExpressWithdraw(
  priced: PricedWithdraw,
  { onSent }: { onSent: (transactionId: string) => void },
) {
  const api = useApi();
  const notify = useNotify();
  const queryClient = useQueryClient();
  const [code, setCode] = useState('');
  const [isRenewed, setIsRenewed] = useState(false);
  const isSending = useRef(false);
  const current = priced.current;
  const mutation = useMutation({
    mutationFn: () =>
      api.runExpressTask(
        { params: { taskId: current!.receipt.taskId } },
        { idempotencyKey: current!.key, ...(code ? { twoFactorCode: readTwoFactorCode(code) } : {}) },
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      onSent(result.transaction.id);
      void priced.forget();
    },
    onError: async (error) => {
      // A code opens one call: a refused one is cleared for the next.
      if (isTwoFactorRefusal(error)) setCode('');
      if (isApiError(error) && error.codeString === 'INVOICE_NOT_PAID') priced.refetchInvoice();
      if (isApiError(error) && error.codeString === 'TASK_EXPIRED') {
        setIsRenewed(true);
        await priced.renew();
      }
      if (isOutcomeUnknown(error)) notify.error(error);
    },
  });
  const needsCode = Boolean(current?.receipt.isTwoFactorRequired);
  const canSend = Boolean(current) && !priced.isLoading && (!needsCode || isTwoFactorCodeComplete(code));
  const send = () => {
    if (isSending.current || !canSend) return;
    isSending.current = true;
    setIsRenewed(false);
    mutation.mutate(undefined, {
      onSettled: () => {
        isSending.current = false;
      },
    });
  };
  const error = mutation.error;
  const isInline =
    isApiError(error) &&
    !isOutcomeUnknown(error) &&
    error.codeString !== 'TASK_EXPIRED' &&
    !isTwoFactorRefusal(error);
  return {
    send,
    canSend,
    isPending: mutation.isPending,
    error,
    inlineError: isInline ? error : null,
    isRenewed,
    code,
    setCode,
  };
}
