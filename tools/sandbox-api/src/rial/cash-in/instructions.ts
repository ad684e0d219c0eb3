import { eq } from 'drizzle-orm';
import {
  IDENTIFIED_DEPOSIT_CREDIT_MINUTES,
  IDENTIFIED_DEPOSIT_RULES,
  PAYA_CYCLE_TIMES,
  POL_MAX_TOMAN,
  RIAL_DEPOSIT_MIN_TOMAN,
  SATNA_MIN_TOMAN,
  type CashInDestination,
  type CashInInstructions,
  type CashInMethod,
} from '@wallet/api';
import { withIbanCheckDigits } from '@wallet/core';
import { MINUTE_MS } from '../../clock';
import type { Sandbox } from '../../context';
import type { Db } from '../../db/client';
import { isFlagOn, refuseIfFlagOn } from '../../config/flags';
import { ApiFailure } from '../../errors';
import type { UserRow } from '../../profile/tables';
import { deriveCashInCode } from './codes';
import { nextPayaCycle } from './paya-cycles';
import { cashInCodes } from './tables';
import { refuseBelowBankingLevel } from '../banking-level';

const CODE_ATTEMPTS = 10;

/** The wallet company's account at Saman Bank, which every identified deposit is paid into (sandbox data). */
export const WALLET_ACCOUNT: CashInDestination = {
  bankId: 'SAMAN',
  bankName: 'Saman Bank',
  bankNameFa: 'بانک سامان',
  accountNumber: '849-810-2468135-1',
  iban: withIbanCheckDigits('0560849810002468135001'),
  ownerName: 'Wallet Technology Company',
  ownerNameFa: 'شرکت فناوری والت',
};

export function refuseBelowLevelOne(user: UserRow): void {
  refuseBelowBankingLevel(user);
}

/** The user's cash-in code: made on first use, the same ever after. */
export async function cashInCodeOf(sb: Sandbox, db: Db, userId: number): Promise<string> {
  for (let attempt = 0; attempt < CODE_ATTEMPTS; attempt++) {
    const [held] = await db.select().from(cashInCodes).where(eq(cashInCodes.userId, userId));
    if (held) return held.code;
    // A code another user holds, or a parallel first call, is a conflict: read again and try the next code.
    await db
      .insert(cashInCodes)
      .values({ userId, code: deriveCashInCode(sb.secret, userId, attempt), createdAt: sb.clock.now() })
      .onConflictDoNothing();
  }
  throw new Error(`no free cash-in code for user ${userId}`);
}

/** What the cash-in code, PAYA/SATNA and Pol pages show (GET /v1/bank/cash-in-code). */
export async function cashInInstructions(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  method: CashInMethod,
): Promise<CashInInstructions> {
  refuseBelowLevelOne(user);
  await refuseIfFlagOn(db, 'RIAL_DEPOSIT_LIMIT', 'RIAL_DEPOSIT_LIMITED');
  if (!(await isFlagOn(db, method))) throw new ApiFailure(422, 'IDENTIFIED_DEPOSIT_UNAVAILABLE');
  const cycle = nextPayaCycle(sb.clock.now());
  return {
    code: await cashInCodeOf(sb, db, user.id),
    destination: WALLET_ACCOUNT,
    payaCycleTimes: [...PAYA_CYCLE_TIMES],
    timeZone: 'Asia/Tehran',
    nextPayaCycleAt: cycle.toISOString(),
    creditedBy: new Date(cycle.getTime() + IDENTIFIED_DEPOSIT_CREDIT_MINUTES * MINUTE_MS).toISOString(),
    creditMinutesAfterCycle: IDENTIFIED_DEPOSIT_CREDIT_MINUTES,
    minAmount: RIAL_DEPOSIT_MIN_TOMAN,
    polMaxAmount: POL_MAX_TOMAN,
    satnaMinAmount: SATNA_MIN_TOMAN,
    rules: [...IDENTIFIED_DEPOSIT_RULES],
  };
}
