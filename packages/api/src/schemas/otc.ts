import { z } from 'zod/mini';
import { decimalString, isoDateTime, positiveDecimalString, tokenSymbol } from './primitives';
import { SWAP_TOKEN_LOCK_SECONDS } from './trade';
import { transaction } from './transactions';

// The market maker's over-the-counter quotes and orders (spec 001 §7 Express, swap and transactions): the swap
// tab and express sell price a trade, lock the price with a swap token, then order it once.

/** What a locked quote is for: a swap on the swap tab (the default) or an express sell of a coin for Toman. */
export const OTC_ORDER_KINDS = ['SWAP', 'EXPRESS_SELL'] as const;
export const otcOrderKind = z.enum(OTC_ORDER_KINDS);
export type OtcOrderKind = z.infer<typeof otcOrderKind>;

/** A swap token: random and unguessable, as the price call gave it. */
export const swapToken = z.string().check(z.regex(/^[A-Za-z0-9_-]{16,128}$/, 'a swap token'));

export const otcPriceRequest = z
  .strictObject({
    sourceToken: tokenSymbol,
    destinationToken: tokenSymbol,
    /** What the user gives; send this or destinationAmount, never both. */
    sourceAmount: z.optional(positiveDecimalString),
    /** What the user wants to get; send this or sourceAmount, never both. */
    destinationAmount: z.optional(positiveDecimalString),
    /** Lock the price: the answer then carries a swap token the order call takes until expiresAt. */
    createSwapToken: z.optional(z.boolean()),
    /** What the lock is for (SWAP when absent); EXPRESS_SELL needs IRT as the destination. */
    kind: z.optional(otcOrderKind),
  })
  .check(
    z.refine((ask) => (ask.sourceAmount === undefined) !== (ask.destinationAmount === undefined), {
      message: 'exactly one of sourceAmount and destinationAmount',
    }),
  )
  .register(z.globalRegistry, { id: 'OtcPriceRequest' });
export type OtcPriceRequest = z.infer<typeof otcPriceRequest>;

/** How a trade is priced, in the same words on the quote and on the executed order. */
const priced = {
  kind: otcOrderKind,
  sourceToken: tokenSymbol,
  destinationToken: tokenSymbol,
  /** What leaves the user's balance, in the source token. */
  sourceAmount: decimalString,
  /** What reaches the user's balance, in the destination token, after the spread and the fee. */
  destinationAmount: decimalString,
  /** Destination units per source unit at the market price, before the spread and the fee. */
  marketPrice: decimalString,
  /** Destination units per source unit the user gets, after the spread and the fee. */
  rate: decimalString,
  /** The market maker's spread, in the fee token. */
  spread: decimalString,
  /** The wallet's fee, in the fee token. */
  fee: decimalString,
  /** The token the spread and the fee are counted in: the destination token. */
  feeToken: tokenSymbol,
};

export const otcPrice = z
  .object({
    ...priced,
    /** Present only when createSwapToken was asked. */
    swapToken: z.nullable(z.string()),
    /** When the swap token stops holding this price; null without one. */
    expiresAt: z.nullable(isoDateTime),
  })
  .register(z.globalRegistry, {
    id: 'OtcPrice',
    description: `A quote; with a swap token, its price holds for ${SWAP_TOKEN_LOCK_SECONDS} s.`,
  });
export type OtcPrice = z.infer<typeof otcPrice>;

export const otcOrderRequest = z
  .strictObject({ swapToken })
  .register(z.globalRegistry, { id: 'OtcOrderRequest' });
export type OtcOrderRequest = z.infer<typeof otcOrderRequest>;

/** An executed order: at the locked price, with the two TRADE legs it wrote (their refId is orderId). */
export const otcOrder = z
  .object({
    orderId: z.string(),
    ...priced,
    executedAt: isoDateTime,
    /** The leg out of the balance (WITHDRAW, channel TRADE). */
    sent: transaction,
    /** The leg into the balance (DEPOSIT, channel TRADE), with the fee on it. */
    received: transaction,
  })
  .register(z.globalRegistry, { id: 'OtcOrder' });
export type OtcOrder = z.infer<typeof otcOrder>;
