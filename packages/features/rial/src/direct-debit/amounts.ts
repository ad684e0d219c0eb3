import { INSTANT_BANK_MAX_TOMAN, RIAL_DEPOSIT_MIN_TOMAN } from '@wallet/api';
import { cmp, min, readTypedAmount } from '@wallet/core';

export type MaxDailyProblem = 'required' | 'notWhole' | 'belowMin' | 'aboveMax';
export type DepositProblem = 'required' | 'notWhole' | 'belowMin' | 'overLeftToday';

type Read<P> = { amount: string; problem: null } | { amount: null; problem: P };

/** A typed max daily deposit: whole Toman from RIAL_DEPOSIT_MIN_TOMAN to INSTANT_BANK_MAX_TOMAN (spec 001 §9). */
export function readMaxDailyDeposit(text: string): Read<MaxDailyProblem> {
  const typed = readTypedAmount(text, 0);
  if (typed.problem === 'required') return { amount: null, problem: 'required' };
  if (typed.problem) return { amount: null, problem: 'notWhole' };
  if (cmp(typed.amount, RIAL_DEPOSIT_MIN_TOMAN) < 0) return { amount: null, problem: 'belowMin' };
  if (cmp(typed.amount, INSTANT_BANK_MAX_TOMAN) > 0) return { amount: null, problem: 'aboveMax' };
  return { amount: typed.amount, problem: null };
}

/** The most one deposit through a contract may be now: what is left of its day, never past the instant cap. */
export const depositCeiling = (leftToday: string) => min(leftToday, INSTANT_BANK_MAX_TOMAN);

/** A typed deposit through a contract: whole Toman, at least RIAL_DEPOSIT_MIN_TOMAN, within what is left today. */
export function readDeposit(text: string, leftToday: string): Read<DepositProblem> {
  const typed = readTypedAmount(text, 0);
  if (typed.problem === 'required') return { amount: null, problem: 'required' };
  if (typed.problem) return { amount: null, problem: 'notWhole' };
  if (cmp(typed.amount, depositCeiling(leftToday)) > 0) return { amount: null, problem: 'overLeftToday' };
  if (cmp(typed.amount, RIAL_DEPOSIT_MIN_TOMAN) < 0) return { amount: null, problem: 'belowMin' };
  return { amount: typed.amount, problem: null };
}
