import type { ReceiptStatus } from '@wallet/kit';
import { statusTone, type StatusTone } from '@wallet/ui';
import type { TransactionStatus } from '@wallet/api';

const RECEIPT_STATUS: Record<StatusTone, ReceiptStatus> = {
  done: 'success',
  waiting: 'pending',
  failed: 'failed',
};

/** How a receipt shows a transaction's status: done, still moving, or failed. */
export function receiptStatus(status: TransactionStatus): ReceiptStatus {
  return RECEIPT_STATUS[statusTone(status)];
}
