import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import { Link } from 'wouter';
import type { Transaction } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { usePlatform } from '@wallet/platform';
import {
  buildPath,
  Page,
  useErrorText,
  useFormat,
  useNavigate,
  useNotify,
  useRouteParams,
  useSession,
} from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { WithdrawalProgress } from '../withdraw/progress';
import { statusTone, STATUS_LABELS, transactionTitle } from './labels';
import { useTransaction } from './transaction-queries';
import './transactions.css';

/**
 * /transactions/{id} (and /transactions/back/{id}, whose Back goes to the dashboard): every field of the
 * transaction, with copy for the hash, the addresses and the support code; a moving one is followed live.
 */
export function TransactionPage() {
  return <TransactionScreen backToDashboard={false} />;
}

/** /transactions/back/{id}: the same page, reached from outside the app, so Back leads to the dashboard. */
export function TransactionBackPage() {
  return <TransactionScreen backToDashboard />;
}

function TransactionScreen({ backToDashboard }: { backToDashboard: boolean }) {
  const { t, i18n } = useLingui();
  const errorText = useErrorText();
  const params = useRouteParams(backToDashboard ? 'transactionBack' : 'transaction');
  const transaction = useTransaction(params.id);
  const navigate = useNavigate();
  const back = backToDashboard ? () => navigate(buildPath('dashboard'), { replace: true }) : true;
  return (
    <Page title={transaction.data ? transactionTitle(transaction.data, i18n) : t`Transaction`} back={back}>
      <div className="txs">
        {transaction.data ? (
          <TransactionDetails transaction={transaction.data} />
        ) : transaction.isError ? (
          <div className="txs-message" role="alert">
            <p>{t`The transaction could not be loaded.`}</p>
            {errorText(transaction.error) && <p>{errorText(transaction.error)}</p>}
            <button type="button" className="txs-link" onClick={() => void transaction.refetch()}>
              {t`Try again`}
            </button>
          </div>
        ) : (
          <div className="txs-skeleton" role="status" aria-label={t`Loading`} />
        )}
      </div>
    </Page>
  );
}

function TransactionDetails({ transaction }: { transaction: Transaction }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const amount = (value: string) => `${format.amount(value, 18)} ${transaction.token}`;
  const rows: [label: string, value: ReactNode, copy?: string][] = [
    [t`Status`, <StatusText key="status" transaction={transaction} />],
    [t`Amount`, amount(transaction.amount)],
    [t`Fee`, amount(transaction.fee)],
    [t`Amount received`, amount(transaction.receivedAmount)],
    [t`Date`, formatDateTime(transaction.date, language)],
  ];
  if (transaction.network) rows.push([t`Network`, networkName(transaction.network)]);
  if (transaction.confirmations) {
    rows.push([
      t`Confirmations`,
      `${format.digits(String(transaction.confirmations.seen))} / ${format.digits(String(transaction.confirmations.required))}`,
    ]);
  }
  if (transaction.hash) rows.push([t`Transaction hash`, transaction.hash, transaction.hash]);
  if (transaction.senderAddress)
    rows.push([t`From address`, transaction.senderAddress, transaction.senderAddress]);
  if (transaction.receiverAddress) {
    rows.push([t`To address`, transaction.receiverAddress, transaction.receiverAddress]);
  }
  if (transaction.memo) rows.push([t`Memo`, transaction.memo, transaction.memo]);
  if (transaction.counterparty) rows.push([t`Other user`, transaction.counterparty]);
  if (transaction.balanceAfter) rows.push([t`Balance after`, amount(transaction.balanceAfter)]);
  if (transaction.refId) rows.push([t`Reference`, transaction.refId]);
  rows.push([t`Tracking id`, transaction.uniqueId]);
  rows.push([t`Support code`, transaction.supportCode, transaction.supportCode]);

  return (
    <>
      <section className="txs-card txs-summary" aria-label={t`Summary`}>
        <span
          className={`txs-summary__amount txs-row__amount--${transaction.type === 'DEPOSIT' ? 'in' : 'out'}`}
          dir="ltr"
        >
          {transaction.type === 'DEPOSIT' ? '+' : '−'}
          {amount(transaction.amount)}
        </span>
        <span className="txs-summary__title">{transactionTitle(transaction, i18n)}</span>
      </section>
      {transaction.type === 'WITHDRAW' && transaction.channel === 'NETWORK' && (
        <section className="txs-card" aria-label={t`Progress`}>
          <WithdrawalProgress transaction={transaction} />
        </section>
      )}
      <section className="txs-card" aria-label={t`Details`}>
        <dl className="txs-fields">
          {rows.map(([label, value, copy]) => (
            <Field key={label} label={label} value={value} copy={copy} />
          ))}
        </dl>
      </section>
      <Link href={buildPath('transactionReceipt', { id: transaction.id })} className="txs-button">
        {t`Receipt`}
      </Link>
    </>
  );
}

function StatusText({ transaction }: { transaction: Transaction }) {
  const { i18n } = useLingui();
  return (
    <span className={`txs-row__status txs-row__status--${statusTone(transaction.status)}`}>
      {i18n._(STATUS_LABELS[transaction.status])}
    </span>
  );
}

function Field({ label, value, copy }: { label: string; value: ReactNode; copy?: string }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  return (
    <div className="txs-field">
      <dt>{label}</dt>
      <dd dir={copy ? 'ltr' : undefined} className={copy ? 'txs-field__code' : undefined}>
        {value}
      </dd>
      {copy && (
        <button
          type="button"
          className="txs-link txs-field__copy"
          aria-label={t`Copy ${label}`}
          onClick={() =>
            platform.clipboard.writeText(copy).then(
              () => notify.success(t`Copied`),
              () => notify.error(t`Copying is not allowed here. Select the text and copy it yourself.`),
            )
          }
        >
          {t`Copy`}
        </button>
      )}
    </div>
  );
}
