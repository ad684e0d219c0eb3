import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { Skeleton } from '@wallet/kit';
import { buildPath, LoadFailure, Page, useErrorText, useNavigate, useRouteQuery } from '@wallet/ui';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { InvoiceCardToCard } from '../invoice/invoice-card-to-card';
import { useExpressBuy } from './queries';
import './express-buy.css';

/**
 * /express-buy/card2card?taskId=&method=[&payment=]: what is left to pay on an express buy's
 * invoice, by card to card from a registered card (KYC level 1): the card to send to, "I have transferred" and
 * the wait for the bank (spec 000 §4). The payment id joins the address, so a reload resumes it; once the bank
 * confirms it the invoice is paid and the confirmation delivers the coin.
 */
export function ExpressBuyCard2cardPage() {
  const { t } = useLingui();
  const query = useRouteQuery('expressBuyCard2card');
  return (
    <Page title={t`Pay by card to card`}>
      <div className="express-buy">
        <LevelOneGate
          nextUrl={buildPath('expressBuyCard2card', undefined, query)}
          kycNeeded={t`Paying by card needs identity verification level 1.`}
        >
          <InvoicePayment />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function InvoicePayment() {
  const { t } = useLingui();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const query = useRouteQuery('expressBuyCard2card');
  const { taskId, method = 'CARD2CARD' } = query;
  // The card flow follows the payment itself; the buy is read once, to find its invoice.
  const receipt = useExpressBuy(taskId, { isPolled: false });
  const confirmPath = buildPath('expressBuyConfirm', undefined, { taskId });
  // Paid, delivered or run out already: the confirmation says which.
  const isSettled = receipt.data !== undefined && receipt.data.invoiceStatus !== 'PENDING';
  useEffect(() => {
    if (isSettled) navigate(confirmPath, { replace: true });
  }, [isSettled, confirmPath, navigate]);

  if (!receipt.data || isSettled) {
    if (receipt.isError) {
      return (
        <LoadFailure
          message={t`The buy could not be loaded.`}
          detail={errorText(receipt.error)}
          onRetry={() => void receipt.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  }
  return (
    <InvoiceCardToCard
      invoiceId={receipt.data.invoiceId}
      method={method}
      paymentId={query.payment}
      onPaymentStarted={(payment) =>
        navigate(buildPath('expressBuyCard2card', undefined, { ...query, payment }), { replace: true })
      }
      onPaid={() => navigate(confirmPath, { replace: true })}
    />
  );
}
