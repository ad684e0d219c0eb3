import { useLingui } from '@lingui/react/macro';
import { Link, Redirect, useSearch } from 'wouter';
import { useMainButton } from '@wallet/platform';
import { buildPath, Page, useErrorText, useFormat, useNavigate } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { useTransaction } from '../transactions/transaction-queries';
import { WithdrawalProgress } from './progress';
import '../transfer/transfer.css';
import './withdraw.css';

/** /withdraw/external-transfer/receipt?id=…: the withdrawal sent, followed live through its progress. */
export function WithdrawReceiptPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const errorText = useErrorText();
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined;
  const transaction = useTransaction(id);
  useMainButton({ text: t`Done`, onClick: () => navigate(buildPath('dashboard'), { replace: true }) });
  if (!id) return <Redirect to={buildPath('withdrawCoinList')} replace />;
  const data = transaction.data;
  const unit = (value: string) => `${format.amount(value, 18)} ${data?.token ?? ''}`;
  return (
    <Page title={t`Withdrawal sent`} back={() => navigate(buildPath('dashboard'), { replace: true })}>
      <div className="transfer">
        {data ? (
          <>
            <section className="transfer-card" aria-label={t`Withdrawal`}>
              <WithdrawalProgress transaction={data} />
            </section>
            <section className="transfer-card" aria-label={t`Details`}>
              <dl className="transfer-terms">
                <dt>{t`They receive`}</dt>
                <dd dir="ltr">{unit(data.receivedAmount)}</dd>
                <dt>{t`Network fee`}</dt>
                <dd dir="ltr">{unit(data.fee)}</dd>
                {data.network && (
                  <>
                    <dt>{t`Network`}</dt>
                    <dd>{networkName(data.network)}</dd>
                  </>
                )}
                <dt>{t`To address`}</dt>
                <dd className="withdraw-address" dir="ltr">
                  {data.receiverAddress}
                </dd>
                {data.hash && (
                  <>
                    <dt>{t`Transaction hash`}</dt>
                    <dd className="withdraw-address" dir="ltr">
                      {data.hash}
                    </dd>
                  </>
                )}
              </dl>
              <Link href={buildPath('transaction', { id: data.id })} className="transfer-chip">
                {t`All details`}
              </Link>
            </section>
          </>
        ) : transaction.isError ? (
          <div className="transfer-message" role="alert">
            <p>{errorText(transaction.error) ?? t`The withdrawal could not be loaded.`}</p>
            <button type="button" className="transfer-chip" onClick={() => void transaction.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        )}
      </div>
    </Page>
  );
}
