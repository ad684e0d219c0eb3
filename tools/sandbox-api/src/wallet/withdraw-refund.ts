import { eq } from 'drizzle-orm';
import type { Db } from '../db/client';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount, type EntryKind } from '../money/ledger';
import { transactions, type TransactionRow } from './tables';
import { ledgerBalance, transactionView } from '../money/transactions';

/**
 * A rejected withdrawal: its whole amount (fee included) back from where it went (the chain or the bank) to the
 * user in one ledger entry, and the transaction REJECTED_BY_ADMIN with the balance after. Call it inside the
 * database transaction that holds the row's lock, after checking it is still pending, so it refunds once.
 */
export async function refundRejectedWithdrawal(
  db: Db,
  row: TransactionRow,
  refund: { kind: Extract<EntryKind, 'WITHDRAW_REFUND' | 'RIAL_WITHDRAW_REFUND'>; at: Date },
) {
  const world = refund.kind === 'RIAL_WITHDRAW_REFUND' ? SYSTEM_ACCOUNTS.BANK : SYSTEM_ACCOUNTS.CHAIN;
  const entryId = await transfer(db, {
    kind: refund.kind,
    description: `Refund of rejected withdrawal ${row.uniqueId}`,
    userId: row.userId,
    from: await systemAccount(db, world, row.token),
    to: await userAccount(db, row.userId, row.token),
    amount: row.amount,
    at: refund.at,
  });
  const [rejected] = await db
    .update(transactions)
    .set({
      status: 'REJECTED_BY_ADMIN',
      balanceAfter: await ledgerBalance(db, row.userId, row.token),
      updatedAt: refund.at,
    })
    .where(eq(transactions.id, row.id))
    .returning();
  return { entryId, transaction: transactionView(rejected!) };
}
