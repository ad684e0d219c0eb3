import { z } from 'zod/mini';
import { defineFlowDraft } from '@wallet/ui';

export const LEVEL_1_STORAGE_KEYS = {
  /**
   * Level 1's personal information being filled in: the national code typed, the birth date chosen so far and
   * whether the terms were accepted, so a reload or a swipe-close comes back to them. Cleared once it is sent.
   */
  kycLevel1Draft: defineFlowDraft(
    'kycLevel1Draft',
    z.nullable(
      z.object({
        nationalId: z.optional(z.string()),
        birthDay: z.optional(
          z.object({
            year: z.optional(z.number()),
            month: z.optional(z.number()),
            day: z.optional(z.number()),
          }),
        ),
        isAccepted: z.optional(z.boolean()),
      }),
    ),
  ),
} as const;
