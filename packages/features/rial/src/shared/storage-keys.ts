import { z } from 'zod/mini';
import { defineFlowDraft } from '@wallet/ui';

/** What the Rial flows keep on the device. */
export const RIAL_STORAGE_KEYS = {
  /**
   * The Toman withdrawal being filled in: the IBAN chosen and the amount typed, so a reload or a swipe-close
   * in the middle comes back to them. Cleared when the withdrawal is sent.
   */
  rialWithdrawDraft: defineFlowDraft(
    'rialWithdrawDraft',
    z.nullable(z.object({ iban: z.optional(z.string()), amount: z.optional(z.string()) })),
  ),
} as const;
