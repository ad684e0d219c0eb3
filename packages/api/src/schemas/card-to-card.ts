import { z } from 'zod';
import { decimalString, isoDateTime } from './primitives';
import { bankInfo } from './bank-accounts';

// Card-to-card, Blu to Saman and Saman to Saman deposits (spec 000 §2 /rial-deposit/card, §4): the user sends
// Toman from a registered card of their own to the card shown, says it is done, and the bank's side confirms it.

/** The Rial deposit methods this flow serves (spec 000 §3), each behind the flag of its name. */
export const CARD_TO_CARD_METHODS = ['CARD_TO_CARD', 'BLU_SAMAN', 'SAMAN_SAMAN'] as const;
export const cardToCardMethod = z.enum(CARD_TO_CARD_METHODS);
export type CardToCardMethod = z.infer<typeof cardToCardMethod>;

/**
 * Spec 000 §4: created (shown to the user), waiting for the bank's confirmation after the user says it is done,
 * then paid (credited), not paid (nothing arrived), expired (not confirmed in time) or terminal inactive (the
 * destination stopped taking payments). CANCELED, when the user leaves it, is designed here.
 */
export const CARD_TO_CARD_STATUSES = [
  'CREATED',
  'WAITING_FOR_CONFIRMATION',
  'PAID',
  'NOT_PAID',
  'EXPIRED',
  'TERMINAL_INACTIVE',
  'CANCELED',
] as const;
export const cardToCardStatus = z.enum(CARD_TO_CARD_STATUSES);
export type CardToCardStatus = z.infer<typeof cardToCardStatus>;

/** The statuses after which nothing changes any more. */
export const CARD_TO_CARD_FINAL_STATUSES: readonly CardToCardStatus[] = [
  'PAID',
  'NOT_PAID',
  'EXPIRED',
  'TERMINAL_INACTIVE',
  'CANCELED',
];

/** Spec 001 §9 "Deposit": 5,000 to 25,000,000 Toman by card to card. */
export const CARD_TO_CARD_MIN_TOMAN = '5000';
export const CARD_TO_CARD_MAX_TOMAN = '25000000';
/** How long the destination card is held for the user's transfer (designed here). */
export const CARD_TO_CARD_EXPIRY_MINUTES = 15;
/** Spec 001 §9 "Card and IBAN top-up credited within about 1 minute". */
export const CARD_TO_CARD_CONFIRMATION_SECONDS = 60;

/** A typed whole number of Toman; Persian and Arabic digits and separators are read by the server. */
export const typedTomanAmount = z.string().min(1).max(40);

export const createCardToCardPaymentRequest = z
  .object({
    method: cardToCardMethod,
    /** The id of one of the user's registered cards (RIAL-05). */
    sourceCardId: z.string().regex(/^\d{1,18}$/),
    amount: typedTomanAmount,
  })
  .strict()
  .meta({ id: 'CreateCardToCardPaymentRequest' });
export type CreateCardToCardPaymentRequest = z.infer<typeof createCardToCardPaymentRequest>;

export const cardToCardPayment = z
  .object({
    paymentId: z.string(),
    method: cardToCardMethod,
    status: cardToCardStatus,
    /** Toman, a whole number; no fee is taken. */
    amount: decimalString,
    sourceCard: z.object({ id: z.string(), number: z.string(), bank: bankInfo }),
    destination: z.object({
      cardNumber: z.string().regex(/^\d{16}$/),
      ownerName: z.string(),
      bank: bankInfo,
    }),
    createdAt: isoDateTime,
    expiresAt: isoDateTime,
    confirmedAt: z.nullable(isoDateTime),
    /** The BANK deposit transaction once PAID: the receipt. */
    transactionId: z.string().nullable(),
  })
  .meta({ id: 'CardToCardPayment' });
export type CardToCardPayment = z.infer<typeof cardToCardPayment>;
