import { z } from 'zod/mini';
import { cardToCardPayment } from './card-to-card';
import { gatewayPayment } from './gateway';
import { decimalString, isoDateTime, positiveDecimalString } from './primitives';

// Invoices and the ways to pay them (spec 000 §3 Invoice, Payment and deposit methods; 001 §7).

/** Spec 000 §3 invoice statuses: waiting for payment, cancelled, paid, and the product delivered. */
export const INVOICE_STATUSES = ['PENDING', 'CANCELED', 'PAID', 'DELIVERED'] as const;
export const invoiceStatus = z.enum(INVOICE_STATUSES);
export type InvoiceStatus = z.infer<typeof invoiceStatus>;

/**
 * Spec 000 §3 invoice types (the shop's and the campaigns'), and the express flows' own (designed here: an
 * express buy or withdraw paid in Toman is an invoice the express task delivers).
 */
export const INVOICE_TYPES = [
  'GIVEAWAY',
  'AD_CHEQUE',
  'AD_CHEQUE_TOP_UP',
  'JETTON',
  'GIFT_CARD',
  'EXPRESS_BUY',
  'EXPRESS_WITHDRAW',
] as const;
export const invoiceType = z.enum(INVOICE_TYPES);
export type InvoiceType = z.infer<typeof invoiceType>;

/** Spec 000 §3 payment methods. */
export const PAYMENT_METHODS = [
  'CARD2CARD',
  'CARD2CARD_WITH_BALANCE',
  'IRT_BALANCE',
  'USDT_BALANCE',
  'DIRECT',
  'GATEWAY',
] as const;
export const paymentMethod = z.enum(PAYMENT_METHODS);
export type PaymentMethod = z.infer<typeof paymentMethod>;

/** What an invoice sells, in words every product shares, so the shop can put its products on invoices too. */
export const invoiceProduct = z.object({
  /** What is bought: a coin's token for the express flows; a plan or item code for the shop. */
  item: z.string(),
  /** How much of it. */
  quantity: decimalString,
  /** The express task that delivers it, when an express flow made the invoice. */
  taskId: z.nullable(z.string()),
});
export type InvoiceProduct = z.infer<typeof invoiceProduct>;

/** SHOP-12: who an invoice is paid to, and whether the wallet has certified them. */
export const merchant = z
  .object({ name: z.string(), isCertified: z.boolean() })
  .register(z.globalRegistry, { id: 'Merchant' });
export type Merchant = z.infer<typeof merchant>;

/** Spec 000 §3 Invoice: id, code, product, paidWith, paidAt, paid amount; and its price and status. */
export const invoice = z
  .object({
    id: z.string(),
    /** The invoiceCode the user may quote to support. */
    code: z.string(),
    type: invoiceType,
    status: invoiceStatus,
    product: invoiceProduct,
    /** Who is paid: the wallet itself for its own products, else the seller (SHOP-12). */
    merchant,
    /** The price, in Toman. */
    amount: decimalString,
    /** What is paid so far, in Toman (part of it from the balance when paid CARD2CARD_WITH_BALANCE). */
    paidAmount: decimalString,
    paidWith: z.nullable(paymentMethod),
    paidAt: z.nullable(isoDateTime),
    /**
     * When a PAID invoice not delivered within INVOICE_ESCROW_HOURS was CANCELED and its paidAmount went back to
     * the Toman balance; null for every other invoice.
     */
    refundedAt: z.nullable(isoDateTime),
    createdAt: isoDateTime,
    /** An unpaid invoice is CANCELED at this moment. */
    expiresAt: isoDateTime,
  })
  .register(z.globalRegistry, { id: 'Invoice' });
export type Invoice = z.infer<typeof invoice>;

// The calls that read and pay invoices (spec 001 §7 "Invoices and payments").

/**
 * How long a PAID invoice's money may wait in the invoice escrow for its product (designed here: the spec names
 * no time). Not delivered by paidAt plus this, it is CANCELED and what was paid goes back to the Toman balance.
 * An express withdraw paid by card may run only after the lock on coins that follows a Toman deposit
 * (FIAT_DEPOSIT_CRYPTO_LOCK_HOURS, 72 h); the user then has a day more to come back and run it. Written as a number,
 * not computed from that constant, so this module does not import the withdraw schemas that start-up loads (which
 * made the bundler pull these lazy schemas into start-up); a test holds the two together.
 */
export const INVOICE_ESCROW_HOURS = 96;

/** How long a shop invoice waits for its payment, when its maker gives no time (designed here). */
export const INVOICE_PAYMENT_MINUTES = 30;

/** The methods that take Toman from a bank card or account: they need KYC level 1 (spec 000 §6, RIAL-01). */
export const CARD_PAYMENT_METHODS = ['CARD2CARD', 'CARD2CARD_WITH_BALANCE', 'GATEWAY', 'DIRECT'] as const;
export const isCardPaymentMethod = (method: PaymentMethod) =>
  (CARD_PAYMENT_METHODS as readonly PaymentMethod[]).includes(method);

