import { z } from 'zod/mini';
import { defineFlowDraft } from '@wallet/ui';

export const LEVEL_1_STORAGE_KEYS = {
  /**
   * Level 1 being filled in: the mobile number typed on the phone step (dropped once the phone is confirmed),
   * then the national code typed, the birth date chosen so far and whether the terms were accepted, so a
   * reload or a swipe-close comes back to them. Cleared once the personal information is sent.
   */
  kycLevel1Draft: defineFlowDraft(
    'kycLevel1Draft',
    z.nullable(
      z.object({
        mobileNumber: z.optional(z.string()),
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
