import { z } from 'zod';
import { dataRange, DATA_RANGES, type DataRange } from './market';
import { decimalString, tokenSymbol } from './primitives';

/**
 * A token's profit and loss from the user's own history, average-cost method: every credit adds its value at
 * the price of that instant to the cost basis; every debit realises the difference between that instant's
 * price and the average cost. Values in US dollars.
 */
export const pnlSummary = z
  .object({
    token: tokenSymbol,
    balance: decimalString,
    /** Null while the user holds none of the token. */
    averageCostUsd: z.nullable(decimalString),
    costBasisUsd: decimalString,
    valueUsd: decimalString,
    unrealizedPnlUsd: decimalString,
    realizedPnlUsd: decimalString,
    totalPnlUsd: decimalString,
    /** Total P&L over everything the user ever put in, in percent; null when nothing was put in. */
    totalPnlPercent: z.nullable(decimalString),
  })
  .meta({ id: 'PnlSummary' });
export type PnlSummary = z.infer<typeof pnlSummary>;

export const pnlTransaction = z
  .object({
    entryId: z.string(),
    /** Seconds since the Unix epoch. */
    time: z.number().int().nonnegative(),
    /** The ledger entry's kind (SEED, GIFT_CARD_CLAIM, REFERRAL_REWARD, …). */
    kind: z.string(),
    /** Signed: positive came in, negative went out. */
    amount: decimalString,
    priceUsd: decimalString,
    valueUsd: decimalString,
    /** What this debit realised against the average cost; 0 for credits. */
    realizedPnlUsd: decimalString,
  })
  .meta({ id: 'PnlTransaction' });
export type PnlTransaction = z.infer<typeof pnlTransaction>;

/** P&L over one range: the value at its end, less the value at its start, less what came in during it. */
export const pnlRange = z
  .object({
    token: tokenSymbol,
    dataRange,
    startBalance: decimalString,
    endBalance: decimalString,
    startValueUsd: decimalString,
    endValueUsd: decimalString,
    /** Credits less debits in the range, each valued at its own instant. */
    netInflowUsd: decimalString,
    pnlUsd: decimalString,
    /** Over the start value plus the credits of the range; null when both are zero. */
    pnlPercent: z.nullable(decimalString),
    /** The range's movements, newest first. */
    transactions: z.array(pnlTransaction),
  })
  .meta({ id: 'PnlRange' });
export type PnlRange = z.infer<typeof pnlRange>;

export const pnlAllRanges = z
  .object({
    token: tokenSymbol,
    ranges: z.object(
      Object.fromEntries(DATA_RANGES.map((range) => [range, pnlRange])) as Record<DataRange, typeof pnlRange>,
    ),
  })
  .meta({ id: 'PnlAllRanges' });
export type PnlAllRanges = z.infer<typeof pnlAllRanges>;
