import { describe, expect, it } from 'vitest';
import type { CoinNetwork, WithdrawReceipt } from '@wallet/api';
import { expressWithdrawProblems, purchaseQuote } from './withdraw-form';

const TRON: CoinNetwork = {
  network: 'TRX',
  networkToken: 'TRX',
  contract: null,
  addressRegex: '^T[1-9A-HJ-NP-Za-km-z]{33}$',
  supportMemo: false,
  memoRegex: null,
  withdrawFee: '1',
  minWithdraw: '10',
  minDeposit: '1',
  confirmations: 20,
};
const TON: CoinNetwork = {
  ...TRON,
  network: 'TON',
  addressRegex: '^[EU]Q[A-D][A-Za-z0-9_-]{45}$',
  supportMemo: true,
  memoRegex: '^.{1,120}$',
};
const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TON_ADDRESS = 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c';
const form = { amount: '12', address: TRON_ADDRESS, memo: '', isMemoConfirmed: false };

describe('express withdraw form', () => {
  it.each([
    ['', 'amountRequired'],
    ['0', 'amountRequired'],
    ['9.99', 'AMOUNT_BELOW_MIN_WITHDRAW'],
    ['10', null],
    // Nothing is held: the amount and its fee are bought, so any amount from the minimum is fine.
    ['1000000', null],
  ] as const)('[WD-02] the amount %s: %s', (amount, problem) => {
    expect(expressWithdrawProblems(TRON, { ...form, amount }).amount).toBe(problem);
  });

  it.each([
    [TRON, { address: '  ' }, 'addressRequired'],
    [TRON, { address: TON_ADDRESS }, 'BAD_WALLET_ADDRESS_FORMAT'],
    [TRON, { address: ` ${TRON_ADDRESS} ` }, null],
    [TON, { address: TON_ADDRESS }, 'MEMO_REQUIRED'],
    [TON, { address: TON_ADDRESS, memo: 'x'.repeat(121) }, 'BAD_MEMO_FORMAT'],
    [TON, { address: TON_ADDRESS, memo: 'exchange-7' }, 'memoNotConfirmed'],
    [TON, { address: TON_ADDRESS, memo: 'exchange-7', isMemoConfirmed: true }, null],
  ] as const)('[WD-01] [WD-03] address and memo on %s: %j is %s', (network, changes, problem) => {
    expect(expressWithdrawProblems(network, { ...form, ...changes }).address).toBe(problem);
  });

  it('lays the purchase open as a Toman → coin quote', () => {
    const receipt: WithdrawReceipt = {
      taskId: 'task-1',
      token: 'TRX',
      network: 'TRX',
      contract: null,
      address: TRON_ADDRESS,
      memo: null,
      amount: '12',
      fee: '1',
      totalAmount: '13',
      totalUsd: '3.25',
      expiresAt: '2099-01-01T00:00:00.000Z',
      isTwoFactorRequired: false,
      purchase: {
        invoiceId: '31',
        tomanAmount: '375000',
        coinAmount: '13',
        marketPrice: '0.0000348',
        rate: '0.0000347',
        spread: '0.04',
        fee: '0.03',
        balance: '500000',
        payFromBalance: '375000',
        dueByOtherMethod: '0',
      },
    };
    expect(purchaseQuote(receipt)).toMatchObject({
      sourceToken: 'IRT',
      destinationToken: 'TRX',
      sourceAmount: '375000',
      destinationAmount: '13',
      feeToken: 'TRX',
    });
    expect(purchaseQuote({ ...receipt, purchase: undefined })).toBeNull();
  });
});
