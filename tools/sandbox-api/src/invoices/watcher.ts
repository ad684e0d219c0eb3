import { and, eq, lte } from 'drizzle-orm';
import { INVOICE_ESCROW_HOURS } from '@wallet/api';
import { isPositive } from '@wallet/core';
import { HOUR_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { recordTransaction } from '../money/transactions';
import { escrowDeadline } from './escrow';
import { invoices, type InvoiceRow } from './tables';

/**
 * What was paid of an invoice goes back from the invoice escrow to the user's Toman balance: an INVOICE_REFUND
 * entry and a TRADE deposit with the invoice's code as refId. Call it with the invoice locked.
 */
export async function refundFromEscrow(db: Db, row: InvoiceRow, why: string, now: Date): Promise<void> {
  const entryId = await transfer(db, {
    kind: 'INVOICE_REFUND',
    description: `Invoice ${row.code} ${why}`,
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

/** Cancels one PENDING invoice past its time, under its row lock; what was paid of it from the balance goes back. */
async function cancelOverdueInvoice(db: Db, id: number, now: Date): Promise<void> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (row?.status !== 'PENDING' || row.expiresAt.getTime() > now.getTime()) return;
  if (isPositive(row.paidAmount)) await refundFromEscrow(db, row, 'canceled', now);
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

/**
 * Refunds one PAID invoice whose product was not delivered by its escrow deadline, under its row lock: the check
 * is made again on the locked row, so a run that delivered it first, or a second pass, leaves it alone. It keeps
 * paidAmount and paidWith, so the user sees what was paid and that it went back (refundedAt).
 */
async function refundUndelivered(db: Db, id: number, now: Date): Promise<boolean> {
  const [row] = await db.select().from(invoices).where(eq(invoices.id, id)).for('update');
  if (row?.status !== 'PAID' || !row.paidAt || escrowDeadline(row.paidAt).getTime() > now.getTime()) {
    return false;
  }
  await refundFromEscrow(db, row, 'not delivered in time', now);
  await db
    .update(invoices)
    .set({ status: 'CANCELED', canceledAt: now, refundedAt: now })
    .where(eq(invoices.id, row.id));
  return true;
}

/**
 * The watcher's pass: every PAID invoice past its escrow deadline (its task never ran: the user did not come back,
 * or the run was refused) is refunded and CANCELED, each in its own transaction. Answers how many it refunded.
 */
export async function refundUndeliveredInvoices(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const paidBefore = new Date(now.getTime() - INVOICE_ESCROW_HOURS * HOUR_MS);
  const stale = await sb.db
    .select({ id: invoices.id })
    .from(invoices)
    .where(and(eq(invoices.status, 'PAID'), lte(invoices.paidAt, paidBefore)));
  let refunded = 0;
  for (const { id } of stale) {
    if (await sb.db.transaction((tx) => refundUndelivered(tx, id, now))) refunded++;
  }
  return refunded;
}
