import { randomBytes } from 'node:crypto';
import { desc, eq, sql } from 'drizzle-orm';
import { FRAGMENT_ORDER_SECONDS, INVOICE_PAYMENT_MINUTES, type Jetton } from '@wallet/api';
import { MINUTE_MS } from '../clock';
import type { Sandbox } from '../context';
import { queryRows, type Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { createInvoice, invoiceView } from '../invoices/invoices';
import { invoices, type InvoiceRow } from '../invoices/tables';
import { findTelegramAccount, type TelegramAccount } from './fragment';
import { jettonProduct, merchantOf, tomanPrice, usdtRate } from './products';
import { jettons, type JettonRow } from './tables';

// A jetton (spec 000 §3, §5; SHOP-02, SHOP-03): a Telegram Premium plan or Stars pack bought with a JETTON invoice
// and sent through Fragment to a username. Its invoice's Toman waits in the invoice escrow until Fragment's order
// ends: delivered, it is the shop's; refused, it goes back to the payer (shop/delivery.ts).

const TASK_PREFIX = 'jetton:';

/** How a jetton's invoice names it: the invoice's taskId. */
export const jettonTaskId = (jettonId: number) => `${TASK_PREFIX}${jettonId}`;
export const jettonIdOfTask = (taskId: string | null): number | null =>
  taskId?.startsWith(TASK_PREFIX) ? Number(taskId.slice(TASK_PREFIX.length)) : null;

/**
 * What the user sees. CANCELED and REFUNDED are read from the invoice: canceled before it was paid, or refunded
 * by the invoice escrow's deadline before the jetton was sent (or while Fragment's order was still running).
 */
export function jettonView(row: JettonRow, invoice: InvoiceRow, now: Date): Jetton {
  let status: Jetton['status'] = row.status;
  let refundedAt = row.refundedAt;
  if (row.status === 'PENDING' && invoiceView(invoice, now).status === 'CANCELED') status = 'CANCELED';
  const isRefundedByDeadline =
    (row.status === 'PAID' || row.status === 'DELIVERING') && invoice.refundedAt !== null;
  if (isRefundedByDeadline) {
    status = 'REFUNDED';
    refundedAt = invoice.refundedAt;
  }
  return {
    id: String(row.id),
    productId: row.productId,
    group: row.productGroup,
    quantity: row.quantity,
    status,
    invoiceId: String(row.invoiceId),
    price: canonicalDecimal(row.price),
    recipient:
      row.recipientUsername === null
        ? null
        : { username: row.recipientUsername, name: row.recipientName ?? row.recipientUsername },
    fragmentOrderId: row.fragmentOrderId,
    failureReason: row.failureReason,
    createdAt: row.createdAt.toISOString(),
    paidAt: row.paidAt?.toISOString() ?? null,
    redeemedAt: row.redeemedAt?.toISOString() ?? null,
    deliveredAt: row.deliveredAt?.toISOString() ?? null,
    refundedAt: refundedAt?.toISOString() ?? null,
  };
}

/** The Telegram account of a username, or 404 TELEGRAM_USER_NOT_FOUND. */
export async function recipientOf(db: Db, username: string): Promise<TelegramAccount> {
  const account = await findTelegramAccount(db, username);
  if (!account) throw new ApiFailure(404, 'TELEGRAM_USER_NOT_FOUND');
  return account;
}

/**
 * POST /v1/jetton: the jetton and its PENDING JETTON invoice of the product's Toman price now, paid to the
 * product's merchant. Given a username, the recipient is known from the start and the order goes to Fragment as
 * soon as the invoice is PAID.
 */
export async function createJetton(
  sb: Sandbox,
  db: Db,
  userId: number,
  request: { productId: string; username?: string | undefined },
): Promise<{ row: JettonRow; invoice: InvoiceRow }> {
  const product = await jettonProduct(db, userId, request.productId);
  const recipient = request.username === undefined ? null : await recipientOf(db, request.username);
  const now = sb.clock.now();
  const rate = await usdtRate(sb, db, now).catch((error: unknown) => {
    // Tether cannot be traded now: the shop cannot price the product (the list says UNAVAILABLE).
    if (error instanceof ApiFailure) throw new ApiFailure(422, 'PRODUCT_NOT_ACTIVE', 'UNAVAILABLE');
    throw error;
  });
  const price = tomanPrice(product.usdPrice, rate);
  // The jetton's id is taken first so that its invoice names it (taskId) from the moment it exists.
  const [next] = await queryRows<{ id: string }>(db, sql`SELECT nextval('jettons_id_seq')::text AS id`);
  const id = Number(next!.id);
  const invoice = await createInvoice(db, {
    userId,
    type: 'JETTON',
    amount: price,
    product: { item: product.id, quantity: String(product.quantity), taskId: jettonTaskId(id) },
    at: now,
    expiresAt: new Date(now.getTime() + INVOICE_PAYMENT_MINUTES * MINUTE_MS),
    merchant: await merchantOf(db, product),
  });
  const [row] = await db
    .insert(jettons)
    .values({
      id,
      userId,
      productId: product.id,
      productGroup: product.group,
      quantity: product.quantity,
      status: 'PENDING',
      invoiceId: invoice.id,
      price,
      recipientUsername: recipient?.username ?? null,
      recipientName: recipient?.name ?? null,
      createdAt: now,
    })
    .returning();
  return { row: row!, invoice };
}

/** One of the user's jettons; another user's id is the same 404. */
export async function ownJetton(db: Db, userId: number, id: string): Promise<JettonRow> {
  if (!/^\d{1,18}$/.test(id)) throw new ApiFailure(404, 'JETTON_NOT_FOUND');
  const [row] = await db
    .select()
    .from(jettons)
    .where(eq(jettons.id, Number(id)));
  if (row?.userId !== userId) throw new ApiFailure(404, 'JETTON_NOT_FOUND');
  return row;
}

/** The user's jettons, newest first, with their invoices. */
export async function userJettons(
  db: Db,
  userId: number,
): Promise<{ row: JettonRow; invoice: InvoiceRow }[]> {
  const rows = await db
    .select({ row: jettons, invoice: invoices })
    .from(jettons)
    .innerJoin(invoices, eq(invoices.id, jettons.invoiceId))
    .where(eq(jettons.userId, userId))
    .orderBy(desc(jettons.createdAt), desc(jettons.id));
  return rows;
}

export async function invoiceOf(db: Db, row: JettonRow, { isLocked = false } = {}): Promise<InvoiceRow> {
  const query = db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
  const [invoice] = isLocked ? await query.for('update') : await query;
  return invoice!;
}

/** Fragment's order: the jetton is DELIVERING to the account until FRAGMENT_ORDER_SECONDS later. */
export async function sendToFragment(
  db: Db,
  row: JettonRow,
  recipient: { username: string; name: string },
  at: Date,
): Promise<JettonRow> {
  const [updated] = await db
    .update(jettons)
    .set({
      status: 'DELIVERING',
      recipientUsername: recipient.username,
      recipientName: recipient.name,
      fragmentOrderId: `FRG-${randomBytes(6).toString('hex').toUpperCase()}`,
      redeemedAt: at,
      orderDueAt: new Date(at.getTime() + FRAGMENT_ORDER_SECONDS * 1000),
    })
    .where(eq(jettons.id, row.id))
    .returning();
  return updated!;
}

/**
 * POST /v1/jetton/{id}/redeem, in the call's transaction: the invoice, then the jetton, locked in that order (as
 * the payment and the settlement lock them), so two redeems at once send one order. Redeemed once.
 */
export async function redeemJetton(
  sb: Sandbox,
  db: Db,
  userId: number,
  id: string,
  username: string,
): Promise<{ row: JettonRow; invoice: InvoiceRow }> {
  const found = await ownJetton(db, userId, id);
  const invoice = await invoiceOf(db, found, { isLocked: true });
  const [row] = await db.select().from(jettons).where(eq(jettons.id, found.id)).for('update');
  if (!row) throw new ApiFailure(404, 'JETTON_NOT_FOUND');
  if (row.status !== 'PENDING' && row.status !== 'PAID') throw new ApiFailure(409, 'JETTON_ALREADY_REDEEMED');
  // Bought with a username, it is sent as soon as it is paid: naming another one now is a second redeem.
  if (row.recipientUsername !== null) throw new ApiFailure(409, 'JETTON_ALREADY_REDEEMED');
  // PENDING, or refunded by the escrow's deadline: nothing is paid to send.
  if (row.status === 'PENDING' || invoice.status !== 'PAID') throw new ApiFailure(409, 'JETTON_NOT_PAID');
  const recipient = await recipientOf(db, username);
  return { row: await sendToFragment(db, row, recipient, sb.clock.now()), invoice };
}
