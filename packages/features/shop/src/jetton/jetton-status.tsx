import { useLingui } from '@lingui/react/macro';
import { useState } from 'react';
import { isApiError, type Jetton } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { Button, DetailList, MessageBox, Skeleton, Stack } from '@wallet/kit';
import { buildPath, LoadFailure, useErrorText, useFormat, useSession } from '@wallet/ui';
import { useJetton, useJettonInvoice, useRedeemJetton } from '../shared/jetton-queries';
import {
  GoButton,
  useJettonRefusalText,
  useMerchantRow,
  useQuantityWords,
  UsernameField,
} from './jetton-parts';
import { bareUsername, usernameProblem } from './jetton-words';

/** The username typed to send a paid jetton, kept by the page with its other draft. */
export interface RedeemDraft {
  username: string;
  onUsername: (username: string) => void;
}

/**
 * A bought plan or pack and where its delivery stands, asked again until it settles. `pageOf` is the page that
 * shows it, where the invoice page comes back to once paid.
 */
export function JettonStatus({
  id,
  pageOf,
  redeem,
}: {
  id: string;
  pageOf: (id: string) => string;
  redeem: RedeemDraft;
}) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const jetton = useJetton(id);
  if (jetton.isPending) {
    return (
      <Stack>
        <Skeleton height={80} />
        <Skeleton height={160} />
      </Stack>
    );
  }
  if (jetton.isError) {
    const isUnknown = isApiError(jetton.error) && jetton.error.codeString === 'JETTON_NOT_FOUND';
    return isUnknown ? (
      <MessageBox tone="error">{t`This purchase was not found among yours.`}</MessageBox>
    ) : (
      <LoadFailure
        message={t`The purchase could not be loaded.`}
        detail={errorText(jetton.error)}
        onRetry={() => void jetton.refetch()}
      />
    );
  }
  return <JettonInfo jetton={jetton.data} pageOf={pageOf} redeem={redeem} />;
}

function JettonInfo({
  jetton,
  pageOf,
  redeem,
}: {
  jetton: Jetton;
  pageOf: (id: string) => string;
  redeem: RedeemDraft;
}) {
  const { t } = useLingui();
  const { language } = useSession();
  const format = useFormat();
  const errorText = useErrorText();
  const words = useQuantityWords();
  const merchantRow = useMerchantRow();
  const invoice = useJettonInvoice(jetton.invoiceId);
  const what = words(jetton.group, jetton.quantity);
  const recipient = jetton.recipient;
  const to = recipient ? `${recipient.name} (@${recipient.username})` : '';
  return (
    <Stack>
      <StatusMessage jetton={jetton} what={what} to={to} pageOf={pageOf} />
      {jetton.status === 'PAID' && !recipient ? <RedeemForm jetton={jetton} draft={redeem} /> : null}
      <DetailList
        rows={[
          { label: t`Purchase`, value: what },
          { label: t`Price`, value: t`${format.toman(jetton.price)} Toman` },
          recipient
            ? { label: t`Recipient`, value: recipient.name, note: `@${recipient.username}`, isLtr: false }
            : null,
          invoice.data ? merchantRow(invoice.data.merchant) : null,
          invoice.data ? { label: t`Invoice code`, value: invoice.data.code, isLtr: true } : null,
          { label: t`Bought`, value: formatDateTime(jetton.createdAt, language) },
          jetton.deliveredAt
            ? { label: t`Delivered`, value: formatDateTime(jetton.deliveredAt, language) }
            : null,
          jetton.refundedAt
            ? { label: t`Money returned`, value: formatDateTime(jetton.refundedAt, language) }
            : null,
          jetton.fragmentOrderId
            ? { label: t`Fragment order`, value: jetton.fragmentOrderId, isLtr: true }
            : null,
        ]}
      />
      {invoice.isError ? (
        <LoadFailure
          message={t`Who this was bought from could not be loaded.`}
          detail={errorText(invoice.error)}
          onRetry={() => void invoice.refetch()}
        />
      ) : null}
    </Stack>
  );
}

