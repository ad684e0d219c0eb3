import { useLingui } from '@lingui/react/macro';
import type { IdentifiedDeposit } from '@wallet/api';
import { EmptyState, Ltr, Skeleton } from '@wallet/kit';
import { LoadFailure, useErrorText, useFormat, useSession } from '@wallet/ui';
import { PlainRow, RowList } from '@wallet/ui/row-list';
import { useIdentifiedDeposits } from './cash-in-queries';
import { formatTehranTime } from './tehran-time';

/** The transfers that came in with the user's code and what became of each, newest first. */
export function IdentifiedDeposits() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const deposits = useIdentifiedDeposits();
  if (!deposits.data) {
    if (deposits.isError) {
      return (
        <LoadFailure
          message={t`Your incoming transfers could not be loaded.`}
          detail={errorText(deposits.error)}
          onRetry={() => void deposits.refetch()}
        />
      );
    }
    return (
      <div role="status" aria-label={t`Loading`} aria-busy="true">
        <Skeleton height={56} />
      </div>
    );
  }
  if (deposits.data.length === 0) {
    return (
      <EmptyState
        title={t`No incoming transfers yet`}
        description={t`A transfer with your code shows here as soon as it reaches the bank.`}
      />
    );
  }
  return (
    <RowList title={t`Your incoming transfers`} label={t`Incoming transfers`}>
      {deposits.data.map((deposit) => (
        <IncomingTransfer key={deposit.id} deposit={deposit} />
      ))}
    </RowList>
  );
}

function IncomingTransfer({ deposit }: { deposit: IdentifiedDeposit }) {
  const { t } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const sources = { PAYA: t`PAYA`, SATNA: t`SATNA`, POL: t`Pol` };
  const dueAt = formatTehranTime(deposit.dueAt, language);
  const status =
    deposit.status === 'CREDITED'
      ? t`Credited`
      : deposit.status === 'WAITING_FOR_CYCLE'
        ? t`Waiting for the PAYA cycle of ${dueAt}`
        : deposit.returnReason === 'NOT_OWN_ACCOUNT'
          ? t`Returned: not from your registered account`
          : deposit.returnReason === 'BELOW_MINIMUM'
            ? t`Returned: under the minimum deposit`
            : t`Returned`;
  const amount = format.toman(deposit.amount);
  return (
    <PlainRow
      title={t`${amount} Toman by ${sources[deposit.source]}`}
      subtitle={
        <span className={`cash-in-status cash-in-status--${deposit.status.toLowerCase()}`}>{status}</span>
      }
      description={
        <>
          {t`From`} <Ltr>{deposit.fromIban}</Ltr> · {formatTehranTime(deposit.receivedAt, language)}
        </>
      }
    />
  );
}
