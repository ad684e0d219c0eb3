import { z } from 'zod/mini';
import { defineFlowDraft } from '@wallet/ui';

/**
 * A draft kept as text fields, read and checked by its page: one schema for the shop's simple drafts, so start-up
 * code (which registers every key) carries no shape of theirs.
 */
const textFields = z.nullable(z.record(z.string(), z.string()));

/** What the shop keeps on the device. */
export const SHOP_STORAGE_KEYS = {
  /**
   * The giveaway being made, as typed (its banner aside, which the user picks again), so a reload or a swipe-close
   * comes back to it. Cleared once it is created.
   */
  giveawayDraft: defineFlowDraft(
    'giveawayDraft',
    z.nullable(
      z.object({
        title: z.string(),
        token: z.string(),
        duration: z.enum(['1h', '1d', '3d', '7d', '30d']),
        prizes: z.array(z.object({ count: z.string(), amount: z.string() })),
        limitations: z.array(z.string()),
      }),
    ),
  ),
  /**
   * The Premium plan chosen and the username typed on the Premium page, so a reload or a trip to the invoice page
   * comes back to them (months and username). Cleared once bought.
   */
  premiumDraft: defineFlowDraft('premiumDraft', textFields),
  /** The Stars pack chosen and the username typed on the Stars page (or the redeem form), kept the same way. */
  starsDraft: defineFlowDraft('starsDraft', textFields),
  /**
   * The gift card being ordered, across its three pages (currency, design, confirmation), as typed: a reload or
   * a swipe-close on any page comes back to it. Cleared once the order is made. Its choices are read against
   * the contract's lists by the flow's pages (start-up code does not load those lists).
   */
  giftCardDraft: defineFlowDraft('giftCardDraft', textFields),
} as const;
