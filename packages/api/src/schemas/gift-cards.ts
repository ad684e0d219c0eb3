import { z } from 'zod';
import { decimalString, isoDateTime } from './primitives';

// Gift cards sold by the shop (spec 000 §3 "Gift card", §4, §5; 001 §10; SHOP-04..06): a card of an amount of one
// currency, digital (an activation code in the app) or physical (printed and posted to a delivery address).

/** Spec 000 §3 gift card types. */
export const GIFT_CARD_TYPES = ['PHYSICAL', 'DIGITAL'] as const;
export const giftCardType = z.enum(GIFT_CARD_TYPES);
export type GiftCardType = z.infer<typeof giftCardType>;

/** Spec 000 §3 designs; each has its artwork. */
export const GIFT_CARD_DESIGNS = ['classic', 'nowruz', 'spring', 'birthday', 'valentine'] as const;
export const giftCardDesign = z.enum(GIFT_CARD_DESIGNS);
export type GiftCardDesign = z.infer<typeof giftCardDesign>;

/** Spec 000 §3 currencies, and the token each is held and claimed in. */
export const GIFT_CARD_CURRENCIES = ['bitcoin', 'tether', 'toman', 'ethereum', 'xaut'] as const;
export const giftCardCurrency = z.enum(GIFT_CARD_CURRENCIES);
export type GiftCardCurrency = z.infer<typeof giftCardCurrency>;
export const GIFT_CARD_TOKENS: Record<GiftCardCurrency, string> = {
  bitcoin: 'BTC',
  tether: 'USDT',
  toman: 'IRT',
  ethereum: 'ETH',
  xaut: 'XAUT',
};

/**
 * One state machine for both of spec 000 §4's lists (designed here):
 *
 * - PENDING: made, waiting for its GIFT_CARD invoice to be paid (list one's PENDING; "pending").
 * - CANCELLED: its invoice was canceled or expired unpaid; nothing was paid (list one's CANCELED; "failed").
 * - PROCESSING: paid; a physical card is being printed (list one's PAID and PROCESSING; "pending").
 * - ISSUED: the card exists and its activation code is valid: a digital card is ISSUED as soon as it is paid, a
 *   physical one once printed (list two's ISSUED; "completed" for a digital card, "pending" for a physical one).
 * - SHIPPED: a physical card is with the post, with its tracking number ("pending").
 * - DELIVERED: a physical card reached its recipient (list one's DELIVERED; "completed").
 * - REFUNDED: paid but not delivered (the post returned it, or it could not be issued); the payment went back to
 *   the payer and the code is void ("failed").
 *
 * A digital card: PENDING → ISSUED, or PENDING → CANCELLED. A physical card: PENDING → PROCESSING → ISSUED →
 * SHIPPED → DELIVERED on the sandbox clock (GIFT_CARD_PHYSICAL_STEPS_HOURS), or PENDING → CANCELLED, or
 * PROCESSING, ISSUED or SHIPPED → REFUNDED. A card whose code was claimed already is not refunded (its value is
 * spent): 409 GIFT_CARD_ALREADY_CLAIMED.
 */
export const GIFT_CARD_ORDER_STATUSES = [
  'PENDING',
  'CANCELLED',
  'PROCESSING',
  'ISSUED',
  'SHIPPED',
  'DELIVERED',
  'REFUNDED',
] as const;
export const giftCardOrderStatus = z.enum(GIFT_CARD_ORDER_STATUSES);
export type GiftCardOrderStatus = z.infer<typeof giftCardOrderStatus>;

/** The third wording of spec 000 §4: completed, pending, failed. */
export type GiftCardOrderOutcome = 'COMPLETED' | 'PENDING' | 'FAILED';
export function giftCardOrderOutcome(status: GiftCardOrderStatus, type: GiftCardType): GiftCardOrderOutcome {
  if (status === 'CANCELLED' || status === 'REFUNDED') return 'FAILED';
  if (status === 'DELIVERED' || (status === 'ISSUED' && type === 'DIGITAL')) return 'COMPLETED';
  return 'PENDING';
}

