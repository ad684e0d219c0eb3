import { describe, expect, it } from 'vitest';
import { amountProblemOf } from './amount-rules';

const STATUS = { minAmount: '15000', maxAmount: '200000000', dailyLimitLeft: '50000000' };

describe('a typed Toman withdrawal amount', () => {
  it.each([
    ['', '1000000', 'required'],
    ['15000.5', '1000000', 'notWhole'],
    ['14999', '1000000', 'belowMin'],
    ['200000001', '900000000', 'aboveMax'],
    ['2000000', '1000000', 'overBalance'],
    ['60000000', '900000000', 'overLimit'],
    ['15000', '1000000', null],
    ['50000000', '900000000', null],
  ])('[RIAL-11] %s with a balance of %s: %s', (amount, balance, expected) => {
    expect(amountProblemOf(amount, STATUS, balance)).toBe(expected);
  });

  it('[LIM-01] an amount within the bounds but past what is left of the day is refused before pricing', () => {
    expect(amountProblemOf('50000001', STATUS, '900000000')).toBe('overLimit');
    expect(amountProblemOf('50000001', { ...STATUS, dailyLimitLeft: null }, '900000000')).toBeNull();
  });
});
