import { describe, expect, it } from 'vitest';
import { gatewayAmountProblem, gatewayFeeToman, gatewayTotalToman } from './gateway';

describe('gateway fee', () => {
  it.each([
    ['5000', '25', '5025'],
    ['100000', '500', '100500'],
    ['100100', '501', '100601'],
    ['1000000', '5000', '1005000'],
    ['25000000', '5000', '25005000'],
  ])('[RIAL-08] a payment of %s Toman adds a fee of %s, %s in all', (amount, fee, total) => {
    expect(gatewayFeeToman(amount)).toBe(fee);
    expect(gatewayTotalToman(amount)).toBe(total);
  });
});

describe('gateway amount', () => {
  it.each([
    ['4999', null, 'belowMin'],
    ['5000', null, null],
    ['25000000', null, null],
    ['25000001', null, 'aboveMax'],
    ['6000000', '5000000', 'overDailyCap'],
    ['5000000', '5000000', null],
    ['4000', '0', 'belowMin'],
  ] as const)('[RIAL-10] %s Toman with %s left today: %s', (amount, left, problem) => {
    expect(gatewayAmountProblem(amount, left)).toBe(problem);
  });
});
