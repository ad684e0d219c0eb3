import { cmp, isPositive, parseDecimalInput, type Decimal } from '@wallet/core';
import type { AlertCondition } from '@wallet/api';

/** Places an alert price may have: as many as the contract's decimal strings allow. */
export const ALERT_PRICE_DECIMALS = 18;

export type AlertPriceProblem = 'required' | 'notANumber' | 'notPositive' | 'mustBeAbove' | 'mustBeBelow';

/** What the user typed as a price (see `parseDecimalInput`); null when it is not a number. */
export function parseAlertPrice(input: string): Decimal | null {
  return parseDecimalInput(input);
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
