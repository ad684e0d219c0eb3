import { useLingui } from '@lingui/react/macro';
import type { AdCheque, AdChequeStats } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { DetailList, Skeleton, Stack } from '@wallet/kit';
import { LoadFailure, Page, useErrorText, useRouteQuery, useSession, type ScreenProps } from '@wallet/ui';
import { useAdCheque, useAdChequeStats } from '../shared/ad-cheque-queries';
import { STATUS_WORDS } from '../shared/cheque-words';
import { useChequeFormat } from '../shared/use-cheque-format';
import { DeleteCheque, PayCheque, TopUpCheque } from './cheque-actions';
import { ChequeShare } from './cheque-share';
import { DesignPreview } from './design-preview';
import '../shared/cheque.css';

/** /shop/ad-cheque/info?id=: the creator's cheque, its figures, and what they may do with it by its status. */
export function AdChequeInfoPage({ telegramBotUrl }: ScreenProps) {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { id } = useRouteQuery('shopAdChequeInfo');
  const cheque = useAdCheque(id);
  const stats = useAdChequeStats(id);
  let body;
  if (cheque.isPending || stats.isPending) {
    body = (
      <Stack>
        <Skeleton height={140} />
        <Skeleton height={220} />
      </Stack>
    );
  } else if (cheque.isError || stats.isError) {
    body = (
      <LoadFailure
        message={t`The cheque could not be loaded.`}
        detail={errorText(cheque.error ?? stats.error)}
        onRetry={() => {
          void cheque.refetch();
          void stats.refetch();
        }}
      />
    );
  } else {
    body = <ChequeInfo cheque={cheque.data} stats={stats.data} telegramBotUrl={telegramBotUrl} />;
  }
  return <Page title={t`Ad cheque`}>{body}</Page>;
}

function ChequeInfo({
  cheque,
  stats,
  telegramBotUrl,
}: {
  cheque: AdCheque;
  stats: AdChequeStats;
  telegramBotUrl: string | null;
}) {
  const { t, i18n } = useLingui();
  const { language } = useSession();
  const format = useChequeFormat();
  const money = (value: string) => format.amount(value, cheque.token);
  const prize = money(cheque.activationPrize);
  const isOpen = cheque.status === 'ACTIVE' || cheque.status === 'FINISHED';
  return (
    <Stack>
      <DesignPreview design={cheque.design} prize={prize} message={cheque.message} />
      <DetailList
        rows={[
          { label: t`Status`, value: i18n._(STATUS_WORDS[cheque.status]) },
          { label: t`Prize per claim`, value: prize },
          { label: t`Total prize`, value: money(cheque.totalPrize) },
          { label: t`Claims`, value: format.digits(String(stats.claims)) },
          { label: t`Referral prizes paid`, value: format.digits(String(stats.referrals)) },
          { label: t`Paid out`, value: money(stats.paidOut) },
          { label: t`Left`, value: money(stats.left) },
          { label: t`Returned to you`, value: money(stats.returned) },
          cheque.expiresAt ? { label: t`Expires`, value: formatDateTime(cheque.expiresAt, language) } : null,
        ]}
      />
      {cheque.status === 'PENDING' ? <PayCheque cheque={cheque} /> : null}
      {cheque.status === 'ACTIVE' ? (
        <ChequeShare
          chequeId={cheque.id}
          referredById={null}
          telegramBotUrl={telegramBotUrl}
          text={t`Claim ${prize} from my cheque!`}
        />
      ) : null}
      {isOpen ? <TopUpCheque cheque={cheque} /> : null}
      {cheque.status === 'PENDING' || isOpen ? <DeleteCheque cheque={cheque} /> : null}
    </Stack>
  );
}
