import { bigint, pgTable, text } from 'drizzle-orm/pg-core';
import type { KycDocumentType, KycDocumentUploaded, KycLevel2FailureReason } from '@wallet/api';
import { at, id, ref } from '../db/columns';

// Level 2's documents and their review (migration 0010).

/** One round of level-2 documents: PENDING while documents come in, CHECKING under review, then decided. */
export const kycDocumentReviews = pgTable('kyc_document_reviews', {
  id: id(),
  userId: ref('user_id').notNull(),
  status: text('status').$type<KycDocumentUploaded['status']>().notNull(),
  reason: text('reason').$type<KycLevel2FailureReason>(),
  createdAt: at('created_at').notNull(),
  submittedAt: at('submitted_at'),
  decidedAt: at('decided_at'),
});
export type KycDocumentReviewRow = typeof kycDocumentReviews.$inferSelect;

/** A stored document: its bytes sit in a file under the data directory. */
export const kycDocuments = pgTable('kyc_documents', {
  id: id(),
  reviewId: ref('review_id').notNull(),
  userId: ref('user_id').notNull(),
  type: text('type').$type<KycDocumentType>().notNull(),
  contentType: text('content_type').notNull(),
  sizeBytes: bigint('size_bytes', { mode: 'number' }).notNull(),
  sha256: text('sha256').notNull(),
  fileName: text('file_name').notNull(),
  createdAt: at('created_at').notNull(),
});
