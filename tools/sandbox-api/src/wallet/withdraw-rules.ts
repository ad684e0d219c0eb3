import { eq } from 'drizzle-orm';
import { ACCOUNT_LOCK_HOURS, type WithdrawStatus } from '@wallet/api';
import { HOUR_MS } from '../clock';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { fiatDeposits } from './tables';
import { users, type UserRow } from '../users/tables';
import { ApiFailure } from '../errors';
import { SYSTEM_ACCOUNTS, systemAccount, transfer, userAccount } from '../money/ledger';
import { ledgerBalance } from '../money/transactions';
import { isTwoFactorOn, spendLimits, withdrawBlocks } from '../money/spend-rules';

// What the withdraw status tells, the account lock, and the Rial deposit that starts its lock.

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

/** A Rial deposit (the sandbox's stand-in for the bank): credited through the ledger, and recorded. */
export async function receiveFiatDeposit(sb: Sandbox, db: Db, userId: number, amount: string) {
  const now = sb.clock.now();
  const entryId = await transfer(db, {
    kind: 'FIAT_DEPOSIT',
    description: 'Rial deposit',
    userId,
    from: await systemAccount(db, SYSTEM_ACCOUNTS.BANK, 'IRT'),
    to: await userAccount(db, userId, 'IRT'),
    amount,
    at: now,
  });
  await db.insert(fiatDeposits).values({ userId, amount, entryId, createdAt: now });
  return { balance: (await ledgerBalance(db, userId, 'IRT')) ?? '0' };
}
