import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { OtcOrder, OtcPrice } from '@wallet/api';
import { MessageBox } from '@wallet/kit';
import { useTypedStorage } from '@wallet/platform';
import { buildPath, LoadFailure, Page, useErrorText, useNavigate, useRouteQuery } from '@wallet/ui';
import { pendingRequest } from '@wallet/ui/money-call';
import type { TradeAsk } from '../shared/trade-price';
import { useSwapDraft } from '../shared/trade-drafts';
import { isOutcomeUnknown } from '../shared/trade-refusals';
import { initialSwap, type SwapFormState } from './swap-flow';
import { SwapConfirm } from './swap-confirm';
import { SwapForm } from './swap-form';
import { SwapLoading } from './swap-loading';
import { SWAP_ORDER, useSwapOrder } from './swap-order';
import { SwapReceipt } from './swap-receipt';
import './swap.css';

type Step =
  { kind: 'form' } | { kind: 'confirm'; ask: TradeAsk; locked: OtcPrice } | { kind: 'done'; order: OtcOrder };

/**
 * /swap: one coin for another at a price the user saw (spec 000 §3, 001 §7): the form with live quotes, the
 * locked price to confirm, then the receipt. What the form holds is the flow's draft, so a reload comes back
 * to it; a coin page's coin (?source= or ?destination=) starts a new draft and leaves the address. An order a
 * reload interrupted is finished first, with its key.
 */
export function SwapPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const query = useRouteQuery('swap');
  const swapDraft = useSwapDraft();
  const isPreselected = Boolean(query.source || query.destination);
  const form: SwapFormState = isPreselected ? initialSwap(query) : (swapDraft.draft ?? initialSwap({}));
  const setForm = (next: SwapFormState) => void swapDraft.set(next);
  const [step, setStep] = useState<Step>({ kind: 'form' });
  const done = async (order: OtcOrder) => {
    await swapDraft.clear();
    setStep({ kind: 'done', order });
  };
  const resumed = useResumedOrder(done);
  const toForm = () => setStep({ kind: 'form' });
  const { isLoading: isDraftLoading, set: setDraft } = swapDraft;
  useEffect(() => {
    if (!isPreselected || isDraftLoading) return;
    void setDraft(initialSwap(query));
    navigate(buildPath('swap'), { replace: true });
  }, [isPreselected, isDraftLoading, setDraft, query, navigate]);

  return (
    <Page title={t`Swap`} back={step.kind === 'confirm' ? toForm : false}>
      <div className="swap">
        {resumed.isLoading || swapDraft.isLoading ? (
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
              const { sourceToken, destinationToken } = step.order;
              setForm({ source: sourceToken, destination: destinationToken, side: 'source', text: '' });
              toForm();
            }}
          />
        ) : step.kind === 'confirm' ? (
          <SwapConfirm ask={step.ask} locked={step.locked} onDone={done} />
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
 * An order whose key is still kept was sent and never answered (the page was closed or reloaded): it is sent
 * again under the same key, so the server answers what it did, once. Only what storage held on arrival.
 */
function useResumedOrder(onDone: (order: OtcOrder) => Promise<void>) {
  const storage = useTypedStorage();
  const errorText = useErrorText();
  const [arrival, setArrival] = useState<string | null | undefined>(undefined);
  const order = useSwapOrder({
    onSuccess: async (result) => {
      await onDone(result);
      setArrival(null);
    },
    // Refused (its price ran out before it was made): nothing was made; the form starts afresh.
    onError: (error) => {
      if (!isOutcomeUnknown(error)) setArrival(null);
    },
  });
  const send = useRef(order.send);
  send.current = order.send;
  useEffect(() => {
    let isLive = true;
    void pendingRequest(storage, SWAP_ORDER)
      .catch(() => null)
      .then((swapToken) => {
        if (!isLive) return;
        setArrival(swapToken);
        if (swapToken) send.current(swapToken);
      });
    return () => {
      isLive = false;
    };
  }, [storage]);
  const isUnknown = Boolean(order.error) && isOutcomeUnknown(order.error);
  return {
    isLoading: arrival === undefined,
    isChecking: Boolean(arrival) && !isUnknown,
    failure: arrival && isUnknown ? errorText(order.error) : null,
    retry: () => arrival && order.send(arrival),
  };
}
