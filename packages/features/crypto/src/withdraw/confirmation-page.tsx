import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useId, useRef, useState } from 'react';
import { Redirect } from 'wouter';
import { isApiError } from '@wallet/api';
import { toLatinDigits } from '@wallet/core';
import { useMainButton, useStorageValue } from '@wallet/platform';
import {
  buildPath,
  Page,
  queryKeys,
  STORAGE_KEYS,
  useApi,
  useErrorText,
  useFormat,
  useNavigate,
  useNotify,
} from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { useWithdrawChoice, useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import { WithdrawProblem } from './withdraw-problem';
import { withdrawKeys } from './withdraw-status';
import '../transfer/transfer.css';
import './withdraw.css';

const TWO_FACTOR_CODES = new Set(['TWO_FACTOR_REQUIRED', 'WRONG_TWO_FACTOR_CODE', 'TOO_MANY_OTP_ATTEMPTS']);

/**
 * /withdraw/external-transfer/transfer-confirmation: the priced receipt (POST /v1/express/withdraw/receipt)
 * and the Send that runs its task. The receipt and one Idempotency-Key are kept in storage with what they
 * send, so a double tap, a retry after a timeout or a reload runs the same task with the same key: one
 * withdrawal. With two-factor on, a code goes along as X-2FA-AUTH.
 */
export function WithdrawConfirmationPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const notify = useNotify();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const queryClient = useQueryClient();
  const choice = useWithdrawChoice();
  const { coin, network, asset } = useWithdrawCoin(choice);
  const [saved, setSaved, { loading: isSavedLoading }] = useStorageValue(STORAGE_KEYS.externalWithdrawKey);
  const [code, setCode] = useState('');
  const [codeSentTo, setCodeSentTo] = useState<string | null>(null);
  const codeId = useId();
  const { token, amount, address } = choice;
  const body = {
    amount: amount ?? '',
    token: token ?? '',
    network: choice.network ?? '',
    contract: choice.contract,
    address: address ?? '',
    memo: choice.memo,
    useAccountBalance: true as const,
  };
  const request = JSON.stringify(body);
  const isComplete = Boolean(token && amount && address && choice.network);
  const isSavedUsable = saved?.request === request && Date.parse(saved.receipt.expiresAt) > Date.now();
  const priced = useQuery({
    queryKey: withdrawKeys.receipt(request),
    queryFn: async ({ signal }) => {
      const receipt = await api.withdrawReceipt({ body }, { signal });
      const entry = { request, key: crypto.randomUUID(), receipt };
      await setSaved(entry);
      return entry;
    },
    enabled: isComplete && !isSavedLoading && !isSavedUsable,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const current = isSavedUsable ? saved : priced.data;
  const receipt = current?.receipt;
  const twoFactor = useQuery({
    queryKey: withdrawKeys.twoFactor(),
    queryFn: ({ signal }) => api.twoFactorStatus(undefined, { signal }),
    enabled: Boolean(receipt?.isTwoFactorRequired),
  });
  const renew = async () => {
    await setSaved(null);
    queryClient.removeQueries({ queryKey: withdrawKeys.receipts() });
  };

  const sendCode = useMutation({
    mutationFn: (type: 'SMS' | 'EMAIL') =>
      api.sendTwoFactorCode({ params: { type }, body: { authenticationId: receipt!.taskId } }),
    onSuccess: (sent) => setCodeSentTo(sent.sentTo),
  });
  // Set synchronously, so two taps in one frame run the task once.
  const isSending = useRef(false);
  const run = useMutation({
    mutationFn: () =>
      api.runExpressTask(
        { params: { taskId: current!.receipt.taskId } },
        { idempotencyKey: current!.key, ...(code ? { twoFactorCode: toLatinDigits(code.trim()) } : {}) },
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: ['transactions'] });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.status() });
      // Away first: with the stored receipt gone, this page would price a new task.
      navigate(buildPath('externalTransferReceipt', undefined, { id: result.transaction.id }), {
        replace: true,
      });
      void setSaved(null);
    },
    onError: async (error) => {
      if (isApiError(error) && error.codeString === 'TASK_EXPIRED') await renew();
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
    },
  });
  const needsCode = Boolean(receipt?.isTwoFactorRequired);
  const canSend =
    Boolean(receipt) && !isSavedLoading && (!needsCode || /^\d{6}$/.test(toLatinDigits(code.trim())));
  useMainButton(
    receipt
      ? {
          text: t`Send`,
          loading: run.isPending,
          disabled: !canSend,
          onClick: () => {
            if (isSending.current || !canSend) return;
            isSending.current = true;
            run.mutate(undefined, {
              onSettled: () => {
                isSending.current = false;
              },
            });
          },
        }
      : null,
  );

  if (!isComplete) return <Redirect to={buildPath('withdrawCoinList')} replace />;
  const unit = (value: string) => `${format.amount(value, 18)} ${token}`;
  const runCode = isApiError(run.error) ? run.error.codeString : null;
  const isInlineRunError =
    isApiError(run.error) &&
    run.error.kind === 'http' &&
    run.error.status < 500 &&
    runCode !== 'TASK_EXPIRED' &&
    !TWO_FACTOR_CODES.has(runCode ?? '');
  const fixAmount = (fixed: string) => {
    void setSaved(null);
    if (coin && network) {
      navigate(
        buildPath('externalTransferAmount', undefined, withdrawQuery(coin, network, { amount: fixed })),
        {
          replace: true,
        },
      );
    }
  };
  const problemProps = {
    network,
    token: token!,
    balance: asset?.balance.amount.number ?? '0',
    onFixAmount: fixAmount,
  };

  return (
    <Page title={t`Confirm the withdrawal`}>
      <div className="transfer">
        {receipt ? (
          <section className="transfer-card" aria-label={t`Withdrawal`}>
            <dl className="transfer-terms">
              <dt>{t`Network`}</dt>
              <dd>{networkName(receipt.network)}</dd>
              <dt>{t`To address`}</dt>
              <dd className="withdraw-address" dir="ltr">
                {receipt.address}
              </dd>
              {receipt.memo && (
                <>
                  <dt>{t`Memo`}</dt>
                  <dd dir="ltr">{receipt.memo}</dd>
                </>
              )}
              <dt>{t`They receive`}</dt>
              <dd dir="ltr">{unit(receipt.amount)}</dd>
              <dt>{t`Network fee`}</dt>
              <dd dir="ltr">{unit(receipt.fee)}</dd>
              <dt>{t`Leaves your balance`}</dt>
              <dd dir="ltr">
                {unit(receipt.totalAmount)}
                <span className="transfer-row__hint"> ≈ ${format.usd(receipt.totalUsd)}</span>
              </dd>
            </dl>
            <p className="transfer-hint">{t`Coins sent to a wrong address or network cannot be brought back.`}</p>
          </section>
        ) : priced.isError ? (
          <WithdrawProblem error={priced.error} {...problemProps} />
        ) : (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        )}
        {receipt && needsCode && (
          <section className="transfer-card" aria-label={t`Two-factor authentication`}>
            <label className="transfer-label" htmlFor={codeId}>
              {t`Two-factor code`}
            </label>
            <input
              id={codeId}
              className="transfer-input"
              inputMode="numeric"
              autoComplete="one-time-code"
              dir="ltr"
              maxLength={6}
              value={code}
              aria-invalid={runCode && TWO_FACTOR_CODES.has(runCode) ? true : undefined}
              onChange={(event) => setCode(event.target.value)}
            />
            <div className="withdraw-actions">
              {(twoFactor.data?.methods ?? [])
                .filter((method) => method.type !== 'GOOGLE_AUTH')
                .map((method) => (
                  <button
                    key={method.type}
                    type="button"
                    className="transfer-chip"
                    disabled={sendCode.isPending}
                    onClick={() => sendCode.mutate(method.type as 'SMS' | 'EMAIL')}
                  >
                    {method.type === 'SMS' ? t`Send the code by SMS` : t`Send the code by e-mail`}
                  </button>
                ))}
            </div>
            {twoFactor.data?.methods.some((method) => method.type === 'GOOGLE_AUTH') && (
              <p className="transfer-hint">{t`Or enter the code your authenticator app shows.`}</p>
            )}
            {codeSentTo && <p className="transfer-hint">{t`A code was sent to ${codeSentTo}.`}</p>}
            {sendCode.isError && (
              <p className="transfer-error" role="alert">
                {errorText(sendCode.error) ?? t`The code could not be sent.`}
              </p>
            )}
            {runCode && TWO_FACTOR_CODES.has(runCode) && (
              <p className="transfer-error" role="alert">
                {errorText(run.error)}
              </p>
            )}
          </section>
        )}
        {run.isError && runCode === 'TASK_EXPIRED' && (
          <p className="transfer-hint" role="status">
            {t`The quote had expired and was renewed. Check it and send again.`}
          </p>
        )}
        {isInlineRunError && <WithdrawProblem error={run.error} {...problemProps} />}
      </div>
    </Page>
  );
}
