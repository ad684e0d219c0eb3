import { useLingui } from '@lingui/react/macro';
import { Link, useSearch } from 'wouter';
import { formatDateTime } from '@wallet/i18n';
import { useMainButton } from '@wallet/platform';
import { buildPath, Page, useFormat, useNavigate, useSession } from '@wallet/ui';
import { useTransaction } from '../transactions/transaction-queries';
import './transfer.css';

/** /withdraw/internal-transfer/receipt?id=…: the transfer as sent, with a way to share its receipt. */
export function TransferReceiptPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { language } = useSession();
  const id = new URLSearchParams(useSearch()).get('id') ?? undefined;
  const transaction = useTransaction(id);
  const toWallet = () => navigate(buildPath('dashboard'), { replace: true });
  useMainButton({ text: t`Back to the wallet`, onClick: toWallet });
  const sent = transaction.data;
  return (
    <Page title={t`Sent`} back={toWallet}>
      <div className="transfer">
        {sent ? (
          <section className="transfer-card transfer-card--center" aria-label={t`Transfer receipt`}>
            <span className="transfer-done" aria-hidden="true">
              ✓
            </span>
            <p className="transfer-sum" dir="ltr">
              {format.amount(sent.amount, 18)} {sent.token}
            </p>
            <p>{t`Sent to ${sent.counterparty ?? ''}`}</p>
            <p className="transfer-hint">{formatDateTime(sent.date, language)}</p>
            <p className="transfer-hint">
              {t`Support code`}: <span dir="ltr">{sent.supportCode}</span>
            </p>
            <Link href={buildPath('transactionReceipt', { id: sent.id })} className="transfer-chip">
              {t`Share receipt`}
            </Link>
          </section>
        ) : (
          <div className="transfer-skeleton" role="status" aria-label={t`Loading`} />
        )}
      </div>
    </Page>
  );
}
