import { and, eq, gt, inArray, isNotNull, max, ne, sql } from 'drizzle-orm';
import {
  CRYPTO_WITHDRAW_LIMITS_USD,
  FIAT_DEPOSIT_CRYPTO_LOCK_HOURS,
  RIAL_WITHDRAW_LIMITS_IRT,
  TWO_FACTOR_WITHDRAW_BLOCK_HOURS,
  type TransactionStatus,
  type WithdrawBlockReason,
} from '@wallet/api';
import { DAY_MS, HOUR_MS } from '../clock';
import type { Db } from '../db/client';
import { fiatDeposits, transactions } from '../wallet/tables';
import { users, type UserRow } from '../profile/tables';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { twoFactorMethods } from '../auth/tables';

// The rules the spend guard reads (spec 000 §4, §6): what a spend counts as, the level's limits and what is
// used of them, and the blocks with their end. The withdraw status shows the same.

/** The Rial is spent as FIAT (its own limits, no Rial-deposit lock); every other coin as CRYPTO. */
export type SpendKind = 'CRYPTO' | 'FIAT';
export const FIAT_TOKEN = 'IRT';
export const spendKindOf = (token: string): SpendKind => (token === FIAT_TOKEN ? 'FIAT' : 'CRYPTO');

/** Spends that count against the limits: every one not failed or rejected. */
const COUNTED_STATUSES: TransactionStatus[] = [
  'PENDING',
  'SUCCEED',
  'TRANSACTION_CREATED',
  'ACCEPTED_BY_ADMIN',
  'PUBLISHED_TO_NETWORK',
  'CONFIRMED_BY_NETWORK',
];

export interface SpendLimits {
  unit: 'USD' | 'IRT';
  daily: string;
  monthly: string;
  dailyUsed: string;
  monthlyUsed: string;
}

/** What of a kind's limit a user spent since `since`: USD value of coins, or Toman. */
async function spentSince(db: Db, userId: number, kind: SpendKind, since: Date): Promise<string> {
  const measure = kind === 'FIAT' ? transactions.amount : transactions.usdValue;
  const [row] = await db
    .select({ total: sql<string | null>`sum(${measure})` })
    .from(transactions)
    .where(
      and(
        eq(transactions.userId, userId),
        eq(transactions.type, 'WITHDRAW'),
        // A trade's leg out of the balance stays in the wallet: it is not a withdrawal.
        ne(transactions.channel, 'TRADE'),
        kind === 'FIAT' ? eq(transactions.token, FIAT_TOKEN) : ne(transactions.token, FIAT_TOKEN),
        inArray(transactions.status, COUNTED_STATUSES),
        gt(transactions.createdAt, since),
      ),
    );
  return canonicalDecimal(row?.total ?? '0');
}

/** Spec 000 §6: the level's limits of a kind per 24 h and per 30 days, and what is used of each; null if none. */
export async function spendLimits(
  db: Db,
  user: UserRow,
  kind: SpendKind,
  now: Date,
): Promise<SpendLimits | null> {
  const table = kind === 'FIAT' ? RIAL_WITHDRAW_LIMITS_IRT : CRYPTO_WITHDRAW_LIMITS_USD;
  const limits = table[user.level as keyof typeof table];
  if (!limits) return null;
  return {
    unit: kind === 'FIAT' ? 'IRT' : 'USD',
    daily: limits.daily,
    monthly: limits.monthly,
    dailyUsed: await spentSince(db, user.id, kind, new Date(now.getTime() - DAY_MS)),
    monthlyUsed: await spentSince(db, user.id, kind, new Date(now.getTime() - 30 * DAY_MS)),
  };
}

/**
 * Until when spends wait after a two-factor method was turned on (24 h, spec 000 §4) or off (a stolen session
 * must not turn two-factor off and spend at once), or null.
 */
export async function twoFactorBlockUntil(db: Db, userId: number, now: Date): Promise<Date | null> {
  const [row] = await db
    .select({ changedAt: users.twoFactorChangedAt })
    .from(users)
    .where(eq(users.id, userId));
  if (!row?.changedAt) return null;
  const until = new Date(row.changedAt.getTime() + TWO_FACTOR_WITHDRAW_BLOCK_HOURS * HOUR_MS);
  return until > now ? until : null;
}

/** Whether the user has a two-factor method on: then every spend asks for a code. */
export async function isTwoFactorOn(db: Db, userId: number): Promise<boolean> {
  const [row] = await db
    .select({ userId: twoFactorMethods.userId })
    .from(twoFactorMethods)
    .where(and(eq(twoFactorMethods.userId, userId), isNotNull(twoFactorMethods.enabledAt)))
    .limit(1);
  return Boolean(row);
}

/** Spec 000 §4: what blocks withdrawals now, each with the moment it ends. */
export async function withdrawBlocks(
  db: Db,
  user: UserRow,
  now: Date,
  kind: SpendKind = 'CRYPTO',
): Promise<{ reason: WithdrawBlockReason; until: Date }[]> {
  const blocks: { reason: WithdrawBlockReason; until: Date }[] = [];
  const [fresh] = await db
    .select({ until: users.accountLockedUntil })
    .from(users)
    .where(eq(users.id, user.id));
  if (fresh?.until && fresh.until > now) blocks.push({ reason: 'ACCOUNT_LOCK', until: fresh.until });
  const twoFactorUntil = await twoFactorBlockUntil(db, user.id, now);
  if (twoFactorUntil) blocks.push({ reason: 'TWO_FACTOR_CHANGED', until: twoFactorUntil });
  // Spec 001 §9: the lock after a Rial deposit holds coins only; Rial withdrawals are exempt.
  if (kind === 'FIAT') return blocks;
  const [fiat] = await db
    .select({ last: max(fiatDeposits.createdAt) })
    .from(fiatDeposits)
    .where(eq(fiatDeposits.userId, user.id));
  if (fiat?.last) {
    const until = new Date(new Date(fiat.last).getTime() + FIAT_DEPOSIT_CRYPTO_LOCK_HOURS * HOUR_MS);
    if (until > now) blocks.push({ reason: 'FIAT_DEPOSIT', until });
  }
  return blocks;
}

const BLOCK_ERRORS = {
  ACCOUNT_LOCK: 'ACCOUNT_LOCKED',
  TWO_FACTOR_CHANGED: 'WITHDRAW_BLOCKED_AFTER_TWO_FACTOR',
  FIAT_DEPOSIT: 'USER_BALANCE_LOCKED',
} as const;

/** 422, not 403: a 403 starts the session flow in the client (spec 001 §8). */
export async function refuseIfBlocked(db: Db, user: UserRow, now: Date, kind: SpendKind): Promise<void> {
  const [block] = await withdrawBlocks(db, user, now, kind);
  if (block) throw new ApiFailure(422, BLOCK_ERRORS[block.reason]);
}
