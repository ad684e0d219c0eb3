import { z } from 'zod';
import { defineCall } from '../define';
import { cardToCardPayment, createCardToCardPaymentRequest } from '../schemas/card-to-card';

const TAGS = ['Card-to-card deposits'] as const;
const paymentId = z.object({ id: z.string().regex(/^\d{1,18}$/) });
const NOTE =
  'Spec 000 §2 has /rial-deposit/card (card to card, Blu to Saman, Saman to Saman) and §4 its states, but spec 001 lists no call for them; designed here. The payment is the user’s own transfer made outside the app, so these calls move no money: the bank’s confirmation credits it.';
const NOT_FOUND = "404 CARD_TO_CARD_PAYMENT_NOT_FOUND for an unknown or another user's id";

/** Card-to-card, Blu to Saman and Saman to Saman deposits (spec 000 §2, §4; 001 §9). */
export const cardToCardCalls = {
  createCardToCardPayment: defineCall({
    method: 'POST',
    path: '/v1/bank/deposit/card-to-card',
    summary:
      'Start a deposit from one of the user’s registered cards: the card to send to, the amount and when it expires (403 INSUFFICIENT_USER_LEVEL below level 1; 404 CARD_NOT_FOUND for a card that is not the user’s; 422 CARD_TO_CARD_SOURCE_BANK_MISMATCH when Blu to Saman or Saman to Saman is asked from another bank’s card; 422 CARD_TO_CARD_AMOUNT_BELOW_MIN / CARD_TO_CARD_AMOUNT_ABOVE_MAX; 422 CARD_TO_CARD_UNAVAILABLE when the method’s flag is off; 422 RIAL_DEPOSIT_LIMITED under RIAL_DEPOSIT_LIMIT; 422 CARD_TO_CARD_TERMINAL_INACTIVE when the destination takes no payments)',
    auth: 'user',
    tags: TAGS,
    body: createCardToCardPaymentRequest,
    response: cardToCardPayment,
    limitFlags: ['RIAL_DEPOSIT_LIMIT'],
    notInSpec: `${NOTE} Blu cards carry Saman Bank's prefix, so Blu to Saman and Saman to Saman both take a Saman card of the user's; the method names the channel the user pays through. Amounts: 5,000 to 25,000,000 Toman by card to card (001 §9 Deposit), up to 200,000,000 by Blu to Saman and Saman to Saman (001 §9, no fee).`,
  }),
  cardToCardPayment: defineCall({
    method: 'GET',
    path: '/v1/bank/deposit/card-to-card/{id}',
    summary: `A card-to-card payment and its status, polled while the bank confirms it (${NOT_FOUND})`,
    auth: 'user',
    tags: TAGS,
    params: paymentId,
    response: cardToCardPayment,
    notInSpec: NOTE,
  }),
  confirmCardToCardPayment: defineCall({
    method: 'POST',
    path: '/v1/bank/deposit/card-to-card/{id}/confirm',
    summary: `"I have transferred": the payment waits for the bank's confirmation, about a minute by card to card; confirming again changes nothing (${NOT_FOUND}; 422 CARD_TO_CARD_PAYMENT_EXPIRED after its time; 409 CARD_TO_CARD_PAYMENT_CLOSED once not paid, canceled or its terminal inactive)`,
    auth: 'user',
    tags: TAGS,
    params: paymentId,
    response: cardToCardPayment,
    notInSpec: NOTE,
  }),
  cancelCardToCardPayment: defineCall({
    method: 'POST',
    path: '/v1/bank/deposit/card-to-card/{id}/cancel',
    summary: `Leave a payment the user has not confirmed (${NOT_FOUND}; 409 CARD_TO_CARD_PAYMENT_CLOSED once confirmed or closed)`,
    auth: 'user',
    tags: TAGS,
    params: paymentId,
    response: cardToCardPayment,
    notInSpec: NOTE,
  }),
} as const;
