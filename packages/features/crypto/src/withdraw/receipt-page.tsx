import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { networkName } from '@wallet/core';
import { ReceiptTemplate, type ReceiptStatus } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  STATUS_LABELS,
  statusTone,
  useErrorText,
  useFormat,
  useNavigate,
  usePersistedAtom,
  useRouteQuery,
  useTransaction,
  WithdrawalProgress,
  type StatusTone,
} from '@wallet/ui';
import { Card, Stack } from '../shared/blocks';
import { LinkButton } from '../shared/link-button';
import { Loading } from '../shared/loading';
import { WITHDRAW_DRAFT } from './withdraw-draft';

const RECEIPT_STATUS: Record<StatusTone, ReceiptStatus> = {
  done: 'success',
  waiting: 'pending',
  failed: 'failed',
};

/** /withdraw/external-transfer/receipt?id=…: the withdrawal sent, followed live through its progress. */
export function WithdrawReceiptPage() {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { id } = useRouteQuery('externalTransferReceipt');
  const transaction = useTransaction(id);
  // The withdrawal is sent: the next one starts from an empty form.
  const [, , { clear: clearDraft }] = usePersistedAtom(WITHDRAW_DRAFT);
  useEffect(() => void clearDraft(), [clearDraft]);
  useMainButton({ text: t`Done`, onClick: () => navigate(buildPath('dashboard'), { replace: true }) });
  const data = transaction.data;
  const unit = (value: string) => `${format.amount(value, 18)} ${data?.token ?? ''}`;
  return (
    <Page title={t`Withdrawal sent`} back={() => navigate(buildPath('dashboard'), { replace: true })}>
      <Stack>
        {data ? (
          <>
            <Card label={t`Withdrawal`}>
              <WithdrawalProgress transaction={data} />
            </Card>
            <section aria-label={t`Details`}>
              <ReceiptTemplate
                status={RECEIPT_STATUS[statusTone(data.status)]}
                statusLabel={i18n._(STATUS_LABELS[data.status])}
                amount={format.amount(data.receivedAmount, 18)}
                unit={data.token}
                amountCaption={t`They receive`}
                rows={[
                  { label: t`Network fee`, value: unit(data.fee), isLtr: true },
                  ...(data.network ? [{ label: t`Network`, value: networkName(data.network) }] : []),
                  { label: t`To address`, value: data.receiverAddress, isLtr: true },
                  ...(data.hash ? [{ label: t`Transaction hash`, value: data.hash, isLtr: true }] : []),
                ]}
                actions={
                  <LinkButton href={buildPath('transaction', { id: data.id })} isStretched>
                    {t`All details`}
                  </LinkButton>
                }
              />
            </section>
          </>
        ) : transaction.isError ? (
          <LoadFailure
            message={errorText(transaction.error) ?? t`The withdrawal could not be loaded.`}
            onRetry={() => void transaction.refetch()}
          />
        ) : (
          <Loading shape="card" />
        )}
      </Stack>
    </Page>
  );
}
