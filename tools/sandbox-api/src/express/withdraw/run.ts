import { and, eq } from 'drizzle-orm';
import { cmp } from '@wallet/core';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { amountDue, markInvoiceDelivered, payInvoiceFromBalance } from '../../invoices/invoices';
import { invoices, type InvoiceRow } from '../../invoices/tables';
import { executeTrade } from '../../trade/execute';
import type { UserRow } from '../../profile/tables';
import { coinConfig } from '../../config/coins';
import { markExpressTaskRun, type ExpressTask } from '../tasks';
import { guardSpend, refuseUntradable } from '../../money/spend-guard';
import type { SpendContext } from '../../context';
import { FIAT_TOKEN } from '../../money/spend-rules';
import { ledgerBalance, transactionView } from '../../money/transactions';
import { pricedView, sendWithdrawal, withdrawChecks } from '../../wallet/withdrawals';

/** The task's invoice, locked for the rest of the call's transaction. */
async function taskInvoice(db: Db, userId: number, taskId: string): Promise<InvoiceRow> {
  const [row] = await db
    .select()
    .from(invoices)
    .where(and(eq(invoices.taskId, taskId), eq(invoices.userId, userId)))
    .for('update');
  // A task of this kind is written with its invoice, in one transaction.
  if (!row) throw new Error(`Express withdraw task ${taskId} has no invoice`);
  return row;
}

/**
 * The invoice, PAID: as it is when paid already (by card, gateway or direct debit), else paid now from the Toman
 * balance when that covers what is due and the invoice is still open; otherwise 422 INVOICE_NOT_PAID, and the
 * client offers the other ways to pay.
 */
async function paidInvoice(sb: Sandbox, db: Db, user: UserRow, invoice: InvoiceRow): Promise<InvoiceRow> {
  if (invoice.status === 'PAID') return invoice;
  if (invoice.status !== 'PENDING') throw new ApiFailure(409, 'INVOICE_NOT_PENDING');
  if (invoice.expiresAt <= sb.clock.now()) throw new ApiFailure(422, 'INVOICE_EXPIRED');
  const due = amountDue(invoice);
  const balance = (await ledgerBalance(db, user.id, FIAT_TOKEN)) ?? '0';
  if (cmp(balance, due) < 0) throw new ApiFailure(422, 'INVOICE_NOT_PAID');
  return payInvoiceFromBalance(sb, db, user, invoice, { amount: due, method: 'IRT_BALANCE' });
}

/**
 * POST /v1/express/tasks/{taskId}/run for an express withdraw, inside the call's database transaction with the
 * task taken under a row lock (so it runs once). Coins leave the wallet, so the spend guard checks the coin side
 * as for every withdrawal (two-factor code, level, limit flags, address, blocks, limits at the coin's USD value);
 * the Toman side must still be tradable. Then the invoice must be PAID (from the balance here when it covers
 * it); and in this one transaction the coin is bought at the receipt's locked price from the invoice's escrowed
 * Toman, sent as a withdrawal that starts at TRANSACTION_CREATED, and the invoice is DELIVERED. A refusal moves
 * nothing: an invoice paid before stays PAID, and a later run may deliver it.
 */
export async function runExpressWithdrawTask(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  spend: SpendContext,
  task: ExpressTask<'EXPRESS_WITHDRAW'>,
) {
  const now = sb.clock.now();
  const { price, ...asked } = task.payload;
  const invoice = await taskInvoice(db, user.id, task.id);
  const checks = withdrawChecks(db, user, asked, { isBought: true });
  const guarded = await guardSpend(sb, db, user, spend, asked, checks);
  const checked = pricedView(guarded);
  if (checked.fee !== asked.fee || checked.totalAmount !== asked.totalAmount) {
    throw new ApiFailure(422, 'TASK_EXPIRED');
  }
  await refuseUntradable(db, user, price);
  if (!(await coinConfig(db, price.destinationToken)).features.trade) {
    throw new ApiFailure(422, 'TRADE_NOT_AVAILABLE');
  }
  const paid = await paidInvoice(sb, db, user, invoice);
  await executeTrade(db, {
    userId: user.id,
    kind: 'EXPRESS_WITHDRAW',
    price,
    payer: { paidInvoice: paid },
    at: now,
  });
  const withdrawal = { taskId: task.id, asked, usdValue: checked.totalUsd, at: now };
  const row = await sendWithdrawal(db, user, withdrawal, guarded.permit);
  await markInvoiceDelivered(db, paid, now);
  await markExpressTaskRun(db, task.id, now, row.id);
  return { kind: task.kind, transaction: transactionView(row) };
}
