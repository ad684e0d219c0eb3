import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef, useState } from 'react';
import type { Invoice } from '@wallet/api';
import { formatCardNumber, isPositive } from '@wallet/core';
import { DetailList, MessageBox, SelectField, Skeleton, Spinner } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  useBankCards,
  useCurrentPath,
  useErrorText,
  useFormat,
  useNavigate,
} from '@wallet/ui';
import { LinkRow, RowList } from '@wallet/ui/row-list';
import { CardToCardFlow } from '@wallet/ui/card-to-card';
import { useInvoice, usePayInvoice, usePaymentInvoice } from './invoice-queries';
import { useInvoiceTexts } from './invoice-texts';
import './invoice.css';

export interface InvoiceCardToCardProps {
  invoiceId: string;
  method: 'CARD2CARD' | 'CARD2CARD_WITH_BALANCE';
  /** The card-to-card payment under way (kept in the page's address, so a reload resumes it). */
  paymentId?: string;
  /** A payment was started for the invoice: keep its id where a reload finds it. */
  onPaymentStarted: (paymentId: string) => void;
  /** The invoice is paid (PAID or DELIVERED). */
  onPaid: (invoice: Invoice) => void;
}

/**
 * Pays what is due on an invoice by card to card (spec 000 §4), for the invoice and express pages: the card
 * to pay from, with the balance's part first when CARD2CARD_WITH_BALANCE, then the card-to-card flow; once the
 * bank confirms the transfer, the invoice is paid with it. Render it inside the level 1 gate.
 */
export function InvoiceCardToCard({
  invoiceId,
  method,
  paymentId,
  onPaymentStarted,
  onPaid,
}: InvoiceCardToCardProps) {
  // "Start again" and "Back" leave the payment shown and choose a card again.
  const [left, setLeft] = useState<string | null>(null);
  const shown = paymentId && paymentId !== left ? paymentId : null;
  if (shown) {
    return (
      <CardPaymentFollowed
        invoiceId={invoiceId}
        paymentId={shown}
        onPaid={onPaid}
        onLeave={() => setLeft(shown)}
      />
    );
  }
  return <CardChoice invoiceId={invoiceId} method={method} left={left} onPaymentStarted={onPaymentStarted} />;
}

