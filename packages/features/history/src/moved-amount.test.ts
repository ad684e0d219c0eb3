import { describe, expect, it } from 'vitest';
import type { Transaction } from '@wallet/api';
import { movedAmount } from './moved-amount';

const base = { amount: '10', fee: '0.02', receivedAmount: '9.98' } as const;

describe('movedAmount', () => {
  it('a deposit moved what arrived, its fee taken', () => {
    expect(movedAmount({ ...base, type: 'DEPOSIT' } as Transaction)).toBe('9.98');
  });

  it('a withdrawal moved its whole amount out of the balance', () => {
    expect(movedAmount({ ...base, type: 'WITHDRAW' } as Transaction)).toBe('10');
  });
});
