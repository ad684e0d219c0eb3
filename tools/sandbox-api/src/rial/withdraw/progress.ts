import { and, asc, eq, inArray } from 'drizzle-orm';
import { RIAL_WITHDRAW_REVIEW_MINUTES, RIAL_WITHDRAW_SETTLEMENT_MINUTES } from '@wallet/api';
import { MINUTE_MS } from '../../clock';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { transactions, type TransactionRow } from '../../wallet/tables';
import { refundRejectedWithdrawal } from '../../wallet/withdraw-refund';
import { enqueueNotice } from '../../bot-notices/notices';

// A Rial withdrawal's way to the IBAN on the sandbox clock: TRANSACTION_CREATED, ACCEPTED_BY_ADMIN after the
// bank desk's review, SUCCEED once settled, all within RIAL_WITHDRAW_SETTLEMENT_MINUTES; or REJECTED_BY_ADMIN
// while still pending, with the whole amount back on the balance.

const PENDING_STATUSES = ['TRANSACTION_CREATED', 'ACCEPTED_BY_ADMIN'] as const;
const SETTLE_AFTER_ACCEPT_MINUTES = RIAL_WITHDRAW_SETTLEMENT_MINUTES - RIAL_WITHDRAW_REVIEW_MINUTES;

async function lockedRialWithdrawal(db: Db, id: number): Promise<TransactionRow | undefined> {
  const [row] = await db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.id, id),
        eq(transactions.type, 'WITHDRAW'),
        eq(transactions.channel, 'BANK'),
        eq(transactions.token, 'IRT'),
      ),
    )
    .for('update');
  return row;
}

type Step = Partial<typeof transactions.$inferInsert>;

/** The change due at `nowMs`, dated when it was due, so a clock moved far ahead passes each step in order. */
export function dueRialWithdrawStep(
  row: Pick<TransactionRow, 'status' | 'updatedAt'>,
  nowMs: number,
): Step | null {
  const from = row.updatedAt.getTime();
  const after = (minutes: number) =>
    nowMs - from >= minutes * MINUTE_MS ? new Date(from + minutes * MINUTE_MS) : null;
  if (row.status === 'TRANSACTION_CREATED') {
    const at = after(RIAL_WITHDRAW_REVIEW_MINUTES);
    return at ? { status: 'ACCEPTED_BY_ADMIN', updatedAt: at } : null;
  }
  if (row.status === 'ACCEPTED_BY_ADMIN') {
    const at = after(SETTLE_AFTER_ACCEPT_MINUTES);
    return at ? { status: 'SUCCEED', updatedAt: at } : null;
  }
  return null;
}

/** One pass of the settlement watcher: each due Rial withdrawal moves under its row lock. */
export async function advanceRialWithdrawals(sb: Sandbox): Promise<number> {
  const pending = await sb.db
    .select()
    .from(transactions)
    .where(
      and(
        eq(transactions.type, 'WITHDRAW'),
        eq(transactions.channel, 'BANK'),
        inArray(transactions.status, [...PENDING_STATUSES]),
      ),
    )
    .orderBy(asc(transactions.id));
  let moved = 0;
  for (const candidate of pending) {
    if (!dueRialWithdrawStep(candidate, sb.clock.nowMs())) continue;
    const didMove = await sb.db.transaction(async (tx) => {
      let row = await lockedRialWithdrawal(tx, candidate.id);
      const nowMs = sb.clock.nowMs();
      let didChange = false;
      while (row) {
        const step = dueRialWithdrawStep(row, nowMs);
        if (!step) break;
        [row] = await tx.update(transactions).set(step).where(eq(transactions.id, row.id)).returning();
        didChange = true;
        if (row && step.status === 'SUCCEED') {
          await enqueueNotice(tx, {
            userId: row.userId,
            kind: 'WITHDRAWAL_CONFIRMED',
            data: { amount: row.amount, token: row.token },
            at: new Date(nowMs),
          });
        }
      }
      return didChange;
    });
    if (didMove) moved++;
  }
  return moved;
}

/**
 * The bank desk rejects a Rial withdrawal still pending: REJECTED_BY_ADMIN, and amount plus fee back from the
 * bank to the user in one ledger entry, in the same database transaction under the row's lock, so once.
 */
export async function rejectRialWithdrawal(sb: Sandbox, id: number) {
  return sb.db.transaction(async (tx) => {
    const row = await lockedRialWithdrawal(tx, id);
    if (!row) throw new ApiFailure(404, 'TRANSACTION_NOT_FOUND');
    if (!(PENDING_STATUSES as readonly string[]).includes(row.status)) {
      throw new ApiFailure(409, 'WITHDRAWAL_ALREADY_DECIDED');
    }
    const refunded = await refundRejectedWithdrawal(tx, row, {
      kind: 'RIAL_WITHDRAW_REFUND',
      at: sb.clock.now(),
    });
    sb.log(`Rial withdrawal ${row.id} rejected and refunded (entry ${refunded.entryId})`);
    return refunded.transaction;
  });
}
