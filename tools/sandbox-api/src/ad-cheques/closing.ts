import { and, eq, inArray, lte } from 'drizzle-orm';
import type { AdChequeStatus } from '@wallet/api';
import { isPositive } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { transfer, userAccount } from '../money/ledger';
import { recordTransaction } from '../money/transactions';
import { chequeEscrowAccount, chequeLeft } from './cheques';
import { adCheques, type AdChequeRow } from './tables';

/**
 * Closes a cheque (DELETED by its creator, or EXPIRED at its time): exactly what its pot holds goes back to the
 * creator's balance in one AD_CHEQUE_RETURN entry, shown in their history as an ad cheque credit with the cheque as
 * refId. Call it with the cheque locked. Answers what went back.
 */
export async function closeCheque(
  db: Db,
  row: AdChequeRow,
  status: Extract<AdChequeStatus, 'DELETED' | 'EXPIRED'>,
  at: Date,
): Promise<string> {
  const left = await chequeLeft(db, row);
  if (isPositive(left)) {
    const entryId = await transfer(db, {
      kind: 'AD_CHEQUE_RETURN',
      description: `Ad cheque ${row.id} ${status === 'DELETED' ? 'deleted' : 'expired'}: the rest back to its creator`,
      userId: row.creatorId,
      from: await chequeEscrowAccount(db, row),
      to: await userAccount(db, row.creatorId, row.token),
      amount: left,
      at,
    });
    await recordTransaction(db, {
      userId: row.creatorId,
      type: 'DEPOSIT',
      channel: 'CREDIT',
      creditReason: 'AD_CHEQUE',
      token: row.token,
      status: 'SUCCEED',
      amount: left,
      refId: `ad-cheque-${row.id}`,
      entryId,
      at,
    });
  }
  await db.update(adCheques).set({ status, returned: left, closedAt: at }).where(eq(adCheques.id, row.id));
  return left;
}

/** One cheque past its time, under its row lock: checked again on the locked row, so a second pass leaves it. */
async function expireCheque(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db.select().from(adCheques).where(eq(adCheques.id, id)).for('update');
  if (!row || (row.status !== 'ACTIVE' && row.status !== 'FINISHED') || !row.expiresAt) return false;
  if (row.expiresAt.getTime() > now.getTime()) return false;
  await closeCheque(db, row, 'EXPIRED', now);
  return true;
}

/**
 * The watcher's pass, beside the invoices' expiry: every ACTIVE or FINISHED cheque past expiresAt (activation
 * plus AD_CHEQUE_LIFETIME_DAYS, on the sandbox clock) is EXPIRED and its rest returned, each in its own
 * transaction. Answers how many it closed.
 */
export async function expireCheques(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const due = await sb.db
    .select({ id: adCheques.id })
    .from(adCheques)
    .where(and(inArray(adCheques.status, ['ACTIVE', 'FINISHED']), lte(adCheques.expiresAt, now)));
  let expired = 0;
  for (const { id } of due) {
    if (await sb.db.transaction((tx) => expireCheque(tx, id, now))) expired++;
  }
  return expired;
}