/** Why a payment method cannot pay an invoice now; the server checks again when paying. */
export const PAYMENT_METHOD_UNAVAILABLE_REASONS = [
  'KYC_LEVEL_1_REQUIRED',
  'METHOD_DISABLED',
  'DEPOSITS_PAUSED',
  'TRADES_PAUSED',
  'BALANCE_INSUFFICIENT',
  'BALANCE_COVERS_DUE',
  'AMOUNT_BELOW_MIN',
  'AMOUNT_ABOVE_MAX',
  'NO_CARD',
  'NO_ACTIVE_CONTRACT',
  'INVOICE_NOT_PENDING',
] as const;
export type PaymentMethodUnavailableReason = (typeof PAYMENT_METHOD_UNAVAILABLE_REASONS)[number];

/** One way to pay what is due on an invoice, and whether it can now. */
export const invoicePaymentMethod = z
  .object({
    method: paymentMethod,
    isAvailable: z.boolean(),
    unavailableReason: z.nullable(z.enum(PAYMENT_METHOD_UNAVAILABLE_REASONS)),
    /** What `amount` is in: USDT for USDT_BALANCE, else Toman. */
    token: z.enum(['IRT', 'USDT']),
    /**
     * What this method takes: what is due; for USDT_BALANCE the Tether that buys it at this instant's price; for
     * CARD2CARD_WITH_BALANCE the card's part.
     */
    amount: decimalString,
    /** CARD2CARD_WITH_BALANCE: the Toman taken from the balance first; "0" for the others. */
    fromBalance: decimalString,
    /** GATEWAY: the gateway's fee, paid on top; "0" for the others. */
    fee: decimalString,
    /** The range a card, gateway or direct payment may be, in Toman; null for the balances. */
    minAmount: z.nullable(decimalString),
    maxAmount: z.nullable(decimalString),
  })
  .register(z.globalRegistry, { id: 'InvoicePaymentMethod' });
export type InvoicePaymentMethod = z.infer<typeof invoicePaymentMethod>;

/** The invoice as the payment page shows it. */
export const paymentInvoice = z
  .object({
    invoice,
    /** What is still to pay, in Toman. */
    due: decimalString,
    /** The balances that can pay it. */
    balances: z.object({ irt: decimalString, usdt: decimalString }),
    /** Every method, in PAYMENT_METHODS' order. */
    methods: z.array(invoicePaymentMethod),
    /** The latest card-to-card payment made for this invoice. */
    cardToCard: z.nullable(cardToCardPayment),
    /** The latest gateway payment made for this invoice. */
    gateway: z.nullable(gatewayPayment),
  })
  .register(z.globalRegistry, { id: 'PaymentInvoice' });
export type PaymentInvoice = z.infer<typeof paymentInvoice>;

export const invoicePaymentMethods = z
  .object({ invoiceId: z.string(), due: decimalString, methods: z.array(invoicePaymentMethod) })
  .register(z.globalRegistry, { id: 'InvoicePaymentMethods' });
export type InvoicePaymentMethods = z.infer<typeof invoicePaymentMethods>;

/** An invoice's id in a path or body: a malformed one is the same 404 as another user's. */
export const invoiceId = z.string().check(z.minLength(1), z.maxLength(32));
const recordId = z.string().check(z.regex(/^\d{1,18}$/));
/** Whole Toman as typed: Persian and Arabic digits and separators are read by the server. */
const typedToman = z.string().check(z.minLength(1), z.maxLength(40));

export const payInvoiceRequest = z
  .strictObject({ id: invoiceId, amount: typedToman })
  .register(z.globalRegistry, { id: 'PayInvoiceRequest' });
export type PayInvoiceRequest = z.infer<typeof payInvoiceRequest>;

export const payPaymentInvoiceRequest = z
  .discriminatedUnion('method', [
    z.strictObject({ method: z.literal('IRT_BALANCE') }),
    z.strictObject({
      method: z.literal('USDT_BALANCE'),
      /** The most Tether to sell (a ceiling): a price that now needs more is refused, never taken. */
      maxUsdtAmount: z.optional(positiveDecimalString),
    }),
    z.strictObject({ method: z.literal('CARD2CARD'), sourceCardId: recordId }),
    z.strictObject({ method: z.literal('CARD2CARD_WITH_BALANCE'), sourceCardId: recordId }),
    z.strictObject({
      method: z.literal('GATEWAY'),
      cardId: recordId,
      /** Where the gateway sends the browser back, with `paymentId` added; absent in the mini-app. */
      returnUrl: z.optional(z.url({ protocol: /^https?$/ }).check(z.maxLength(512))),
    }),
    z.strictObject({ method: z.literal('DIRECT'), contractId: recordId }),
  ])
  .register(z.globalRegistry, { id: 'PayPaymentInvoiceRequest' });
export type PayPaymentInvoiceRequest = z.infer<typeof payPaymentInvoiceRequest>;

/** A payment started: the invoice after it, and the card-to-card or gateway payment to show. */
export const invoicePaymentStart = z
  .object({
    invoice,
    cardToCard: z.nullable(cardToCardPayment),
    gateway: z.nullable(gatewayPayment),
  })
  .register(z.globalRegistry, { id: 'InvoicePaymentStart' });
export type InvoicePaymentStart = z.infer<typeof invoicePaymentStart>;
