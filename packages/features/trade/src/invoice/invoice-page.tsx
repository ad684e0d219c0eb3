import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { INVOICE_ESCROW_HOURS, type Invoice, type PaymentInvoice } from '@wallet/api';
import { Button, MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  safeNextUrl,
  useErrorText,
  useFormat,
  useNavigate,
  useRouteQuery,
} from '@wallet/ui';
import { usePaymentInvoice } from './invoice-queries';
import { InvoiceSummary } from './invoice-summary';
import { PaymentMethods } from './payment-methods';
import './invoice.css';

/** /invoice?id=[&nextUrl=]: an invoice and the ways to pay what is due on it (spec 000 §2, §3). */
export function InvoicePage() {
  const { t } = useLingui();
  const { id, nextUrl } = useRouteQuery('invoice');
  return (
    <Page title={t`Invoice`}>
      <InvoicePayment
        invoiceId={id}
        nextUrl={nextUrl}
        here={buildPath('invoice', undefined, { id, ...(nextUrl ? { nextUrl } : {}) })}
      />
    </Page>
  );
}

/** /payment?invoiceId=[&nextUrl=]: the payment page a payment link opens, for the invoice it names. */
export function PaymentPage() {
  const { t } = useLingui();
  const { invoiceId, nextUrl } = useRouteQuery('payment');
  return (
    <Page title={t`Payment`}>
      <InvoicePayment
        invoiceId={invoiceId}
        nextUrl={nextUrl}
        here={buildPath('payment', undefined, { invoiceId, ...(nextUrl ? { nextUrl } : {}) })}
      />
    </Page>
  );
}

/**
 * The invoice with its methods while it waits for payment; once paid, where the flow goes next (`nextUrl`, only
 * a path of this app) or the paid invoice with the way back to the wallet.
 */
function InvoicePayment({
  invoiceId,
  nextUrl,
  here,
}: {
  invoiceId: string;
  nextUrl: string | undefined;
  here: string;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const page = usePaymentInvoice(invoiceId);
  const status = page.data?.invoice.status;
  const isPaid = status === 'PAID' || status === 'DELIVERED';
  const goOn = () => {
    if (nextUrl) navigate(safeNextUrl(nextUrl), { replace: true });
  };
  // Paid elsewhere meanwhile (the bank confirmed a card payment, the gateway returned): on to what comes next.
  useEffect(() => {
    if (isPaid && nextUrl) navigate(safeNextUrl(nextUrl), { replace: true });
  }, [isPaid, nextUrl, navigate]);
  useMainButton(
    status && status !== 'PENDING'
      ? { text: t`Back to the wallet`, onClick: () => navigate(buildPath('dashboard'), { replace: true }) }
      : null,
  );

  if (!page.data) {
    if (page.isError) {
      return (
        <LoadFailure
          message={t`The invoice could not be loaded.`}
          detail={errorText(page.error)}
          onRetry={() => void page.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={220} />
        <Skeleton height={160} />
      </div>
    );
  }
  const { invoice } = page.data;
  return (
    <div className="invoice">
      <InvoiceSummary invoice={invoice} onTimeUp={() => void page.refetch()} />
      <EscrowNotice invoice={invoice} />
      {invoice.status === 'CANCELED' && !invoice.refundedAt ? (
        <MessageBox tone="warning" title={t`This invoice was canceled`}>
          <p>{t`It was not paid in time. Whatever was paid of it from your balance has been returned to your balance.`}</p>
        </MessageBox>
      ) : null}
      {invoice.status === 'PENDING' ? (
        <>
          <PaymentUnderWay page={page.data} />
          {page.data.cardToCard?.status === 'WAITING_FOR_CONFIRMATION' ? null : (
            <PaymentMethods page={page.data} here={here} nextUrl={nextUrl} onPaid={goOn} />
          )}
        </>
      ) : null}
    </div>
  );
}

/**
 * A PAID invoice's money waits in the escrow for its product at most INVOICE_ESCROW_HOURS; the user is told so
 * while it waits, and told it went back to the Toman balance when it was not delivered in time.
 */
function EscrowNotice({ invoice }: { invoice: Invoice }) {
  const { t } = useLingui();
  const format = useFormat();
  const hours = format.digits(String(INVOICE_ESCROW_HOURS));
  const paid = format.toman(invoice.paidAmount);
  if (invoice.status === 'PAID') {
    return (
      <MessageBox tone="info" title={t`Paid, waiting for delivery`}>
        <p>{t`If it is not delivered within ${hours} hours of payment, the ${paid} Toman you paid goes back to your Toman balance.`}</p>
      </MessageBox>
    );
  }
  if (invoice.status !== 'CANCELED' || !invoice.refundedAt) return null;
  return (
    <MessageBox tone="warning" title={t`This invoice was refunded`}>
      <p>{t`It was paid but not delivered within ${hours} hours, so the ${paid} Toman you paid went back to your Toman balance.`}</p>
    </MessageBox>
  );
}

/** A card transfer the bank is confirming, or a gateway page left open: the page follows it meanwhile. */
function PaymentUnderWay({ page }: { page: PaymentInvoice }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const navigate = useNavigate();
  const { cardToCard, gateway } = page;
  if (cardToCard?.status === 'WAITING_FOR_CONFIRMATION') {
    const flow = buildPath('invoiceCard2card', undefined, {
      id: page.invoice.id,
      payment: cardToCard.paymentId,
    });
    return (
      <MessageBox
        tone="info"
        title={t`Waiting for the bank to confirm your payment`}
        actions={
          <Button mode="bezeled" onClick={() => navigate(flow)}>
            {t`See the payment`}
          </Button>
        }
      >
        <p role="status">{t`Your card-to-card payment is being confirmed. This page shows the result by itself.`}</p>
      </MessageBox>
    );
  }
  if (gateway?.status !== 'PENDING') return null;
  const reopen = () => void platform.leaveForBank(gateway.gatewayUrl);
  return (
    <MessageBox
      tone="info"
      title={t`Waiting for your payment`}
      actions={
        <Button mode="bezeled" onClick={reopen}>
          {t`Open the gateway again`}
        </Button>
      }
    >
      <p role="status">{t`Pay on the bank’s gateway page, or choose another method below.`}</p>
    </MessageBox>
  );
}
