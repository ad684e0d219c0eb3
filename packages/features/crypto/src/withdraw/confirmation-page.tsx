import { useLingui } from '@lingui/react/macro';
import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useRef, useState } from 'react';
import { isApiError } from '@wallet/api';
import { DetailList, Ltr, MessageBox } from '@wallet/kit';
import { useMainButton, useStorageValue } from '@wallet/platform';
import { networkName } from '@wallet/core';
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
} from '@wallet/ui';
import { useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import { Card, Hint, Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';
import { SpendRefusal } from '../shared/spend-refusal';
import {
  isTwoFactorCodeComplete,
  isTwoFactorRefusal,
  readTwoFactorCode,
  TwoFactorField,
} from '@wallet/ui/two-factor-field';
import { withdrawKeys } from '../shared/withdraw-status';
import { CRYPTO_STORAGE_KEYS } from '../shared/storage-keys';

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
  const queryClient = useQueryClient();
  const choice = useRouteQuery('externalTransferConfirmation');
  const { coin, network, asset } = useWithdrawCoin(choice);
  const [saved, setSaved, { loading: isSavedLoading }] = useStorageValue(
    CRYPTO_STORAGE_KEYS.externalWithdrawKey,
  );
  const [code, setCode] = useState('');
  const { token, amount, address } = choice;
  const body = {
    amount,
    token,
    network: choice.network,
    contract: choice.contract ?? null,
    address,
    memo: choice.memo ?? null,
    useAccountBalance: true as const,
  };
  const request = JSON.stringify(body);
  const isSavedUsable = saved?.request === request && Date.parse(saved.receipt.expiresAt) > Date.now();
  const priced = useQuery({
    queryKey: withdrawKeys.receipt(request),
    queryFn: async ({ signal }) => {
      const receipt = await api.withdrawReceipt({ body }, { signal });
      const entry = { request, key: crypto.randomUUID(), receipt };
      await setSaved(entry);
      return entry;
    },
    enabled: !isSavedLoading && !isSavedUsable,
    staleTime: Infinity,
    gcTime: 0,
    retry: false,
  });
  const current = isSavedUsable ? saved : priced.data;
  const receipt = current?.receipt;
  const renew = async () => {
    await setSaved(null);
    queryClient.removeQueries({ queryKey: withdrawKeys.receipts() });
  };

  // Set synchronously, so two taps in one frame run the task once.
  const isSending = useRef(false);
  const run = useMutation({
    mutationFn: () =>
      api.runExpressTask(
        { params: { taskId: current!.receipt.taskId } },
        { idempotencyKey: current!.key, ...(code ? { twoFactorCode: readTwoFactorCode(code) } : {}) },
      ),
    onSuccess: (result) => {
      void queryClient.invalidateQueries({ queryKey: queryKeys.assets() });
      void queryClient.invalidateQueries({ queryKey: transactionKeys.all() });
      void queryClient.invalidateQueries({ queryKey: withdrawKeys.status() });
      // Away first: with the stored receipt gone, this page would price a new task.
      navigate(buildPath('externalTransferReceipt', undefined, { id: result.transaction.id }), {
        replace: true,
      });
      void setSaved(null);
    },
    onError: async (error) => {
      // A code opens one call: a refused one is cleared for the next.
      if (isTwoFactorRefusal(error)) setCode('');
      if (isApiError(error) && error.codeString === 'TASK_EXPIRED') await renew();
      if (!isApiError(error) || error.kind !== 'http' || error.status >= 500) notify.error(error);
    },
  });
  const needsCode = Boolean(receipt?.isTwoFactorRequired);
  const canSend = Boolean(receipt) && !isSavedLoading && (!needsCode || isTwoFactorCodeComplete(code));
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

  const unit = (value: string) => `${format.amount(value, 18)} ${token}`;
  const runCode = isApiError(run.error) ? run.error.codeString : null;
  const isInlineRunError =
    isApiError(run.error) &&
    run.error.kind === 'http' &&
    run.error.status < 500 &&
    runCode !== 'TASK_EXPIRED' &&
    !isTwoFactorRefusal(run.error);
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
  const refusalProps = {
    token: token!,
    fixAmount: { network, balance: asset?.balance.amount.number ?? '0', onFixAmount: fixAmount },
    fallback: t`The withdrawal could not be made.`,
  };

  return (
    <Page title={t`Confirm the withdrawal`}>
      <Stack>
        {receipt ? (
          <Card label={t`Withdrawal`}>
            <DetailList
              rows={[
                { label: t`Network`, value: networkName(receipt.network) },
                { label: t`To address`, value: receipt.address, isLtr: true },
                receipt.memo ? { label: t`Memo`, value: receipt.memo, isLtr: true } : null,
                { label: t`They receive`, value: unit(receipt.amount), isLtr: true },
                { label: t`Network fee`, value: unit(receipt.fee), isLtr: true },
                {
                  label: t`Leaves your balance`,
                  value: unit(receipt.totalAmount),
                  isLtr: true,
                  note: <Ltr>≈ ${format.usd(receipt.totalUsd)}</Ltr>,
                },
              ]}
            />
            <Hint>{t`Coins sent to a wrong address or network cannot be brought back.`}</Hint>
          </Card>
        ) : priced.isError ? (
          <SpendRefusal error={priced.error} {...refusalProps} hasUpgradeNotice />
        ) : (
          <Loading shape="card" />
        )}
        {receipt && needsCode && (
          <TwoFactorField
            code={code}
            onCodeChange={setCode}
            authenticationId={() => receipt.taskId}
            refusal={run.error}
          />
        )}
        {run.isError && runCode === 'TASK_EXPIRED' && (
          <MessageBox tone="info">
            <p>{t`The quote had expired and was renewed. Check it and send again.`}</p>
          </MessageBox>
        )}
        {isInlineRunError && <SpendRefusal error={run.error} {...refusalProps} />}
      </Stack>
    </Page>
  );
}
