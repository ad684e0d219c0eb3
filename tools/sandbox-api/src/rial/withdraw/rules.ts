import { and, eq } from 'drizzle-orm';
import {
  RIAL_WITHDRAW_FEE,
  RIAL_WITHDRAW_MAX_TOMAN,
  RIAL_WITHDRAW_MIN_TOMAN,
  type BankIban,
} from '@wallet/api';
import {
  add,
  cmp,
  max,
  min,
  mul,
  roundDown,
  bankOfIbanCode,
  ibanBankCode,
  normalizeIban,
} from '@wallet/core';
import type { Db } from '../../db/client';
import { canonicalDecimal } from '../../decimal';
import { ApiFailure, badInput } from '../../errors';
import { refuseIfFlagOn } from '../../config/flags';
import { bankInfo } from '../bank-accounts';
import { bankIbans, type BankIbanRow } from '../tables';

// The rules of a Rial withdrawal to an IBAN (spec 001 §7, §9) that the preview and the withdrawal share.

/** The fee of RIAL_WITHDRAW_FEE on an amount: 0.01%, rounded up to a whole Toman, within its bounds. */
export function rialWithdrawFee(amount: string): string {
  const exact = mul(amount, RIAL_WITHDRAW_FEE.rate);
  const whole = roundDown(exact, 0);
  const roundedUp = cmp(whole, exact) === 0 ? whole : add(whole, '1');
  return canonicalDecimal(max(RIAL_WITHDRAW_FEE.minToman, min(RIAL_WITHDRAW_FEE.maxToman, roundedUp)));
}

/** Spec 001 §9: one withdrawal is whole Toman from 15,000 to 200,000,000. */
export function checkRialWithdrawAmount(amount: string, field: string): string {
  if (!/^\d+$/.test(amount)) throw badInput(`${field}: whole Toman`);
  const canonical = canonicalDecimal(amount);
  if (cmp(canonical, RIAL_WITHDRAW_MIN_TOMAN) < 0) throw new ApiFailure(400, 'RIAL_WITHDRAW_BELOW_MIN');
  if (cmp(canonical, RIAL_WITHDRAW_MAX_TOMAN) > 0) throw new ApiFailure(400, 'RIAL_WITHDRAW_ABOVE_MAX');
  return canonical;
}

/** LIMIT_FLAG_EFFECTS: the regulatory hold first, then the Rial pause. */
export async function refuseIfRialWithdrawPaused(db: Db): Promise<void> {
  await refuseIfFlagOn(db, 'IRGC_LIMIT', 'WITHDRAWALS_RESTRICTED');
  await refuseIfFlagOn(db, 'RIAL_WITHDRAW_LIMIT', 'RIAL_WITHDRAW_LIMITED');
}

/**
 * Spec 000 §5 (RIAL-05): money leaves only to an IBAN the user registered. `typed` is its id or its number;
 * an IBAN of another user's, or none, is the same 404 IBAN_NOT_FOUND.
 */
export async function registeredIban(db: Db, userId: number, typed: string): Promise<BankIbanRow> {
  const number = normalizeIban(typed);
  const byId = /^\d{1,18}$/.test(typed) ? Number(typed) : null;
  if (number === null && byId === null) throw new ApiFailure(404, 'IBAN_NOT_FOUND');
  const [row] = await db
    .select()
    .from(bankIbans)
    .where(
      and(eq(bankIbans.userId, userId), number ? eq(bankIbans.number, number) : eq(bankIbans.id, byId!)),
    );
  if (!row) throw new ApiFailure(404, 'IBAN_NOT_FOUND');
  return row;
}

export const ibanView = (row: BankIbanRow): BankIban => ({
  id: String(row.id),
  number: row.number,
  bank: bankInfo(bankOfIbanCode(ibanBankCode(row.number))!),
  ownerName: row.ownerName,
  createdAt: row.createdAt.toISOString(),
});

/** The IBAN as a withdrawal shows it: its bank code kept (so the bank can be named) and its last four digits. */
export const maskedIban = (number: string) => `${number.slice(0, 7)}…${number.slice(-4)}`;
