import { and, eq, lte, or, type SQLWrapper } from 'drizzle-orm';
import { GIFT_CARD_PHYSICAL_STEPS_HOURS, GIFT_CARD_SHIPPING_DAYS } from '@wallet/api';
import { neg, sub } from '@wallet/core';
import { DAY_MS, HOUR_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { markInvoiceDelivered } from '../invoices/invoices';
import { invoices, type InvoiceRow } from '../invoices/tables';
import { postEntry, SYSTEM_ACCOUNTS, systemAccount, userAccount } from '../money/ledger';
import { FIAT_TOKEN } from '../money/spend-rules';
import { recordTransaction } from '../money/transactions';
import { giftCards } from '../profile/tables';
import { giftCardOrderIdOfTask, newActivationCode, newTrackingNumber, orderById } from './orders';
import { giftCardOrders, type GiftCardOrderRow } from './tables';

// A gift card order's life (the state machine of @wallet/api's gift-cards.ts): PENDING until its invoice is paid,
// then, in the payment's transaction, ISSUED (digital) or PROCESSING (physical); a physical card is then printed,
// posted and delivered on the sandbox clock, each step GIFT_CARD_PHYSICAL_STEPS_HOURS after the one before.

/** Writes the card's code into gift_cards, where POST /v1/user/gift-card/claim finds it. */
async function issueCode(db: Db, row: GiftCardOrderRow): Promise<string> {
  const code = newActivationCode();
  await db.insert(giftCards).values({ code, token: row.token, amount: row.amount });
  return code;
}

/**
 * Where a card's payment goes, apart from the invoice escrow it leaves (a refund is the same postings reversed):
 * the shop's sales keep the fees (issue fee and shipping); the card's price buys its value from the market maker,
 * which gives the card's amount in its token to the gift cards' account (the liability its code is claimed from).
 * A Toman card's value goes straight into the gift cards' account.
 */
async function salePostings(db: Db, row: GiftCardOrderRow, paid: string) {
  if (row.token === FIAT_TOKEN) {
    return [
      {
        accountId: await systemAccount(db, SYSTEM_ACCOUNTS.SHOP_SALES, FIAT_TOKEN),
        amount: sub(paid, row.amount),
      },
      { accountId: await systemAccount(db, SYSTEM_ACCOUNTS.GIFT_CARDS, FIAT_TOKEN), amount: row.amount },
    ];
  }
  return [
    {
      accountId: await systemAccount(db, SYSTEM_ACCOUNTS.SHOP_SALES, FIAT_TOKEN),
      amount: sub(paid, row.cardPrice),
    },
    { accountId: await systemAccount(db, SYSTEM_ACCOUNTS.MARKET_MAKER, FIAT_TOKEN), amount: row.cardPrice },
    { accountId: await systemAccount(db, SYSTEM_ACCOUNTS.MARKET_MAKER, row.token), amount: neg(row.amount) },
    { accountId: await systemAccount(db, SYSTEM_ACCOUNTS.GIFT_CARDS, row.token), amount: row.amount },
  ];
}

/**
 * A GIFT_CARD invoice just PAID is delivered in the same transaction: one GIFT_CARD_SALE entry moves what was paid
 * out of the invoice escrow (salePostings: the fees to the shop's sales, the card's price to the market maker for
 * the card's value, which goes into the gift cards' account); the invoice is DELIVERED; a digital card is ISSUED
 * with its code, a physical one PROCESSING with its shipping promise. An invoice whose order can no longer take it
 * (it was cancelled meanwhile) stays PAID: the invoice escrow's deadline returns its Toman to the payer.
 */
export async function deliverGiftCardInvoice(db: Db, invoice: InvoiceRow, at: Date): Promise<InvoiceRow> {
  const orderId = giftCardOrderIdOfTask(invoice.taskId);
  if (orderId === null || invoice.type !== 'GIFT_CARD') return invoice;
  const row = await orderById(db, orderId, { isLocked: true });
  if (!row || row.status !== 'PENDING' || row.invoiceId !== invoice.id) return invoice;
  const entryId = await postEntry(db, {
    kind: 'GIFT_CARD_SALE',
    description: `Gift card order ${row.supportCode} paid by invoice ${invoice.code}`,
    userId: row.userId,
    postings: [
      {
        accountId: await systemAccount(db, SYSTEM_ACCOUNTS.INVOICE_ESCROW, FIAT_TOKEN),
        amount: neg(invoice.paidAmount),
      },
      ...(await salePostings(db, row, invoice.paidAmount)),
    ],
    at,
  });
  const isDigital = row.type === 'DIGITAL';
  await db
    .update(giftCardOrders)
    .set({
      saleEntryId: entryId,
      paidAt: at,
      ...(isDigital
        ? { status: 'ISSUED' as const, issuedAt: at, activationCode: await issueCode(db, row) }
        : {
            status: 'PROCESSING' as const,
            shipsBy: new Date(at.getTime() + GIFT_CARD_SHIPPING_DAYS * DAY_MS),
          }),
    })
    .where(eq(giftCardOrders.id, row.id));
  await markInvoiceDelivered(db, invoice, at);
  return { ...invoice, status: 'DELIVERED', deliveredAt: at };
}

/** When a physical card's next step is due, or null when it has none. */
export function nextStepAt(row: GiftCardOrderRow): Date | null {
  const after = (from: Date | null, hours: number) =>
    from ? new Date(from.getTime() + hours * HOUR_MS) : null;
  if (row.type !== 'PHYSICAL') return null;
  if (row.status === 'PROCESSING') return after(row.paidAt, GIFT_CARD_PHYSICAL_STEPS_HOURS.ISSUED);
  if (row.status === 'ISSUED') return after(row.issuedAt, GIFT_CARD_PHYSICAL_STEPS_HOURS.SHIPPED);
  if (row.status === 'SHIPPED') return after(row.shippedAt, GIFT_CARD_PHYSICAL_STEPS_HOURS.DELIVERED);
  return null;
}

/**
 * Moves one order as far as the sandbox clock says, under its row lock, so two passes at once move each step once:
 * a physical card's due steps, each at the moment it was due (printed with its code, posted with a tracking
 * number, delivered); a PENDING order whose invoice was canceled or is past its time is CANCELLED. Answers the row
 * as it is now.
 */
export async function settleOrder(db: Db, id: number, now: Date): Promise<GiftCardOrderRow | null> {
  const locked = await orderById(db, id, { isLocked: true });
  if (!locked) return null;
  if (locked.status === 'PENDING') return cancelIfUnpayable(db, locked, now);
  let row: GiftCardOrderRow = locked;
  for (let due = nextStepAt(row); due && due.getTime() <= now.getTime(); due = nextStepAt(row)) {
    const [moved] = await db
      .update(giftCardOrders)
      .set(await stepAt(db, row, due))
      .where(eq(giftCardOrders.id, row.id))
      .returning();
    row = moved!;
  }
  return row;
}

/** What a physical card's next step writes, at the moment it was due. */
async function stepAt(db: Db, row: GiftCardOrderRow, due: Date): Promise<Partial<GiftCardOrderRow>> {
  if (row.status === 'PROCESSING') {
    return { status: 'ISSUED', issuedAt: due, activationCode: await issueCode(db, row) };
  }
  if (row.status === 'ISSUED')
    return { status: 'SHIPPED', shippedAt: due, trackingNumber: newTrackingNumber() };
  return { status: 'DELIVERED', deliveredAt: due };
}

/** A PENDING order whose invoice was canceled, or is past its time unpaid, is CANCELLED; nothing was paid. */
async function cancelIfUnpayable(db: Db, row: GiftCardOrderRow, now: Date): Promise<GiftCardOrderRow> {
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId));
  const isOverdue = invoice?.status === 'PENDING' && invoice.expiresAt.getTime() <= now.getTime();
  if (invoice?.status !== 'CANCELED' && !isOverdue) return row;
  const [cancelled] = await db
    .update(giftCardOrders)
    .set({ status: 'CANCELLED', cancelledAt: invoice?.canceledAt ?? now })
    .where(eq(giftCardOrders.id, row.id))
    .returning();
  return cancelled!;
}

