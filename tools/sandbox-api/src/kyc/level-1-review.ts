import { and, desc, eq, inArray, lte, ne } from 'drizzle-orm';
import { KYC_LEVEL_1_REVIEW_SECONDS, type KycInfo, type KycStatus, type UserLevel } from '@wallet/api';
import { levelsThat } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { userPhones, users, type UserRow } from '../profile/tables';
import type { KycFailureReason } from '../profile/kyc-failures';
import { level2StateOf } from './document-review';
import { kycPersonalInformation, kycRegistryMismatches, type KycPersonalInformationRow } from './tables';

/** Levels level 1 lifts a user from (core's level table asks level 1 of them next); others keep theirs. */
const BELOW_LEVEL_1: readonly UserLevel[] = levelsThat((level) => level.next === 'LEVEL_1');

export type Level1Decision = { outcome: 'ACCEPT' } | { outcome: 'REJECT'; reason: KycFailureReason };

export async function latestPersonalInformation(
  db: Db,
  userId: number,
): Promise<KycPersonalInformationRow | undefined> {
  const [row] = await db
    .select()
    .from(kycPersonalInformation)
    .where(eq(kycPersonalInformation.userId, userId))
    .orderBy(desc(kycPersonalInformation.id))
    .limit(1);
  return row;
}

/** Another user's submission holds this national code while it is under review or verified. */
export async function nationalIdHeldByOther(db: Db, nationalId: string, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ id: kycPersonalInformation.id })
    .from(kycPersonalInformation)
    .where(
      and(
        eq(kycPersonalInformation.nationalId, nationalId),
        ne(kycPersonalInformation.userId, userId),
        inArray(kycPersonalInformation.status, ['CHECKING', 'SUCCEED']),
      ),
    )
    .limit(1);
  return row !== undefined;
}

export async function primaryPhone(db: Db, userId: number): Promise<string | null> {
  const phones = await db.select().from(userPhones).where(eq(userPhones.userId, userId));
  return (phones.find((p) => p.isPrimary) ?? phones[0])?.number ?? null;
}

export async function kycInfoOf(db: Db, user: UserRow): Promise<KycInfo> {
  const phoneNumber = await primaryPhone(db, user.id);
  const latest = await latestPersonalInformation(db, user.id);
  const isLevel1 = !BELOW_LEVEL_1.includes(user.level);
  const personal: KycStatus = isLevel1 ? 'SUCCEED' : (latest?.status ?? 'PENDING');
  const phone: KycStatus = phoneNumber || isLevel1 ? 'SUCCEED' : 'PENDING';
  return {
    level: user.level,
    level1Status: phone === 'SUCCEED' ? personal : 'PENDING',
    steps: [
      { step: 'PHONE_NUMBER', status: phone },
      { step: 'PERSONAL_INFORMATION', status: personal },
    ],
    phoneNumber,
    reviewDueAt: latest?.status === 'CHECKING' ? latest.reviewDueAt.toISOString() : null,
    ...(await level2StateOf(db, user.id, user.level)),
  };
}

export const reviewDueAt = (submittedAt: Date) =>
  new Date(submittedAt.getTime() + KYC_LEVEL_1_REVIEW_SECONDS * 1000);

/** What the simulated registry answers for a pair: it matches unless a control marked it. */
export async function registryDecision(db: Db, row: KycPersonalInformationRow): Promise<Level1Decision> {
  const [mismatch] = await db
    .select()
    .from(kycRegistryMismatches)
    .where(
      and(
        eq(kycRegistryMismatches.nationalId, row.nationalId),
        eq(kycRegistryMismatches.phoneNumber, row.phoneNumber),
      ),
    );
  return mismatch ? { outcome: 'REJECT', reason: 'NATIONAL_ID_PHONE_MISMATCH' } : { outcome: 'ACCEPT' };
}

/** Decides a submission under review, once: level 1 on acceptance, the failure reason on rejection. */
export async function decidePersonalInformation(
  db: Db,
  row: KycPersonalInformationRow,
  decision: Level1Decision,
  at: Date,
): Promise<boolean> {
  const [decided] = await db
    .update(kycPersonalInformation)
    .set({
      status: decision.outcome === 'ACCEPT' ? 'SUCCEED' : 'FAILED',
      failureReason: decision.outcome === 'REJECT' ? decision.reason : null,
      decidedAt: at,
    })
    .where(and(eq(kycPersonalInformation.id, row.id), eq(kycPersonalInformation.status, 'CHECKING')))
    .returning();
  if (!decided) return false;
  if (decision.outcome === 'REJECT') {
    await db
      .update(users)
      .set({ kycFailureReason: decision.reason, kycFailedAt: at })
      .where(eq(users.id, row.userId));
    return true;
  }
  await db.update(users).set({ kycFailureReason: null, kycFailedAt: null }).where(eq(users.id, row.userId));
  await db
    .update(users)
    .set({ level: 'LEVEL_1_IR' })
    .where(and(eq(users.id, row.userId), inArray(users.level, [...BELOW_LEVEL_1])));
  return true;
}

/** The watcher's pass: every review due by the sandbox clock gets the registry's answer. */
export async function reviewPersonalInformation(sb: Sandbox): Promise<number> {
  const now = sb.clock.now();
  const due = await sb.db
    .select()
    .from(kycPersonalInformation)
    .where(and(eq(kycPersonalInformation.status, 'CHECKING'), lte(kycPersonalInformation.reviewDueAt, now)));
  let decided = 0;
  for (const row of due) {
    const done = await sb.db.transaction(async (tx) =>
      decidePersonalInformation(tx, row, await registryDecision(tx, row), row.reviewDueAt),
    );
    if (done) decided++;
  }
  return decided;
}
