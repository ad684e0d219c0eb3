import { z } from 'zod';
import type { AttemptLimit } from '../define';
import { positiveDecimalString, tokenSymbol } from './primitives';
import { transaction } from './transactions';

/** Who an internal transfer goes to, as the sender may see them: no full phone number. */
export const transferRecipient = z
  .object({
    displayName: z.string(),
    /** The Telegram username, without "@", when the user has one. */
    username: z.string().nullable(),
    /** The phone number with its middle hidden: 0912***4567. */
    maskedPhone: z.string().nullable(),
    /** What to send as `recipient` to reach this user again. */
    handle: z.string(),
  })
  .meta({ id: 'TransferRecipient' });
export type TransferRecipient = z.infer<typeof transferRecipient>;

/** A Telegram username (with or without "@") or an Iranian mobile number. */
export const recipientQuery = z.string().trim().min(2).max(64);

export const internalTransferRequest = z
  .object({
    recipient: recipientQuery,
    token: tokenSymbol,
    amount: positiveDecimalString,
  })
  .strict()
  .meta({ id: 'InternalTransferRequest' });

export const internalTransferResult = z
  .object({
    /** The sender's side of the transfer. */
    transaction,
    recipient: transferRecipient,
  })
  .meta({ id: 'InternalTransferResult' });

/** At most 20 recipient lookups a minute per user. */
export const RECIPIENT_LOOKUP_LIMIT = {
  scope: 'TRANSFER_RECIPIENT_LOOKUP',
  max: 20,
  windowSeconds: 60,
  counts: 'every',
  refusal: 'TOO_MANY_REQUESTS',
} as const satisfies AttemptLimit;
