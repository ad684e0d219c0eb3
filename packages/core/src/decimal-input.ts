import { toLatinDigits } from './phone';
import { isDecimal, isPositive, type Decimal } from './money';

/** The most digits a typed amount may have, as the contract's decimal strings allow. */
const MAX_INTEGER_DIGITS = 30;
const MAX_FRACTION_DIGITS = 18;

/**
 * What the user typed as a decimal string: Persian or Arabic digits become Latin, the Persian decimal mark
 * "٫" and "/" become ".", thousands separators (",", "٬") and spaces go. Null when it is not a number.
 */
export function parseDecimalInput(input: string): Decimal | null {
  const text = toLatinDigits(input)
    .replace(/[\s,\u066C\u200C\u200F\u200E]/g, '')
    .replace(/[\u066B/]/g, '.');
  const match = /^(\d+)(?:\.(\d*))?$/.exec(text);
  if (!match) return null;
  const [, whole = '', fraction = ''] = match;
  if (whole.length > MAX_INTEGER_DIGITS || fraction.length > MAX_FRACTION_DIGITS) return null;
  const value = fraction ? `${whole}.${fraction}` : whole;
  return isDecimal(value) ? value : null;
}

/** Why a typed amount cannot be used, before any rule of the flow it is typed in. */
export type TypedAmountProblem = 'required' | 'notANumber' | 'notPositive' | 'tooManyDecimals';

/** A typed amount as a positive decimal with at most `maxDecimals` places, or why it is not one. */
export function readTypedAmount(
  text: string,
  maxDecimals: number,
): { amount: Decimal; problem: null } | { amount: null; problem: TypedAmountProblem } {
  if (text.trim() === '') return { amount: null, problem: 'required' };
  const amount = parseDecimalInput(text);
  if (amount === null) return { amount: null, problem: 'notANumber' };
  if (!isPositive(amount)) return { amount: null, problem: 'notPositive' };
  if ((amount.split('.')[1]?.length ?? 0) > maxDecimals) return { amount: null, problem: 'tooManyDecimals' };
  return { amount, problem: null };
}
