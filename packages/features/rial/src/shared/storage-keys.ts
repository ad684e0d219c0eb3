import { z } from 'zod/mini';
import { defineStorageKey } from '@wallet/platform';

/** A money call's Idempotency-Key, with the request it was made for. */
const moneyCallKey = z.nullable(z.strictObject({ request: z.string(), key: z.string() }));

/** What the Rial flows keep on the device. */
export const RIAL_STORAGE_KEYS = {
  /**
   * The Idempotency-Key of the direct-debit deposit being sent, with its contract and amount: after a lost
   * answer, a reload and the same deposit asked again reuse it, so the bank draws once.
   */
  directDebitDepositKey: defineStorageKey('directDebitDepositKey', moneyCallKey, null),
} as const;
