import { useLingui } from '@lingui/react/macro';
import { Link } from 'wouter';
import type { Transaction } from '@wallet/api';
import { networkName } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import {
  Button,
  Card,
  Code,
  CopyIcon,
  LinkButton,
  ReceiptTemplate,
  Stack,
  type ReceiptRow,
} from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import {
  buildPath,
  LoadFailure,
  Page,
  STATUS_LABELS,
  useErrorText,
  useFormat,
  useNavigate,
  useNotify,
  useRouteParams,
  useSession,
  useTransaction,
  WithdrawalProgress,
} from '@wallet/ui';
import {
  amountDecimals,
  amountUnit,
  bankNameOf,
  historyTitle,
  isBankTransaction,
  isRialWithdrawal,
  RialWithdrawProgress,
} from './bank-transactions';
import { Loading } from './load-states';
import { movedAmount } from './moved-amount';
import { receiptStatus } from './receipt-status';
import { tradeSides, useOtherTradeLeg } from './trade-legs';

/**
 * /transactions/{id}: every field of the transaction, with copy for the hash, the addresses, the memo and the
 * support code; a moving one is followed live.
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
  const otherLeg = useOtherTradeLeg(transaction.data);
  const navigate = useNavigate();
  const back = backToDashboard ? () => navigate(buildPath('dashboard'), { replace: true }) : true;
  return (
    <Page
      title={transaction.data ? historyTitle(transaction.data, i18n, otherLeg) : t`Transaction`}
      back={back}
    >
      <Stack>
        {transaction.data ? (
          <TransactionDetails transaction={transaction.data} otherLeg={otherLeg} />
        ) : transaction.isError ? (
          <LoadFailure
            message={t`The transaction could not be loaded.`}
            detail={errorText(transaction.error)}
            onRetry={() => void transaction.refetch()}
          />
        ) : (
          <Loading shape="receipt" />
        )}
      </Stack>
    </Page>
  );
}

function TransactionDetails({
  transaction,
  otherLeg,
}: {
  transaction: Transaction;
  otherLeg: Transaction | null;
}) {
  const { t, i18n } = useLingui();
  const format = useFormat();
  const { language } = useSession();
  const decimals = amountDecimals(transaction.token);
  const unit = amountUnit(transaction.token, i18n);
  const amount = (value: string) => `${format.amount(value, decimals)} ${unit}`;
  const inToken = (value: string, token: string) =>
    `${format.amount(value, amountDecimals(token))} ${amountUnit(token, i18n)}`;
  // A trade's fee is taken on what the user got: shown in that coin on both legs.
  const trade = tradeSides(transaction, otherLeg);
  const isBank = isBankTransaction(transaction);
  const bankName = isBank ? bankNameOf(transaction, language) : null;
  // A bank deposit names where it came from; a withdrawal's IBAN and bank have rows of their own.
  const counterpartyRow = (counterparty: string): ReceiptRow | null =>
    !isBank
      ? { label: t`Other user`, value: counterparty }
      : transaction.type === 'DEPOSIT'
        ? { label: t`From`, value: counterparty, isLtr: true }
        : null;
  const copyable = (label: string, value: string): ReceiptRow => ({
    label,
    value: <CopyableValue label={label} value={value} />,
  });
  // A Toman withdrawal's amount is what was taken from the balance, the fee in it; its rows say it as its
  // confirm page did: the amount asked for, the fee on top, the total taken and what the IBAN receives.
  const amountRows: (ReceiptRow | null | '')[] = isRialWithdrawal(transaction)
    ? [
        { label: t`Amount`, value: amount(transaction.receivedAmount), isLtr: true },
        { label: t`Fee`, value: amount(transaction.fee), isLtr: true },
        { label: t`Taken from your balance`, value: amount(transaction.amount), isLtr: true },
        { label: t`The IBAN receives`, value: amount(transaction.receivedAmount), isLtr: true },
      ]
    : [
        { label: t`Amount`, value: amount(transaction.amount), isLtr: true },
        trade && { label: t`You gave`, value: inToken(trade.given.amount, trade.given.token), isLtr: true },
        trade && {
          label: t`You got`,
          value: inToken(trade.got.receivedAmount, trade.got.token),
          isLtr: true,
        },
        trade
          ? { label: t`Fee`, value: inToken(trade.got.fee, trade.got.token), isLtr: true }
          : { label: t`Fee`, value: amount(transaction.fee), isLtr: true },
        { label: t`Amount received`, value: amount(transaction.receivedAmount), isLtr: true },
      ];
  const rows: (ReceiptRow | null | undefined | '')[] = [
    ...amountRows,
    { label: t`Date`, value: formatDateTime(transaction.date, language) },
    transaction.network && { label: t`Network`, value: networkName(transaction.network) },
    transaction.confirmations && {
      label: t`Confirmations`,
      value: `${format.digits(String(transaction.confirmations.seen))} / ${format.digits(String(transaction.confirmations.required))}`,
      isLtr: true,
    },
    transaction.hash && copyable(t`Transaction hash`, transaction.hash),
    transaction.senderAddress && copyable(t`From address`, transaction.senderAddress),
    bankName && { label: t`Bank`, value: bankName },
    transaction.receiverAddress &&
      (isBank
        ? { label: t`To IBAN`, value: transaction.receiverAddress, isLtr: true }
        : copyable(t`To address`, transaction.receiverAddress)),
    transaction.memo && copyable(t`Memo`, transaction.memo),
    transaction.counterparty && counterpartyRow(transaction.counterparty),
    transaction.balanceAfter && {
      label: t`Balance after`,
      value: amount(transaction.balanceAfter),
      isLtr: true,
    },
    transaction.refId && { label: t`Reference`, value: transaction.refId, isLtr: true },
    { label: t`Tracking id`, value: transaction.uniqueId, isLtr: true },
    copyable(t`Support code`, transaction.supportCode),
  ];
  const isIn = transaction.type === 'DEPOSIT';

  return (
    <>
      {transaction.type === 'WITHDRAW' && transaction.channel === 'NETWORK' && (
        <Card label={t`Progress`}>
          <WithdrawalProgress transaction={transaction} />
        </Card>
      )}
      {isRialWithdrawal(transaction) && (
        <Card label={t`Progress`}>
          <RialWithdrawProgress transaction={transaction} />
        </Card>
      )}
      <section aria-label={t`Details`}>
        <ReceiptTemplate
          status={receiptStatus(transaction.status)}
          statusLabel={i18n._(STATUS_LABELS[transaction.status])}
          amount={`${isIn ? '+' : '−'}${format.amount(movedAmount(transaction), decimals)}`}
          unit={unit}
          amountCaption={historyTitle(transaction, i18n, otherLeg)}
          rows={rows.filter((row): row is ReceiptRow => Boolean(row))}
          actions={
            <Link href={buildPath('transactionReceipt', { id: transaction.id })} asChild>
              <LinkButton isStretched>{t`Receipt`}</LinkButton>
            </Link>
          }
        />
      </section>
    </>
  );
}

/**
 * A hash, address, memo or code with its copy button. The button is named after the field ("Copy Memo"), as
 * several sit on one page, and the result is told as a toast.
 */
function CopyableValue({ label, value }: { label: string; value: string }) {
  const { t } = useLingui();
  const platform = usePlatform();
  const notify = useNotify();
  const copy = () =>
    platform.clipboard.writeText(value).then(
      () => notify.success(t`Copied`),
      () => notify.error(t`Copying is not allowed here. Select the text and copy it yourself.`),
    );
  return (
    <Stack isRow gap={1}>
      <Code>{value}</Code>
      <Button
        mode="plain"
        size="m"
        before={<CopyIcon />}
        aria-label={t`Copy ${label}`}
        onClick={() => void copy()}
      >
        {t`Copy`}
      </Button>
    </Stack>
  );
}
