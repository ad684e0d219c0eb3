import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { transactions, type TransactionRow } from '../db/schema';
import { ApiFailure } from '../http/failure';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../ledger/ledger';
import { ledgerBalance, transactionView } from '../transactions/transactions';
import { addressFor, BLOCK_SECONDS, coinConfig } from './deposits';

/** An admin looks at a new withdrawal within this long; the sandbox accepts it then if no one has. */
export const ADMIN_REVIEW_SECONDS = 300;
/** From acceptance to the transaction being on the network. */
export const PUBLISH_SECONDS = 30;
const DEFAULT_BLOCK_SECONDS = 10;

async function lockedWithdrawal(db: Db, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(eq(transactions.id, id), eq(transactions.type, 'WITHDRAW'), eq(transactions.channel, 'NETWORK')),
    )
    .for('update');
  return row;
}

const hashFor = (network: string, seed: string) => {
  const hex = addressFor('ETH', seed).slice(2) + addressFor('ETH', `${seed}:2`).slice(2, 26);
  return network === 'ETH' || network === 'BSC' || network === 'AVAX_C' ? `0x${hex}` : hex;
};

/**
 * The admin's decision on a withdrawal still at TRANSACTION_CREATED. Accepting moves it on; rejecting
 * refunds the whole amount through the ledger, in the same database transaction, once.
 */
export async function decideWithdrawal(sb: Sandbox, id: number, decision: 'accept' | 'reject') {
  return sb.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const row = await lockedWithdrawal(tx, id);
    if (!row) throw new ApiFailure(404, 'TRANSACTION_NOT_FOUND');
    if (row.status !== 'TRANSACTION_CREATED') throw new ApiFailure(409, 'WITHDRAWAL_ALREADY_DECIDED');
    const now = sb.clock.now();
    if (decision === 'accept') {
      const [accepted] = await tx
        .update(transactions)
        .set({ status: 'ACCEPTED_BY_ADMIN', updatedAt: now })
        .where(eq(transactions.id, id))
        .returning();
      return transactionView(accepted!);
    }
    const refundId = await transfer(tx, {
      kind: 'WITHDRAW_REFUND',
      description: `Refund of rejected withdrawal ${row.uniqueId}`,
      userId: row.userId,
      from: await systemAccount(tx, SYSTEM_ACCOUNTS.CHAIN, row.token),
      to: await userAccount(tx, row.userId, row.token),
      amount: row.amount,
      at: now,
    });
    const [rejected] = await tx
      .update(transactions)
      .set({
        status: 'REJECTED_BY_ADMIN',
        balanceAfter: await ledgerBalance(tx, row.userId, row.token),
        updatedAt: now,
      })
      .where(eq(transactions.id, id))
      .returning();
    sb.log(`withdrawal ${row.id} rejected and refunded (entry ${refundId})`);
    return transactionView(rejected!);
  });
}

/**
 * Moves withdrawals along on the sandbox clock (spec 000 §4): TRANSACTION_CREATED is accepted after
 * ADMIN_REVIEW_SECONDS if no admin decided, PUBLISHED_TO_NETWORK (with a hash) PUBLISH_SECONDS after
 * acceptance, then CONFIRMED_BY_NETWORK once the network's confirmations have passed at its block time.
 */
export async function advanceWithdrawals(sb: Sandbox): Promise<number> {
  const moving = await sb.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'WITHDRAW'),
        eq(transactions.channel, 'NETWORK'),
        inArray(transactions.status, ['TRANSACTION_CREATED', 'ACCEPTED_BY_ADMIN', 'PUBLISHED_TO_NETWORK']),
      ),
    )
    .orderBy(asc(transactions.id));
  let moved = 0;
  for (const candidate of moving) {
    const didMove = await sb.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const found = await lockedWithdrawal(tx, candidate.id);
      if (!found) return false;
      let row: TransactionRow = found;
      const nowMs = sb.clock.nowMs();
      const blockSeconds = BLOCK_SECONDS[row.network ?? ''] ?? DEFAULT_BLOCK_SECONDS;
      const config = await coinConfig(tx, row.token);
      const required = config.networks.find((n) => n.network === found.network)?.confirmations ?? 1;
      let didChange = false;
      // Each step is dated when it was due, so a clock moved far ahead passes every step in order.
      for (;;) {
        const since = (nowMs - row.updatedAt.getTime()) / 1000;
        const from = row.updatedAt.getTime();
        const at = (seconds: number) => new Date(from + seconds * 1000);
        let change: Partial<typeof transactions.$inferInsert> | null = null;
        if (row.status === 'TRANSACTION_CREATED' && since >= ADMIN_REVIEW_SECONDS) {
          change = { status: 'ACCEPTED_BY_ADMIN', updatedAt: at(ADMIN_REVIEW_SECONDS) };
        } else if (row.status === 'ACCEPTED_BY_ADMIN' && since >= PUBLISH_SECONDS) {
          change = {
            status: 'PUBLISHED_TO_NETWORK',
            hash: hashFor(row.network ?? '', `withdraw:${row.uniqueId}`),
            confirmationsSeen: 0,
            confirmationsRequired: required,
            updatedAt: at(PUBLISH_SECONDS),
          };
        } else if (row.status === 'PUBLISHED_TO_NETWORK') {
          const seen = Math.min(required, Math.floor(since / blockSeconds));
          if (seen >= required) {
            change = {
              status: 'CONFIRMED_BY_NETWORK',
              confirmationsSeen: required,
              updatedAt: at(required * blockSeconds),
            };
          } else if (seen !== (row.confirmationsSeen ?? 0)) {
            // Confirmations seen so far; updatedAt keeps marking when it was published.
            await tx.update(transactions).set({ confirmationsSeen: seen }).where(eq(transactions.id, row.id));
            return true;
          }
        }
        if (!change) break;
        const [next] = await tx
          .update(transactions)
          .set(change)
          .where(eq(transactions.id, row.id))
          .returning();
        row = next!;
        didChange = true;
      }
      return didChange;
    });
    if (didMove) moved++;
  }
  return moved;
}
