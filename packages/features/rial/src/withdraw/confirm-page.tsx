import { useLingui } from '@lingui/react/macro';
import { useMutation, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@wallet/api';
import { formatIban } from '@wallet/core';
import { DetailList, MessageBox, Skeleton } from '@wallet/kit';
import { useMainButton, useStorageValue } from '@wallet/platform';
import {
  buildPath,
  Page,
  queryKeys,
  transactionKeys,
  useApi,
  useFormat,
  useNavigate,
  useNotify,
  useRouteQuery,
  useSession,
} from '@wallet/ui';
import {
  isTwoFactorCodeComplete,
  isTwoFactorRefusal,
  readTwoFactorCode,
  TwoFactorField,
} from '@wallet/ui/two-factor-field';
import { LevelOneGate } from '@wallet/ui/level-one-gate';
import { useRialWithdrawRefusal } from './refusal-text';
import { RIAL_STORAGE_KEYS } from '../shared/storage-keys';
import { rialWithdrawKeys, useRialWithdrawPreview } from './withdraw-queries';
import { useRialWithdrawDraft } from './withdraw-draft';
import './withdraw.css';

/**
 * /rial-withdraw/confirm?iban=&amount=: the server's price of the withdrawal (fee, what the IBAN receives, when
 * it arrives, the delay warning), the two-factor code when it is on, and Withdraw. One Idempotency-Key is kept
 * in storage with what it sends, so a double tap, a retry and a reload name one withdrawal; the code request
 * names it too. After it is sent, the transaction page follows its progress.
 */
export function RialWithdrawConfirmPage() {
  const { t } = useLingui();
  const query = useRouteQuery('rialWithdrawConfirm');
  return (
    <Page title={t`Confirm the withdrawal`}>
      <div className="rial-withdraw">
        <LevelOneGate
          nextUrl={buildPath('rialWithdrawConfirm', undefined, query)}
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
  const notify = useNotify();
  const navigate = useNavigate();
  const { language } = useSession();
  const refusalText = useRialWithdrawRefusal();
  const queryClient = useQueryClient();
  const { iban, amount } = useRouteQuery('rialWithdrawConfirm');
  const preview = useRialWithdrawPreview(iban, amount);
  const [saved, setSaved, { loading: isKeyLoading }] = useStorageValue(RIAL_STORAGE_KEYS.rialWithdrawKey);
  const [code, setCode] = useState('');
  const { clear: clearDraft } = useRialWithdrawDraft();
  const request = JSON.stringify({ iban, amount, fee: preview.data?.fee ?? null });
  // Set synchronously, so two taps in one frame neither both send nor make two keys.
  const isSending = useRef(false);
  const idempotency = useRef<{ request: string; key: string } | null>(null);
  /** This withdrawal's one key: the stored one for the same request, or a new one, stored before it is used. */
  const withdrawalKey = async (): Promise<string> => {
    if (idempotency.current?.request !== request) {
      idempotency.current = saved?.request === request ? saved : { request, key: crypto.randomUUID() };
      await setSaved(idempotency.current);
    }
    return idempotency.current.key;
  };
  const send = useMutation({
    mutationFn: async () => {
      const idempotencyKey = await withdrawalKey();
      return api.rialWithdraw(
        { body: { iban: iban!, amount: amount!, fee: preview.data!.fee } },
        { idempotencyKey, ...(code ? { twoFactorCode: readTwoFactorCode(code) } : {}) },
      );
    },
    onSuccess: async (transaction) => {
      await setSaved(null);
      void clearDraft();
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      void queryClient.invalidateQueries({ queryKey: rialWithdrawKeys.status() });
      navigate(buildPath('transaction', { id: transaction.id }), { replace: true });
    },
    onError: (error) => {
      // A code opens one call: a refused one is cleared for the next.
      if (isTwoFactorRefusal(error)) setCode('');
      if (isApiError(error) && error.codeString === 'RIAL_WITHDRAW_FEE_CHANGED') void preview.refetch();
      // A refusal is told on the page; a failure to reach the server, or the server's own, as a toast.
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
    },
  });
  const sendCode = send.error && isApiError(send.error) ? send.error.codeString : null;
  const needsCode = Boolean(preview.data?.isTwoFactorRequired) || sendCode === 'TWO_FACTOR_REQUIRED';
  const canSend = Boolean(preview.data) && !isKeyLoading && (!needsCode || isTwoFactorCodeComplete(code));
  const isRefusalShown =
    isApiError(send.error) &&
    send.error.kind === 'http' &&
    send.error.status < 500 &&
    !isTwoFactorRefusal(send.error);
  useMainButton(
    preview.data
      ? {
          text: t`Withdraw`,
          loading: send.isPending,
          disabled: !canSend || send.isPending,
          onClick: () => {
            if (isSending.current || !canSend) return;
            isSending.current = true;
            send.mutate(undefined, {
              onSettled: () => {
                isSending.current = false;
              },
            });
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
      {needsCode && (
        <TwoFactorField
          code={code}
          onCodeChange={setCode}
          authenticationId={withdrawalKey}
          refusal={send.error}
        />
      )}
      {isRefusalShown && (
        <MessageBox tone="error">
          <p>{refusalText(send.error) ?? t`The withdrawal could not be made.`}</p>
        </MessageBox>
      )}
    </div>
  );
}
