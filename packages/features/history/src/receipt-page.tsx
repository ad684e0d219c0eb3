import { useLingui } from '@lingui/react/macro';
import type { Transaction } from '@wallet/api';
import { networkName } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import { Button, ReceiptTemplate, Stack, type ReceiptRow } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import {
  LoadFailure,
  Page,
  STATUS_LABELS,
  useErrorText,
  useFormat,
  useNotify,
  useRouteParams,
  useSession,
  useTransaction,
} from '@wallet/ui';
import { amountDecimals, amountUnit, historyTitle, isBankTransaction } from './bank-transactions';
import { Loading } from './load-states';
import { movedAmount } from './moved-amount';
import { receiptStatus } from './receipt-status';
import { tradeSides, useOtherTradeLeg } from './trade-legs';

/**
 * /transactions/receipt/{id}: the transaction as a receipt, shared as text through the host's share sheet
 * (or copied where the host cannot share).
 */
export function ReceiptPage() {
  const { t } = useLingui();
  const errorText = useErrorText();
  const { id } = useRouteParams('transactionReceipt');
  const transaction = useTransaction(id);
  const otherLeg = useOtherTradeLeg(transaction.data);
  return (
    <Page title={t`Receipt`}>
      <Stack>
        {transaction.data ? (
          <Receipt transaction={transaction.data} otherLeg={otherLeg} />
        ) : transaction.isError ? (
          <LoadFailure
            message={t`The transaction could not be loaded.`}
            detail={errorText(transaction.error)}
          />
        ) : (
          <Loading shape="receipt" />
        )}
      </Stack>
    </Page>
  );
}

/** One line of the receipt, on screen and in the shared text. */
interface ReceiptLine extends ReceiptRow {
  label: string;
  value: string;
  /** Said once, in the receipt's header, rather than again as a row. */
  isInHeader?: boolean;
}

function Receipt({ transaction, otherLeg }: { transaction: Transaction; otherLeg: Transaction | null }) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const platform = usePlatform();
  const notify = useNotify();
  const { language } = useSession();
  const decimals = amountDecimals(transaction.token);
  const unit = amountUnit(transaction.token, i18n);
  const amount = (value: string) => `${format.amount(value, decimals)} ${unit}`;
  const inToken = (value: string, token: string) =>
    `${format.amount(value, amountDecimals(token))} ${amountUnit(token, i18n)}`;
  // A trade's fee is taken on what the user got: shown in that coin on both legs.
  const trade = tradeSides(transaction, otherLeg);
  const title = historyTitle(transaction, i18n, otherLeg);
  const isBank = isBankTransaction(transaction);
  const statusLabel = i18n._(STATUS_LABELS[transaction.status]);
  const lines: (ReceiptLine | null | '')[] = [
    { label: t`Type`, value: title, isInHeader: true },
    { label: t`Status`, value: statusLabel, isInHeader: true },
    { label: t`Amount`, value: amount(movedAmount(transaction)), isInHeader: true },
    trade && { label: t`You gave`, value: inToken(trade.given.amount, trade.given.token), isLtr: true },
    trade && { label: t`You got`, value: inToken(trade.got.receivedAmount, trade.got.token), isLtr: true },
    trade
      ? { label: t`Fee`, value: inToken(trade.got.fee, trade.got.token), isLtr: true }
      : { label: t`Fee`, value: amount(transaction.fee), isLtr: true },
    { label: t`Amount received`, value: amount(transaction.receivedAmount), isLtr: true },
    { label: t`Date`, value: formatDateTime(transaction.date, language) },
    transaction.network && { label: t`Network`, value: networkName(transaction.network) },
    transaction.receiverAddress && {
      label: isBank ? t`To IBAN` : t`To address`,
      value: transaction.receiverAddress,
      isLtr: true,
    },
    transaction.memo && { label: t`Memo`, value: transaction.memo, isLtr: true },
    transaction.hash && { label: t`Transaction hash`, value: transaction.hash, isLtr: true },
    { label: t`Support code`, value: transaction.supportCode, isLtr: true },
  ];
  const shown = lines.filter((line): line is ReceiptLine => Boolean(line));
  const text = [t`Wallet receipt`, ...shown.map(({ label, value }) => `${label}: ${value}`)].join('\n');
  const share = platform.share;
  const copy = () =>
    platform.clipboard.writeText(text).then(
      () => notify.success(t`Receipt copied`),
      () => notify.error(t`Copying is not allowed here. Select the text and copy it yourself.`),
    );

  return (
    <section aria-label={t`Receipt`}>
      <ReceiptTemplate
        status={receiptStatus(transaction.status)}
        statusLabel={statusLabel}
        amount={format.amount(movedAmount(transaction), decimals)}
        unit={unit}
        amountCaption={title}
        rows={shown.filter((line) => !line.isInHeader)}
        actions={
          <>
            {share && (
              <Button isStretched onClick={() => void share({ text }).catch(() => undefined)}>
                {t`Share receipt`}
              </Button>
            )}
            <Button mode="bezeled" isStretched onClick={() => void copy()}>
              {t`Copy receipt`}
            </Button>
          </>
        }
      />
    </section>
  );
}
