import { createHash } from 'node:crypto';
import { eq } from 'drizzle-orm';
import { KYC_DOCUMENT_TYPES, type KycDocumentType } from '@wallet/api';
import { levelAbilities } from '@wallet/core';
import type { HandlersOf } from '../context';
import { ApiFailure } from '../errors';
import { checkDocument } from './document-content';
import { storeDocumentBytes } from './document-files';
import { reviewToFill } from './document-review';
import { kycDocumentReviews, kycDocuments } from './document-tables';

/**
 * POST /v1/kyc/documents: level 1 with a national code first (level2Eligible in core's level table); the bytes are checked by content and size, stored, and each
 * document is taken once per round. With all three in, the round is CHECKING (three minutes).
 */
export const documentHandlers = {
  uploadKycDocument: async ({ sb, db, input, auth }) => {
    const { user } = auth;
    const abilities = levelAbilities(user.level);
    if (abilities.tier === 'LEVEL_2') throw new ApiFailure(409, 'DUPLICATE_KYC_DOCUMENT');
    if (!abilities.level2Eligible) throw new ApiFailure(403, 'INSUFFICIENT_USER_LEVEL');
    const { type, data } = input.body;
    const bytes = new Uint8Array(await data.arrayBuffer());
    const content = checkDocument(type, bytes);
    const now = sb.clock.now();

    return db.transaction(async (tx) => {
      const review = await reviewToFill(tx, user.id, now);
      const held = await tx
        .select({ type: kycDocuments.type })
        .from(kycDocuments)
        .where(eq(kycDocuments.reviewId, review.id));
      const heldTypes = new Set<KycDocumentType>(held.map((row) => row.type));
      if (review.status !== 'PENDING' || heldTypes.has(type)) {
        throw new ApiFailure(409, 'DUPLICATE_KYC_DOCUMENT');
      }
      const fileName = `${user.id}/${review.id}-${type}.${content.extension}`;
      storeDocumentBytes(sb, fileName, bytes);
      await tx.insert(kycDocuments).values({
        reviewId: review.id,
        userId: user.id,
        type,
        contentType: content.contentType,
        sizeBytes: bytes.length,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        fileName,
        createdAt: now,
      });
      heldTypes.add(type);
      const isComplete = KYC_DOCUMENT_TYPES.every((each) => heldTypes.has(each));
      if (isComplete) {
        await tx
          .update(kycDocumentReviews)
          .set({ status: 'CHECKING', submittedAt: now })
          .where(eq(kycDocumentReviews.id, review.id));
      }
      return {
        type,
        uploadedTypes: KYC_DOCUMENT_TYPES.filter((each) => heldTypes.has(each)),
        status: isComplete ? ('CHECKING' as const) : ('PENDING' as const),
      };
    });
  },
} satisfies HandlersOf<'uploadKycDocument'>;
