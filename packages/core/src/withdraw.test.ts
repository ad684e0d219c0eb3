import { describe, expect, it } from 'vitest';
import {
  addressProblem,
  fixedWithdrawAmount,
  withdrawableUsd,
  withdrawAmountProblem,
  withdrawLimitProblem,
  withdrawTotal,
} from './withdraw';

const TRC20 = { withdrawFee: '1', minWithdraw: '5' };
const TON = { addressRegex: '^[EU]Q[A-D][A-Za-z0-9_-]{45}$', supportMemo: true, memoRegex: '^.{1,120}$' };
const ETH = { addressRegex: '^0x[a-fA-F0-9]{40}$', supportMemo: false, memoRegex: null };
const TON_ADDRESS = 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c';
const ETH_ADDRESS = '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe';

describe('withdraw amount', () => {
  it.each([
    ['4.99', '100', 'AMOUNT_BELOW_MIN_WITHDRAW'],
    ['5', '100', null],
    ['100', '100', 'USER_DO_NOT_CONSIDER_NETWORK_FEE'],
    ['99.5', '100', 'USER_DO_NOT_CONSIDER_NETWORK_FEE'],
    ['99', '100', null],
    ['100.01', '100', 'INSUFFICIENT_USER_BALANCE'],
  ] as const)(
    '[WD-02] %s out of a balance of %s with a fee of 1 and a minimum of 5: %s',
    (amount, balance, problem) => {
      expect(withdrawAmountProblem(TRC20, amount, balance)).toBe(problem);
    },
  );

  it('[WD-02] the amount is entered without the fee: the balance pays amount plus fee', () => {
    expect(withdrawTotal(TRC20, '12.5')).toBe('13.5');
    expect(withdrawTotal({ withdrawFee: '0.00002', minWithdraw: '0.0002' }, '0.001')).toBe('0.00102');
  });

  it('[WD-02] the fix-amount action sends the balance less the fee, unless that is below the minimum', () => {
    expect(fixedWithdrawAmount(TRC20, '100')).toBe('99');
    expect(fixedWithdrawAmount(TRC20, '6')).toBe('5');
    expect(fixedWithdrawAmount(TRC20, '5.5')).toBeNull();
    expect(fixedWithdrawAmount(TRC20, '0.5')).toBeNull();
  });
});

describe('withdraw address', () => {
  it('[WD-01] takes an address of the network as given and refuses one of another network or padded', () => {
    expect(addressProblem(ETH, ETH_ADDRESS, null, { isMemoRequired: true })).toBeNull();
    expect(addressProblem(ETH, TON_ADDRESS, null, { isMemoRequired: true })).toBe(
      'BAD_WALLET_ADDRESS_FORMAT',
    );
    expect(addressProblem(ETH, ` ${ETH_ADDRESS}`, null, { isMemoRequired: true })).toBe(
      'BAD_WALLET_ADDRESS_FORMAT',
    );
  });

  it('[WD-03] a withdrawal to a memo network needs a memo of its pattern; an address book entry may omit it', () => {
    expect(addressProblem(TON, TON_ADDRESS, null, { isMemoRequired: true })).toBe('MEMO_REQUIRED');
    expect(addressProblem(TON, TON_ADDRESS, '', { isMemoRequired: true })).toBe('MEMO_REQUIRED');
    expect(addressProblem(TON, TON_ADDRESS, null, { isMemoRequired: false })).toBeNull();
    expect(addressProblem(TON, TON_ADDRESS, 'W100002', { isMemoRequired: true })).toBeNull();
    expect(addressProblem(TON, TON_ADDRESS, 'x'.repeat(121), { isMemoRequired: true })).toBe(
      'BAD_MEMO_FORMAT',
    );
  });

  it('[WD-03] a memo on a network without memos is refused', () => {
    expect(addressProblem(ETH, ETH_ADDRESS, '123', { isMemoRequired: false })).toBe('BAD_MEMO_FORMAT');
  });
});

describe('withdraw limits', () => {
  const LEVEL_1 = { dailyUsd: '20', monthlyUsd: '200', dailyUsedUsd: '15', monthlyUsedUsd: '190' };

  it('a withdrawal over what is left today, or in the 30 days, names the limit it passes', () => {
    expect(withdrawLimitProblem(LEVEL_1, '5')).toBeNull();
    expect(withdrawLimitProblem(LEVEL_1, '5.01')).toBe('LIMIT_DAILY_WITHDRAW_EXCEEDED');
    expect(withdrawLimitProblem({ ...LEVEL_1, dailyUsedUsd: '0', monthlyUsedUsd: '195' }, '6')).toBe(
      'LIMIT_MONTHLY_WITHDRAW_EXCEEDED',
    );
  });

  it('what can still be withdrawn is the smaller remainder, never below zero', () => {
    expect(withdrawableUsd(LEVEL_1)).toBe('5');
    expect(withdrawableUsd({ ...LEVEL_1, dailyUsedUsd: '0', monthlyUsedUsd: '197.5' })).toBe('2.5');
    expect(withdrawableUsd({ ...LEVEL_1, dailyUsedUsd: '25' })).toBe('0');
  });
});
