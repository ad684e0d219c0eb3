import { expect } from 'vitest';
import { abs, cmp, sub, type Decimal } from '@wallet/core';

/**
 * Expectations on amounts, balances and prices, compared as decimals (never as JS numbers, which round
 * 0.1 + 0.2 to 0.30000000000000004). An exact amount is best checked as its canonical string with `toBe`;
 * these are for orders and tolerances.
 */
export function expectDecimal(actual: Decimal | null | undefined) {
  const value = (): Decimal => {
    expect(actual, 'a decimal').toEqual(expect.any(String));
    return actual!;
  };
  return {
    /** The same number, whatever the notation: '1.50' equals '1.5'. */
    toEqual(expected: Decimal) {
      expect(cmp(value(), expected), `${actual} = ${expected}`).toBe(0);
    },
    toBeGreaterThan(bound: Decimal) {
      expect(cmp(value(), bound), `${actual} > ${bound}`).toBe(1);
    },
    toBeLessThan(bound: Decimal) {
      expect(cmp(value(), bound), `${actual} < ${bound}`).toBe(-1);
    },
    /** Less than `tolerance` away from `expected`, for values read a moment apart on a moving clock. */
    toBeNear(expected: Decimal, tolerance: Decimal) {
      const distance = abs(sub(value(), expected));
      expect(cmp(distance, tolerance), `${actual} ≈ ${expected} (± ${tolerance})`).toBe(-1);
    },
  };
}
