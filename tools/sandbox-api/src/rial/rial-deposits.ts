import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import type { RialDepositMethod } from '@wallet/api';
import { DAY_MS } from '../clock';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { fiatDeposits } from '../wallet/tables';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { recordTransaction, transactionView } from '../money/transactions';
import { enqueueNotice } from '../bot-notices/notices';

// Every Rial deposit ends here, whatever brought it (a deposit method, or the sandbox control that stands for
// the bank): the Toman reach the user's balance through the ledger, in the caller's database transaction, once,
// and the user sees one BANK deposit in their history.

export interface RialDeposit {
  userId: number;
  /** The deposit method; null for the sandbox control's deposits, which count toward no method's day. */
  method: RialDepositMethod | null;
  /** Toman, as credited to the balance (any fee already taken off). */
  amount: string;
  /** What the user paid on top of the amount, in Toman (a gateway's fee); shown on the transaction. */
  fee?: string;
  /** Where the money came from as the user knows it: a masked card or IBAN, or the bank's name. */
  counterparty: string | null;
  /** The bank's or gateway's reference for this payment, shown on the receipt and used to credit it once. */
  refId: string;
  at: Date;
}

/**
 * Credits a Rial deposit: BANK → the user's IRT account in one ledger entry, a `fiat_deposits` row (which starts
 * the 72 h lock on coin withdrawals and counts toward the method's daily figures) and a SUCCEED DEPOSIT
 * transaction on the BANK channel. Run it inside the database transaction that also marks the payment done,
 * under the payment's row lock, so a payment is credited once.
 */
export async function creditRialDeposit(db: Db, deposit: RialDeposit) {
  const amount = canonicalDecimal(deposit.amount);
  const entryId = await transfer(db, {
    kind: 'FIAT_DEPOSIT',
    description: `Rial deposit by ${deposit.method ?? 'the sandbox control'} (${deposit.refId})`,
    userId: deposit.userId,
    from: await systemAccount(db, SYSTEM_ACCOUNTS.BANK, 'IRT'),
    to: await userAccount(db, deposit.userId, 'IRT'),
    amount,
    at: deposit.at,
  });
  const row = await recordTransaction(db, {
    userId: deposit.userId,
    type: 'DEPOSIT',
    channel: 'BANK',
    token: 'IRT',
    status: 'SUCCEED',
    amount,
    fee: '0',
    refId: deposit.refId,
    counterparty: deposit.counterparty,
    entryId,
    at: deposit.at,
  });
  await db.insert(fiatDeposits).values({
    userId: deposit.userId,
    amount,
    entryId,
    method: deposit.method,
    transactionId: row.id,
    createdAt: deposit.at,
  });
  await enqueueNotice(db, {
    userId: deposit.userId,
    kind: 'DEPOSIT_CREDITED',
    data: { amount, token: 'IRT' },
    at: deposit.at,
  });
  return transactionView(row);
}

/** What some users deposited by a method in the 24 h before `now`, in Toman (for daily caps such as the gateway's). */
export async function depositedInLastDay(
  db: Db,
  userIds: readonly number[],
  method: RialDepositMethod,
  now: Date,
): Promise<string> {
  if (userIds.length === 0) return '0';
  const [row] = await db
    .select({ total: sql<string | null>`sum(${fiatDeposits.amount})` })
    .from(fiatDeposits)
    .where(
      and(
        inArray(fiatDeposits.userId, [...userIds]),
        eq(fiatDeposits.method, method),
        gt(fiatDeposits.createdAt, new Date(now.getTime() - DAY_MS)),
      ),
    );
  return canonicalDecimal(row?.total ?? '0');
}
