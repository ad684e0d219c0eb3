import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import type { CardToCardPayment } from '@wallet/api';
import { formatCardNumber, tomanToRial } from '@wallet/core';
import { Button, CopyText, Countdown, DetailList, MessageBox, Skeleton, Spinner } from '@wallet/kit';
import { useMainButton, usePlatform } from '@wallet/platform';
import { serverClock } from '../data/server-clock';
import { useErrorText } from '../feedback/error-text';
import { LoadFailure } from '../feedback/load-failure';
import { useFormat } from '../format/use-format';
import { useSession } from '../session/session-context';
import { useCardToCardAction, useCardToCardPayment } from './card-to-card-queries';
import './card-to-card.css';

export interface CardToCardFlowProps {
  paymentId: string;
  /** The bank confirmed the payment: show its receipt. */
  onPaid: (payment: CardToCardPayment) => void;
  /** Not paid, or left by the user: back to where the payment was set up. */
  onBack: () => void;
  /** Expired or the terminal inactive: set up a new payment. */
  onStartAgain: () => void;
}

/**
 * Spec 000 §4 card to card (and Blu to Saman, Saman to Saman): the card to send to with its countdown, "I have
 * transferred", the wait for the bank's confirmation, then the receipt; not paid goes back; an expired payment
 * or an inactive terminal offers to start again. Shared by the Rial deposit, express buy and invoices.
 */
export function CardToCardFlow({ paymentId, onPaid, onBack, onStartAgain }: CardToCardFlowProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const payment = useCardToCardPayment(paymentId);
  const paid = payment.data?.status === 'PAID' ? payment.data : null;
  const onPaidRef = useRef(onPaid);
  useEffect(() => {
    onPaidRef.current = onPaid;
  });
  useEffect(() => {
    if (paid) onPaidRef.current(paid);
  }, [paid]);

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
        <Skeleton height={120} />
        <Skeleton height={72} />
      </div>
    );
  }

  switch (payment.data.status) {
    case 'CREATED':
      return <TransferStep payment={payment.data} onBack={onBack} onTimeUp={() => void payment.refetch()} />;
    case 'WAITING_FOR_CONFIRMATION':
    case 'PAID':
      return <WaitingStep />;
    case 'NOT_PAID':
      return (
        <Outcome
          title={t`Your payment did not arrive`}
          text={t`The bank has not received this transfer. If money left your card, it is returned by your bank.`}
          action={t`Back`}
          onAction={onBack}
        />
      );
    case 'EXPIRED':
      return (
        <Outcome
          title={t`This payment has expired`}
          text={t`The time to transfer is over. Do not send money to this card; start a new payment instead.`}
          action={t`Start again`}
          onAction={onStartAgain}
        />
      );
    case 'TERMINAL_INACTIVE':
      return (
        <Outcome
          title={t`The destination card is not taking payments`}
          text={t`Do not send money to this card. Try again in a little while, or choose another way to deposit.`}
          action={t`Start again`}
          onAction={onStartAgain}
        />
      );
    case 'CANCELED':
      return (
        <Outcome
          title={t`This payment was canceled`}
          text={t`Start a new payment to deposit.`}
          action={t`Start again`}
          onAction={onStartAgain}
        />
      );
  }
}

/** The card to send to, the amount, the time left, and "I have transferred" on the main button. */
function TransferStep({
  payment,
  onBack,
  onTimeUp,
}: {
  payment: CardToCardPayment;
  onBack: () => void;
  onTimeUp: () => void;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const errorText = useErrorText();
  const platform = usePlatform();
  const { language } = useSession();
  const confirm = useCardToCardAction(payment.paymentId, 'confirm');
  const cancel = useCardToCardAction(payment.paymentId, 'cancel');
  const isBusy = confirm.isPending || cancel.isPending;
  // expiresAt is on the server's clock; the countdown runs on this device's.
  const deadline = Date.parse(payment.expiresAt) - (serverClock.now() - Date.now());
  const bankName = (bank: CardToCardPayment['destination']['bank']) =>
    language === 'fa' ? bank.nameFa : bank.name;
  const copy = (text: string) => platform.clipboard.writeText(text);

  useMainButton({
    text: t`I have transferred`,
    onClick: () => confirm.mutate(),
    loading: confirm.isPending,
    disabled: isBusy,
  });

  const failure = confirm.error ?? cancel.error;
  return (
    <div className="card-to-card">
      <p>
        {t`Transfer exactly this amount from your card ${formatCardNumber(payment.sourceCard.number)} to the card below, then tap “I have transferred”.`}
      </p>
      <DetailList
        rows={[
          {
            label: t`Card number`,
            value: (
              <CopyText
                text={payment.destination.cardNumber}
                display={formatCardNumber(payment.destination.cardNumber)}
                onCopy={copy}
              />
            ),
          },
          { label: t`Card owner`, value: payment.destination.ownerName },
          { label: t`Bank`, value: bankName(payment.destination.bank) },
          {
            label: t`Amount`,
            value: (
              <CopyText
                text={payment.amount}
                display={t`${format.amount(payment.amount, 0)} Toman`}
                onCopy={copy}
              />
            ),
          },
          {
            // Bank apps ask for the amount in Rial: given too, to copy as is.
            label: t`Amount in Rial`,
            value: (
              <CopyText
                text={tomanToRial(payment.amount)}
                display={t`${format.amount(tomanToRial(payment.amount), 0)} Rial`}
                onCopy={copy}
              />
            ),
          },
        ]}
      />
      <p className="card-to-card__time">
        {t`Time left to transfer`}{' '}
        <Countdown deadline={deadline} label={t`Time left to transfer`} onEnd={onTimeUp} />
      </p>
      {failure ? (
        <MessageBox tone="error">
          <p>{errorText(failure) ?? t`Something went wrong. Please try again.`}</p>
        </MessageBox>
      ) : null}
      <Button
        mode="plain"
        size="m"
        disabled={isBusy}
        onClick={() => cancel.mutate(undefined, { onSuccess: onBack })}
      >
        {t`Cancel payment`}
      </Button>
    </div>
  );
}

function WaitingStep() {
  const { t } = useLingui();
  useMainButton(null);
  return (
    <div className="card-to-card card-to-card--waiting" role="status">
      <Spinner />
      <p className="card-to-card__title">{t`Waiting for the bank to confirm your payment`}</p>
      <p>{t`This usually takes about a minute. You can leave this page; your balance is updated when it is confirmed.`}</p>
    </div>
  );
}

function Outcome({
  title,
  text,
  action,
  onAction,
}: {
  title: string;
  text: string;
  action: string;
  onAction: () => void;
}) {
  useMainButton({ text: action, onClick: onAction });
  return (
    <MessageBox tone="error" title={title}>
      <p>{text}</p>
    </MessageBox>
  );
}
