import { z } from 'zod';
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
