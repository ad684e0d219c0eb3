import { z } from 'zod';
import { defineCall } from '../define';
import {
  createGiftCardOrderRequest,
  GIFT_CARD_MAX_TOMAN,
  GIFT_CARD_MIN_TOMAN,
  GIFT_CARD_SHIPPING_DAYS,
  giftCardOrder,
  giftCardOrderId,
} from '../schemas/gift-cards';

const TAGS = ['Gift cards'] as const;
const NOT_FOUND = "404 GIFT_CARD_ORDER_NOT_FOUND for an unknown id or another user's";

/** Gift card orders (SHOP-04..06): designed here, spec 000 §3's fields and §4's statuses. */
export const giftCardCalls = {
  createGiftCardOrder: defineCall({
    method: 'POST',
    path: '/v1/gift-card/order',
    summary: `Order a gift card: PENDING with its GIFT_CARD invoice of total (the card amount's Toman price now, the issue fee and, for a physical card, the shipping cost), paid by any method of POST /v1/payment/invoice/{id}/pay (which passes the trade guard). A PHYSICAL card needs addressId, one of the user's delivery addresses, copied into the order, and ships within ${GIFT_CARD_SHIPPING_DAYS} days of payment; a DIGITAL one refuses it. The card's value is ${GIFT_CARD_MIN_TOMAN} to ${GIFT_CARD_MAX_TOMAN} Toman. Once paid, in one ledger entry, the invoice's money goes to the shop's income and the card's value into the gift cards' account: a digital card is ISSUED with its activation code at once, a physical one moves on the sandbox clock. 400 BAD_INPUT_VALUES (amount, message, recipientName, a missing or unwanted addressId); 404 ADDRESS_NOT_FOUND; 422 PRODUCT_NOT_ACTIVE while the card's coin cannot be traded (its trade switch is off).`,
    auth: 'user',
    tags: TAGS,
    body: createGiftCardOrderRequest,
    response: giftCardOrder,
    idempotent: true,
  }),
  giftCardOrders: defineCall({
    method: 'GET',
    path: '/v1/gift-card/order',
    summary: "The user's gift card orders, newest first.",
    auth: 'user',
    tags: TAGS,
    response: z.array(giftCardOrder),
  }),
  giftCardOrder: defineCall({
    method: 'GET',
    path: '/v1/gift-card/order/{id}',
    summary: `A gift card order and its status (${NOT_FOUND}).`,
    auth: 'user',
    tags: TAGS,
    params: z.object({ id: giftCardOrderId }),
    response: giftCardOrder,
  }),
};
