import { z } from 'zod';
import { decimalString, isoDateTime, tokenSymbol } from './primitives';

/** Spec 000 §4: a temporary deposit address expires after 48 hours and a new one is generated. */
export const TEMPORARY_DEPOSIT_ADDRESS_HOURS = 48;

/** Where the user sends a coin to deposit it on one network. */
export const depositAddress = z
  .object({
    token: tokenSymbol,
    network: z.string(),
    contract: z.string().nullable(),
    address: z.string(),
    /** On memo networks the address is shared and the memo tells users apart: a deposit without it is lost. */
    memo: z.string().nullable(),
    /** Less than this is not credited. */
    minDeposit: decimalString,
    requiredConfirmations: z.number().int().nonnegative(),
    /** When a temporary address stops being this user's; null for a permanent one. */
    expiresAt: z.nullable(isoDateTime),
  })
  .meta({ id: 'DepositAddress' });
export type DepositAddress = z.infer<typeof depositAddress>;
