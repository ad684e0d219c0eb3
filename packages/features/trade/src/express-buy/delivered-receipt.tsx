import { useLingui } from '@lingui/react/macro';
import type { ExpressBuyReceipt } from '@wallet/api';
import { Button, ReceiptTemplate, Skeleton } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import { formatDateTime } from '@wallet/i18n';
import {
  buildPath,
  LoadFailure,
  useErrorText,
  useFormat,
  useNavigate,
  useSession,
  useTransaction,
} from '@wallet/ui';

/** The receipt of a delivered express buy: the coin received, what was paid, the price and the fee. */
export function DeliveredReceipt({ receipt }: { receipt: ExpressBuyReceipt }) {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const { language } = useSession();
  const transaction = useTransaction(receipt.transactionId ?? undefined);
  useMainButton({ text: t`Done`, onClick: () => navigate(buildPath('dashboard'), { replace: true }) });
  const token = receipt.buyingToken;
  const coins = (value: string) => `${format.amount(value, 18)} ${token}`;

  if (transaction.isError) {
    return (
      <LoadFailure
        message={t`The receipt could not be loaded.`}
        detail={errorText(transaction.error)}
        onRetry={() => void transaction.refetch()}
      />
    );
  }
  const received = transaction.data;
  if (!received) {
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={240} />
      </div>
    );
  }
  return (
    <section aria-label={t`Receipt`}>
      <ReceiptTemplate
        status="success"
        statusLabel={t`Bought`}
        amount={format.amount(received.receivedAmount, 18)}
        unit={token}
        amountCaption={t`Added to your balance`}
        rows={[
          { label: t`You paid`, value: t`${format.amount(receipt.amount, 0)} Toman`, isLtr: true },
          { label: t`Fee`, value: coins(received.fee), isLtr: true },
          { label: t`Date`, value: formatDateTime(received.date, language) },
          { label: t`Tracking code`, value: received.refId ?? received.supportCode, isLtr: true },
        ]}
        actions={
          <Button
            mode="plain"
            size="m"
            onClick={() => navigate(buildPath('transaction', { id: received.id }))}
          >
            {t`All details`}
          </Button>
        }
      />
    </section>
  );
}
