import { useLingui } from '@lingui/react/macro';
import { isApiError, type ExpressBuyReceipt } from '@wallet/api';
import { isPositive } from '@wallet/core';
import { Countdown, DetailList, List, MessageBox } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { CoinLockNotice, serverClock, useErrorText } from '@wallet/ui';
import { BelowMinWithdrawNotice } from '../shared/below-min-withdraw';
import { TradeWarnNotice } from '../shared/trade-pause';
import { readablePrice, TOMAN_TOKEN } from '../shared/trade-price';
import { useTradeFormat } from '../shared/use-trade-format';
import { PaymentMethods } from './payment-methods';
import type { useRunExpressBuy } from './run-express-buy';

/**
 * An express buy waiting for payment: the locked price with its countdown and breakdown (market price, spread,
 * fee, what the user gets), what the Toman balance pays and what is missing. When the balance covers it all,
 * Buy on the main button runs the task; otherwise the ways to pay the rest.
 */
export function PricedBuy({
  receipt,
  runner,
  confirmPath,
  onTimeUp,
}: {
  receipt: ExpressBuyReceipt;
  runner: ReturnType<typeof useRunExpressBuy>;
  confirmPath: string;
  onTimeUp: () => void;
}) {
  const { t } = useLingui();
  const trade = useTradeFormat();
  const errorText = useErrorText();
  const { run, mutation, isKeyLoading } = runner;
  const isCovered = receipt.useAccountBalance && !isPositive(receipt.dueByOtherMethod);
  // expiresAt is on the server's clock; the countdown runs on this device's.
  const deadline = Date.parse(receipt.expiresAt) - (serverClock.now() - Date.now());
  const pair = { sourceToken: TOMAN_TOKEN, destinationToken: receipt.buyingToken };
  const toman = (value: string) => trade.amount(value, TOMAN_TOKEN);
  const coins = (value: string) => trade.amount(value, receipt.buyingToken);

  useMainButton(
    isCovered
      ? {
          text: t`Buy`,
          onClick: run,
          loading: mutation.isPending,
          disabled: mutation.isPending || isKeyLoading,
        }
      : null,
  );
  const refusal =
    isApiError(mutation.error) && mutation.error.kind === 'http' && mutation.error.status < 500
      ? errorText(mutation.error)
      : null;

  return (
    <>
      {receipt.isPriceWarned ? <TradeWarnNotice /> : null}
      <List title={t`Your buy`}>
        <div className="express-buy__details">
          <DetailList
            rows={[
              { label: t`You pay`, value: toman(receipt.amount), isLtr: true },
              { label: t`You get`, value: coins(receipt.coinAmount), isLtr: true },
              {
                label: t`Market price`,
                value: trade.price(readablePrice(pair, receipt.marketPrice)),
                isLtr: true,
              },
              { label: t`Spread`, value: coins(receipt.spread), isLtr: true },
              { label: t`Fee`, value: coins(receipt.fee), isLtr: true },
              { label: t`Your rate`, value: trade.price(readablePrice(pair, receipt.rate)), isLtr: true },
            ]}
          />
          <p className="express-buy__hint">
            {t`Price held for`} <Countdown deadline={deadline} label={t`Price held for`} onEnd={onTimeUp} />
          </p>
        </div>
      </List>
      <List title={t`Payment`}>
        <div className="express-buy__details">
          <DetailList
            rows={[
              receipt.useAccountBalance
                ? { label: t`Your Toman balance`, value: toman(receipt.balance), isLtr: true }
                : null,
              receipt.useAccountBalance
                ? { label: t`From your balance`, value: toman(receipt.payFromBalance), isLtr: true }
                : null,
              { label: t`Still to pay`, value: toman(receipt.dueByOtherMethod), isLtr: true },
            ]}
          />
        </div>
      </List>
      <BelowMinWithdrawNotice token={receipt.buyingToken} amount={receipt.coinAmount} />
      <CoinLockNotice cause={isCovered ? 'BUY' : 'DEPOSIT'} />
      {refusal ? (
        <MessageBox tone="error" title={t`The coin could not be bought`}>
          <p>{refusal}</p>
        </MessageBox>
      ) : null}
      {isCovered ? null : <PaymentMethods receipt={receipt} confirmPath={confirmPath} />}
    </>
  );
}
