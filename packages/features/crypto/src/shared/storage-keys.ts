import { z } from 'zod/mini';
import { withdrawReceipt } from '@wallet/api';
import { defineStorageKey } from '@wallet/platform';
import { defineFlowDraft } from '@wallet/ui';

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
  /**
   * The withdrawal being filled in: the coin and network chosen, then the amount and the address as typed, so a
   * reload or a swipe-close in the middle comes back to them. Cleared when the withdrawal is sent.
   */
  withdrawDraft: defineFlowDraft(
    'withdrawDraft',
    z.nullable(
      z.object({
        token: z.string(),
        network: z.string(),
        contract: z.optional(z.string()),
        amount: z.optional(z.string()),
        address: z.optional(z.string()),
        memo: z.optional(z.string()),
      }),
    ),
  ),
  /**
   * The internal transfer being filled in: the coin, the amount and the recipient search as typed, so a reload
   * or a swipe-close in the middle comes back to them. Cleared when the transfer is sent.
   */
  internalTransferDraft: defineFlowDraft(
    'internalTransferDraft',
    z.nullable(
      z.object({
        token: z.optional(z.string()),
        amount: z.optional(z.string()),
        recipientSearch: z.optional(z.string()),
      }),
    ),
  ),
} as const;
