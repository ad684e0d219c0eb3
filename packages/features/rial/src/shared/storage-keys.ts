import { z } from 'zod/mini';
import { defineStorageKey } from '@wallet/platform';
import { defineFlowDraft } from '@wallet/ui';

/** A money call's Idempotency-Key, with the request it was made for. */
const moneyCallKey = z.nullable(z.strictObject({ request: z.string(), key: z.string() }));

/** What the Rial flows keep on the device. */
export const RIAL_STORAGE_KEYS = {
  /**
   * The Idempotency-Key of the Rial withdrawal being confirmed, with what it sends: a double tap, a retry or
   * a reload of the same confirmation reuses it, so the server sends once.
   */
  rialWithdrawKey: defineStorageKey('rialWithdrawKey', moneyCallKey, null),
  /**
   * The Idempotency-Key of the direct-debit deposit being sent, with its contract and amount: after a lost
   * answer, a reload and the same deposit asked again reuse it, so the bank draws once.
   */
  directDebitDepositKey: defineStorageKey('directDebitDepositKey', moneyCallKey, null),
  /**
   * The Toman withdrawal being filled in: the IBAN chosen and the amount typed, so a reload or a swipe-close
   * in the middle comes back to them. Cleared when the withdrawal is sent.
   */
  rialWithdrawDraft: defineFlowDraft(
    'rialWithdrawDraft',
    z.nullable(z.object({ iban: z.optional(z.string()), amount: z.optional(z.string()) })),
  ),
} as const;
