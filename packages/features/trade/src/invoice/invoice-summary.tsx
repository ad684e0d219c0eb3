import { useLingui } from '@lingui/react/macro';
import type { ReactNode } from 'react';
import type { Invoice } from '@wallet/api';
import { isPositive } from '@wallet/core';
import { formatDateTime } from '@wallet/i18n';
import { Countdown, CopyText, ReceiptTemplate, type ReceiptRow, type ReceiptStatus } from '@wallet/kit';
import { usePlatform } from '@wallet/platform';
import { serverClock, useFormat, useSession } from '@wallet/ui';
import { useInvoiceTexts } from './invoice-texts';

const RECEIPT_STATUS: Record<Invoice['status'], ReceiptStatus> = {
  PENDING: 'pending',
  PAID: 'success',
  DELIVERED: 'success',
  CANCELED: 'failed',
};

/**
 * An invoice as the user may quote it to support: its status, the price in Toman, the code, what it sells, what
 * is paid and how, and, while it waits, the time left to pay.
 */
export function InvoiceSummary({
  invoice,
  onTimeUp,
  actions,
}: {
  invoice: Invoice;
  /** The time to pay ran out while the page was open. */
  onTimeUp?: () => void;
  actions?: ReactNode;
}) {
  const { t } = useLingui();
  const format = useFormat();
  const platform = usePlatform();
  const { language } = useSession();
  const texts = useInvoiceTexts();
  const isExpress = invoice.type === 'EXPRESS_BUY' || invoice.type === 'EXPRESS_WITHDRAW';
  const product = isExpress
    ? `${format.amount(invoice.product.quantity, 8)} ${invoice.product.item}`
    : texts.item(invoice.product.item);
  // expiresAt is on the server's clock; the countdown runs on this device's.
  const deadline = Date.parse(invoice.expiresAt) - (serverClock.now() - Date.now());
  const rows: ReceiptRow[] = [
    {
      label: t`Invoice code`,
      value: (
        <CopyText
          text={invoice.code}
          display={invoice.code}
          onCopy={(text) => platform.clipboard.writeText(text)}
        />
      ),
    },
    { label: t`Product`, value: product },
    { label: t`Type`, value: texts.types[invoice.type] },
    {
      label: t`Seller`,
      value: invoice.merchant.isCertified
        ? t`${invoice.merchant.name}, certified`
        : t`${invoice.merchant.name}, not verified`,
    },
  ];
  if (isPositive(invoice.paidAmount) && invoice.status === 'PENDING') {
    rows.push({ label: t`Paid so far`, value: t`${format.toman(invoice.paidAmount)} Toman` });
  }
  if (invoice.paidWith) rows.push({ label: t`Paid with`, value: texts.methods[invoice.paidWith] });
  if (invoice.paidAt) rows.push({ label: t`Paid at`, value: formatDateTime(invoice.paidAt, language) });
  if (invoice.refundedAt) {
    rows.push({ label: t`Returned to your balance at`, value: formatDateTime(invoice.refundedAt, language) });
  }
  if (invoice.status === 'PENDING') {
    rows.push({
      label: t`Time left to pay`,
      value: <Countdown deadline={deadline} label={t`Time left to pay`} onEnd={onTimeUp} />,
    });
  }
  return (
    <ReceiptTemplate
      status={RECEIPT_STATUS[invoice.status]}
      statusLabel={invoice.refundedAt ? t`Refunded` : texts.statuses[invoice.status]}
      amount={format.toman(invoice.amount)}
      unit={t`Toman`}
      rows={rows}
      actions={actions}
    />
  );
}
