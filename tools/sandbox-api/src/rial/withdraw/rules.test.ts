import { describe, expect, it } from 'vitest';
import { maskedIban, rialWithdrawFee } from './rules';
import { dueRialWithdrawStep } from './progress';

describe('the Rial withdrawal fee (0.01%, rounded up to a Toman, 1,000 to 5,000)', () => {
  it.each([
    ['15000', '1000'],
    ['10000000', '1000'],
    ['10000001', '1001'],
    ['12345678', '1235'],
    ['50000000', '5000'],
    ['200000000', '5000'],
  ])('%s Toman pays %s', (amount, fee) => {
    expect(rialWithdrawFee(amount)).toBe(fee);
  });
});

describe('a Rial withdrawal on the sandbox clock', () => {
  const at = new Date('2026-11-23T08:00:00.000Z');
  const minutes = (n: number) => at.getTime() + n * 60_000;

  it('is accepted 2 minutes after it is created and paid 8 minutes later, each step dated when due', () => {
    expect(dueRialWithdrawStep({ status: 'TRANSACTION_CREATED', updatedAt: at }, minutes(1))).toBeNull();
    expect(dueRialWithdrawStep({ status: 'TRANSACTION_CREATED', updatedAt: at }, minutes(30))).toEqual({
      status: 'ACCEPTED_BY_ADMIN',
      updatedAt: new Date(minutes(2)),
    });
    const accepted = new Date(minutes(2));
    expect(dueRialWithdrawStep({ status: 'ACCEPTED_BY_ADMIN', updatedAt: accepted }, minutes(9))).toBeNull();
    expect(dueRialWithdrawStep({ status: 'ACCEPTED_BY_ADMIN', updatedAt: accepted }, minutes(10))).toEqual({
      status: 'SUCCEED',
      updatedAt: new Date(minutes(10)),
    });
  });

  it('does not move a settled or rejected one', () => {
    expect(dueRialWithdrawStep({ status: 'SUCCEED', updatedAt: at }, minutes(60))).toBeNull();
    expect(dueRialWithdrawStep({ status: 'REJECTED_BY_ADMIN', updatedAt: at }, minutes(60))).toBeNull();
  });
});

it('shows an IBAN by its bank code and last four digits', () => {
  expect(maskedIban('IR110170000000100000000002')).toBe('IR11017…0002');
});
