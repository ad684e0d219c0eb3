import { and, asc, eq, inArray } from 'drizzle-orm';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { transactions, type TransactionRow } from './tables';
import { ApiFailure } from '../errors';
import { transactionView } from '../money/transactions';
import { refundRejectedWithdrawal } from './withdraw-refund';
import { BLOCK_SECONDS, txHashFor } from './deposits';
import { coinConfig } from '../config/coins';
import { enqueueNotice } from '../bot-notices/notices';

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

type Step = Partial<typeof transactions.$inferInsert>;

const blockSecondsOf = (row: TransactionRow) => BLOCK_SECONDS[row.network ?? ''] ?? DEFAULT_BLOCK_SECONDS;

/**
 * The change a withdrawal is due for at `nowMs`, or null. A step is dated when it was due, so a clock moved
 * far ahead passes every step in order; seen confirmations move without touching updatedAt, which marks when
 * it was published. `required` is the network's confirmations, used when it is published.
 */
function dueStep(row: TransactionRow, nowMs: number, required: number): Step | null {
  const from = row.updatedAt.getTime();
  const since = (nowMs - from) / 1000;
  const at = (seconds: number) => new Date(from + seconds * 1000);
  switch (row.status) {
    case 'TRANSACTION_CREATED':
      return since >= ADMIN_REVIEW_SECONDS
        ? { status: 'ACCEPTED_BY_ADMIN', updatedAt: at(ADMIN_REVIEW_SECONDS) }
        : null;
    case 'ACCEPTED_BY_ADMIN':
      return since >= PUBLISH_SECONDS
        ? {
            status: 'PUBLISHED_TO_NETWORK',
            hash: txHashFor(row.network ?? '', `withdraw:${row.uniqueId}`),
            confirmationsSeen: 0,
            confirmationsRequired: required,
            updatedAt: at(PUBLISH_SECONDS),
          }
        : null;
    case 'PUBLISHED_TO_NETWORK': {
      const needed = row.confirmationsRequired ?? 0;
      const seen = Math.min(needed, Math.floor(since / blockSecondsOf(row)));
      if (seen >= needed) {
        return {
          status: 'CONFIRMED_BY_NETWORK',
          confirmationsSeen: needed,
          updatedAt: at(needed * blockSecondsOf(row)),
        };
      }
      return seen === (row.confirmationsSeen ?? 0) ? null : { confirmationsSeen: seen };
    }
    default:
      return null;
  }
}

async function networkConfirmations(db: Db, row: TransactionRow): Promise<number> {
  const config = await coinConfig(db, row.token);
  return config.networks.find((n) => n.network === row.network)?.confirmations ?? 1;
}

/**
 * The admin's decision on a withdrawal still at TRANSACTION_CREATED. Accepting moves it on; rejecting
 * refunds the whole amount through the ledger, in the same database transaction, once.
 */
export async function decideWithdrawal(sb: Sandbox, id: number, decision: 'accept' | 'reject') {
  return sb.db.transaction(async (tx) => {
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
    const refunded = await refundRejectedWithdrawal(tx, row, { kind: 'WITHDRAW_REFUND', at: now });
    sb.log(`withdrawal ${row.id} rejected and refunded (entry ${refunded.entryId})`);
    return refunded.transaction;
  });
}

/**
 * Moves withdrawals along on the sandbox clock (spec 000 §4): TRANSACTION_CREATED is accepted after
 * ADMIN_REVIEW_SECONDS if no admin decided, PUBLISHED_TO_NETWORK (with a hash) PUBLISH_SECONDS after
 * acceptance, then CONFIRMED_BY_NETWORK once the network's confirmations have passed at its block time.
 * Each due withdrawal is moved under its row lock, so a pass and an admin's decision do not both move it.
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
    // Most passes find nothing due: only a due withdrawal costs a database transaction.
    if (!dueStep(candidate, sb.clock.nowMs(), 0)) continue;
    const didMove = await sb.db.transaction(async (tx) => {
      let row = await lockedWithdrawal(tx, candidate.id);
      const nowMs = sb.clock.nowMs();
      let didChange = false;
      while (row) {
        const required = row.status === 'ACCEPTED_BY_ADMIN' ? await networkConfirmations(tx, row) : 0;
        const step = dueStep(row, nowMs, required);
        if (!step) break;
        [row] = await tx.update(transactions).set(step).where(eq(transactions.id, row.id)).returning();
        didChange = true;
        if (row && step.status === 'CONFIRMED_BY_NETWORK') {
          await enqueueNotice(tx, {
            userId: row.userId,
            kind: 'WITHDRAWAL_CONFIRMED',
            data: { amount: row.amount, token: row.token },
            at: new Date(nowMs),
          });
        }
        if (!step.status) break;
      }
      return didChange;
    });
    if (didMove) moved++;
  }
  return moved;
}
