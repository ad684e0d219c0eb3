import { z } from 'zod';
import { defineCall } from '../define';
import { kycStatus } from '../schemas/kyc';

const TAGS = ['Identity verification'] as const;

/** Spec 000 §3: level 2's documents. */
export const KYC_DOCUMENT_TYPES = ['SELFIE_VIDEO', 'NATIONAL_ID_FRONT', 'NATIONAL_ID_BACK'] as const;
export const kycDocumentType = z.enum(KYC_DOCUMENT_TYPES);
export type KycDocumentType = z.infer<typeof kycDocumentType>;

/** What the sandbox accepts of one document (the README lists them); larger is BODY_TOO_LARGE. */
export const KYC_IMAGE_MAX_BYTES = 5 * 1024 * 1024;
export const KYC_VIDEO_MAX_BYTES = 30 * 1024 * 1024;

export const kycDocumentUpload = z
  .object({
    type: kycDocumentType,
    /** The image (JPEG or PNG) of an ID side, or the selfie video (WebM or MP4); the server checks the bytes. */
    data: z.instanceof(Blob).meta({ type: 'string', format: 'binary' }),
  })
  .strict()
  .meta({ id: 'KycDocumentUpload' });

export const kycDocumentUploaded = z
  .object({
    type: kycDocumentType,
    /** The documents the server holds for the current review. */
    uploadedTypes: z.array(kycDocumentType),
    /** Level 2's review: PENDING until every document is in, then CHECKING. */
    status: kycStatus,
  })
  .meta({ id: 'KycDocumentUploaded' });
export type KycDocumentUploaded = z.infer<typeof kycDocumentUploaded>;

/** Spec 001 §7 identity verification: level 2's documents, uploaded with progress. */
export const kycDocumentCalls = {
  uploadKycDocument: defineCall({
    method: 'POST',
    path: '/v1/kyc/documents',
    summary:
      'Upload one level-2 document (multipart: type and data). Needs level 1; the same document twice is DUPLICATE_KYC_DOCUMENT',
    auth: 'user',
    tags: TAGS,
    upload: true,
    body: kycDocumentUpload,
    response: kycDocumentUploaded,
  }),
} as const;
