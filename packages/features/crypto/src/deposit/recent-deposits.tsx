import { useLingui } from '@lingui/react/macro';
import { useQuery } from '@tanstack/react-query';
import type { Transaction } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { Ltr, ToneText } from '@wallet/kit';
import { useApi, useFormat, usePageHidden, useSession } from '@wallet/ui';
import { PlainRow, RowList } from '@wallet/ui/row-list';

/** While a deposit waits for confirmations the page asks again this often. */
export const RECENT_DEPOSITS_REFRESH_MS = 5000;
const SHOWN = 5;

export const recentDepositKeys = {
  of: (token: string) => ['transactions', 'recent-deposits', token] as const,
};

/**
 * The last network deposits of this coin, so a user who has just sent coins sees them arrive: waiting for
 * confirmations (seen of needed), credited, or not credited for being under the minimum.
 */
export function RecentDeposits({ token }: { token: string }) {
  const { t } = useLingui();
  const api = useApi();
  const isHidden = usePageHidden();
  const deposits = useQuery({
    queryKey: recentDepositKeys.of(token),
    queryFn: ({ signal }) =>
      api.transactions({ query: { tokens: [token], types: ['DEPOSIT'], limit: 20 } }, { signal }),
    select: (page) => page.transactions.filter((entry) => entry.channel === 'NETWORK').slice(0, SHOWN),
    refetchInterval: isHidden ? false : RECENT_DEPOSITS_REFRESH_MS,
  });
  if (!deposits.data || deposits.data.length === 0) return null;
  return (
    <RowList title={t`Recent deposits`}>
      {deposits.data.map((deposit) => (
        <RecentDeposit key={deposit.id} deposit={deposit} />
      ))}
    </RowList>
  );
}

function RecentDeposit({ deposit }: { deposit: Transaction }) {
  const { t } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const seen = format.digits(String(deposit.confirmations?.seen ?? 0));
  const required = format.digits(String(deposit.confirmations?.required ?? 0));
  const status =
    deposit.status === 'SUCCEED'
      ? t`Credited`
      : deposit.status === 'FAILED'
        ? t`Not credited: under the minimum`
        : t`Confirming: ${seen} of ${required}`;
  return (
    <PlainRow
      title={
        <Ltr>
          {format.amount(deposit.amount, 18)} {deposit.token}
        </Ltr>
      }
      subtitle={
        <ToneText
          tone={
            deposit.status === 'SUCCEED' ? 'success' : deposit.status === 'FAILED' ? 'destructive' : 'text'
          }
        >
          {status}
        </ToneText>
      }
      description={formatDateTime(deposit.date, language)}
    />
  );
}
