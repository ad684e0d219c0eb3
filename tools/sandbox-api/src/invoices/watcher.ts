import { and, eq, lte } from 'drizzle-orm';
import { isPositive } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../wallet/ledger';
import { FIAT_TOKEN } from '../wallet/spend-rules';
import { recordTransaction } from '../wallet/transactions';
import { invoices } from './tables';

/**
 * Cancels one PENDING invoice past its time, under its row lock: what was paid of it from the balance goes back
 * from the invoice escrow (an INVOICE_REFUND entry and a TRADE deposit with the invoice's code as refId).
 */
async function cancelOverdueInvoice(db: Db, id: number, now: Date): Promise<void> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (row?.status !== 'PENDING' || row.expiresAt.getTime() > now.getTime()) return;
  if (isPositive(row.paidAmount)) {
    const entryId = await transfer(db, {
      kind: 'INVOICE_REFUND',
      description: `Invoice ${row.code} canceled`,
      userId: row.userId,
      from: await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN),
      to: await userAccount(db, row.userId, FIAT_TOKEN),
      amount: row.paidAmount,
      at: now,
    });
    await recordTransaction(db, {
      userId: row.userId,
      type: 'DEPOSIT',
      channel: 'TRADE',
      status: 'SUCCEED',
      token: FIAT_TOKEN,
      amount: row.paidAmount,
      refId: row.code,
      entryId,
      at: now,
    });
  }
  await db
    .update(invoices)
    .set({ status: 'CANCELED', canceledAt: now, paidAmount: '0' })
    .where(eq(invoices.id, row.id));
}

/** The watcher's pass: every PENDING invoice past expiresAt is CANCELED, each in its own transaction. */
export async function cancelOverdueInvoices(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const overdue = await sb.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'PENDING'), lte(invoices.expiresAt, now)));
  for (const { id } of overdue) await sb.db.transaction((tx) => cancelOverdueInvoice(tx, id, now));
  return overdue.length;
}
