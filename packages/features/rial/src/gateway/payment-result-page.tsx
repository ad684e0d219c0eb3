import { useLingui } from '@lingui/react/macro';
import type { GatewayPayment } from '@wallet/api';
import { Button, EmptyState, MessageBox, ReceiptTemplate, Skeleton } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  useErrorText,
  useFormat,
  useNavigate,
  useRouteQuery,
  useSession,
} from '@wallet/ui';
import { useGatewayTexts } from './gateway-texts';
import { useGatewayPayment } from './gateway-queries';
import { PaidInvoice } from './paid-invoice';

/** /payment/result: where the gateway returns to, and where the mini-app waits while the user pays outside. */
export function PaymentResultPage() {
  const { paymentId, invoiceId } = useRouteQuery('paymentResult');
  return <GatewayResult paymentId={paymentId} invoiceId={invoiceId} />;
}

/** /result: the same result under the short name payment links use. */
export function ResultPage() {
  return <GatewayResult paymentId={useRouteQuery('result').paymentId} />;
}

/** invoiceId: the invoice the payment was made for, shown under the payment's result with the way back to it. */
function GatewayResult({ paymentId, invoiceId }: { paymentId: string | undefined; invoiceId?: string }) {
  const { t } = useLingui();
  const session = useSession();
  const navigate = useNavigate();
  const toWallet = () => navigate(buildPath('dashboard'), { replace: true });
  const needsLogin = !session.isAuthenticated;
  useMainButton(!paymentId || needsLogin ? { text: t`Back to the wallet`, onClick: toWallet } : null);
  return (
    <Page title={t`Payment result`} back={toWallet}>
      {!paymentId ? (
        <EmptyState title={t`There is no payment to show`} />
      ) : needsLogin ? (
        <MessageBox tone="info" title={t`Log in to see this payment`}>
          <p>{t`Log in to the account you paid from; the payment’s result is kept there.`}</p>
        </MessageBox>
      ) : (
        <PaymentStatus paymentId={paymentId} onWallet={toWallet} invoiceId={invoiceId} />
      )}
    </Page>
  );
}

function PaymentStatus({
  paymentId,
  onWallet,
  invoiceId,
}: {
  paymentId: string;
  onWallet: () => void;
  invoiceId?: string;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const payment = useGatewayPayment(paymentId);
  const status = payment.data?.status;
  const tryAgain = () => navigate(buildPath('rialDepositGateway'), { replace: true });
  useMainButton(
    !status || status === 'PENDING'
      ? null
      : status === 'PAID'
        ? { text: t`Back to the wallet`, onClick: onWallet }
        : { text: t`Try again`, onClick: tryAgain },
  );
  if (!payment.data) {
    if (payment.isError) {
      return (
        <LoadFailure
          message={t`The payment could not be loaded.`}
          detail={errorText(payment.error)}
          onRetry={() => void payment.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={160} />
      </div>
    );
  }
  const paidInvoice = invoiceId ? (
    <PaidInvoice invoiceId={invoiceId} isPaymentPending={payment.data.status === 'PENDING'} />
  ) : null;
  if (payment.data.status === 'PENDING') {
    return (
      <>
        <WaitingForPayment payment={payment.data} />
        {paidInvoice}
      </>
    );
  }
  return (
    <>
      <PaymentReceipt payment={payment.data} onWallet={onWallet} />
      {paidInvoice}
    </>
  );
}

function WaitingForPayment({ payment }: { payment: GatewayPayment }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const reopen = () => void platform.leaveForBank(payment.gatewayUrl);
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
      <p role="status">{t`Pay on the bank’s gateway page. This page shows the result by itself.`}</p>
    </MessageBox>
  );
}

function PaymentReceipt({ payment, onWallet }: { payment: GatewayPayment; onWallet: () => void }) {
  const { t } = useLingui();
  const format = useFormat();
  const texts = useGatewayTexts();
  const isPaid = payment.status === 'PAID';
  const statusLabel = {
    PAID: t`Deposit successful`,
    CANCELLED: t`Payment cancelled`,
    EXPIRED: t`Payment expired`,
    FAILED: t`Payment failed`,
    PENDING: t`Waiting for your payment`,
  }[payment.status];
  const reason =
    payment.status === 'FAILED' && payment.failureReason
      ? texts.failures[payment.failureReason]
      : payment.status === 'EXPIRED'
        ? texts.expired
        : payment.status === 'CANCELLED'
          ? texts.cancelled
          : null;
  return (
    <>
      <ReceiptTemplate
        status={isPaid ? 'success' : 'failed'}
        statusLabel={statusLabel}
        amount={format.toman(payment.amount)}
        unit={t`Toman`}
        amountCaption={isPaid ? t`Added to your wallet` : undefined}
        rows={[
          { label: t`Gateway fee`, value: t`${format.toman(payment.fee)} Toman` },
          { label: t`Paid on the gateway`, value: isPaid ? t`${format.toman(payment.total)} Toman` : '—' },
          { label: t`Card`, value: payment.cardNumber, isLtr: true },
          { label: t`Payment number`, value: format.digits(payment.paymentId), isLtr: true },
        ]}
        actions={
          isPaid ? null : (
            <Button mode="bezeled" onClick={onWallet}>
              {t`Back to the wallet`}
            </Button>
          )
        }
      />
      {isPaid ? (
        <MessageBox tone="warning" title={t`Withdrawals may be held`}>
          <p>{texts.withdrawHold}</p>
        </MessageBox>
      ) : (
        reason && (
          <MessageBox tone="error">
            <p>{reason}</p>
          </MessageBox>
        )
      )}
    </>
  );
}
