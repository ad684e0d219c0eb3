import { and, desc, eq, inArray, lte } from 'drizzle-orm';
import type { KycInfo, KycLevel2FailureReason, UserLevel } from '@wallet/api';
import { levelAbilities } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { users } from '../profile/tables';
import { kycDocumentReviews, type KycDocumentReviewRow } from './document-tables';

/** Spec 001 §9: KYC 2 takes 3 minutes; the sandbox accepts a round then if no control decided it. */
export const KYC_LEVEL_2_REVIEW_SECONDS = 180;

/** The user's round that is open or done (PENDING, CHECKING or SUCCEED), locked for this transaction. */
export async function currentReview(db: Db, userId: number): Promise<KycDocumentReviewRow | undefined> {
  const [row] = await db
    .select()
    .from(kycDocumentReviews)
    .where(
      and(
        eq(kycDocumentReviews.userId, userId),
        inArray(kycDocumentReviews.status, ['PENDING', 'CHECKING', 'SUCCEED']),
      ),
    )
    .for('update');
  return row;
}

/** The current round, or a new PENDING one (a failed round leaves room for the next). */
export async function reviewToFill(db: Db, userId: number, now: Date): Promise<KycDocumentReviewRow> {
  await db
    .insert(kycDocumentReviews)
    .values({ userId, status: 'PENDING', createdAt: now })
    .onConflictDoNothing();
  const row = await currentReview(db, userId);
  if (!row) throw new Error(`no KYC review for user ${userId}`);
  return row;
}

export type ReviewDecision = { decision: 'ACCEPT' } | { decision: 'REJECT'; reason: KycLevel2FailureReason };

type Level2State = Pick<KycInfo, 'level2Status' | 'level2FailureReason' | 'level2FailedAt'>;

/** GET /v1/kyc's level-2 part: the latest round decides it, and a level 2 user is done whatever it was. */
export async function level2StateOf(db: Db, userId: number, level: UserLevel): Promise<Level2State> {
  if (levelAbilities(level).tier === 'LEVEL_2')
    return { level2Status: 'SUCCEED', level2FailureReason: null, level2FailedAt: null };
  const [latest] = await db
    .select()
    .from(kycDocumentReviews)
    .where(eq(kycDocumentReviews.userId, userId))
    .orderBy(desc(kycDocumentReviews.id))
    .limit(1);
  if (latest?.status !== 'FAILED') {
    return { level2Status: latest?.status ?? 'PENDING', level2FailureReason: null, level2FailedAt: null };
  }
  return {
    level2Status: 'FAILED',
    level2FailureReason: latest.reason as KycLevel2FailureReason | null,
    level2FailedAt: latest.decidedAt?.toISOString() ?? null,
  };
}

/** Accepts (the user becomes LEVEL_2_IR) or rejects (with a reason; new documents may be sent) a round. */
export async function decideReview(db: Db, reviewId: number, outcome: ReviewDecision, now: Date) {
  return db.transaction(async (tx) => {
    const [row] = await tx
      .select()
      .from(kycDocumentReviews)
      .where(eq(kycDocumentReviews.id, reviewId))
      .for('update');
    if (!row || row.status !== 'CHECKING') throw new ApiFailure(404, 'NOT_FOUND');
    const status = outcome.decision === 'ACCEPT' ? 'SUCCEED' : 'FAILED';
    await tx
      .update(kycDocumentReviews)
      .set({ status, reason: outcome.decision === 'REJECT' ? outcome.reason : null, decidedAt: now })
      .where(eq(kycDocumentReviews.id, reviewId));
    if (status === 'SUCCEED')
      await tx.update(users).set({ level: 'LEVEL_2_IR' }).where(eq(users.id, row.userId));
    return { reviewId, status, reason: outcome.decision === 'REJECT' ? outcome.reason : null };
  });
}

/** The watcher's pass: rounds checking for three minutes on the sandbox clock are accepted. */
export async function finishDueReviews(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const due = new Date(now.getTime() - KYC_LEVEL_2_REVIEW_SECONDS * 1000);
  const rows = await sb.db
    .select({ id: kycDocumentReviews.id })
    .from(kycDocumentReviews)
    .where(and(eq(kycDocumentReviews.status, 'CHECKING'), lte(kycDocumentReviews.submittedAt, due)));
  for (const row of rows) {
    await decideReview(sb.db, row.id, { decision: 'ACCEPT' }, now).catch((error: unknown) => {
      // Decided by a control in the meantime.
      if (!(error instanceof ApiFailure)) throw error;
    });
  }
  return rows.length;
}
