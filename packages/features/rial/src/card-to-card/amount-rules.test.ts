import { describe, expect, it } from 'vitest';
import { readDepositAmount } from './amount-rules';

describe('readDepositAmount', () => {
  it.each([
    ['', 'CARD_TO_CARD', null, 'required'],
    ['۵٬۰۰۰', 'CARD_TO_CARD', '5000', null],
    ['٢٥٠٠٠٠٠٠', 'CARD_TO_CARD', '25000000', null],
    ['4999', 'CARD_TO_CARD', null, 'belowMin'],
    ['25000001', 'CARD_TO_CARD', null, 'aboveMax'],
    ['25000001', 'BLU_SAMAN', '25000001', null],
    ['200000000', 'SAMAN_SAMAN', '200000000', null],
    ['200000001', 'SAMAN_SAMAN', null, 'aboveMax'],
    ['10000.5', 'CARD_TO_CARD', null, 'notWhole'],
    ['ten', 'CARD_TO_CARD', null, 'notWhole'],
  ] as const)('%s by %s → %s (%s)', (typed, method, amount, problem) => {
    expect(readDepositAmount(typed, method)).toEqual({ amount, problem });
  });
});
