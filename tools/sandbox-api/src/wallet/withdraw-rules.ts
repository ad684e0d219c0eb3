import { eq } from 'drizzle-orm';
import { ACCOUNT_LOCK_HOURS, FIAT_DEPOSIT_CRYPTO_LOCK_HOURS, type WithdrawStatus } from '@wallet/api';
import { HOUR_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { users, type UserRow } from '../profile/tables';
import { ApiFailure } from '../errors';
import { isTwoFactorOn, spendLimits, withdrawBlocks } from '../money/spend-rules';

// What the withdraw status tells, and the account lock.

export type Limits = NonNullable<WithdrawStatus['limits']>;

/** Spec 000 §6: the level's USD limits for coins per 24 h and per 30 days, and what is used of each; null if none. */
export async function withdrawLimits(db: Db, user: UserRow, now: Date): Promise<Limits | null> {
  const limits = await spendLimits(db, user, 'CRYPTO', now);
  if (!limits) return null;
  return {
    dailyUsd: limits.daily,
    monthlyUsd: limits.monthly,
    dailyUsedUsd: limits.dailyUsed,
    monthlyUsedUsd: limits.monthlyUsed,
  };
}

export async function withdrawStatusOf(sb: Sandbox, db: Db, user: UserRow): Promise<WithdrawStatus> {
  const now = sb.clock.now();
  return {
    level: user.level,
    limits: await withdrawLimits(db, user, now),
    blocks: (await withdrawBlocks(db, user, now)).map((block) => ({
      reason: block.reason,
      until: block.until.toISOString(),
    })),
    isTwoFactorRequired: await isTwoFactorOn(db, user.id),
    lockAfterDepositUntil: new Date(now.getTime() + FIAT_DEPOSIT_CRYPTO_LOCK_HOURS * HOUR_MS).toISOString(),
  };
}

/** POST /v1/wallet/account-lock: 72 h without withdrawals; a lock in force is neither shortened nor reset. */
export async function lockAccount(sb: Sandbox, db: Db, user: UserRow) {
  const now = sb.clock.now();
  const [fresh] = await db
    .select({ until: users.accountLockedUntil })
    .from(users)
    .where(eq(users.id, user.id));
  if (fresh?.until && fresh.until > now) throw new ApiFailure(409, 'ACCOUNT_ALREADY_LOCKED');
  const until = new Date(now.getTime() + ACCOUNT_LOCK_HOURS * HOUR_MS);
  await db.update(users).set({ accountLockedUntil: until }).where(eq(users.id, user.id));
  return { lockedUntil: until.toISOString() };
}
