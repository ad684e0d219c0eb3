import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@wallet/api';
import { formatDateTime } from '@wallet/i18n';
import { usePlatform } from '@wallet/platform';
import { Page, useErrorText, useFormat, useNotify, useRouteParams, useSession } from '@wallet/ui';
import { networkName } from '../deposit/networks';
import { STATUS_LABELS, transactionTitle } from './labels';
import { useTransaction } from './transaction-queries';
import './transactions.css';

/**
 * /transactions/receipt/{id}: the transaction as a receipt, shared as text through the host's share sheet
 * (or copied where the host cannot share).
 */
export function ReceiptPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { id } = useRouteParams('transactionReceipt');
  const transaction = useTransaction(id);
  return (
    <Page title={t`Receipt`}>
      <div className="txs">
        {transaction.data ? (
          <Receipt transaction={transaction.data} />
        ) : transaction.isError ? (
          <div className="txs-message" role="alert">
            <p>{t`The transaction could not be loaded.`}</p>
            {errorText(transaction.error) && <p>{errorText(transaction.error)}</p>}
          </div>
        ) : (
          <div className="txs-skeleton" role="status" aria-label={t`Loading`} />
        )}
      </div>
    </Page>
  );
}

function Receipt({ transaction }: { transaction: Transaction }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const platform = usePlatform();
  const notify = useNotify();
  const { language } = useSession();
  const amount = (value: string) => `${format.amount(value, 18)} ${transaction.token}`;
  const lines: [string, string][] = [
    [t`Type`, transactionTitle(transaction, i18n)],
    [t`Status`, i18n._(STATUS_LABELS[transaction.status])],
    [t`Amount`, amount(transaction.amount)],
    [t`Fee`, amount(transaction.fee)],
    [t`Amount received`, amount(transaction.receivedAmount)],
    [t`Date`, formatDateTime(transaction.date, language)],
    ...(transaction.network ? ([[t`Network`, networkName(transaction.network)]] as [string, string][]) : []),
    ...(transaction.receiverAddress
      ? ([[t`To address`, transaction.receiverAddress]] as [string, string][])
      : []),
    ...(transaction.memo ? ([[t`Memo`, transaction.memo]] as [string, string][]) : []),
    ...(transaction.hash ? ([[t`Transaction hash`, transaction.hash]] as [string, string][]) : []),
    [t`Support code`, transaction.supportCode],
  ];
  const text = [t`Wallet receipt`, ...lines.map(([label, value]) => `${label}: ${value}`)].join('\n');
  const share = platform.share;
  const copy = () =>
    platform.clipboard.writeText(text).then(
      () => notify.success(t`Receipt copied`),
      () => notify.error(t`Copying is not allowed here. Select the text and copy it yourself.`),
    );

  return (
    <>
      <section className="txs-card txs-receipt" aria-label={t`Receipt`}>
        <dl className="txs-fields">
          {lines.map(([label, value]) => (
            <div key={label} className="txs-field">
              <dt>{label}</dt>
              <dd>{value}</dd>
            </div>
          ))}
        </dl>
      </section>
      <div className="txs-actions">
        {share && (
          <button
            type="button"
            className="txs-button"
            onClick={() => void share({ text }).catch(() => undefined)}
          >
            {t`Share receipt`}
          </button>
        )}
        <button type="button" className="txs-button txs-button--plain" onClick={() => void copy()}>
          {t`Copy receipt`}
        </button>
      </div>
    </>
  );
}
