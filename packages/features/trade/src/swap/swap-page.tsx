import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useEffect, useRef, useState } from 'react';
import type { OtcOrder, OtcPrice } from '@wallet/api';
import { MessageBox } from '@wallet/kit';
import {
  LoadFailure,
  Page,
  queryKeys,
  transactionKeys,
  useApi,
  useErrorText,
  useRouteQuery,
} from '@wallet/ui';
import type { TradeAsk } from '../shared/trade-price';
import { isOutcomeUnknown } from '../shared/trade-refusals';
import { initialSwap, type SwapFormState } from './swap-flow';
import { SwapConfirm } from './swap-confirm';
import { SwapForm } from './swap-form';
import { SwapLoading } from './swap-loading';
import { useSwapOrderKey, type SwapOrderKey } from './swap-order-key';
import { SwapReceipt } from './swap-receipt';
import './swap.css';

type Step =
  { kind: 'form' } | { kind: 'confirm'; ask: TradeAsk; locked: OtcPrice } | { kind: 'done'; order: OtcOrder };

/**
 * /swap: one coin for another at a price the user saw (spec 000 §3, 001 §7): the form with live quotes, the
 * locked price to confirm, then the receipt. An order a reload interrupted is finished first, with its key.
 */
export function SwapPage() {
  const { t } = useLingui();
  const query = useRouteQuery('swap');
  const [form, setForm] = useState<SwapFormState>(() => initialSwap(query));
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const orderKey = useSwapOrderKey();
  const resumed = useResumedOrder(orderKey, (order) => setStep({ kind: 'done', order }));
  const toForm = () => setStep({ kind: 'form' });

  return (
    <Page title={t`Swap`} back={step.kind === 'confirm' ? toForm : false}>
      <div className="swap">
        {resumed.isLoading ? (
          <SwapLoading />
        ) : resumed.isChecking ? (
          <>
            <MessageBox tone="info">{t`Finishing your last swap…`}</MessageBox>
            <SwapLoading />
          </>
        ) : resumed.failure ? (
          <LoadFailure
            message={t`We could not check your last swap.`}
            detail={resumed.failure}
            onRetry={resumed.retry}
          />
        ) : step.kind === 'done' ? (
          <SwapReceipt
            order={step.order}
            onNewSwap={() => {
              setForm((current) => ({ ...current, text: '' }));
              toForm();
            }}
          />
        ) : step.kind === 'confirm' ? (
          <SwapConfirm
            ask={step.ask}
            locked={step.locked}
            orderKey={orderKey}
            onDone={(order) => setStep({ kind: 'done', order })}
          />
        ) : (
          <SwapForm
            state={form}
            onChange={setForm}
            onLocked={(ask, locked) => setStep({ kind: 'confirm', ask, locked })}
          />
        )}
      </div>
    </Page>
  );
}

/**
 * An order whose key is still stored was sent and never answered (the page was closed or reloaded): it is
 * sent again with the same key, so the server answers what it did, once. Only what storage held on arrival.
 */
function useResumedOrder(orderKey: SwapOrderKey, onDone: (order: OtcOrder) => void) {
  const api = useApi();
  const queryClient = useQueryClient();
  const errorText = useErrorText();
  const [arrival, setArrival] = useState<SwapOrderKey['pending'] | undefined>(undefined);
  const resume = useMutation({
    mutationFn: (pending: { swapToken: string; key: string }) =>
      api.otcOrder({ body: { swapToken: pending.swapToken } }, { idempotencyKey: pending.key }),
    onSuccess: async (order) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      await orderKey.clear();
      setArrival(null);
      onDone(order);
    },
    onError: async (error) => {
      if (isOutcomeUnknown(error)) return;
      // Refused (its price ran out before it was made): nothing was made; the form starts afresh.
      await orderKey.clear();
      setArrival(null);
    },
  });
  const isStarted = useRef(false);
  useEffect(() => {
    if (orderKey.isLoading || isStarted.current) return;
    isStarted.current = true;
    setArrival(orderKey.pending);
    if (orderKey.pending) resume.mutate(orderKey.pending);
  }, [orderKey.isLoading, orderKey.pending, resume]);
  const isUnknown = resume.isError && isOutcomeUnknown(resume.error);
  return {
    isLoading: arrival === undefined,
    isChecking: Boolean(arrival) && !isUnknown,
    failure: arrival && isUnknown ? errorText(resume.error) : null,
    retry: () => arrival && resume.mutate(arrival),
  };
}
