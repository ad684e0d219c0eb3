import { z } from 'zod';
import { defineCall } from '../define';
import {
  createJettonRequest,
  FRAGMENT_ORDER_SECONDS,
  jetton,
  jettonId,
  premiumRecipient,
  premiumRecipientQuery,
  redeemJettonRequest,
  shopProduct,
} from '../schemas/shop';

const TAGS = ['Shop'] as const;
const params = z.object({ id: jettonId });
const NOT_FOUND = "404 JETTON_NOT_FOUND for an unknown id or another user's";

/** Spec 001 §7 "Ad cheques, shop, giveaways": the shop's products and its Telegram Premium and Stars. */
export const shopCalls = {
  shopProducts: defineCall({
    method: 'GET',
    path: '/v1/shop/product',
    summary:
      "The shop's products for this user (SHOP-01): each Premium plan and Stars pack priced in Toman now from its US dollar price and the market's Tether price, and the gift card, ad cheque and giveaway groups, priced by the amount chosen. A product turned off for this user says so (isActive false, inactiveReason; SHOP-13), and each names its merchant and whether it is certified (SHOP-12).",
    auth: 'user',
    tags: TAGS,
    response: z.array(shopProduct),
    notInSpec: 'Spec 001 names the call only; the product fields are designed here.',
  }),
  premiumRecipient: defineCall({
    method: 'GET',
    path: '/v1/fragment/telegram/premium/recipient',
    summary:
      'Who a Telegram username is, as Fragment finds them, before Premium is bought for them: their name and picture. months 3, 6 or 12 (12 when absent); username required (with or without @). 404 TELEGRAM_USER_NOT_FOUND when Fragment finds no Telegram user by it; 400 BAD_INPUT_VALUES for a malformed username or months.',
    auth: 'user',
    tags: TAGS,
    query: premiumRecipientQuery,
    response: premiumRecipient,
  }),
  createJetton: defineCall({
    method: 'POST',
    path: '/v1/jetton',
    summary: `Buy a Premium plan or a Stars pack (productId of GET /v1/shop/product): the jetton and its JETTON invoice of the product's Toman price now, paid by any method of POST /v1/payment/invoice/{id}/pay (which passes the trade guard). With username, it is redeemed to them as soon as the invoice is PAID. 404 PRODUCT_NOT_FOUND; 422 PRODUCT_NOT_ACTIVE for a product turned off for this user; 404 TELEGRAM_USER_NOT_FOUND for a username Fragment does not know.`,
    auth: 'user',
    tags: TAGS,
    body: createJettonRequest,
    response: jetton,
    idempotent: true,
    notInSpec: 'username is added to the spec’s payload (productId).',
  }),
  jetton: defineCall({
    method: 'GET',
    path: '/v1/jetton/{id}',
    summary: `A jetton and where its delivery stands (${NOT_FOUND}).`,
    auth: 'user',
    tags: TAGS,
    params,
    response: jetton,
  }),
  jettons: defineCall({
    method: 'GET',
    path: '/v1/jetton',
    summary: "The user's jettons, newest first.",
    auth: 'user',
    tags: TAGS,
    response: z.array(jetton),
    notInSpec: 'Spec 001 names the single jetton only.',
  }),
  redeemJetton: defineCall({
    method: 'POST',
    path: '/v1/jetton/{id}/redeem',
    summary: `Send a PAID jetton to a Telegram username through Fragment: it is DELIVERING, then, ${FRAGMENT_ORDER_SECONDS} seconds later on the sandbox clock, DELIVERED (one ledger entry moves its invoice's money from the escrow to the shop's income, the invoice DELIVERED) or FAILED (one entry gives the money back to the payer). Redeemed once: 409 JETTON_ALREADY_REDEEMED for a jetton already sent; 409 JETTON_NOT_PAID before its invoice is PAID; 404 TELEGRAM_USER_NOT_FOUND; ${NOT_FOUND}.`,
    auth: 'user',
    tags: TAGS,
    params,
    body: redeemJettonRequest,
    response: jetton,
    idempotent: true,
  }),
};
