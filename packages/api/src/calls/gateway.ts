import { z } from 'zod';
import { defineCall } from '../define';
import { depositAllowance, gatewayPayment, startGatewayPaymentRequest } from '../schemas/gateway';

const TAGS = ['Gateway deposits'] as const;
const NOTE =
  'Spec 000 §2 has /rial-deposit/gateway and /payment/result, §4 the gateway fee and §6 the Iranian-IP rule, and 001 §8 the gateway texts, but spec 001 lists no gateway call; designed here.';

/** The bank gateway deposit (RIAL-05, RIAL-08, RIAL-10, RIAL-14) and each method's room left today. */
export const gatewayCalls = {
  startGatewayPayment: defineCall({
    method: 'POST',
    path: '/v1/bank/deposit/gateway',
    summary:
      'Start a gateway payment from one of the user’s registered cards: the page to pay on, the fee and when it expires. 403 INSUFFICIENT_USER_LEVEL below level 1; 404 CARD_NOT_FOUND for a card that is not the user’s; 422 GATEWAY_AMOUNT_BELOW_MIN / GATEWAY_AMOUNT_ABOVE_MAX outside 5,000–25,000,000 Toman; 422 GATEWAY_DAILY_CAP_EXCEEDED past what is left of the daily cap of everyone with the user’s national ID; 422 GATEWAY_NOT_AVAILABLE when the GATEWAY flag is off; 422 RIAL_DEPOSIT_LIMITED under RIAL_DEPOSIT_LIMIT; 403 GATEWAY_OUTSIDE_IRAN from a non-Iranian IP; 422 GATEWAY_OUT_OF_ORDER and GATEWAY_CONNECTION_FAILED when the gateway cannot take payments',
    auth: 'user',
    tags: TAGS,
    body: startGatewayPaymentRequest,
    response: gatewayPayment,
    idempotent: true,
    limitFlags: ['RIAL_DEPOSIT_LIMIT'],
    notInSpec: `${NOTE} The payment moves no money until it is paid on the gateway page, which credits the amount once (the fee is paid on top); the Idempotency-Key keeps a retried start from opening a second payment.`,
  }),
  gatewayPayment: defineCall({
    method: 'GET',
    path: '/v1/bank/deposit/gateway/{id}',
    summary:
      "A gateway payment and its status (PENDING, PAID, CANCELLED, EXPIRED, FAILED with its reason), read by the result page and polled while the user pays outside the app (404 GATEWAY_PAYMENT_NOT_FOUND for an unknown or another user's id)",
    auth: 'user',
    tags: TAGS,
    params: z.object({ id: z.string().regex(/^\d{1,18}$/) }),
    response: gatewayPayment,
    notInSpec: NOTE,
  }),
  depositAllowance: defineCall({
    method: 'GET',
    path: '/v1/bank/deposit/allowance',
    summary:
      'For each enabled Rial deposit method, what one deposit may be and what is left today: the gateway’s daily cap counts every account with the user’s national ID over the last 24 h; the others give their per-deposit maximum. Paused (no methods) under RIAL_DEPOSIT_LIMIT. 403 INSUFFICIENT_USER_LEVEL below level 1',
    auth: 'user',
    tags: TAGS,
    response: depositAllowance,
    limitFlags: ['RIAL_DEPOSIT_LIMIT'],
    notInSpec:
      'Spec 001 shows no call for deposit limits; designed so the hub can show what is left today and suggest another method when an amount does not fit.',
  }),
} as const;
