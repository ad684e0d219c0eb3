import { useLingui } from '@lingui/react/macro';
import { useEffect } from 'react';
import { isolateLtr } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import { ReceiptTemplate } from '@wallet/kit';
import { useMainButton } from '@wallet/platform';
import {
  buildPath,
  Page,
  useFormat,
  useNavigate,
  usePersistedAtom,
  useRouteQuery,
  useSession,
  useTransaction,
} from '@wallet/ui';
import { LinkButton } from '../shared/link-button';
import { Loading } from '../shared/loading';
import { TRANSFER_DRAFT } from './transfer-draft';

/** /withdraw/internal-transfer/receipt?id=…: the transfer as sent, with a way to share its receipt. */
export function TransferReceiptPage() {
  const { t } = useLingui();
  const format = useFormat();
  const navigate = useNavigate();
  const { language } = useSession();
  const { id } = useRouteQuery('internalTransferReceipt');
  // The transfer is sent: the next one starts from an empty form.
  const [, , { clear: clearDraft }] = usePersistedAtom(TRANSFER_DRAFT);
  useEffect(() => void clearDraft(), [clearDraft]);
  const transaction = useTransaction(id);
  const toWallet = () => navigate(buildPath('dashboard'), { replace: true });
  useMainButton({ text: t`Back to the wallet`, onClick: toWallet });
  const sent = transaction.data;
  return (
    <Page title={t`Sent`} back={toWallet}>
      {sent ? (
        <section aria-label={t`Transfer receipt`}>
          <ReceiptTemplate
            status="success"
            statusLabel={t`Sent to ${isolateLtr(sent.counterparty ?? '')}`}
            amount={format.amount(sent.amount, 18)}
            unit={sent.token}
            amountCaption={formatDateTime(sent.date, language)}
            rows={[{ label: t`Support code`, value: sent.supportCode, isLtr: true }]}
            actions={
              <LinkButton href={buildPath('transactionReceipt', { id: sent.id })} isStretched>
                {t`Share receipt`}
              </LinkButton>
            }
          />
        </section>
      ) : (
        <Loading shape="card" />
      )}
    </Page>
  );
}
