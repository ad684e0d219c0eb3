import type { Transaction } from '@wallet/api';

/**
 * What a transaction moved in the user's balance, the figure its row and header show: a deposit's received
 * amount (a trade's fee is taken on the leg that got the coin, so its amount is the credit before the fee
 * and only the received amount matches the trade's receipt), a withdrawal's amount.
 */
export function movedAmount(transaction: Transaction): string {
  return transaction.type === 'DEPOSIT' ? transaction.receivedAmount : transaction.amount;
}
