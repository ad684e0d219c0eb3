import { defineCall } from '../define';
import { otcOrder, otcOrderRequest, otcPrice, otcPriceRequest } from '../schemas/otc';
import { SWAP_TOKEN_LOCK_SECONDS } from '../schemas/trade';

const TAGS = ['Express, swap and transactions'] as const;
/** What pauses or flags a trade. */
export const TRADE_FLAGS = ['ALL_SWAP_LIMIT', 'RIAL_SWAP_LIMIT', 'ALL_SWAP_WARN_LIMIT'] as const;

/** Spec 001 §7: the market maker's quotes and orders, for the swap tab and express sell. */
export const otcCalls = {
  otcPrice: defineCall({
    method: 'POST',
    path: '/v1/market/otc/price',
    summary: `Price a trade from either side: the market price, the spread and the fee apart, and what the user gets. With createSwapToken, the price is locked for ${SWAP_TOKEN_LOCK_SECONDS} s under a swap token (the level, the account lock and the balance are checked then)`,
    auth: 'user',
    tags: TAGS,
    body: otcPriceRequest,
    response: otcPrice,
    limitFlags: TRADE_FLAGS,
  }),
  otcOrder: defineCall({
    method: 'POST',
    path: '/v1/market/otc/order',
    summary:
      'Execute a locked quote once, at its locked price: the source amount leaves the balance and the destination amount arrives, as two TRADE transactions sharing the order id as refId',
    auth: 'user',
    tags: TAGS,
    body: otcOrderRequest,
    response: otcOrder,
    idempotent: true,
    trades: true,
    limitFlags: TRADE_FLAGS,
  }),
} as const;
