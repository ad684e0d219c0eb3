import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { isApiError, type ExpressBuyReceipt } from '@wallet/api';
import { MessageBox, Skeleton, Spinner } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { buildPath, LoadFailure, Page, useErrorText, useNavigate, useRouteQuery } from '@wallet/ui';
import { useExpressBuyDraft } from '../shared/trade-drafts';
import { DeliveredReceipt } from './delivered-receipt';
import { PricedBuy } from './priced-buy';
import { useExpressBuy } from './queries';
import { useRepriceOnReturn } from './reprice-on-return';
import { useRunExpressBuy } from './run-express-buy';
import './express-buy.css';

/**
 * /express-buy/confirm?taskId=: the priced buy read back by its task, so a reload shows the same one. Waiting
 * for payment: the price, its countdown and how it is paid (Buy from the balance, or the ways to pay the rest).
 * Paid (a card payment confirmed by the bank): the task runs at once. Delivered: the receipt, and the flow's
 * draft goes. Cancelled (the price ran out unpaid): a new price for the same coin and amount.
 */
export function ExpressBuyConfirmPage() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const query = useRouteQuery('expressBuyConfirm');
  const receipt = useExpressBuy(query.taskId);
  const runner = useRunExpressBuy(query.taskId);
  const confirmPath = buildPath('expressBuyConfirm', undefined, { taskId: query.taskId });
  const buyDraft = useExpressBuyDraft();
  const data = receipt.data;
  const { state: returnState } = useRepriceOnReturn(receipt, query.isReturning === true);
  const startAgain = () => {
    // The form again with what this buy had: the draft may have gone with another tab's buy.
    if (data) void buyDraft.keep({ token: data.buyingToken, amount: data.amount });
    navigate(buildPath('expressBuy'), { replace: true });
  };
  const isDelivered = data?.invoiceStatus === 'DELIVERED';
  const { isLoading: isDraftLoading, clear: clearDraft } = buyDraft;
  useEffect(() => {
    if (isDelivered && !isDraftLoading) void clearDraft();
  }, [isDelivered, isDraftLoading, clearDraft]);
  const isUnknown = isApiError(receipt.error) && receipt.error.codeString === 'TASK_NOT_FOUND';
  useMainButton(isUnknown ? { text: t`Start again`, onClick: startAgain } : null);

  return (
    <Page title={data?.invoiceStatus === 'DELIVERED' ? t`Coin bought` : t`Confirm the buy`}>
      <div className="express-buy">
        {returnState === 'repricing' ? (
          <div className="express-buy__waiting" role="status">
            <Spinner />
            <p>{t`The price held for you ran out. Getting a new price…`}</p>
          </div>
        ) : data && returnState === null ? (
          <BuyState
            receipt={data}
            runner={runner}
            confirmPath={confirmPath}
            isRepriced={query.isRepriced === true}
            onTimeUp={() => void receipt.refetch()}
            onStartAgain={startAgain}
          />
        ) : receipt.isError ? (
          isUnknown ? (
            <MessageBox tone="error" title={t`This buy was not found`}>
              <p>{t`Start a new express buy.`}</p>
            </MessageBox>
          ) : (
            <LoadFailure
              message={t`The buy could not be loaded.`}
              detail={errorText(receipt.error)}
              onRetry={() => void receipt.refetch()}
            />
          )
        ) : (
          <div role="status" aria-label={t`Loading`} aria-busy="true">
            <Skeleton height={240} />
          </div>
        )}
      </div>
    </Page>
  );
}

function BuyState({
  receipt,
  runner,
  confirmPath,
  isRepriced,
  onTimeUp,
  onStartAgain,
}: {
  receipt: ExpressBuyReceipt;
  runner: ReturnType<typeof useRunExpressBuy>;
  confirmPath: string;
  isRepriced: boolean;
  onTimeUp: () => void;
  onStartAgain: () => void;
}) {
  switch (receipt.invoiceStatus) {
    case 'PENDING':
      return (
        <>
          {isRepriced ? <RepricedNotice /> : null}
          <PricedBuy receipt={receipt} runner={runner} confirmPath={confirmPath} onTimeUp={onTimeUp} />
        </>
      );
    case 'PAID':
      return <Delivering runner={runner} />;
    case 'DELIVERED':
      return <DeliveredReceipt receipt={receipt} />;
    case 'CANCELED':
      return <Expired onStartAgain={onStartAgain} />;
  }
}

/** Paid by another method: the coin is delivered at the locked price at once, with the task's kept key. */
function Delivering({ runner }: { runner: ReturnType<typeof useRunExpressBuy> }) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { run, mutation, isKeyLoading } = runner;
  const hasStarted = useRef(false);
  useEffect(() => {
    if (hasStarted.current || isKeyLoading) return;
    hasStarted.current = true;
    run();
  }, [run, isKeyLoading]);
  useMainButton(mutation.isError ? { text: t`Try again`, onClick: run, disabled: mutation.isPending } : null);
  if (mutation.isError) {
    return (
      <MessageBox tone="error" title={t`The coin could not be delivered yet`}>
        <p>{errorText(mutation.error) ?? t`Something went wrong. Please try again.`}</p>
        <p>{t`Your payment is safe: the coin is delivered at the price you saw.`}</p>
      </MessageBox>
    );
  }
  return (
    <div className="express-buy__waiting" role="status">
      <Spinner />
      <p>{t`Your payment arrived. Delivering your coin…`}</p>
    </div>
  );
}

function RepricedNotice() {
  const { t } = useLingui();
  return (
    <MessageBox tone="info" title={t`This is a new price`}>
      <p>{t`The price held for you ran out while you were away. Check the new one before you pay.`}</p>
    </MessageBox>
  );
}

function Expired({ onStartAgain }: { onStartAgain: () => void }) {
  const { t } = useLingui();
  useMainButton({ text: t`Get a new price`, onClick: onStartAgain });
  return (
    <MessageBox tone="error" title={t`This price has expired`}>
      <p>{t`It was not paid in time. Get a new price to buy the coin.`}</p>
    </MessageBox>
  );
}
