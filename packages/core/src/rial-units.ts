import { div, isDecimal, mul, type Decimal } from './money';

/**
 * Spec issue 08 part 6: the app shows Toman (IRT) everywhere; banks count in Rial (IRR). One Toman is ten
 * Rial. Amounts stay decimal strings, so no value passes through a JS number.
 */
export const RIAL_PER_TOMAN = '10';

function checked(amount: Decimal, unit: string): Decimal {
  if (typeof amount !== 'string' || !isDecimal(amount)) {
    throw new TypeError(`Invalid ${unit} amount: ${JSON.stringify(amount)}`);
  }
  return amount;
}

/** A Toman amount in Rial, e.g. `'5000'` → `'50000'`. */
export function tomanToRial(toman: Decimal): Decimal {
  return mul(checked(toman, 'Toman'), RIAL_PER_TOMAN);
}

/** A Rial amount in Toman, exact: dividing by ten adds at most one decimal place (`'15'` → `'1.5'`). */
export function rialToToman(rial: Decimal): Decimal {
  const value = checked(rial, 'Rial');
  const decimals = value.split('.')[1]?.length ?? 0;
  return div(value, RIAL_PER_TOMAN, decimals + 1);
}
