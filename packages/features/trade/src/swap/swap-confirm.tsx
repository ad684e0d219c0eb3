import { useLingui } from '@lingui/react/macro';
import { useMutation } from '@tanstack/react-query';
import { useEffect, useMemo, useRef, useState } from 'react';
import { isApiError, REQUOTE_TOLERANCE_PERCENT, type OtcOrder, type OtcPrice } from '@wallet/api';
import { Countdown, MessageBox, useLocalPercent } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { CoinLockNotice, serverClock, UpgradeNotice, useApi } from '@wallet/ui';
import { BelowMinWithdrawNotice } from '../shared/below-min-withdraw';
import { TradeBreakdown } from '../shared/trade-breakdown';
import { TradeWarnNotice, useTradePause } from '../shared/trade-pause';
import { needsConfirmingAgain, quoteBody, TOMAN_TOKEN, type TradeAsk } from '../shared/trade-price';
import { isOutcomeUnknown, useTradeRefusalText } from '../shared/trade-refusals';
import { useSwapOrder } from './swap-order';

/** A tap's order is tried again with a new price at most this often when its price ran out on the way. */
const EXPIRED_RETRIES = 1;

/**
 * The locked price, its countdown and breakdown, and Confirm on the platform's main button. When the lock runs
 * out the price is locked again without fuss; the user is asked again only when it got worse by more than
 * REQUOTE_TOLERANCE_PERCENT than the price they were shown. The order goes through useSwapOrder, so a double
 * tap, a retry or a reload executes it once.
 */
export function SwapConfirm({
  ask,
  locked: first,
  onDone,
}: {
  ask: TradeAsk;
  locked: OtcPrice;
  onDone: (order: OtcOrder) => Promise<void> | void;
}) {
  const { t } = useLingui();
  const api = useApi();
  const refusalText = useTradeRefusalText();
  const percent = useLocalPercent();
  const pause = useTradePause([ask.sourceToken, ask.destinationToken]);
  const [locked, setLocked] = useState(first);
  /** The price the user was last asked to confirm: a new one is measured against it. */
  const shown = useRef(first);
  const [isChanged, setIsChanged] = useState(false);
  /** Orders of this tap still to try with a new price when the price ran out on the way. */
  const retriesLeft = useRef(EXPIRED_RETRIES);
  /** The new price's token to order once the expired order has settled. */
  const [retryToken, setRetryToken] = useState<string | null>(null);

  const relock = useMutation({
    mutationFn: () => api.otcPrice({ body: { ...quoteBody(ask), createSwapToken: true } }),
  });
  const order = useSwapOrder({
    onSuccess: (done) => onDone(done),
    onError: async (error) => {
      if (!isApiError(error) || error.codeString !== 'SWAP_TOKEN_EXPIRED' || retriesLeft.current <= 0) return;
      retriesLeft.current -= 1;
      const next = await lockAgain().catch(() => null);
      if (next?.swapToken) setRetryToken(next.swapToken);
    },
  });
  const { send } = order;
  useEffect(() => {
    if (!retryToken || order.isPending) return;
    setRetryToken(null);
    send(retryToken);
  }, [retryToken, order.isPending, send]);
  // The lock's end on this device's clock: the server's expiresAt, less the server's now.
  const deadline = useMemo(
    () => Date.now() + Date.parse(locked.expiresAt ?? '') - serverClock.now(),
    [locked],
  );

  /** Locks a new price; answers it when it may be ordered without asking the user again, else null. */
  const lockAgain = async (): Promise<OtcPrice | null> => {
    const next = await relock.mutateAsync();
    setLocked(next);
    if (!needsConfirmingAgain(shown.current, next, ask.side)) return next;
    shown.current = next;
    setIsChanged(true);
    return null;
  };

  const confirm = () => {
    if (order.isPending || !locked.swapToken) return;
    retriesLeft.current = EXPIRED_RETRIES;
    setIsChanged(false);
    shown.current = locked;
    order.send(locked.swapToken);
  };
  const onLockEnd = () => {
    if (order.isPending || relock.isPending) return;
    void lockAgain().catch(() => undefined);
  };

  const isBusy = order.isPending || relock.isPending;
  useMainButton(
    pause.pausedBy
      ? null
      : {
          text: isChanged ? t`Confirm the new price` : t`Confirm swap`,
          loading: isBusy,
          onClick: confirm,
        },
  );

  const orderError = order.error;
  const tolerance = percent(Number(REQUOTE_TOLERANCE_PERCENT));
  return (
    <>
      {pause.isWarned && <TradeWarnNotice />}
      <section className="swap-card" aria-label={t`Swap details`}>
        <TradeBreakdown quote={locked} />
        <p className="swap-lock">
          {relock.isPending ? (
            t`Getting a new price…`
          ) : (
            <>
              {t`This price is held for`}{' '}
              <Countdown deadline={deadline} onEnd={onLockEnd} label={t`Time left on this price`} />
            </>
          )}
        </p>
      </section>
      <BelowMinWithdrawNotice token={locked.destinationToken} amount={locked.destinationAmount} />
      {ask.destinationToken !== TOMAN_TOKEN && <CoinLockNotice cause="BUY" />}
      {isChanged && (
        <MessageBox tone="warning">
          {t`The price changed by more than ${tolerance}. Check the new amounts and confirm again.`}
        </MessageBox>
      )}
      {relock.isError && <MessageBox tone="error">{refusalText(relock.error)}</MessageBox>}
      {orderError &&
        (isApiError(orderError) && orderError.codeString === 'INSUFFICIENT_USER_LEVEL' ? (
          <UpgradeNotice />
        ) : isOutcomeUnknown(orderError) ? (
          <MessageBox tone="error">
            {refusalText(orderError)} {t`Confirm again to finish: the swap is made only once.`}
          </MessageBox>
        ) : (
          <MessageBox tone="error">{refusalText(orderError)}</MessageBox>
        ))}
    </>
  );
}