/** The card to pay from and what it pays; the main button starts the payment. */
function CardChoice({
  invoiceId,
  method,
  left,
  onPaymentStarted,
}: Pick<InvoiceCardToCardProps, 'invoiceId' | 'method' | 'onPaymentStarted'> & {
  /** The payment the user just left: never resumed. */
  left: string | null;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const errorText = useErrorText();
  const navigate = useNavigate();
  const here = useCurrentPath();
  // The card form opens at once and comes back to this payment once a card is added.
  const addCardPath = buildPath('profileFinancial', undefined, { add: 'card', nextUrl: here });
  const texts = useInvoiceTexts();
  const page = usePaymentInvoice(invoiceId);
  const cards = useBankCards();
  const payment = usePayInvoice(invoiceId);
  const [cardId, setCardId] = useState('');
  const card = cardId || cards.data?.[0]?.id || '';
  const option = page.data?.methods.find((entry) => entry.method === method);
  const underWay = page.data?.cardToCard;
  const isResumable =
    underWay !== null &&
    underWay !== undefined &&
    underWay.paymentId !== left &&
    (underWay.status === 'CREATED' || underWay.status === 'WAITING_FOR_CONFIRMATION');
  const start = () =>
    payment.pay(
      { method, sourceCardId: card },
      { onSuccess: ({ cardToCard }) => cardToCard && onPaymentStarted(cardToCard.paymentId) },
    );
  useMainButton(
    option?.isAvailable
      ? {
          text: t`Start the payment`,
          onClick: start,
          loading: payment.mutation.isPending,
          disabled: payment.isBusy || !card,
        }
      : option?.unavailableReason === 'NO_CARD'
        ? { text: t`Add a bank card`, onClick: () => navigate(addCardPath) }
        : null,
  );

  if (!page.data || !cards.data) {
    const error = page.error ?? cards.error;
    if (error) {
      return (
        <LoadFailure
          message={t`The invoice could not be loaded.`}
          detail={errorText(error)}
          onRetry={() => {
            void page.refetch();
            void cards.refetch();
          }}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={160} />
      </div>
    );
  }
  if (isResumable) return <ResumePayment paymentId={underWay.paymentId} onResume={onPaymentStarted} />;
  if (!option) return null;
  return (
    <div className="invoice">
      <DetailList
        rows={[
          { label: t`Invoice amount`, value: t`${format.toman(page.data.invoice.amount)} Toman` },
          ...(isPositive(option.fromBalance)
            ? [{ label: t`From your Toman balance`, value: t`${format.toman(option.fromBalance)} Toman` }]
            : []),
          { label: t`By card to card`, value: t`${format.toman(option.amount)} Toman` },
        ]}
      />
      {option.isAvailable ? (
        <SelectField label={t`Card to pay from`} value={card} onChange={setCardId}>
          {cards.data.map((entry) => (
            <option key={entry.id} value={entry.id}>
              {formatCardNumber(entry.number)}
            </option>
          ))}
        </SelectField>
      ) : (
        <MessageBox tone="warning">
          <p>{option.unavailableReason ? texts.reasons[option.unavailableReason] : null}</p>
        </MessageBox>
      )}
      {!option.isAvailable && option.unavailableReason === 'NO_CARD' ? (
        <RowList label={t`Bank cards`}>
          <LinkRow href={addCardPath} title={t`Add a bank card`} />
        </RowList>
      ) : null}
      {payment.mutation.error ? (
        <MessageBox tone="error">
          <p>{errorText(payment.mutation.error) ?? t`Something went wrong. Please try again.`}</p>
        </MessageBox>
      ) : null}
    </div>
  );
}

/** A payment made for the invoice earlier is still open: it is shown again rather than a second one made. */
function ResumePayment({ paymentId, onResume }: { paymentId: string; onResume: (id: string) => void }) {
  const { t } = useLingui();
  const resumed = useRef(false);
  useEffect(() => {
    if (resumed.current) return;
    resumed.current = true;
    onResume(paymentId);
  }, [paymentId, onResume]);
  return (
    <div role="status" aria-label={t`Loading`} aria-busy="true">
      <Skeleton height={160} />
    </div>
  );
}

/**
 * The card-to-card flow of a payment made for the invoice. When the bank has credited it, the invoice is read
 * until it is paid; one that was cancelled meanwhile keeps the money in the balance, and says so.
 */
function CardPaymentFollowed({
  invoiceId,
  paymentId,
  onPaid,
  onLeave,
}: {
  invoiceId: string;
  paymentId: string;
  onPaid: (invoice: Invoice) => void;
  onLeave: () => void;
}) {
  const { t } = useLingui();
  const [isCredited, setCredited] = useState(false);
  const invoice = useInvoice(invoiceId, { isPolled: isCredited });
  const status = invoice.data?.status;
  const isPaid = status === 'PAID' || status === 'DELIVERED';
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  useEffect(() => {
    if (isCredited && isPaid && invoice.data) onPaidRef.current(invoice.data);
  }, [isCredited, isPaid, invoice.data]);

  if (!isCredited) {
    return (
      <CardToCardFlow
        paymentId={paymentId}
        onPaid={() => setCredited(true)}
        onBack={onLeave}
        onStartAgain={onLeave}
      />
    );
  }
  if (status === 'CANCELED') {
    return <CanceledMeanwhile />;
  }
  return (
    <div className="invoice invoice--waiting" role="status">
      <Spinner />
      <p>{t`Your payment arrived. Paying the invoice…`}</p>
    </div>
  );
}

function CanceledMeanwhile() {
  const { t } = useLingui();
  const navigate = useNavigate();
  useMainButton({
    text: t`Back to the wallet`,
    onClick: () => navigate(buildPath('dashboard'), { replace: true }),
  });
  return (
    <MessageBox tone="warning" title={t`The invoice was canceled before your payment arrived`}>
      <p>{t`Your payment is in your Toman balance; nothing was lost.`}</p>
    </MessageBox>
  );
}