/** A physical card whose step `status` → next was due by `now`: the step before it happened `hours` ago or more. */
const stepDue = (status: 'PROCESSING' | 'ISSUED' | 'SHIPPED', since: SQLWrapper, hours: number, now: Date) =>
  and(
    eq(giftCardOrders.type, 'PHYSICAL'),
    eq(giftCardOrders.status, status),
    lte(since, new Date(now.getTime() - hours * HOUR_MS)),
  );

/**
 * The watcher's pass: every order with something due at the sandbox's now (a physical card's next step, or an
 * unpaid order whose invoice was canceled or ran out of time) is settled, each in its own transaction.
 */
export async function settleGiftCardOrders(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const steps = GIFT_CARD_PHYSICAL_STEPS_HOURS;
  const due = await sb.db
    .select({ id: giftCardOrders.id })
    .from(giftCardOrders)
    .innerJoin(invoices, eq(invoices.id, giftCardOrders.invoiceId))
    .where(
      or(
        and(
          eq(giftCardOrders.status, 'PENDING'),
          or(
            eq(invoices.status, 'CANCELED'),
            and(eq(invoices.status, 'PENDING'), lte(invoices.expiresAt, now)),
          ),
        ),
        stepDue('PROCESSING', giftCardOrders.paidAt, steps.ISSUED, now),
        stepDue('ISSUED', giftCardOrders.issuedAt, steps.SHIPPED, now),
        stepDue('SHIPPED', giftCardOrders.shippedAt, steps.DELIVERED, now),
      ),
    );
  for (const { id } of due) await sb.db.transaction((tx) => settleOrder(tx, id, now));
  return due.length;
}

