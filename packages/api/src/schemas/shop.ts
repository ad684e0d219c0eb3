import { z } from 'zod';
import { decimalString, isoDateTime } from './primitives';

// The shop (spec 000 §3 Invoice, §5; 001 §7 "Ad cheques, shop, giveaways"; SHOP-01..03, SHOP-12, SHOP-13): its
// products, Telegram Premium and Stars bought as jettons, and the merchant an invoice is paid to.

/** The shop's groups, in the order the shop tab shows them. */
export const SHOP_GROUPS = [
  'TELEGRAM_PREMIUM',
  'TELEGRAM_STARS',
  'GIFT_CARD',
  'AD_CHEQUE',
  'GIVEAWAY',
] as const;
export const shopGroup = z.enum(SHOP_GROUPS);
export type ShopGroup = z.infer<typeof shopGroup>;

/** Spec 000 §3: Telegram Premium plans, in months; spec 001 §10: 12 by default. */
export const PREMIUM_MONTHS = [3, 6, 12] as const;
export const DEFAULT_PREMIUM_MONTHS = 12;
export const premiumPlanId = (months: number) => `TG-PREMIUM-${months}M`;

/** The Stars packs the shop sells (designed here: the sizes people buy), from 50. */
export const STARS_PACKS = [50, 100, 250, 500, 1000, 2500, 5000, 10000] as const;
export const starsPackId = (stars: number) => `TG-STARS-${stars}`;

/**
 * Why a product cannot be bought by this user now (SHOP-13): turned off for them (support can say why), or
 * turned off for everyone for a while.
 */
export const PRODUCT_INACTIVE_REASONS = ['DISABLED_FOR_USER', 'UNAVAILABLE'] as const;
export type ProductInactiveReason = (typeof PRODUCT_INACTIVE_REASONS)[number];

/**
 * SHOP-12: who a product's invoices are paid to, and whether the wallet has certified them (the shape of an
 * invoice's merchant, written here in classic zod: this module does not import the invoices' zod/mini schemas,
 * which would then be bundled with start-up code).
 */
const merchant = z.object({ name: z.string(), isCertified: z.boolean() });

/** One product of GET /v1/shop/product. */
export const shopProduct = z
  .object({
    /** TG-PREMIUM-12M, TG-STARS-500; GIFT_CARD, AD_CHEQUE and GIVEAWAY for the groups priced by the amount chosen. */
    id: z.string(),
    group: shopGroup,
    /** Months of Premium, or Stars; null for the groups priced by the amount chosen. */
    quantity: z.nullable(z.int()),
    /** The price in Toman now (usdPrice × usdtRate, whole Toman); null for the groups priced by the amount chosen. */
    price: z.nullable(decimalString),
    /** The price in US dollars the Toman price is made from. */
    usdPrice: z.nullable(decimalString),
    /** The Toman price of one Tether the price was made with (the sandbox market's buy price). */
    usdtRate: z.nullable(decimalString),
    isActive: z.boolean(),
    inactiveReason: z.nullable(z.enum(PRODUCT_INACTIVE_REASONS)),
    merchant,
  })
  .meta({ id: 'ShopProduct' });
export type ShopProduct = z.infer<typeof shopProduct>;

/** A Telegram username as typed: with or without @, 5–32 letters, digits and underscores (Telegram's rule). */
export const TELEGRAM_USERNAME_PATTERN = /^@?[A-Za-z][A-Za-z0-9_]{3,30}[A-Za-z0-9]$/;
export const telegramUsername = z
  .string()
  .trim()
  .regex(TELEGRAM_USERNAME_PATTERN, 'a Telegram username: 5–32 letters, digits and underscores');

/** GET /v1/fragment/telegram/premium/recipient: who a username is, as Fragment finds them. */
export const premiumRecipientQuery = z.object({
  months: z.optional(z.enum(['3', '6', '12'])),
  username: telegramUsername,
});
export const premiumRecipient = z
  .object({
    /** The username without @. */
    username: z.string(),
    name: z.string(),
    /** A picture of the account, as a data: URL (Fragment's), or null. */
    photo: z.nullable(z.string()),
    months: z.int(),
  })
  .meta({ id: 'PremiumRecipient' });
export type PremiumRecipient = z.infer<typeof premiumRecipient>;

/**
 * A jetton's life (designed here): PENDING until its JETTON invoice is PAID; PAID while it waits for a username
 * (POST /v1/jetton/{id}/redeem); DELIVERING while Fragment's order runs; DELIVERED, its invoice DELIVERED and its
 * money the shop's; FAILED when Fragment refused the order, its money back to the payer in the same entry;
 * CANCELED when its invoice was canceled unpaid; REFUNDED when it was paid but never redeemed within the
 * invoice escrow's time (INVOICE_ESCROW_HOURS), its money back to the payer.
 */
export const JETTON_STATUSES = [
  'PENDING',
  'PAID',
  'DELIVERING',
  'DELIVERED',
  'FAILED',
  'CANCELED',
  'REFUNDED',
] as const;
export const jettonStatus = z.enum(JETTON_STATUSES);
export type JettonStatus = z.infer<typeof jettonStatus>;

/** How long Fragment's order takes in the sandbox, in seconds of its clock (designed here). */
export const FRAGMENT_ORDER_SECONDS = 10;

/** Why Fragment refused an order. */
export const JETTON_FAILURE_REASONS = [
  'RECIPIENT_NOT_FOUND',
  'RECIPIENT_CANNOT_RECEIVE',
  'FRAGMENT_ERROR',
] as const;

export const jetton = z
  .object({
    id: z.string(),
    productId: z.string(),
    group: z.enum(['TELEGRAM_PREMIUM', 'TELEGRAM_STARS']),
    /** Months of Premium, or Stars. */
    quantity: z.int(),
    status: jettonStatus,
    /** Its JETTON invoice, paid by any method of POST /v1/payment/invoice/{id}/pay. */
    invoiceId: z.string(),
    /** The price in Toman, as invoiced. */
    price: decimalString,
    /** Who receives it: null until redeemed (or given when bought). */
    recipient: z.nullable(z.object({ username: z.string(), name: z.string() })),
    /** Fragment's order reference once sent. */
    fragmentOrderId: z.nullable(z.string()),
    failureReason: z.nullable(z.enum(JETTON_FAILURE_REASONS)),
    createdAt: isoDateTime,
    paidAt: z.nullable(isoDateTime),
    redeemedAt: z.nullable(isoDateTime),
    deliveredAt: z.nullable(isoDateTime),
    /** When its money went back to the payer (FAILED or REFUNDED). */
    refundedAt: z.nullable(isoDateTime),
  })
  .meta({ id: 'Jetton' });
export type Jetton = z.infer<typeof jetton>;

export const jettonId = z.string().regex(/^\d{1,18}$/, 'a jetton id');

export const createJettonRequest = z
  .strictObject({
    productId: z.string().min(1).max(40),
    /**
     * Added to spec 001's payload: who receives it. Given, the jetton is redeemed to this username as soon as its
     * invoice is PAID, however it is paid (a card-to-card payment is confirmed later).
     */
    username: z.optional(telegramUsername),
  })
  .meta({ id: 'CreateJettonRequest' });
export type CreateJettonRequest = z.infer<typeof createJettonRequest>;

export const redeemJettonRequest = z
  .strictObject({ data: telegramUsername })
  .meta({ id: 'RedeemJettonRequest' });
export type RedeemJettonRequest = z.infer<typeof redeemJettonRequest>;
