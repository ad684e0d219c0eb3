import { z } from 'zod';
import { eq } from 'drizzle-orm';
import { INVOICE_PAYMENT_MINUTES, type InvoiceType } from '@wallet/api';
import { normalizeIranianMobile, parseDecimalInput } from '@wallet/core';
import { MINUTE_MS } from '../clock';
import { defineControl, type Sandbox } from '../context';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure, badInput } from '../errors';
import { userPhones, users } from '../profile/tables';
import { chequeIdOfTask } from '../ad-cheques/cheques';
import { deliverChequeInvoice } from '../ad-cheques/delivery';
import { giveawayIdOfTask } from '../giveaways/giveaways';
import { deliverGiveawayInvoice } from '../giveaways/delivery';
import { jettonIdOfTask } from '../shop/jettons';
import { startJettonOnPaid } from '../shop/delivery';
import { giftCardOrderIdOfTask } from '../gift-cards/orders';
import { deliverGiftCardInvoice } from '../gift-cards/lifecycle';
import { createInvoice, invoiceView, markInvoiceDelivered } from './invoices';
import { SYSTEM_ACCOUNTS, systemAccount, transfer } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import type { InvoiceRow } from './tables';

// The shop (a later issue) will put its products on invoices. Until it exists, a sandbox control makes its
// invoices for tests and demos, and such an invoice is DELIVERED as soon as it is PAID, with no product yet.
// Ad cheques, giveaways and gift cards have deliveries of their own (ad-cheques/delivery.ts, giveaways/delivery.ts,
// gift-cards/lifecycle.ts).

/** The invoice types the express flows make and deliver themselves; every other type is the shop's. */
const EXPRESS_TYPES: readonly InvoiceType[] = ['EXPRESS_BUY', 'EXPRESS_WITHDRAW'];

/**
 * A shop invoice just PAID is handed over at once, and its Toman leaves the invoice escrow for the shop's sales
 * in the same transaction: nothing of a delivered invoice waits in the escrow.
 */
export async function deliverShopInvoice(db: Db, row: InvoiceRow, at: Date): Promise<InvoiceRow> {
  if (row.status !== 'PAID' || EXPRESS_TYPES.includes(row.type)) return row;
  // An ad cheque's invoices are delivered into its pot; one made by the control below names no cheque.
  if (chequeIdOfTask(row.taskId) !== null) return deliverChequeInvoice(db, row, at);
  // A giveaway's invoice puts its prizes into the giveaway's escrow.
  if (giveawayIdOfTask(row.taskId) !== null) return deliverGiveawayInvoice(db, row, at);
  // A jetton's invoice stays PAID while Fragment's order runs: shop/delivery.ts settles it when the order ends.
  if (jettonIdOfTask(row.taskId) !== null) return startJettonOnPaid(db, row, at);
  // A gift card order's invoice buys the card's value into the gift cards' account and issues or prints the card.
  if (giftCardOrderIdOfTask(row.taskId) !== null) return deliverGiftCardInvoice(db, row, at);
  await transfer(db, {
    kind: 'INVOICE_DELIVERY',
    description: `Invoice ${row.code} delivered`,
    userId: row.userId,
    from: await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN),
    to: await systemAccount(db, SYSTEM_ACCOUNTS.SHOP_SALES, FIAT_TOKEN),
    amount: row.paidAmount,
    at,
  });
  await markInvoiceDelivered(db, row, at);
  return { ...row, status: 'DELIVERED', deliveredAt: at };
}

const SHOP_TYPES = ['GIVEAWAY', 'AD_CHEQUE', 'AD_CHEQUE_TOP_UP', 'JETTON', 'GIFT_CARD'] as const;

const shopInvoiceBody = z
  .object({
    /** Whose invoice: a phone number of theirs, or their Telegram id. */
    phone: z.string().min(1).max(32).optional(),
    telegramId: z.number().int().positive().optional(),
    type: z.enum(SHOP_TYPES),
    /** A plan or item code, such as TG-PREMIUM-3M. */
    item: z.string().regex(/^[A-Z0-9][A-Z0-9_-]{0,39}$/),
    quantity: z
      .string()
      .regex(/^\d{1,12}$/)
      .optional(),
    /** The price in whole Toman. */
    amount: z.string().min(1).max(20),
    expiresInMinutes: z
      .number()
      .int()
      .min(1)
      .max(7 * 24 * 60)
      .optional(),
    /** Who is paid (SHOP-12): the wallet itself, certified, when absent. */
    merchant: z
      .object({ name: z.string().min(1).max(64), isCertified: z.boolean() })
      .strict()
      .optional(),
  })
  .strict();

export async function userIdOf(db: Db, who: { phone?: string; telegramId?: number }): Promise<number> {
  if (who.phone !== undefined) {
    const number = normalizeIranianMobile(who.phone);
    if (!number) throw badInput('phone');
    const [row] = await db
      .select({ userId: userPhones.userId })
      .from(userPhones)
      .where(eq(userPhones.number, number));
    if (row) return row.userId;
  } else if (who.telegramId !== undefined) {
    const [row] = await db.select({ id: users.id }).from(users).where(eq(users.telegramId, who.telegramId));
    if (row) return row.id;
  } else {
    throw badInput('phone or telegramId');
  }
  throw new ApiFailure(404, 'NOT_FOUND', 'no such user');
}

/**
 * POST /__sandbox/invoices `{ phone | telegramId, type, item, quantity?, amount, expiresInMinutes?, merchant? }`:
 * a shop invoice for a user, PENDING for expiresInMinutes (INVOICE_PAYMENT_MINUTES when absent), paid to merchant
 * (the wallet itself when absent).
 */
export const shopInvoiceControl = defineControl({
  method: 'POST',
  path: 'invoices',
  body: shopInvoiceBody,
  run: async (sb: Sandbox, { body }) => {
    const amount = parseDecimalInput(body.amount);
    if (amount === null || amount.includes('.') || !/[1-9]/.test(amount)) throw badInput('amount');
    const now = sb.clock.now();
    const row = await createInvoice(sb.db, {
      userId: await userIdOf(sb.db, body),
      type: body.type,
      amount: canonicalDecimal(amount),
      product: { item: body.item, quantity: body.quantity ?? '1', taskId: null },
      at: now,
      expiresAt: new Date(now.getTime() + (body.expiresInMinutes ?? INVOICE_PAYMENT_MINUTES) * MINUTE_MS),
      ...(body.merchant ? { merchant: body.merchant } : {}),
    });
    return invoiceView(row, now);
  },
});
