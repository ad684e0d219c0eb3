import { useLingui } from '@lingui/react/macro';
import { isPositive, networkName } from '@wallet/core';
import { Countdown, DetailList, List, MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { useEffect, useRef } from 'react';
import { buildPath, Page, serverClock, useNavigate } from '@wallet/ui';
import { TradeBreakdown } from '../shared/trade-breakdown';
import { TradeWarnNotice, useTradePause } from '../shared/trade-pause';
import { useTradeRefusalText } from '../shared/trade-refusals';
import { TOMAN_TOKEN } from '../shared/trade-price';
import { useTradeFormat } from '../shared/use-trade-format';
import { useExpressWithdrawDraft } from '../shared/trade-drafts';
import {
  choiceOf,
  useExpressWithdrawReceipt,
  useRunExpressWithdraw,
  type ExpressWithdrawChoice,
} from './receipt-queries';
import { purchaseQuote } from './withdraw-form';
import './express-withdraw.css';

/**
 * /express-withdraw/confirm: the express withdraw priced (POST /v1/express/withdraw/receipt, useAccountBalance
 * false): the withdrawal as every withdrawal shows it, the coin's Toman price laid open, the time the price
 * holds, and what the Toman balance covers. When it covers the price, Buy and send runs the task (with a
 * two-factor code when the user has it on); otherwise the rest is paid by card first. What it sends and its
 * receipt are the flow's draft and the run's Idempotency-Key is kept by useMoneyCall, so a double tap, a retry,
 * a reload or the return from the card payment runs the same task once. Then the withdrawal's progress.
 */
export function ExpressWithdrawConfirmPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const { draft, isLoading } = useExpressWithdrawDraft();
  const choice = choiceOf(draft);
  // Nothing chosen on arrival (never filled in, or already sent): the form, to choose it. A draft cleared
  // here was sent, and the page is on its way to the withdrawal's progress.
  const hadChoice = useRef(false);
  if (choice) hadChoice.current = true;
  const isMissing = !isLoading && !choice && !hadChoice.current;
  useEffect(() => {
    if (isMissing) navigate(buildPath('expressWithdraw'), { replace: true });
  }, [isMissing, navigate]);
  if (!choice) {
    return (
      <Page title={t`Confirm the express withdraw`}>
        <div role="status" aria-label={t`Loading`} aria-busy="true">
          <Skeleton height={320} />
        </div>
      </Page>
    );
  }
  return <PricedWithdraw choice={choice} />;
}

function PricedWithdraw({ choice }: { choice: ExpressWithdrawChoice }) {
  const { t } = useLingui();
  const navigate = useNavigate();
  const refusalText = useTradeRefusalText();
  const trade = useTradeFormat();
  const pause = useTradePause([TOMAN_TOKEN, choice.token]);
  const priced = useExpressWithdrawReceipt(choice);
  const receipt = priced.receipt;
  const run = useRunExpressWithdraw(priced, {
    onSent: (transactionId) => {
      // Away first: with the stored receipt gone, this page would price a new task.
      navigate(buildPath('externalTransferReceipt', undefined, { id: transactionId }), { replace: true });
    },
  });
  const purchase = receipt?.purchase;
  const isPaid = priced.invoice?.status === 'PAID';
  const mustPayByCard = Boolean(purchase && isPositive(purchase.dueByOtherMethod) && !isPaid);
  const payByCard = () => {
    if (!purchase) return;
    navigate(buildPath('expressWithdrawCard2card', undefined, { invoiceId: purchase.invoiceId }));
  };
  useMainButton(
    !receipt
      ? null
      : mustPayByCard
        ? { text: t`Pay by card`, onClick: payByCard }
        : {
            text: t`Buy and send`,
            onClick: run.send,
            loading: run.isPending,
            disabled: !run.canSend,
          },
  );

  const deadline = receipt ? Date.parse(receipt.expiresAt) - (serverClock.now() - Date.now()) : 0;
  const quote = receipt ? purchaseQuote(receipt) : null;
  const coin = (value: string) => trade.amount(value, choice.token);
  const toman = (value: string) => trade.amount(value, TOMAN_TOKEN);
  const pricingRefusal = priced.error ? refusalText(priced.error) : null;
  const runRefusal = run.inlineError ? refusalText(run.inlineError) : null;

  return (
    <Page title={t`Confirm the express withdraw`}>
      <div className="express-withdraw">
        {pause.isWarned ? <TradeWarnNotice /> : null}
        {receipt && purchase && quote ? (
          <>
            <List title={t`Withdrawal`}>
              <DetailList
                rows={[
                  { label: t`Network`, value: networkName(receipt.network) },
                  { label: t`To address`, value: receipt.address, isLtr: true },
                  receipt.memo ? { label: t`Memo`, value: receipt.memo, isLtr: true } : null,
                  { label: t`They receive`, value: coin(receipt.amount), isLtr: true },
                  { label: t`Network fee`, value: coin(receipt.fee), isLtr: true },
                ]}
              />
            </List>
            <List title={t`Bought with Toman`}>
              <TradeBreakdown quote={quote} />
            </List>
            <List title={t`Payment`}>
              <DetailList
                rows={[
                  { label: t`Price in Toman`, value: toman(purchase.tomanAmount), isLtr: true },
                  { label: t`Your Toman balance`, value: toman(purchase.balance), isLtr: true },
                  isPaid
                    ? { label: t`Paid`, value: toman(purchase.tomanAmount), isLtr: true }
                    : { label: t`From your balance`, value: toman(purchase.payFromBalance), isLtr: true },
                  !isPaid && isPositive(purchase.dueByOtherMethod)
                    ? { label: t`To pay by card`, value: toman(purchase.dueByOtherMethod), isLtr: true }
                    : null,
                ]}
              />
            </List>
            {isPaid ? null : (
              <Countdown deadline={deadline} label={t`Time left at this price`} onEnd={priced.renew} />
            )}
            {mustPayByCard ? (
              <MessageBox tone="info">
                <p>{t`Your Toman balance does not cover the price. Pay the rest by card, then come back to send.`}</p>
                <p>{t`Coins bought with a Toman deposit can be sent 72 hours after the deposit.`}</p>
              </MessageBox>
            ) : null}
            <p className="express-withdraw__intro">
              {t`Coins sent to a wrong address or network cannot be brought back.`}
            </p>
            {mustPayByCard ? null : run.twoFactorField()}
          </>
        ) : pricingRefusal ? (
          <MessageBox tone="error" title={t`The express withdraw could not be priced`}>
            <p>{pricingRefusal}</p>
          </MessageBox>
        ) : priced.error ? null : (
          <div role="status" aria-label={t`Loading`} aria-busy="true">
            <Skeleton height={320} />
          </div>
        )}
        {run.isRenewed ? (
          <MessageBox tone="info">
            <p>{t`The price had expired and was renewed. Check it and confirm again.`}</p>
          </MessageBox>
        ) : null}
        {runRefusal ? (
          <MessageBox tone="error" title={t`The coins were not sent`}>
            <p>{runRefusal}</p>
          </MessageBox>
        ) : null}
      </div>
    </Page>
  );
}
