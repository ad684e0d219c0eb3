import { randomInt } from 'node:crypto';
import { and, eq, sql } from 'drizzle-orm';
import {
  type CreateGiftCardOrderRequest,
  GIFT_CARD_ISSUE_FEE,
  GIFT_CARD_MAX_TOMAN,
  GIFT_CARD_MIN_TOMAN,
  GIFT_CARD_SHIPPING_COST,
  GIFT_CARD_TOKENS,
  type GiftCardOrder,
  INVOICE_PAYMENT_MINUTES,
} from '@wallet/api';
import { add, cmp, isPositive, mul, parseDecimalInput, roundUp } from '@wallet/core';
import { MINUTE_MS } from '../clock';
import { coinConfig } from '../config/coins';
import type { Sandbox } from '../context';
import { queryRows, type Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure, badInput } from '../errors';
import { createInvoice } from '../invoices/invoices';
import { FIAT_TOKEN } from '../money/spend-rules';
import { deliveryAddresses } from '../profile/tables';
import { inactiveReasonOf, productById } from '../shop/products';
import { giftCardOrders, type GiftCardOrderRow } from './tables';

/** How a gift card order's invoice names it: the invoice's taskId. */
const TASK_PREFIX = 'gift-card:';
export const giftCardTaskId = (orderId: number) => `${TASK_PREFIX}${orderId}`;
export const giftCardOrderIdOfTask = (taskId: string | null): number | null =>
  taskId?.startsWith(TASK_PREFIX) ? Number(taskId.slice(TASK_PREFIX.length)) : null;

/**
 * The letters of every code a person reads or types: no 0/O, 1/I/L or 5/S look-alikes, so a code read off a
 * printed card or over the phone is typed right.
 */
const CODE_ALPHABET = '2346789ABCDEFGHJKMNPQRTUVWXYZ';

function randomCode(length: number): string {
  let code = '';
  for (let i = 0; i < length; i++) code += CODE_ALPHABET[randomInt(CODE_ALPHABET.length)];
  return code;
}

/**
 * An activation code: 16 letters of the alphabet from the system's cryptographic random source (about 78 bits),
 * in groups of four so it can be read off a card; unguessable, and checked against nothing but the gift_cards row.
 */
export const newActivationCode = () =>
  `GIFT-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}-${randomCode(4)}`;

/** A short code the buyer quotes to support; unique among orders. */
export const newSupportCode = () => `GC-${randomCode(8)}`;

/** A post parcel's tracking number: 20 digits, as the post prints them. */
export function newTrackingNumber(): string {
  let number = String(1 + randomInt(9));
  for (let i = 1; i < 20; i++) number += String(randomInt(10));
  return number;
}

/** The card amount as typed: Persian and Arabic digits and separators read, more than 0, within the token's decimals. */
export function readCardAmount(typed: string, decimals: number): string {
  const amount = parseDecimalInput(typed);
  if (amount === null) throw badInput('amount');
  if ((amount.split('.')[1]?.length ?? 0) > decimals) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `amount: at most ${decimals} decimals`);
  }
  if (!isPositive(amount)) throw new ApiFailure(400, 'BAD_INPUT_VALUES', 'amount: more than 0');
  return canonicalDecimal(amount);
}

/** What `amount` of `token` costs in Toman at `at` on the sandbox market, rounded up to whole Toman; Toman is 1:1. */
export function cardPriceOf(sb: Sandbox, token: string, amount: string, at: Date): string {
  if (token === FIAT_TOKEN) return roundUp(amount, 0);
  const tomanPerUnit = sb.prices.quote(token, at.getTime()).IRT.lastPrice;
  return roundUp(mul(amount, tomanPerUnit), 0);
}

/** The delivery address a physical card is posted to: one of the user's own; another user's is the same 404. */
async function ownAddress(db: Db, userId: number, id: string) {
  const [row] = await db
    .select()
    .from(deliveryAddresses)
    .where(and(eq(deliveryAddresses.id, Number(id)), eq(deliveryAddresses.userId, userId)));
  if (!row) throw new ApiFailure(404, 'ADDRESS_NOT_FOUND');
  return row;
}

/**
 * Writes a PENDING order and its GIFT_CARD invoice of the order's total, payable for INVOICE_PAYMENT_MINUTES. The
 * card is priced now: its amount at the market's Toman price, the issue fee and, for a physical card, the
 * shipping cost. Call it in the call's transaction.
 */
