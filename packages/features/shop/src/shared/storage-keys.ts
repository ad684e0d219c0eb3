import { z } from 'zod/mini';
import type { GiftCardCurrency, GiftCardDesign, GiftCardType } from '@wallet/api';
import { defineFlowDraft } from '@wallet/ui';

/**
 * The gift card's choices as the draft stores them: the contract's lists, written out here because this file is
 * read at start-up and the contract's schemas are not (only their types are imported: they weigh nothing).
 */
const GIFT_CARD_TYPES = ['PHYSICAL', 'DIGITAL'] as const satisfies readonly GiftCardType[];
const GIFT_CARD_CURRENCIES = [
  'bitcoin',
  'tether',
  'toman',
  'ethereum',
  'xaut',
] as const satisfies readonly GiftCardCurrency[];
const GIFT_CARD_DESIGNS = [
  'classic',
  'nowruz',
  'spring',
  'birthday',
  'valentine',
] as const satisfies readonly GiftCardDesign[];
/** Fails the type check when the contract gains a choice the draft does not store. */
type Missing<All, Listed> = [Exclude<All, Listed>] extends [never] ? true : never;
const LISTS_COMPLETE: [
  Missing<GiftCardType, (typeof GIFT_CARD_TYPES)[number]>,
  Missing<GiftCardCurrency, (typeof GIFT_CARD_CURRENCIES)[number]>,
  Missing<GiftCardDesign, (typeof GIFT_CARD_DESIGNS)[number]>,
] = [true, true, true];
void LISTS_COMPLETE;

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
   * The gift card being ordered, across its three pages (currency, design, confirmation), as typed: a reload or
   * a swipe-close on any page comes back to it. Cleared once the order is made.
   */
  giftCardDraft: defineFlowDraft(
    'giftCardDraft',
    z.nullable(
      z.object({
        type: z.enum(GIFT_CARD_TYPES),
        currency: z.enum(GIFT_CARD_CURRENCIES),
        amount: z.string(),
        design: z.enum(GIFT_CARD_DESIGNS),
        recipientName: z.string(),
        message: z.string(),
        addressId: z.nullable(z.string()),
      }),
    ),
  ),
} as const;
