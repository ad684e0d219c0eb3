import { z } from 'zod/mini';

// The words and figures the swap, express buy, sell and withdraw share (spec 000 §3, §5; 001 §7, §9).

/** Spec 000 §3: the swap opens on Toman → Tether. */
export const SWAP_DEFAULT_SOURCE = 'IRT';
export const SWAP_DEFAULT_DESTINATION = 'USDT';

/**
 * How long a swap token holds its quote (designed here: the issue asks for 10–30 s). Long enough to read the
 * breakdown and confirm on a slow phone, short enough that the market maker's risk stays small.
 */
export const SWAP_TOKEN_LOCK_SECONDS = 20;

/**
 * The market maker's spread, in percent of the market price, taken on every trade in either direction
 * (designed here: the spec names no figure). It is shown apart from the fee.
 */
export const TRADE_SPREAD_PERCENT = '0.3';
/** The wallet's fee on a trade, in percent of what the user gets before it (designed here). */
export const TRADE_FEE_PERCENT = '0.2';

/**
 * When a locked quote runs out, the client prices it again and asks the user to confirm again only when the new
 * result is worse by more than this, in percent (the figure).
 */
export const REQUOTE_TOLERANCE_PERCENT = '0.5';

/** Spec 000 §5 and 001 §9: express buy takes 5,000 to 200,000,000 Toman. */
export const EXPRESS_BUY_MIN_TOMAN = '5000';
export const EXPRESS_BUY_MAX_TOMAN = '200000000';
/** Spec 001 §9 notes that one language version gives the maximum as 2 million; the contract keeps 200 million. */
export const EXPRESS_BUY_MAX_TOMAN_OTHER_READING = '2000000';

/** What a trade is: a swap on the swap tab, or one of the express flows. */
export const TRADE_KINDS = ['SWAP', 'EXPRESS_BUY', 'EXPRESS_SELL', 'EXPRESS_WITHDRAW'] as const;
export const tradeKind = z.enum(TRADE_KINDS);
export type TradeKind = z.infer<typeof tradeKind>;
