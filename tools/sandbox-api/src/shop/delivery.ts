import { and, eq, lte } from 'drizzle-orm';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { markInvoiceDelivered } from '../invoices/invoices';
import { invoices, type InvoiceRow } from '../invoices/tables';
import { refundFromEscrow } from '../invoices/watcher';
import { SYSTEM_ACCOUNTS, systemAccount, transfer } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { findTelegramAccount } from './fragment';
import { jettonIdOfTask, sendToFragment } from './jettons';
import { jettons, type JettonFailureReason, type JettonRow } from './tables';

// A jetton's money: paid into the invoice escrow (any payment method), it stays there while Fragment's order
// runs, and leaves it in one ledger entry when the order ends: to the shop's income when delivered, back to the
// payer when Fragment refused it. The invoice row is locked before the jetton's everywhere (payment, redeem,
// settlement, the escrow's deadline), so each purchase is delivered once or refunded once.

/**
 * A jetton's invoice just PAID, in the payment's transaction (the invoice locked): the jetton is PAID, or, bought
 * with a username, its order goes to Fragment at once. The invoice stays PAID: nothing is delivered yet.
 */
export async function startJettonOnPaid(db: Db, invoice: InvoiceRow, at: Date): Promise<InvoiceRow> {
  const jettonId = jettonIdOfTask(invoice.taskId);
  if (jettonId === null || invoice.status !== 'PAID') return invoice;
  const [row] = await db.select().from(jettons).where(eq(jettons.id, jettonId)).for('update');
  if (row?.status !== 'PENDING') return invoice;
  const [paid] = await db
    .update(jettons)
    .set({ status: 'PAID', paidAt: at })
    .where(eq(jettons.id, row.id))
    .returning();
  if (paid!.recipientUsername !== null) {
    await sendToFragment(
      db,
      paid!,
      { username: paid!.recipientUsername, name: paid!.recipientName ?? '' },
      at,
    );
  }
  return invoice;
}

/** What Fragment answers when the order ends: null when delivered, else why it refused. */
async function fragmentOutcome(db: Db, row: JettonRow): Promise<JettonFailureReason | null> {
  const account =
    row.recipientUsername === null ? null : await findTelegramAccount(db, row.recipientUsername);
  if (!account) return 'RECIPIENT_NOT_FOUND';
  return account.canReceive ? null : 'RECIPIENT_CANNOT_RECEIVE';
}

/**
 * Ends one jetton's Fragment order once due, under the invoice's and the jetton's row locks (a second settlement
 * at once finds it no longer DELIVERING). Delivered: one INVOICE_DELIVERY entry from the invoice escrow to the
 * shop's sales, the invoice DELIVERED. Refused: one INVOICE_REFUND entry back to the payer (a Toman deposit in
 * their history), the invoice CANCELED with refundedAt. An invoice the escrow's deadline already refunded moves
 * no money again: the jetton is REFUNDED. Answers whether it settled the jetton.
 */
export async function settleJetton(db: Db, jettonId: number, now: Date): Promise<boolean> {
  const [peek] = await db
    .select({ invoiceId: jettons.invoiceId })
    .from(jettons)
    .where(eq(jettons.id, jettonId));
  if (!peek) return false;
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, peek.invoiceId)).for('update');
  const [row] = await db.select().from(jettons).where(eq(jettons.id, jettonId)).for('update');
  if (!invoice || row?.status !== 'DELIVERING' || !row.orderDueAt || row.orderDueAt > now) return false;
  if (invoice.status !== 'PAID') {
    await db
      .update(jettons)
      .set({ status: 'REFUNDED', refundedAt: invoice.refundedAt ?? now })
      .where(eq(jettons.id, row.id));
    return true;
  }
  const failure = await fragmentOutcome(db, row);
  if (failure === null) {
    await transfer(db, {
      kind: 'INVOICE_DELIVERY',
      description: `Invoice ${invoice.code} delivered: ${row.productId} to @${row.recipientUsername}`,
      userId: invoice.userId,
      from: await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN),
      to: await systemAccount(db, SYSTEM_ACCOUNTS.SHOP_SALES, FIAT_TOKEN),
      amount: invoice.paidAmount,
      at: now,
    });
    await markInvoiceDelivered(db, invoice, now);
    await db.update(jettons).set({ status: 'DELIVERED', deliveredAt: now }).where(eq(jettons.id, row.id));
  } else {
    await refundFromEscrow(db, invoice, `refunded: Fragment refused the order (${failure})`, now);
    await db
      .update(invoices)
      .set({ status: 'CANCELED', canceledAt: now, refundedAt: now })
      .where(eq(invoices.id, invoice.id));
    await db
      .update(jettons)
      .set({ status: 'FAILED', failureReason: failure, refundedAt: now })
      .where(eq(jettons.id, row.id));
  }
  return true;
}

/** Settles, in its own transaction, a jetton whose Fragment order is due; the read of a jetton calls it. */
export async function settleIfDue(sb: Sandbox, row: JettonRow): Promise<boolean> {
  const now = sb.clock.now();
  if (row.status !== 'DELIVERING' || !row.orderDueAt || row.orderDueAt > now) return false;
  return sb.db.transaction((tx) => settleJetton(tx, row.id, now));
}

/** The watcher's pass: every Fragment order due is settled, each in its own transaction. */
export async function settleDueJettons(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const due = await sb.db
    .select({ id: jettons.id })
    .from(jettons)
    .where(and(eq(jettons.status, 'DELIVERING'), lte(jettons.orderDueAt, now)));
  let settled = 0;
  for (const { id } of due) {
    if (await sb.db.transaction((tx) => settleJetton(tx, id, now))) settled++;
  }
  return settled;
}
