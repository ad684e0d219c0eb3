import { and, eq, gt, inArray, sql } from 'drizzle-orm';
import {
  GATEWAY_DAILY_CAP_TOMAN,
  INSTANT_BANK_MAX_TOMAN,
  RIAL_DEPOSIT_MAX_TOMAN,
  RIAL_DEPOSIT_METHODS,
  RIAL_DEPOSIT_MIN_TOMAN,
  type DepositAllowance,
  type DepositMethodAllowance,
  type RialDepositMethod,
} from '@wallet/api';
import { add, max, min, sub } from '@wallet/core';
import { isFlagOn } from '../../config/flags';
import type { Db } from '../../db/client';
import { canonicalDecimal } from '../../decimal';
import { kycPersonalInformation } from '../../kyc/tables';
import { depositedInLastDay } from '../rial-deposits';
import { gatewayPayments } from './tables';

/** One deposit's largest amount per method, in Toman; null: none (spec 001 §9). */
const MAX_PER_DEPOSIT: Record<RialDepositMethod, string | null> = {
  GATEWAY: RIAL_DEPOSIT_MAX_TOMAN,
  CASH_IN_CODE: null,
  DIRECT_DEBIT: INSTANT_BANK_MAX_TOMAN,
  CARD_TO_CARD: RIAL_DEPOSIT_MAX_TOMAN,
  POL: RIAL_DEPOSIT_MAX_TOMAN,
  PAYA_SATNA: null,
  BLU_SAMAN: INSTANT_BANK_MAX_TOMAN,
  SAMAN_SAMAN: INSTANT_BANK_MAX_TOMAN,
};

/**
 * Every account verified with the user's national ID (the user alone before level 1 is on record): Shaparak
 * counts the gateway's daily cap per national ID, however many accounts share it.
 */
export async function accountsOfNationalId(db: Db, userId: number): Promise<number[]> {
  const own = db
    .select({ nationalId: kycPersonalInformation.nationalId })
    .from(kycPersonalInformation)
    .where(and(eq(kycPersonalInformation.userId, userId), eq(kycPersonalInformation.status, 'SUCCEED')));
  const rows = await db
    .selectDistinct({ userId: kycPersonalInformation.userId })
    .from(kycPersonalInformation)
    .where(
      and(eq(kycPersonalInformation.status, 'SUCCEED'), inArray(kycPersonalInformation.nationalId, own)),
    );
  return [...new Set([userId, ...rows.map((row) => row.userId)])];
}

/** The lock key of one national ID's gateway cap (the user's own id before level 1 is on record). */
export async function dailyCapKey(db: Db, userId: number): Promise<string> {
  const [row] = await db
    .select({ nationalId: kycPersonalInformation.nationalId })
    .from(kycPersonalInformation)
    .where(and(eq(kycPersonalInformation.userId, userId), eq(kycPersonalInformation.status, 'SUCCEED')))
    .limit(1);
  return row ? `gateway:national-id:${row.nationalId}` : `gateway:user:${userId}`;
}

/**
 * What the accounts used of the gateway's cap in the last 24 h: paid deposits, and payments still open on the
 * gateway page (so two payments started at once cannot pass the cap together).
 */
export async function gatewayUsedToday(db: Db, userIds: readonly number[], now: Date): Promise<string> {
  const paid = await depositedInLastDay(db, userIds, 'GATEWAY', now);
  const [open] = await db
    .select({ total: sql<string | null>`sum(${gatewayPayments.amount})` })
    .from(gatewayPayments)
    .where(
      and(
        inArray(gatewayPayments.userId, [...userIds]),
        eq(gatewayPayments.status, 'PENDING'),
        gt(gatewayPayments.expiresAt, now),
      ),
    );
  return canonicalDecimal(add(paid, open?.total ?? '0'));
}

/** The gateway's room left today for a user, in Toman: the smaller of one deposit's maximum and the cap's rest. */
export async function gatewayLeftToday(db: Db, userId: number, now: Date) {
  const used = await gatewayUsedToday(db, await accountsOfNationalId(db, userId), now);
  const left = min(RIAL_DEPOSIT_MAX_TOMAN, max('0', sub(GATEWAY_DAILY_CAP_TOMAN, used)));
  return { used, left: canonicalDecimal(left) };
}

async function methodAllowance(
  db: Db,
  userId: number,
  method: RialDepositMethod,
  now: Date,
): Promise<DepositMethodAllowance> {
  const maxPerDeposit = MAX_PER_DEPOSIT[method];
  if (method === 'GATEWAY') {
    const { used, left } = await gatewayLeftToday(db, userId, now);
    return {
      method,
      minPerDeposit: RIAL_DEPOSIT_MIN_TOMAN,
      maxPerDeposit,
      dailyCap: GATEWAY_DAILY_CAP_TOMAN,
      usedToday: used,
      leftToday: left,
    };
  }
  return {
    method,
    minPerDeposit: RIAL_DEPOSIT_MIN_TOMAN,
    maxPerDeposit,
    dailyCap: null,
    usedToday: await depositedInLastDay(db, [userId], method, now),
    leftToday: maxPerDeposit,
  };
}

/** Each enabled method's room today, or paused under RIAL_DEPOSIT_LIMIT (LIMIT_FLAG_EFFECTS). */
export async function depositAllowance(db: Db, userId: number, now: Date): Promise<DepositAllowance> {
  if (await isFlagOn(db, 'RIAL_DEPOSIT_LIMIT')) return { isPaused: true, methods: [] };
  const methods: DepositMethodAllowance[] = [];
  for (const method of RIAL_DEPOSIT_METHODS) {
    if (await isFlagOn(db, method)) methods.push(await methodAllowance(db, userId, method, now));
  }
  return { isPaused: false, methods };
}