/**
 * How long each step of a physical card takes on the sandbox clock, in hours after the one before (designed
 * here): printed a day after payment, with the post a day later, delivered four days after that, well within
 * GIFT_CARD_SHIPPING_DAYS.
 */
export const GIFT_CARD_PHYSICAL_STEPS_HOURS = { ISSUED: 24, SHIPPED: 24, DELIVERED: 96 } as const;
/** Spec 001 §10: a physical card ships within 10 days. */
export const GIFT_CARD_SHIPPING_DAYS = 10;
/** The shipping cost of a physical card, in Toman (designed here). */
export const GIFT_CARD_SHIPPING_COST = '150000';
/** The issue fee of a card, in Toman (designed here): a digital card's, and a physical card's printing. */
export const GIFT_CARD_ISSUE_FEE = { DIGITAL: '10000', PHYSICAL: '50000' } as const;
/** The longest message and recipient name, in characters (designed here). */
export const GIFT_CARD_MESSAGE_MAX_LENGTH = 200;
export const GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH = 64;
/** The smallest and largest card, in Toman of value at the moment it is ordered (designed here). */
export const GIFT_CARD_MIN_TOMAN = '100000';
export const GIFT_CARD_MAX_TOMAN = '500000000';

export const giftCardOrderId = z.string().regex(/^\d{1,18}$/, 'a gift card order id');

export const createGiftCardOrderRequest = z
  .strictObject({
    type: giftCardType,
    design: giftCardDesign,
    currency: giftCardCurrency,
    /** The card's amount in its currency as typed: Persian and Arabic digits and separators are read. */
    amount: z.string().min(1).max(40),
    message: z.optional(z.string().max(GIFT_CARD_MESSAGE_MAX_LENGTH)),
    recipientName: z.string().trim().min(1).max(GIFT_CARD_RECIPIENT_NAME_MAX_LENGTH),
    /** One of the user's delivery addresses (GET /v1/user/address): required for PHYSICAL, refused for DIGITAL. */
    addressId: z.optional(z.string().regex(/^\d{1,18}$/)),
  })
  .meta({ id: 'CreateGiftCardOrderRequest' });
export type CreateGiftCardOrderRequest = z.infer<typeof createGiftCardOrderRequest>;

/** Spec 000 §3 gift card order fields, and its status, invoice and the times of its steps. */
export const giftCardOrder = z
  .object({
    id: z.string(),
    type: giftCardType,
    design: giftCardDesign,
    currency: giftCardCurrency,
    /** The token the card's value is held and claimed in (GIFT_CARD_TOKENS). */
    token: z.string(),
    /** The card amount, in its currency. */
    amount: decimalString,
    /** What the card amount cost in Toman when ordered. */
    cardPrice: decimalString,
    /** In Toman; "0" for a digital card. */
    shippingCost: decimalString,
    issueFee: decimalString,
    /** cardPrice + shippingCost + issueFee: the GIFT_CARD invoice's amount. */
    total: decimalString,
    message: z.string(),
    recipientName: z.string(),
    /** The delivery address, as it was when ordered (a physical card); null for a digital one. */
    phone: z.nullable(z.string()),
    province: z.nullable(z.string()),
    city: z.nullable(z.string()),
    address: z.nullable(z.string()),
    postalCode: z.nullable(z.string()),
    trackingNumber: z.nullable(z.string()),
    /** The code POST /v1/user/gift-card/claim takes: shown to the buyer once ISSUED, void once REFUNDED. */
    activationCode: z.nullable(z.string()),
    supportCode: z.string(),
    status: giftCardOrderStatus,
    invoiceId: z.string(),
    /** A physical card's promise: the moment it is paid plus GIFT_CARD_SHIPPING_DAYS; null until paid. */
    shipsBy: z.nullable(isoDateTime),
    paidAt: z.nullable(isoDateTime),
    issuedAt: z.nullable(isoDateTime),
    shippedAt: z.nullable(isoDateTime),
    deliveredAt: z.nullable(isoDateTime),
    refundedAt: z.nullable(isoDateTime),
    createdAt: isoDateTime,
  })
  .meta({ id: 'GiftCardOrder' });
export type GiftCardOrder = z.infer<typeof giftCardOrder>;