/**
 * A physical card the post returned (or one that could not be printed) is REFUNDED, under its row lock: in one
 * GIFT_CARD_REFUND entry the sale's postings are reversed and the order's total goes back to the payer's Toman
 * balance (the fees from the shop's sales, the card's price from the market maker, which takes the card's value
 * back from the gift cards' account); the code, if printed, is void; the payer's history
 * shows the Toman coming back as a deposit beside the invoice's payment (the invoice's code as refId, as an invoice
 * refund is shown). A digital card, or one past the post, is 409 GIFT_CARD_ORDER_NOT_REFUNDABLE; a card whose code
 * was claimed already is 409 GIFT_CARD_ALREADY_CLAIMED (its value is spent).
 */
export async function refundOrder(db: Db, id: number, now: Date): Promise<GiftCardOrderRow> {
  const settled = await settleOrder(db, id, now);
  if (!settled) throw new ApiFailure(404, 'GIFT_CARD_ORDER_NOT_FOUND');
  const row = settled;
  const isRefundable =
    row.type === 'PHYSICAL' &&
    (row.status === 'PROCESSING' || row.status === 'ISSUED' || row.status === 'SHIPPED');
  if (!isRefundable) throw new ApiFailure(409, 'GIFT_CARD_ORDER_NOT_REFUNDABLE');
  if (row.activationCode !== null) {
    const [card] = await db
      .select()
      .from(giftCards)
      .where(eq(giftCards.code, row.activationCode))
      .for('update');
    if (card?.claimedBy !== null) throw new ApiFailure(409, 'GIFT_CARD_ALREADY_CLAIMED');
    await db.update(giftCards).set({ voidedAt: now }).where(eq(giftCards.code, row.activationCode));
  }
  const [invoice] = await db.select().from(invoices).where(eq(invoices.id, row.invoiceId)).for('update');
  if (!invoice) throw new Error(`gift card order ${row.id} has no invoice`);
  const entryId = await postEntry(db, {
    kind: 'GIFT_CARD_REFUND',
    description: `Gift card order ${row.supportCode} refunded`,
    userId: row.userId,
    postings: [
      ...(await salePostings(db, row, invoice.paidAmount)).map((posting) => ({
        ...posting,
        amount: neg(posting.amount),
      })),
      { accountId: await userAccount(db, row.userId, FIAT_TOKEN), amount: invoice.paidAmount },
    ],
    at: now,
  });
  await recordTransaction(db, {
    userId: row.userId,
    type: 'DEPOSIT',
    channel: 'TRADE',
    status: 'SUCCEED',
    token: FIAT_TOKEN,
    amount: invoice.paidAmount,
    refId: invoice.code,
    entryId,
    at: now,
  });
  await db.update(invoices).set({ refundedAt: now }).where(eq(invoices.id, invoice.id));
  const [refunded] = await db
    .update(giftCardOrders)
    .set({ status: 'REFUNDED', refundedAt: now, refundEntryId: entryId })
    .where(and(eq(giftCardOrders.id, row.id), eq(giftCardOrders.status, row.status)))
    .returning();
  return refunded!;
}
