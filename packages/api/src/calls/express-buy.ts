import { z } from 'zod';
import { defineCall } from '../define';
import { expressBuyReceipt, expressBuyReceiptRequest } from '../schemas/express-buy';
import {
  EXPRESS_BUY_MAX_TOMAN,
  EXPRESS_BUY_MAX_TOMAN_OTHER_READING,
  EXPRESS_BUY_MIN_TOMAN,
} from '../schemas/trade';

const TAGS = ['Express buy'] as const;
/** What pauses or flags a trade with Toman on one side; the OpenAPI text gives each one's effect. */
const EXPRESS_BUY_FLAGS = ['ALL_SWAP_LIMIT', 'RIAL_SWAP_LIMIT', 'ALL_SWAP_WARN_LIMIT'] as const;

/** Spec 001 §7 express: buying a coin with Toman at a locked price (EXP-01, EXP-02). */
export const expressBuyCalls = {
  expressBuyReceipt: defineCall({
    method: 'POST',
    path: '/v1/express/buy/receipt',
    summary: `Price an express buy of a coin for a whole amount of Toman (${EXPRESS_BUY_MIN_TOMAN} to ${EXPRESS_BUY_MAX_TOMAN}; Persian and Arabic digits are read): the coin amount at the market price less the spread and the fee, locked until expiresAt, a task to run and an EXPRESS_BUY invoice of the amount, with what the Toman balance covers and what is left to pay by another method. Running the task (POST /v1/express/tasks/{taskId}/run) pays the invoice from the balance when useAccountBalance is true and the balance covers it, and delivers the coin once the invoice is paid. Refusals: 400 BAD_INPUT_VALUES for an amount that is not a whole number; 403 INSUFFICIENT_USER_LEVEL at LEVEL_0; 422 SWAP_LIMITED, RIAL_SWAP_LIMITED under their flags; 422 EXPRESS_BUY_AMOUNT_BELOW_MIN / EXPRESS_BUY_AMOUNT_ABOVE_MAX; 404 UNKNOWN_COIN; 422 TRADE_NOT_AVAILABLE when the coin's trade feature is off; 422 SWAP_SAME_TOKEN for IRT; 422 SWAP_AMOUNT_TOO_SMALL when the amount buys nothing.`,
    auth: 'user',
    tags: TAGS,
    body: expressBuyReceiptRequest,
    response: expressBuyReceipt,
    limitFlags: EXPRESS_BUY_FLAGS,
    notInSpec: `Spec 000 §5 and 001 §9 give the maximum as ${EXPRESS_BUY_MAX_TOMAN} Toman; one language version of the notes gives ${EXPRESS_BUY_MAX_TOMAN_OTHER_READING}. The contract keeps ${EXPRESS_BUY_MAX_TOMAN}. The answer's invoice, status and transaction fields are designed here, so a reloaded page can read the buy back.`,
  }),
  expressBuy: defineCall({
    method: 'GET',
    path: '/v1/express/buy/receipt/{taskId}',
    summary:
      "An express buy read back by its task: the receipt as priced, the Toman balance and what it covers now, the invoice's status and, once delivered, the coin's DEPOSIT transaction (404 TASK_NOT_FOUND for an unknown or another user's task)",
    auth: 'user',
    tags: TAGS,
    params: z.object({ taskId: z.string().min(1).max(64) }),
    response: expressBuyReceipt,
    notInSpec:
      'Spec 001 lists no call that reads a receipt back; designed here so the confirmation page survives a reload and follows a payment made by card.',
  }),
};
