import type { Transaction } from '@wallet/api';
import { cmp } from '@wallet/core';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { ApiFailure } from '../../errors';
import { amountDue, markInvoiceDelivered, payInvoiceFromBalance } from '../../invoices/invoices';
import { executeTrade } from '../../trade/execute';
import type { UserRow } from '../../profile/tables';
import { markExpressTaskRun, type ExpressTask } from '../tasks';
import { refuseUntradable } from '../../money/spend-guard';
import { FIAT_TOKEN } from '../../money/spend-rules';
import { ledgerBalance, transactionView } from '../../money/transactions';
import { invoiceOfTask } from './receipt';

/**
 * POST /v1/express/tasks/{taskId}/run for an express buy, inside the call's database transaction with the task
 * taken under a row lock (takeExpressTask), so it delivers once. Its invoice is locked too. A PENDING invoice
 * is paid from the Toman balance when the user chose it and the balance covers what is due (through the trade
 * guard); an invoice still unpaid is refused with INVOICE_NOT_PAID, so the client offers the other ways to pay.
 * A PAID invoice buys the coin at the receipt's locked price, even past the task's time (it was paid in time).
 * Nothing leaves the wallet, so no two-factor code is asked: the spend guard, which asks for one, is not used.
 */
export async function runBuyTask(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  task: ExpressTask<'BUY'>,
): Promise<{ kind: 'BUY'; transaction: Transaction }> {
  const now = sb.clock.now();
  const { price, useAccountBalance } = task.payload;
  await refuseUntradable(db, user, price);
  let invoice = await invoiceOfTask(db, user.id, task.id, { isLocked: true });
  if (invoice.status === 'PENDING' && useAccountBalance) {
    const due = amountDue(invoice);
    const balance = (await ledgerBalance(db, user.id, FIAT_TOKEN)) ?? '0';
    if (cmp(balance, due) >= 0) {
      invoice = await payInvoiceFromBalance(sb, db, user, invoice, { amount: due, method: 'IRT_BALANCE' });
    }
  }
  if (invoice.status !== 'PAID') throw new ApiFailure(422, 'INVOICE_NOT_PAID');
  const trade = await executeTrade(db, {
    userId: user.id,
    kind: 'EXPRESS_BUY',
    price,
    payer: { paidInvoice: invoice },
    at: now,
  });
  await markInvoiceDelivered(db, invoice, now);
  await markExpressTaskRun(db, task.id, now, trade.received.id);
  return { kind: 'BUY', transaction: transactionView(trade.received) };
}
