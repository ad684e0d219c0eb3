import { and, eq } from 'drizzle-orm';
import { z } from 'zod';
import { kycLevel2FailureReason } from '@wallet/api';
import { normalizeIranianMobile } from '@wallet/core';
import { defineControl } from '../context';
import { ApiFailure, badInput } from '../errors';
import { userPhones } from '../profile/tables';
import { decideReview } from './document-review';
import { kycDocumentReviews } from './document-tables';

const reviewBody = z.discriminatedUnion('decision', [
  z.object({ phone: z.string().min(1).max(32), decision: z.literal('ACCEPT') }).strict(),
  z
    .object({
      phone: z.string().min(1).max(32),
      decision: z.literal('REJECT'),
      reason: kycLevel2FailureReason,
    })
    .strict(),
]);

/**
 * POST /__sandbox/kyc/documents/review `{ phone, decision: 'ACCEPT' }` or `{ phone, decision: 'REJECT',
 * reason }` (one of KYC_LEVEL_2_FAILURE_REASONS): decides at once the level-2 round under review of the user with
 * that phone, as the reviewer would within three minutes; GET /v1/kyc then gives the round FAILED with the reason. 404 NOT_FOUND when that user has no round under review.
 */
export const reviewDocumentsControl = defineControl({
  method: 'POST',
  path: 'kyc/documents/review',
  body: reviewBody,
  run: async (sb, { body }) => {
    const number = normalizeIranianMobile(body.phone);
    if (!number) throw badInput('phone');
    const [review] = await sb.db
      .select({ id: kycDocumentReviews.id })
      .from(kycDocumentReviews)
      .innerJoin(userPhones, eq(userPhones.userId, kycDocumentReviews.userId))
      .where(and(eq(userPhones.number, number), eq(kycDocumentReviews.status, 'CHECKING')));
    if (!review) throw new ApiFailure(404, 'NOT_FOUND');
    return decideReview(
      sb.db,
      review.id,
      body.decision === 'ACCEPT' ? { decision: 'ACCEPT' } : { decision: 'REJECT', reason: body.reason },
      sb.clock.now(),
    );
  },
});

export const documentControls = [reviewDocumentsControl] as const;
