import { z } from 'zod/mini';
import type { KycDocumentType } from '@wallet/api';
import type { DocumentUploads } from '@wallet/core';
import { defineStorageKey } from '@wallet/platform';

const uploadState = z.object({
  loaded: z.number().check(z.nonnegative()),
  total: z.number().check(z.nonnegative()),
  error: z.boolean(),
  succeed: z.boolean(),
});

export const LEVEL_2_STORAGE_KEYS = {
  /**
   * Spec 000 §4 document upload: the state per document type of the round being sent, so a reload still
   * knows which documents are done; cleared once every one succeeded. The documents themselves stay in memory.
   */
  kycLevel2Uploads: defineStorageKey<DocumentUploads<KycDocumentType>>(
    'kycLevel2Uploads',
    z.object({
      SELFIE_VIDEO: z.optional(uploadState),
      NATIONAL_ID_FRONT: z.optional(uploadState),
      NATIONAL_ID_BACK: z.optional(uploadState),
    }),
    {},
  ),
  /** When the last round of documents went to review (ms); null when none is waiting. */
  kycLevel2SentAt: defineStorageKey<number | null>('kycLevel2SentAt', z.nullable(z.number()), null),
  /**
   * The turned-down round (its level2FailedAt) after which the user chose to send the documents again: the page
   * then shows the documents to take instead of the failure, until a new round starts on the server.
   */
  kycLevel2Resending: defineStorageKey<string | null>('kycLevel2Resending', z.nullable(z.string()), null),
} as const;
