import { useLingui } from '@lingui/react/macro';
import { useEffect, useRef } from 'react';
import { isApiError } from '@wallet/api';
import { formatIban } from '@wallet/core';
import { DetailList, MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  Page,
  queryKeys,
  transactionKeys,
  useApi,
  useFormat,
  useNavigate,
  useSession,
} from '@wallet/ui';
import { useMoneyCall } from '@wallet/ui/money-call';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { useRialWithdrawRefusal } from './refusal-text';
import { rialWithdrawKeys, useRialWithdrawPreview } from './withdraw-queries';
import { useRialWithdrawDraft } from './withdraw-draft';
import './withdraw.css';

/**
 * /rial-withdraw/confirm, for the IBAN and amount in the withdrawal's draft: the server's price of the withdrawal (fee, what the IBAN receives, when
 * it arrives, the delay warning), the two-factor code when it is on, and Withdraw. useMoneyCall keeps one
 * Idempotency-Key per request until it is answered, so a double tap, a retry and a reload name one withdrawal;
 * the code request names it too. After it is sent, the transaction page follows its progress.
 */
export function RialWithdrawConfirmPage() {
  const { t } = useLingui();
  return (
    <Page title={t`Confirm the withdrawal`}>
      <div className="rial-withdraw">
        <LevelOneGate
          nextUrl={buildPath('rialWithdrawConfirm')}
          kycNeeded={t`Toman withdrawal needs identity verification level 1.`}
        >
          <ConfirmWithdrawal />
        </LevelOneGate>
      </div>
    </Page>
  );
}

function ConfirmWithdrawal() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const navigate = useNavigate();
  const { language } = useSession();
  const refusalText = useRialWithdrawRefusal();
  const { draft, isLoading: isDraftLoading, clear: clearDraft } = useRialWithdrawDraft();
  const iban = draft?.iban;
  const amount = draft?.amount;
  const hasChoice = Boolean(iban && amount);
  const isSent = useRef(false);
  // Nothing chosen (a new tab, a link from elsewhere, the withdrawal already sent): the form starts over.
  useEffect(() => {
    if (!isDraftLoading && !hasChoice && !isSent.current)
      navigate(buildPath('rialWithdraw'), { replace: true });
  }, [isDraftLoading, hasChoice, navigate]);
  const preview = useRialWithdrawPreview(iban, amount);
  const fee = preview.data?.fee ?? null;
  const send = useMoneyCall(
    (input: { iban: string; amount: string; fee: string }, headers) =>
      api.rialWithdraw({ body: input }, headers),
    {
      name: 'rialWithdraw',
      confirmOut: true,
      request: (input) => JSON.stringify(input),
      twoFactor: { isRequired: Boolean(preview.data?.isTwoFactorRequired) },
      invalidates: [queryKeys.assets(), transactionKeys.all(), rialWithdrawKeys.status()],
      onSuccess: (transaction) => {
        isSent.current = true;
        void clearDraft();
        navigate(buildPath('transaction', { id: transaction.id }), { replace: true });
      },
      onError: (error) => {
        if (isApiError(error) && error.codeString === 'RIAL_WITHDRAW_FEE_CHANGED') void preview.refetch();
      },
    },
  );
  const input = { iban: iban!, amount: amount!, fee: fee! };
  const canSend = Boolean(preview.data) && !send.isCodeMissing;
  useMainButton(
    preview.data
      ? {
          text: t`Withdraw`,
          loading: send.isPending,
          disabled: !canSend || send.isPending,
          onClick: () => {
            if (canSend) send.send(input);
          },
        }
      : null,
  );

  if (preview.isError) {
    return (
      <MessageBox tone="error" title={t`The withdrawal cannot be made`}>
        <p>{refusalText(preview.error) ?? t`The withdrawal could not be priced.`}</p>
      </MessageBox>
    );
  }
  if (!preview.data) {
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={200} />
      </div>
    );
  }
  const toman = (value: string) => t`${format.amount(value, 0)} Toman`;
  const minutes = format.digits(String(preview.data.settlementMinutes));
  const bank = language === 'fa' ? preview.data.iban.bank.nameFa : preview.data.iban.bank.name;

  return (
    <div className="rial-withdraw__form">
      <section className="rial-withdraw__card" aria-label={t`Withdrawal`}>
        <DetailList
          rows={[
            { label: t`To`, value: bank, note: preview.data.iban.ownerName },
            { label: t`IBAN`, value: formatIban(preview.data.iban.number), isLtr: true },
            { label: t`Amount`, value: toman(preview.data.amount) },
            { label: t`Fee`, value: toman(preview.data.fee) },
            { label: t`Taken from your balance`, value: toman(preview.data.totalAmount) },
            { label: t`The IBAN receives`, value: toman(preview.data.receivedAmount) },
            { label: t`Reaches the IBAN`, value: t`within ${minutes} minutes` },
            { label: t`Left of today's limit`, value: toman(preview.data.dailyLimitLeft) },
          ]}
        />
      </section>
      {preview.data.isDelayWarned && (
        <MessageBox tone="warning">
          <p>{t`Toman withdrawals may take longer than usual to reach the bank today.`}</p>
        </MessageBox>
      )}
      {send.twoFactorField(input)}
      {send.refusal && (
        <MessageBox tone="error">
          <p>{refusalText(send.refusal) ?? t`The withdrawal could not be made.`}</p>
        </MessageBox>
      )}
    </div>
  );
}
