import { useLingui } from '@lingui/react/macro';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { Redirect } from 'wouter';
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
  useRouteQuery,
} from '@wallet/ui';
import { useChosenWithdrawal, useWithdrawDraft } from './withdraw-draft';
import { useWithdrawCoin, withdrawQuery } from './withdraw-flow';
import { Card, Hint, Stack } from '../shared/blocks';
import { Loading } from '../shared/loading';
import { SpendRefusal } from '../shared/spend-refusal';
import { useMoneyCall } from '@wallet/ui/money-call';
import { withdrawKeys } from '../shared/withdraw-status';
import { CRYPTO_STORAGE_KEYS } from '../shared/storage-keys';

/**
 * /withdraw/external-transfer/transfer-confirmation: the priced receipt (POST /v1/express/withdraw/receipt)
 * and the Send that runs its task. The receipt is kept in storage with what it sends, and useMoneyCall keeps
 * the run's Idempotency-Key until it is answered, so a double tap, a retry after a timeout or a reload runs
 * the same task with the same key: one withdrawal. With two-factor on, a code goes along as X-2FA-AUTH.
 */
export function WithdrawConfirmationPage() {
  const { t } = useLingui();
  const api = useApi();
  const format = useFormat();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const choice = useRouteQuery('externalTransferConfirmation');
  const { coin, network, asset } = useWithdrawCoin(choice);
  const [saved, setSaved, { loading: isSavedLoading }] = useStorageValue(
    CRYPTO_STORAGE_KEYS.externalWithdrawReceipt,
  );
  const withdrawDraft = useWithdrawDraft(choice);
  const chosen = useChosenWithdrawal(choice);
  const { token } = choice;
  const { amount, address } = chosen;
  const isChosen = Boolean(amount && address);
  const body = {
    amount: amount ?? '',
    token,
    network: choice.network,
    contract: choice.contract ?? null,
    address: address ?? '',
    memo: chosen.memo ?? null,
    useAccountBalance: true as const,
  };
  const request = JSON.stringify(body);
  const isSavedUsable = saved?.request === request && Date.parse(saved.receipt.expiresAt) > Date.now();
  const priced = useQuery({
    queryKey: withdrawKeys.receipt(request),
    queryFn: async ({ signal }) => {
      const receipt = await api.withdrawReceipt({ body }, { signal });
      const entry = { request, receipt };
      await setSaved(entry);
      return entry;
    },
    enabled: isChosen && !isSavedLoading && !isSavedUsable,
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

  const run = useMoneyCall((taskId: string, headers) => api.runExpressTask({ params: { taskId } }, headers), {
    name: 'runExpressWithdraw',
    confirmOut: true,
    request: (taskId) => taskId,
    twoFactor: { isRequired: Boolean(receipt?.isTwoFactorRequired), authenticationId: (taskId) => taskId },
    invalidates: [queryKeys.assets(), transactionKeys.all(), withdrawKeys.status()],
    onSuccess: (result) => {
      // Away first: with the stored receipt gone, this page would price a new task.
      navigate(buildPath('externalTransferReceipt', undefined, { id: result.transaction.id }), {
        replace: true,
      });
      void setSaved(null);
    },
    onError: async (error) => {
      if (isApiError(error) && error.codeString === 'TASK_EXPIRED') await renew();
    },
  });
  const canSend = Boolean(receipt) && !isSavedLoading && !run.isCodeMissing;
  useMainButton(
    receipt
      ? {
          text: t`Send`,
          loading: run.isPending,
          disabled: !canSend,
          onClick: () => {
            if (canSend) run.send(receipt.taskId);
          },
        }
      : null,
  );

  const unit = (value: string) => `${format.amount(value, 18)} ${token}`;
  const isExpired = run.refusal?.codeString === 'TASK_EXPIRED';
  const fixAmount = (fixed: string) => {
    void setSaved(null);
    if (coin && network) {
      // The amount page shows the fixed amount, read from the draft.
      void withdrawDraft.keep({ amount: fixed });
      navigate(buildPath('externalTransferAmount', undefined, withdrawQuery(coin, network)), {
        replace: true,
      });
    }
  };
  const refusalProps = {
    token: token!,
    fixAmount: { network, balance: asset?.balance.amount.number ?? '0', onFixAmount: fixAmount },
    fallback: t`The withdrawal could not be made.`,
  };

  if (!chosen.isLoading && !amount)
    return <Redirect to={buildPath('externalTransferAmount', undefined, choice)} replace />;
  if (!chosen.isLoading && !address)
    return <Redirect to={buildPath('externalTransferAddress', undefined, choice)} replace />;

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
        {receipt && run.twoFactorField(receipt.taskId)}
        {isExpired && (
          <MessageBox tone="info">
            <p>{t`The quote had expired and was renewed. Check it and send again.`}</p>
          </MessageBox>
        )}
        {run.refusal && !isExpired && <SpendRefusal error={run.refusal} {...refusalProps} />}
      </Stack>
    </Page>
  );
}
