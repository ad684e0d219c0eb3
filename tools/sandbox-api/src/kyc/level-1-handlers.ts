import { and, eq, lte } from 'drizzle-orm';
import { birthDateProblem, normalizeIranianMobile } from '@wallet/core';
import type { HandlerMap, Sandbox } from '../context';
import type { Db } from '../db/client';
import { lockForTransaction } from '../db/locks';
import { ApiFailure, badInput } from '../errors';
import { userById } from '../profile/users';
import {
  decidePersonalInformation,
  kycInfoOf,
  nationalIdHeldByOther,
  registryDecision,
  reviewDueAt,
} from './level-1-review';
import { kycPersonalInformation } from './tables';
import { userPhones } from '../profile/tables';

/** A review already due by the sandbox clock is decided before the user reads their state. */
async function decideDueReview(sb: Sandbox, db: Db, userId: number): Promise<void> {
  const now = sb.clock.now();
  const [due] = await db
    .select()
    .from(kycPersonalInformation)
    .where(
      and(
        eq(kycPersonalInformation.userId, userId),
        eq(kycPersonalInformation.status, 'CHECKING'),
        lte(kycPersonalInformation.reviewDueAt, now),
      ),
    );
  if (!due) return;
  await db.transaction(async (tx) =>
    decidePersonalInformation(tx, due, await registryDecision(tx, due), due.reviewDueAt),
  );
}

export const level1Handlers = {
  async kycInfo({ sb, db, auth }) {
    await decideDueReview(sb, db, auth.user.id);
    return kycInfoOf(db, await userById(db, auth.user.id));
  },

  async sendPersonalInformation({ sb, db, input, auth }) {
    const { nationalId, birthDate } = input.body;
    const now = sb.clock.now();
    const phoneNumber = normalizeIranianMobile(input.body.phoneNumber);
    if (!phoneNumber) throw badInput('body.phoneNumber');
    if (birthDateProblem(birthDate, now)) throw badInput('body.birthDate');
    await decideDueReview(sb, db, auth.user.id);

    return db.transaction(async (tx) => {
      await lockForTransaction(tx, `kyc:user:${auth.user.id}`);
      await lockForTransaction(tx, `kyc:national-id:${nationalId}`);
      const user = await userById(tx, auth.user.id);
      const info = await kycInfoOf(tx, user);
      // Under review or verified: nothing to send until a FAILED review lets the user try again.
      if (info.level1Status === 'CHECKING' || info.level1Status === 'SUCCEED')
        throw new ApiFailure(409, 'KYC_ALREADY_SUBMITTED');
      const [ownPhone] = await tx
        .select()
        .from(userPhones)
        .where(and(eq(userPhones.userId, user.id), eq(userPhones.number, phoneNumber)));
      if (!ownPhone) throw new ApiFailure(404, 'PHONE_NUMBER_NOT_FOUND');
      if (await nationalIdHeldByOther(tx, nationalId, user.id))
        throw new ApiFailure(409, 'NATIONAL_ID_ALREADY_EXISTS');
      await tx.insert(kycPersonalInformation).values({
        userId: user.id,
        nationalId,
        birthDate,
        phoneNumber,
        status: 'CHECKING',
        submittedAt: now,
        reviewDueAt: reviewDueAt(now),
      });
      return kycInfoOf(tx, user);
    });
  },
} satisfies HandlerMap;
