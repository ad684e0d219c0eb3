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
  /**
   * The Toman deposit being filled in, per method: the card and amount for the gateway and for card to card,
   * the bank and daily ceiling of a new direct-debit contract, the contract and amount of a direct-debit
   * deposit. A reload or a swipe-close comes back to them; each method's part is cleared once it is sent.
   */
  rialDepositDraft: defineFlowDraft(
    'rialDepositDraft',
    z.nullable(
      z.object({
        gateway: z.optional(z.object({ cardId: z.optional(z.string()), amount: z.optional(z.string()) })),
        cardToCard: z.optional(z.object({ cardId: z.optional(z.string()), amount: z.optional(z.string()) })),
        directDebitNew: z.optional(
          z.object({ bankId: z.optional(z.string()), maxDailyDeposit: z.optional(z.string()) }),
        ),
        directDebit: z.optional(
          z.object({ contractId: z.optional(z.string()), amount: z.optional(z.string()) }),
        ),
      }),
    ),
  ),
} as const;
