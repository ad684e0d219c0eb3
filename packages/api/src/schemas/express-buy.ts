import { z } from 'zod/mini';
import { invoiceStatus } from './invoices';
import { decimalString, isoDateTime, tokenSymbol } from './primitives';

// Express buy (spec 000 §2 /express-buy, §5; 001 §7 express): Toman in, a coin out, at a price locked by the
// receipt, paid from the Toman balance or through the receipt's invoice by another payment method.

export const expressBuyReceiptRequest = z
  .strictObject({
    /** Whole Toman as typed: Persian and Arabic digits and thousands separators are read by the server. */
    amount: z.string().check(z.minLength(1), z.maxLength(40)),
    buyingToken: tokenSymbol,
    /** Pay what the Toman balance covers from it; the rest is paid through the invoice by another method. */
    useAccountBalance: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ExpressBuyReceiptRequest' });
export type ExpressBuyReceiptRequest = z.infer<typeof expressBuyReceiptRequest>;

/** A priced express buy: its task, its invoice, the locked price and how it is paid. */
export const expressBuyReceipt = z
  .object({
    taskId: z.string(),
    invoiceId: z.string(),
    /** What the user pays, in whole Toman. */
    amount: decimalString,
    buyingToken: tokenSymbol,
    /** What reaches the user's balance, after the spread and the fee. */
    coinAmount: decimalString,
    /** Coin per Toman at the market price, before the spread and the fee. */
    marketPrice: decimalString,
    /** Coin per Toman the user gets. */
    rate: decimalString,
    /** The spread and the fee, in the coin. */
    spread: decimalString,
    fee: decimalString,
    /** The price holds until then; an invoice paid by then is delivered at it even later. */
    expiresAt: isoDateTime,
    useAccountBalance: z.boolean(),
    /** The user's Toman balance now. */
    balance: decimalString,
    /** What the balance pays of what is due (0 without useAccountBalance). */
    payFromBalance: decimalString,
    /** What is left to pay by card to card, the gateway or direct debit. */
    dueByOtherMethod: decimalString,
    /** The invoice's status now: PENDING until paid, PAID, DELIVERED once the coin is credited, or CANCELED. */
    invoiceStatus,
    /** The coin's DEPOSIT transaction once delivered. */
    transactionId: z.nullable(z.string()),
    /** ALL_SWAP_WARN_LIMIT is on: it still goes through, but prices may move more than usual. */
    isPriceWarned: z.boolean(),
  })
  .register(z.globalRegistry, { id: 'ExpressBuyReceipt' });
export type ExpressBuyReceipt = z.infer<typeof expressBuyReceipt>;