export async function createOrder(
  sb: Sandbox,
  db: Db,
  userId: number,
  body: CreateGiftCardOrderRequest,
): Promise<GiftCardOrderRow> {
  const isPhysical = body.type === 'PHYSICAL';
  if (isPhysical && body.addressId === undefined) throw badInput('addressId: a physical card is posted');
  if (!isPhysical && body.addressId !== undefined) throw badInput('addressId: a digital card is not posted');
  // The shop's switch for gift cards (the shop tab says so too: SHOP-13), for this user or for everyone.
  const product = productById('GIFT_CARD');
  if (product && (await inactiveReasonOf(db, userId, product)) !== null) {
    throw new ApiFailure(422, 'PRODUCT_NOT_ACTIVE');
  }
  const token = GIFT_CARD_TOKENS[body.currency];
  const coin = await coinConfig(db, token);
  // The card's value is bought from the market maker when paid: a coin that cannot be traded now is not sold.
  if (!coin.features.trade) throw new ApiFailure(422, 'PRODUCT_NOT_ACTIVE');
  const amount = readCardAmount(body.amount, coin.decimals);
  const now = sb.clock.now();
  const cardPrice = cardPriceOf(sb, token, amount, now);
  if (cmp(cardPrice, GIFT_CARD_MIN_TOMAN) < 0) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `amount: worth at least ${GIFT_CARD_MIN_TOMAN} Toman`);
  }
  if (cmp(cardPrice, GIFT_CARD_MAX_TOMAN) > 0) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `amount: worth at most ${GIFT_CARD_MAX_TOMAN} Toman`);
  }
  const place = isPhysical ? await ownAddress(db, userId, body.addressId!) : null;
  const shippingCost = isPhysical ? GIFT_CARD_SHIPPING_COST : '0';
  const issueFee = GIFT_CARD_ISSUE_FEE[body.type];
  const total = add(add(cardPrice, shippingCost), issueFee);
  // The order's id is drawn first so its invoice can name it, and both are written in this transaction.
  const [next] = await queryRows<{ id: string }>(
    db,
    sql`SELECT nextval('gift_card_orders_id_seq')::text AS id`,
  );
  const id = Number(next!.id);
  const invoice = await createInvoice(db, {
    userId,
    type: 'GIFT_CARD',
    amount: total,
    product: { item: token, quantity: amount, taskId: giftCardTaskId(id) },
    at: now,
    expiresAt: new Date(now.getTime() + INVOICE_PAYMENT_MINUTES * MINUTE_MS),
  });
  const [row] = await db
    .insert(giftCardOrders)
    .values({
      id,
      userId,
      type: body.type,
      design: body.design,
      currency: body.currency,
      token,
      amount,
      cardPrice,
      shippingCost,
      issueFee,
      total,
      message: body.message?.trim() ?? '',
      recipientName: body.recipientName,
      phone: place?.recipientMobile ?? null,
      province: place?.province ?? null,
      city: place?.city ?? null,
      address: place?.address ?? null,
      postalCode: place?.postalCode ?? null,
      supportCode: newSupportCode(),
      status: 'PENDING',
      invoiceId: invoice.id,
      createdAt: now,
    })
    .returning();
  return row!;
}

/** An order by id, locked for the rest of the transaction when asked; null when none. */
export async function orderById(db: Db, id: number, { isLocked = false } = {}) {
  const query = db.select().from(giftCardOrders).where(eq(giftCardOrders.id, id));
  const [row] = isLocked ? await query.for('update') : await query;
  return row ?? null;
}

/** One of the user's own orders; an unknown id and another user's are the same 404. */
export async function ownOrder(db: Db, userId: number, id: string): Promise<GiftCardOrderRow> {
  const row = /^\d{1,18}$/.test(id) ? await orderById(db, Number(id)) : null;
  if (!row || row.userId !== userId) throw new ApiFailure(404, 'GIFT_CARD_ORDER_NOT_FOUND');
  return row;
}

const iso = (at: Date | null) => at?.toISOString() ?? null;

export function orderView(row: GiftCardOrderRow): GiftCardOrder {
  return {
    id: String(row.id),
    type: row.type,
    design: row.design,
    currency: row.currency,
    token: row.token,
    amount: canonicalDecimal(row.amount),
    cardPrice: canonicalDecimal(row.cardPrice),
    shippingCost: canonicalDecimal(row.shippingCost),
    issueFee: canonicalDecimal(row.issueFee),
    total: canonicalDecimal(row.total),
    message: row.message,
    recipientName: row.recipientName,
    phone: row.phone,
    province: row.province,
    city: row.city,
    address: row.address,
    postalCode: row.postalCode,
    trackingNumber: row.trackingNumber,
    // A refunded card's code is void: it is no longer shown.
    activationCode: row.status === 'REFUNDED' ? null : row.activationCode,
    supportCode: row.supportCode,
    status: row.status,
    invoiceId: String(row.invoiceId),
    shipsBy: iso(row.shipsBy),
    paidAt: iso(row.paidAt),
    issuedAt: iso(row.issuedAt),
    shippedAt: iso(row.shippedAt),
    deliveredAt: iso(row.deliveredAt),
    refundedAt: iso(row.refundedAt),
    createdAt: row.createdAt.toISOString(),
  };
}
