import { cmp, isDecimal, isPositive, toLatinDigits, type Decimal } from '@wallet/core';
import type { AlertCondition } from '@wallet/api';

export type AlertPriceProblem = 'required' | 'notANumber' | 'notPositive' | 'mustBeAbove' | 'mustBeBelow';

/** The most digits an alert price may have, as the contract's decimal strings allow. */
const MAX_INTEGER_DIGITS = 30;
const MAX_FRACTION_DIGITS = 18;

/**
 * What the user typed as a decimal string: Persian or Arabic digits become Latin, the Persian decimal mark
 * "٫" and "/" become ".", thousands separators (",", "٬") and spaces go. Null when it is not a number.
 */
export function parseAlertPrice(input: string): Decimal | null {
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

/**
 * Checks an alert price against the current price: an ABOVE alert must be above it and a BELOW alert below,
 * or it would fire at once (the server refuses it with PRICE_ALERT_ALREADY_REACHED).
 */
export function checkAlertPrice(
  input: string,
  condition: AlertCondition,
  currentPrice: Decimal | null,
): { price: Decimal } | { problem: AlertPriceProblem } {
  if (input.trim() === '') return { problem: 'required' };
  const price = parseAlertPrice(input);
  if (price === null) return { problem: 'notANumber' };
  if (!isPositive(price)) return { problem: 'notPositive' };
  if (currentPrice !== null) {
    const side = cmp(price, currentPrice);
    if (condition === 'ABOVE' && side <= 0) return { problem: 'mustBeAbove' };
    if (condition === 'BELOW' && side >= 0) return { problem: 'mustBeBelow' };
  }
  return { price };
}
