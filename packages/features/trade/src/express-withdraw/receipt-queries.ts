import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useState } from 'react';
import { isApiError, type WithdrawReceiptRequest } from '@wallet/api';
import { queryKeys, serverClock, transactionKeys, useApi } from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { useExpressWithdrawDraft } from '../shared/trade-drafts';

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
 * The express withdraw's choice as the confirmation sends it, from the flow's draft: null while the draft is
 * read, or when it lacks a coin, a network, an amount or an address (the form was not filled in).
 */
export function choiceOf(
  draft: ReturnType<typeof useExpressWithdrawDraft>['draft'],
): ExpressWithdrawChoice | null {
  if (!draft?.token || !draft.network || !draft.amount || !draft.address) return null;
  return {
    token: draft.token,
    network: draft.network,
    amount: draft.amount,
    address: draft.address,
    ...(draft.contract ? { contract: draft.contract } : {}),
    ...(draft.memo ? { memo: draft.memo } : {}),
  };
}

/**
 * The priced express withdraw of `choice`: the one kept in the flow's draft when it is for the same request and
 * its price still holds (or its invoice is paid, which holds the price), else a new receipt, kept in the draft.
 * The invoice is read so the page knows when a card payment has paid it.
 */
export function useExpressWithdrawReceipt(choice: ExpressWithdrawChoice) {
  const api = useApi();
  const queryClient = useQueryClient();
  const body = receiptRequest(choice);
  const request = JSON.stringify(body);
  const { draft, isLoading: isSavedLoading, keep, clear } = useExpressWithdrawDraft();
  const saved = draft?.priced ?? null;
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
      const entry = { request, receipt };
      await keep({ priced: entry });
      return entry;
    },
    enabled: !isSavedLoading && !isSavedUsable && !isDeciding && !isDone,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const current = isSavedUsable ? saved : (priced.data ?? null);
  const renew = async () => {
    await keep({ priced: undefined });
    queryClient.removeQueries({ queryKey: expressWithdrawKeys.all() });
  };
  return {
    current,
    receipt: current?.receipt ?? null,
    invoice: isSavedUsable ? (invoice.data ?? null) : null,
    error: current ? null : priced.error,
    isLoading: isSavedLoading,
    renew,
    /** The withdrawal was sent: the flow is over, its draft goes. */
    forget: () => {
      setIsDone(true);
      return clear();
    },
    refetchInvoice: () => void invoice.refetch(),
  };
}

type PricedWithdraw = ReturnType<typeof useExpressWithdrawReceipt>;

/**
 * Runs the priced task (POST /v1/express/tasks/{taskId}/run) through useMoneyCall, one Idempotency-Key per task
 * kept until answered, with a two-factor code (X-2FA-AUTH) when the user has it on: a double tap, a retry, a
 * reload or the return from paying by card runs it once.
 */
export function useRunExpressWithdraw(
  priced: PricedWithdraw,
  { onSent }: { onSent: (transactionId: string) => void },
) {
  const api = useApi();
  const [isRenewed, setIsRenewed] = useState(false);
  const receipt = priced.receipt;
  const run = useMoneyCall((taskId: string, headers) => api.runExpressTask({ params: { taskId } }, headers), {
    name: 'runExpressBuyAndSend',
    confirmOut: true,
    request: (taskId) => taskId,
    twoFactor: { isRequired: Boolean(receipt?.isTwoFactorRequired), authenticationId: (taskId) => taskId },
    invalidates: [queryKeys.assets(), transactionKeys.all()],
    finalCodes: ['TASK_EXPIRED', 'TASK_ALREADY_RUN'],
    onSuccess: (result) => {
      onSent(result.transaction.id);
      void priced.forget();
    },
    onError: async (error) => {
      if (isApiError(error) && error.codeString === 'INVOICE_NOT_PAID') priced.refetchInvoice();
      if (isApiError(error) && error.codeString === 'TASK_EXPIRED') {
        setIsRenewed(true);
        await priced.renew();
      }
    },
  });
  const canSend = Boolean(receipt) && !priced.isLoading && !run.isCodeMissing;
  const refusal = run.refusal?.codeString === 'TASK_EXPIRED' ? null : run.refusal;
  return {
    send: () => {
      if (!receipt || !canSend) return;
      setIsRenewed(false);
      run.send(receipt.taskId);
    },
    canSend,
    isPending: run.isPending,
    inlineError: refusal,
    isRenewed,
    twoFactorField: () => (receipt ? run.twoFactorField(receipt.taskId) : null),
  };
}
