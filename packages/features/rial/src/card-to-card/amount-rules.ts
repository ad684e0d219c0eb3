import {
  CARD_TO_CARD_MAX_TOMAN,
  CARD_TO_CARD_MIN_TOMAN,
  INSTANT_BANK_MAX_TOMAN,
  type CardToCardMethod,
} from '@wallet/api';
import { cmp, parseDecimalInput } from '@wallet/core';

export type CardToCardAmountProblem = 'required' | 'notWhole' | 'belowMin' | 'aboveMax';

/** Spec 001 §9: card to card takes 5,000 to 25,000,000 Toman; Blu to Saman and Saman to Saman up to 200 million. */
export function amountRangeOf(method: CardToCardMethod): { min: string; max: string } {
  return {
    min: CARD_TO_CARD_MIN_TOMAN,
    max: method === 'CARD_TO_CARD' ? CARD_TO_CARD_MAX_TOMAN : INSTANT_BANK_MAX_TOMAN,
  };
}

/** The typed amount as whole Toman (Persian and Arabic digits accepted), or what is wrong with it. */
export function readDepositAmount(
  typed: string,
  method: CardToCardMethod,
): { amount: string; problem: null } | { amount: null; problem: CardToCardAmountProblem } {
  if (typed.trim() === '') return { amount: null, problem: 'required' };
  const amount = parseDecimalInput(typed);
  if (amount === null || amount.includes('.')) return { amount: null, problem: 'notWhole' };
  const { min, max } = amountRangeOf(method);
  if (cmp(amount, min) < 0) return { amount: null, problem: 'belowMin' };
  if (cmp(amount, max) > 0) return { amount: null, problem: 'aboveMax' };
  return { amount, problem: null };
}
