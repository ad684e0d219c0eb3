import { z } from 'zod/mini';
import { otcPrice, withdrawReceipt } from '@wallet/api';
import { defineFlowDraft } from '@wallet/ui';

/**
 * What the swap and express flows keep on the device: each flow's draft, so a reload or a swipe-close in the
 * middle comes back to what the user typed and chose. The address carries only identifiers (a task, an
 * invoice, a payment); useMoneyCall keeps each order's Idempotency-Key until it is answered.
 */
export const TRADE_STORAGE_KEYS = {
  /** The swap being filled in: the pair, the side typed on and what was typed. Cleared once it is ordered. */
  swapDraft: defineFlowDraft(
    'swapDraft',
    z.nullable(
      z.object({
        source: z.string(),
        destination: z.string(),
        side: z.enum(['source', 'destination']),
        text: z.string(),
      }),
    ),
  ),
  /**
   * The express buy being filled in: the coin, the whole Toman typed and whether the Toman balance pays.
   * Cleared once the coin is delivered.
   */
  expressBuyDraft: defineFlowDraft(
    'expressBuyDraft',
    z.nullable(
      z.object({
        token: z.optional(z.string()),
        amount: z.optional(z.string()),
        useBalance: z.optional(z.boolean()),
      }),
    ),
  ),
  /**
   * The express sell being filled in: the coin and the amount typed, then its locked price (the swap token) while
   * it is confirmed, so a reload of the confirmation orders the same quote. Cleared once it is sold.
   */
  expressSellDraft: defineFlowDraft(
    'expressSellDraft',
    z.nullable(
      z.object({
        token: z.optional(z.string()),
        amount: z.optional(z.string()),
        quote: z.optional(otcPrice),
      }),
    ),
  ),
  /**
   * The express withdraw being filled in: the coin, its network, what the address receives, the address and a
   * memo with the tick that it was checked; then its priced receipt (the task and its invoice) with the request it priced, so a double tap, a
   * retry, a reload or the return from paying by card runs the same task once. Cleared once it is sent.
   */
  expressWithdrawDraft: defineFlowDraft(
    'expressWithdrawDraft',
    z.nullable(
      z.object({
        token: z.optional(z.string()),
        network: z.optional(z.string()),
        contract: z.optional(z.string()),
        amount: z.optional(z.string()),
        address: z.optional(z.string()),
        memo: z.optional(z.string()),
        isMemoConfirmed: z.optional(z.boolean()),
        priced: z.optional(z.strictObject({ request: z.string(), receipt: withdrawReceipt })),
      }),
    ),
  ),
} as const;
