import { z } from 'zod/mini';
import { withdrawReceipt } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';

/** What the crypto flows keep on the device. */
export const CRYPTO_STORAGE_KEYS = {
  /** The memo-network deposit warning was acknowledged and is not shown again. */
  memoBasedDepositAlert: defineStorageKey('memoBasedDepositAlert', z.boolean(), false),
  /**
   * The withdrawal being confirmed: what it sends and its priced receipt (the task to run). A double tap, a
   * retry or a reload runs the same task; useMoneyCall keeps the run's Idempotency-Key until it is answered.
   */
  externalWithdrawReceipt: defineStorageKey(
    'externalWithdrawReceipt',
    z.nullable(z.object({ request: z.string(), receipt: withdrawReceipt })),
    null,
  ),
} as const;
