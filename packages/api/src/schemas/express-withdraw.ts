import { z } from 'zod/mini';
import { decimalString } from './primitives';

// Express withdraw (spec 001 §7, issue 15): a coin bought with Toman and sent straight to an address. The
// withdraw receipt with useAccountBalance false prices the coin and asks for the Toman on an invoice.

/**
 * What a withdrawal bought with Toman costs: the coin the address receives plus the network fee, bought from the
 * market maker at a price locked until the receipt's expiresAt, and the EXPRESS_WITHDRAW invoice that asks for it.
 */
export const expressWithdrawPurchase = z
  .object({
    /** The EXPRESS_WITHDRAW invoice to pay (GET /v1/invoice/{id}); its product is the coin, the quantity and the task. */
    invoiceId: z.string(),
    /** What the invoice asks, in Toman: the price of the coin bought (amount plus network fee). */
    tomanAmount: decimalString,
    /** The coin bought: what the address receives plus the network fee. */
    coinAmount: decimalString,
    /** Coin units per Toman at the market price, before the spread and the fee. */
    marketPrice: decimalString,
    /** Coin units per Toman the user gets, after the spread and the fee. */
    rate: decimalString,
    /** The market maker's spread, in the coin. */
    spread: decimalString,
    /** The wallet's trade fee, in the coin. */
    fee: decimalString,
    /** The user's Toman balance now. */
    balance: decimalString,
    /** What of the invoice the Toman balance covers now. */
    payFromBalance: decimalString,
    /** What is left to pay by another method (card to card, gateway, direct debit). */
    dueByOtherMethod: decimalString,
  })
  .register(z.globalRegistry, { id: 'ExpressWithdrawPurchase' });
export type ExpressWithdrawPurchase = z.infer<typeof expressWithdrawPurchase>;
