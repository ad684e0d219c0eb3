import { randomInt } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type { Invoice, InvoiceProduct, InvoiceType, Merchant, PaymentMethod } from '@wallet/api';
import { add, cmp, isPositive, sub } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import type { UserRow } from '../profile/tables';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { guardTrade } from '../money/spend-guard';
import { FIAT_TOKEN } from '../money/spend-rules';
import { recordTransaction } from '../money/transactions';
import { invoices, type InvoiceRow } from './tables';

// The invoice's life (spec 000 §3): PENDING until paid in full, then PAID with the money in the invoice escrow,
// then DELIVERED once its product is handed over; an unpaid invoice past its time is CANCELED.

const CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

function newInvoiceCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/** Writes a PENDING invoice for the user. */
export async function createInvoice(
  db: Db,
  input: {
    userId: number;
    type: InvoiceType;
    /** The price in Toman. */
    amount: string;
    product: InvoiceProduct;
    at: Date;
    expiresAt: Date;
    /** Who is paid (SHOP-12); the wallet itself, certified, when absent. */
    merchant?: Merchant;
  },
): Promise<InvoiceRow> {
  const [row] = await db
    .insert(invoices)
    .values({
      code: newInvoiceCode(),
      userId: input.userId,
      type: input.type,
      status: 'PENDING',
      item: input.product.item,
      quantity: input.product.quantity,
      taskId: input.product.taskId,
      amount: input.amount,
      paidAmount: '0',
      createdAt: input.at,
      expiresAt: input.expiresAt,
      ...(input.merchant
        ? { merchantName: input.merchant.name, merchantCertified: input.merchant.isCertified }
        : {}),
    })
    .returning();
  return row!;
}

/** One of the user's invoices (locked for the rest of the transaction when asked); another user's id is the same 404. */
export async function ownInvoice(
  db: Db,
  userId: number,
  id: string,
  { isLocked = false } = {},
): Promise<InvoiceRow> {
  if (!/^\d{1,18}$/.test(id)) throw new ApiFailure(404, 'INVOICE_NOT_FOUND');
  const query = db
    .select()
    .from(invoices)
    .where(and(eq(invoices.id, Number(id)), eq(invoices.userId, userId)));
  const [row] = isLocked ? await query.for('update') : await query;
  if (!row) throw new ApiFailure(404, 'INVOICE_NOT_FOUND');
  return row;
}

/** What the user sees: a PENDING invoice past its time is CANCELED even before the watcher marks it. */
export function invoiceView(row: InvoiceRow, now: Date): Invoice {
  const isOverdue = row.status === 'PENDING' && row.expiresAt.getTime() <= now.getTime();
  return {
    id: String(row.id),
    code: row.code,
    type: row.type,
    status: isOverdue ? 'CANCELED' : row.status,
    product: { item: row.item, quantity: canonicalDecimal(row.quantity), taskId: row.taskId },
    merchant: { name: row.merchantName, isCertified: row.merchantCertified },
    amount: canonicalDecimal(row.amount),
    paidAmount: canonicalDecimal(row.paidAmount),
    paidWith: row.paidWith,
    paidAt: row.paidAt?.toISOString() ?? null,
    refundedAt: row.refundedAt?.toISOString() ?? null,
    createdAt: row.createdAt.toISOString(),
    expiresAt: row.expiresAt.toISOString(),
  };
}

/** What is still to pay on an invoice, in Toman. */
export const amountDue = (row: InvoiceRow) => canonicalDecimal(sub(row.amount, row.paidAmount));

/**
 * Pays `amount` Toman of a PENDING invoice from the user's Toman balance, through the trade guard (a level that
 * may trade, the swap flags, the account lock, the balance): one ledger entry from the user to the invoice escrow
 * and a TRADE WITHDRAW transaction with the invoice's code as refId. When the invoice is paid in full it becomes
 * PAID with `method` as paidWith. Call it in the call's transaction with the invoice locked (ownInvoice isLocked).
 */
export async function payInvoiceFromBalance(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  row: InvoiceRow,
  payment: { amount: string; method: PaymentMethod },
): Promise<InvoiceRow> {
  const now = sb.clock.now();
  if (row.status !== 'PENDING') throw new ApiFailure(409, 'INVOICE_NOT_PENDING');
  if (row.expiresAt <= now) throw new ApiFailure(422, 'INVOICE_EXPIRED');
  const amount = canonicalDecimal(payment.amount);
  if (!isPositive(amount) || cmp(amount, amountDue(row)) > 0) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', 'at most what is due on the invoice');
  }
  const permit = await guardTrade(sb, db, user, {
    sourceToken: FIAT_TOKEN,
    destinationToken: row.item,
    sourceAmount: amount,
  });
  const entryId = await transfer(db, {
    kind: 'INVOICE_PAYMENT',
    description: `Invoice ${row.code}`,
    userId: user.id,
    from: await userAccount(db, user.id, FIAT_TOKEN),
    to: await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN),
    amount,
    at: now,
    permit,
  });
  await recordTransaction(db, {
    userId: user.id,
    type: 'WITHDRAW',
    channel: 'TRADE',
    status: 'SUCCEED',
    token: FIAT_TOKEN,
    amount,
    refId: row.code,
    entryId,
    at: now,
  });
  const paidAmount = add(row.paidAmount, amount);
  const isPaid = cmp(paidAmount, row.amount) === 0;
  const [updated] = await db
    .update(invoices)
    .set({
      paidAmount,
      ...(isPaid ? { status: 'PAID' as const, paidWith: payment.method, paidAt: now } : {}),
    })
    .where(eq(invoices.id, row.id))
    .returning();
  return updated!;
}

/** A PAID invoice is handed over; the escrowed Toman goes to whoever delivered (see trade/execute.ts). */
export async function markInvoiceDelivered(db: Db, row: InvoiceRow, at: Date): Promise<void> {
  if (row.status !== 'PAID') throw new ApiFailure(409, 'INVOICE_NOT_PAID');
  await db.update(invoices).set({ status: 'DELIVERED', deliveredAt: at }).where(eq(invoices.id, row.id));
}
