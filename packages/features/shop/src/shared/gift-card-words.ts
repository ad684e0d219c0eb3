import { msg } from '@lingui/core/macro';
import type { MessageDescriptor } from '@lingui/core';
import type {
  GiftCardCurrency,
  GiftCardDesign,
  GiftCardOrderOutcome,
  GiftCardOrderStatus,
  GiftCardType,
} from '@wallet/api';

/** A gift card order's status as the user reads it (SHOP-06: every status of the one state machine). */
export const GIFT_CARD_STATUS_WORDS: Record<GiftCardOrderStatus, MessageDescriptor> = {
  PENDING: msg`Waiting for payment`,
  CANCELLED: msg`Canceled`,
  PROCESSING: msg`Paid, being printed`,
  ISSUED: msg`Issued`,
  SHIPPED: msg`Shipped`,
  DELIVERED: msg`Delivered`,
  REFUNDED: msg`Refunded`,
};

/** The third wording of an order's status: where it ended, or that it is still on its way. */
export const GIFT_CARD_OUTCOME_WORDS: Record<GiftCardOrderOutcome, MessageDescriptor> = {
  COMPLETED: msg`Completed`,
  PENDING: msg`Pending`,
  FAILED: msg`Failed`,
};

export const GIFT_CARD_TYPE_WORDS: Record<GiftCardType, MessageDescriptor> = {
  DIGITAL: msg`Digital card`,
  PHYSICAL: msg`Printed card`,
};

export const GIFT_CARD_DESIGN_WORDS: Record<GiftCardDesign, MessageDescriptor> = {
  classic: msg`Classic`,
  nowruz: msg`Nowruz`,
  spring: msg`Spring`,
  birthday: msg`Birthday`,
  valentine: msg`Valentine`,
};

/** The currencies' names where the app has no coin name of its own to show (the Toman, Tether Gold). */
export const GIFT_CARD_CURRENCY_WORDS: Record<GiftCardCurrency, MessageDescriptor> = {
  bitcoin: msg`Bitcoin`,
  tether: msg`Tether`,
  toman: msg`Toman`,
  ethereum: msg`Ethereum`,
  xaut: msg`Tether Gold`,
};
