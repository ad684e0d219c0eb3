import { EXPRESS_BUY_MAX_TOMAN, EXPRESS_BUY_MIN_TOMAN } from '@wallet/api';
import { cmp, readTypedAmount } from '@wallet/core';

/** Why a typed express buy amount cannot be priced (spec 000 §5, EXP-01). */
export type ExpressBuyAmountProblem = 'required' | 'notANumber' | 'notWhole' | 'belowMin' | 'aboveMax';

/**
 * A typed amount as whole Toman within 5,000 to 200,000,000 (Persian and Arabic digits and separators read),
 * or why it is not one: the server's own rules, checked before asking it.
 */
export function readExpressBuyAmount(
  text: string,
): { amount: string; problem: null } | { amount: null; problem: ExpressBuyAmountProblem } {
  const typed = readTypedAmount(text, 0);
  if (typed.problem === 'required') return { amount: null, problem: 'required' };
  if (typed.problem === 'tooManyDecimals') return { amount: null, problem: 'notWhole' };
  if (typed.problem) return { amount: null, problem: 'notANumber' };
  if (cmp(typed.amount, EXPRESS_BUY_MIN_TOMAN) < 0) return { amount: null, problem: 'belowMin' };
  if (cmp(typed.amount, EXPRESS_BUY_MAX_TOMAN) > 0) return { amount: null, problem: 'aboveMax' };
  return { amount: typed.amount, problem: null };
}