/** What the status means for the buyer, in words; while it waits for payment, the way to the invoice. */
function StatusMessage({
  jetton,
  what,
  to,
  pageOf,
}: {
  jetton: Jetton;
  what: string;
  to: string;
  pageOf: (id: string) => string;
}) {
  const { t } = useLingui();
  switch (jetton.status) {
    case 'PENDING':
      return (
        <MessageBox
          tone="info"
          title={t`Waiting for payment`}
          actions={
            <GoButton
              to={buildPath('invoice', undefined, { id: jetton.invoiceId, nextUrl: pageOf(jetton.id) })}
            >
              {t`Open the invoice`}
            </GoButton>
          }
        >
          {t`${what} is sent once its invoice is paid.`}
        </MessageBox>
      );
    case 'PAID':
      return jetton.recipient ? (
        <MessageBox tone="info" title={t`Paid`}>
          {t`Paid. ${what} is about to be sent to ${to}.`}
        </MessageBox>
      ) : (
        <MessageBox tone="info" title={t`Paid`}>
          {t`Paid. Enter the Telegram username to send ${what} to.`}
        </MessageBox>
      );
    case 'DELIVERING':
      return (
        <MessageBox tone="info" title={t`Sending through Fragment`}>
          {t`${what} is being sent to ${to} through Fragment. This takes a few seconds.`}
        </MessageBox>
      );
    case 'DELIVERED':
      return (
        <MessageBox tone="info" title={t`Delivered`}>
          {t`${what} was delivered to ${to}.`}
        </MessageBox>
      );
    case 'FAILED':
      return (
        <MessageBox tone="error" title={t`Not delivered`}>
          <p>{t`Fragment could not deliver ${what}; your payment was returned to your Toman balance.`}</p>
          {jetton.failureReason === 'RECIPIENT_NOT_FOUND' ? (
            <p>{t`Fragment found no Telegram user by this username.`}</p>
          ) : jetton.failureReason === 'RECIPIENT_CANNOT_RECEIVE' ? (
            <p>{t`This Telegram account cannot receive it.`}</p>
          ) : null}
        </MessageBox>
      );
    case 'CANCELED':
      return (
        <MessageBox tone="warning" title={t`Canceled`}>
          {t`Its invoice was canceled before it was paid; nothing was charged.`}
        </MessageBox>
      );
    case 'REFUNDED':
      return (
        <MessageBox tone="warning" title={t`Refunded`}>
          {t`It was not sent to anyone in time; your payment was returned to your Toman balance.`}
        </MessageBox>
      );
  }
}

/** A paid jetton bought without a username (or on another device): sent once to the username typed here. */
function RedeemForm({ jetton, draft }: { jetton: Jetton; draft: RedeemDraft }) {
  const { t } = useLingui();
  const redeem = useRedeemJetton(jetton.id);
  const refusalText = useJettonRefusalText();
  const [isSubmitted, setIsSubmitted] = useState(false);
  const refusal = redeem.refusal;
  const submit = () => {
    setIsSubmitted(true);
    if (usernameProblem(draft.username)) return;
    redeem.send(bareUsername(draft.username));
  };
  return (
    <Stack>
      <UsernameField
        value={draft.username}
        onChange={(value) => {
          draft.onUsername(value);
          if (refusal) redeem.reset();
        }}
        isSubmitted={isSubmitted}
        disabled={redeem.isPending}
        error={
          refusal?.codeString === 'TELEGRAM_USER_NOT_FOUND'
            ? t`No Telegram user was found by this username. Check it and try again.`
            : null
        }
      />
      {refusal?.codeString === 'JETTON_ALREADY_REDEEMED' ? (
        <MessageBox tone="warning">{t`This purchase was already sent to a username; it cannot be sent again.`}</MessageBox>
      ) : refusal && refusal.codeString !== 'TELEGRAM_USER_NOT_FOUND' ? (
        <MessageBox tone="error">{refusalText(refusal)}</MessageBox>
      ) : null}
      <Button size="l" isStretched onClick={submit} isBusy={redeem.isPending}>
        {t`Send`}
      </Button>
    </Stack>
  );
}
