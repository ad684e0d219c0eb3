import { useLingui } from '@lingui/react/macro';
import { useMemo } from 'react';
import { isApiError, REQUOTE_TOLERANCE_PERCENT } from '@wallet/api';
import { Countdown, MessageBox, useLocalPercent } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { serverClock, UpgradeNotice } from '@wallet/ui';
import { TradeBreakdown } from '../shared/trade-breakdown';
import { TradeWarnNotice, useTradePause } from '../shared/trade-pause';
import { isOutcomeUnknown, useTradeRefusalText } from '../shared/trade-refusals';
import { TOMAN_TOKEN } from '../shared/trade-price';
import type { useExpressSellOrder } from './sell-order';

/**
 * The locked express sell: its breakdown (market price, spread, fee, what the user gets), the time the price
 * holds, and Sell on the platform's main button.
 */
export function SellConfirm({ sell }: { sell: ReturnType<typeof useExpressSellOrder> }) {
  const { t } = useLingui();
  const refusalText = useTradeRefusalText();
  const percent = useLocalPercent();
  const locked = sell.locked!;
  const pause = useTradePause([locked.sourceToken, TOMAN_TOKEN]);
  // The lock's end on this device's clock: the server's expiresAt, less the server's now.
  const deadline = useMemo(
    () => Date.now() + Date.parse(locked.expiresAt ?? '') - serverClock.now(),
    [locked],
  );
  useMainButton(
    pause.pausedBy
      ? null
      : {
          text: sell.isChanged ? t`Sell at the new price` : t`Sell`,
          loading: sell.isOrdering || sell.isLocking,
          onClick: sell.confirm,
        },
  );
  const orderError = sell.orderError;
  const tolerance = percent(Number(REQUOTE_TOLERANCE_PERCENT));
  return (
    <div className="express-sell">
      {pause.isWarned ? <TradeWarnNotice /> : null}
      <section className="express-sell__card" aria-label={t`Sale details`}>
        <TradeBreakdown quote={locked} />
        <p className="express-sell__hint">
          {sell.isLocking ? (
            t`Getting a new price…`
          ) : (
            <>
              {t`This price is held for`}{' '}
              <Countdown deadline={deadline} onEnd={sell.onLockEnd} label={t`Time left on this price`} />
            </>
          )}
        </p>
      </section>
      {sell.isChanged ? (
        <MessageBox tone="warning">
          <p>{t`The price changed by more than ${tolerance}. Check the new amounts and confirm again.`}</p>
        </MessageBox>
      ) : null}
      {sell.lockError ? (
        <MessageBox tone="error">
          <p>{refusalText(sell.lockError)}</p>
        </MessageBox>
      ) : null}
      {orderError ? (
        isApiError(orderError) && orderError.codeString === 'INSUFFICIENT_USER_LEVEL' ? (
          <UpgradeNotice />
        ) : (
          <MessageBox tone="error">
            <p>
              {refusalText(orderError)}{' '}
              {isOutcomeUnknown(orderError) ? t`Confirm again to finish: the sale is made only once.` : null}
            </p>
          </MessageBox>
        )
      ) : null}
    </div>
  );
}
