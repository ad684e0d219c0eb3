import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { EXPRESS_BUY_MAX_TOMAN, EXPRESS_BUY_MIN_TOMAN, EXPRESS_TASK_TTL_SECONDS } from '@wallet/api';
import { add, cmp, isPositive, mul, roundDown, sub } from '@wallet/core';
import { totp } from '../../src/auth/totp';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, BUY_USDT, buyers, control, expectCleanLedger, withFlag } from './express-buy-support';

let t: TestSandbox;
// Starting a sandbox runs every migration: on a busy machine that takes longer than the default hook time.
beforeAll(async () => {
  t = await startTestSandbox();
}, 240_000);
afterAll(() => t.close());

let buyer: ReturnType<typeof buyers>;
beforeAll(() => {
  buyer = buyers(t, '0912661');
});

describe('[EXP-01] the express buy amount', () => {
  it('takes 5,000 to 200,000,000 Toman and refuses outside them with a code', async () => {
    const { api } = await buyer();
    const receipt = (amount: string) =>
      api.expressBuyReceipt({ body: { ...BUY_USDT, amount, useAccountBalance: false } });
    expect((await receipt(EXPRESS_BUY_MIN_TOMAN)).amount).toBe('5000');
    expect((await receipt(EXPRESS_BUY_MAX_TOMAN)).amount).toBe('200000000');
    const below = await apiFailure(receipt('4999'));
    expect([below.status, below.codeString]).toEqual([422, 'EXPRESS_BUY_AMOUNT_BELOW_MIN']);
    const above = await apiFailure(receipt('200000001'));
    expect([above.status, above.codeString]).toEqual([422, 'EXPRESS_BUY_AMOUNT_ABOVE_MAX']);
  });

  it('reads Persian and Arabic digits and separators, and refuses what is not whole Toman', async () => {
    const { api } = await buyer();
    const receipt = (amount: string) => api.expressBuyReceipt({ body: { ...BUY_USDT, amount } });
    expect((await receipt('۱۰۰٬۰۰۰')).amount).toBe('100000');
    expect((await receipt('٢٥٠٠٠')).amount).toBe('25000');
    for (const amount of ['1000.5', 'abc', '-5000']) {
      const refused = await apiFailure(receipt(amount));
      expect([refused.status, refused.codeString], amount).toEqual([400, 'BAD_INPUT_VALUES']);
    }
  });
});

describe('[EXP-02] a receipt, then the task run from the Toman balance', () => {
  it('prices the coin, pays the invoice from the balance and delivers the coin once', async () => {
    const { api } = await buyer('1000000');
    const receipt = await api.expressBuyReceipt({ body: BUY_USDT });
    expect(receipt).toMatchObject({
      amount: '100000',
      buyingToken: 'USDT',
      useAccountBalance: true,
      balance: '1000000',
      payFromBalance: '100000',
      dueByOtherMethod: '0',
      invoiceStatus: 'PENDING',
      transactionId: null,
      isPriceWarned: false,
    });
    // What the user gets is the amount at the rate, rounded down; the rate is the market's less spread and fee.
    expect(receipt.coinAmount).toBe(roundDown(mul(receipt.amount, receipt.rate), 6));
    expect(cmp(receipt.rate, receipt.marketPrice)).toBeLessThan(0);
    expect(isPositive(receipt.spread) && isPositive(receipt.fee)).toBe(true);

    const ran = await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    expect(ran.kind).toBe('BUY');
    expect(ran.transaction).toMatchObject({
      type: 'DEPOSIT',
      channel: 'TRADE',
      status: 'SUCCEED',
      token: 'USDT',
      amount: add(receipt.coinAmount, receipt.fee),
      fee: receipt.fee,
      receivedAmount: receipt.coinAmount,
    });
    expect(await balanceOf(api, 'USDT')).toBe(receipt.coinAmount);
    expect(await balanceOf(api, 'IRT')).toBe('900000');

    const delivered = await api.expressBuy({ params: { taskId: receipt.taskId } });
    expect(delivered).toMatchObject({
      invoiceStatus: 'DELIVERED',
      transactionId: ran.transaction.id,
      coinAmount: receipt.coinAmount,
      payFromBalance: '0',
      dueByOtherMethod: '0',
    });
    // Both legs show in the history with one refId: Toman out, the coin in.
    const { transactions } = await api.transactionsV1({ query: {} });
    const legs = transactions.filter((entry) => entry.channel === 'TRADE');
    expect(legs.map((leg) => [leg.type, leg.token, leg.amount]).sort()).toEqual([
      ['DEPOSIT', 'USDT', add(receipt.coinAmount, receipt.fee)],
      ['WITHDRAW', 'IRT', '100000'],
    ]);
    expect(new Set(legs.map((leg) => leg.refId)).size).toBe(1);
    await expectCleanLedger(t);
  });

  it('delivers at the locked price after the market moved', async () => {
    const { api, token } = await buyer();
    const receipt = await api.expressBuyReceipt({ body: { ...BUY_USDT, buyingToken: 'TON' } });
    await control(t, 'market/price', 'POST', { token: 'TON', priceUsd: '0.01' }, token);
    const ran = await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    expect(ran.transaction.receivedAmount).toBe(receipt.coinAmount);
    expect(await balanceOf(api, 'TON')).toBe(receipt.coinAmount);
  });

  it('shows what the balance covers and refuses the run with INVOICE_NOT_PAID when it is short', async () => {
    const { api } = await buyer('30000');
    const receipt = await api.expressBuyReceipt({ body: BUY_USDT });
    expect(receipt).toMatchObject({ balance: '30000', payFromBalance: '30000', dueByOtherMethod: '70000' });
    const refused = await apiFailure(api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey()));
    expect([refused.status, refused.codeString]).toEqual([422, 'INVOICE_NOT_PAID']);
    expect(await balanceOf(api, 'IRT')).toBe('30000');
    expect((await api.expressBuy({ params: { taskId: receipt.taskId } })).invoiceStatus).toBe('PENDING');
  });

  it('takes nothing from the balance when the user chose to pay another way', async () => {
    const { api } = await buyer('1000000');
    const receipt = await api.expressBuyReceipt({ body: { ...BUY_USDT, useAccountBalance: false } });
    expect(receipt).toMatchObject({ payFromBalance: '0', dueByOtherMethod: '100000' });
    const refused = await apiFailure(api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey()));
    expect(refused.codeString).toBe('INVOICE_NOT_PAID');
    expect(await balanceOf(api, 'IRT')).toBe('1000000');
  });

  it('refuses an unpaid task past its time with TASK_EXPIRED', async () => {
    const { api } = await buyer();
    const receipt = await api.expressBuyReceipt({ body: BUY_USDT });
    await t.advanceClock(EXPRESS_TASK_TTL_SECONDS + 1);
    const refused = await apiFailure(api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey()));
    expect([refused.status, refused.codeString]).toEqual([422, 'TASK_EXPIRED']);
    expect(await balanceOf(api, 'IRT')).toBe('1000000');
    expect((await api.expressBuy({ params: { taskId: receipt.taskId } })).invoiceStatus).toBe('CANCELED');
  });
});

describe('an express buy runs once', () => {
  it('a second run is 409 TASK_ALREADY_RUN; the same key replays the first answer', async () => {
    const { api } = await buyer();
    const { taskId } = await api.expressBuyReceipt({ body: BUY_USDT });
    const key = moneyKey();
    const first = await api.runExpressTask({ params: { taskId } }, key);
    expect(await api.runExpressTask({ params: { taskId } }, key)).toEqual(first);
    const again = await apiFailure(api.runExpressTask({ params: { taskId } }, moneyKey()));
    expect([again.status, again.codeString]).toEqual([409, 'TASK_ALREADY_RUN']);
    expect(await balanceOf(api, 'IRT')).toBe('900000');
    expect(await balanceOf(api, 'USDT')).toBe(first.transaction.receivedAmount);
  });

  it('50 parallel runs deliver once and leave the ledger balanced', async () => {
    const { api } = await buyer();
    const { taskId, coinAmount } = await api.expressBuyReceipt({ body: BUY_USDT });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 50 }, () => api.runExpressTask({ params: { taskId } }, moneyKey())),
    );
    expect(outcomes.filter((outcome) => outcome.status === 'fulfilled')).toHaveLength(1);
    const refusals = outcomes.flatMap((outcome) =>
      outcome.status === 'rejected' ? [(outcome.reason as { codeString: string }).codeString] : [],
    );
    expect(new Set(refusals)).toEqual(new Set(['TASK_ALREADY_RUN']));
    expect(await balanceOf(api, 'IRT')).toBe('900000');
    expect(await balanceOf(api, 'USDT')).toBe(coinAmount);
    await expectCleanLedger(t);
  });
});

describe('what refuses an express buy', () => {
  it('LEVEL_0 may not buy: 403 INSUFFICIENT_USER_LEVEL', async () => {
    const { api } = await buyer('1000000', 'LEVEL_0');
    const refused = await apiFailure(api.expressBuyReceipt({ body: BUY_USDT }));
    expect([refused.status, refused.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
  });

  it('a locked account buys nothing from its balance: 422 ACCOUNT_LOCKED', async () => {
    const { api } = await buyer();
    const { taskId } = await api.expressBuyReceipt({ body: BUY_USDT });
    await api.lockAccount();
    const refused = await apiFailure(api.runExpressTask({ params: { taskId } }, moneyKey()));
    expect([refused.status, refused.codeString]).toEqual([422, 'ACCOUNT_LOCKED']);
    expect(await balanceOf(api, 'IRT')).toBe('1000000');
    expect(await balanceOf(api, 'USDT')).toBe('0');
  });

  it.each([
    ['ALL_SWAP_LIMIT', 'SWAP_LIMITED'],
    ['RIAL_SWAP_LIMIT', 'RIAL_SWAP_LIMITED'],
  ] as const)('[SWAP-04] %s refuses the receipt and the run with %s', async (flag, codeString) => {
    const { api } = await buyer();
    const { taskId } = await api.expressBuyReceipt({ body: BUY_USDT });
    await withFlag(t, flag, async () => {
      const receipt = await apiFailure(api.expressBuyReceipt({ body: BUY_USDT }));
      expect([receipt.status, receipt.codeString]).toEqual([422, codeString]);
      const run = await apiFailure(api.runExpressTask({ params: { taskId } }, moneyKey()));
      expect([run.status, run.codeString]).toEqual([422, codeString]);
    });
    expect(await balanceOf(api, 'IRT')).toBe('1000000');
    expect((await api.runExpressTask({ params: { taskId } }, moneyKey())).kind).toBe('BUY');
  });

  it('[SWAP-04] ALL_SWAP_WARN_LIMIT only warns', async () => {
    const { api } = await buyer();
    await withFlag(t, 'ALL_SWAP_WARN_LIMIT', async () => {
      const receipt = await api.expressBuyReceipt({ body: BUY_USDT });
      expect(receipt.isPriceWarned).toBe(true);
      expect((await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey())).kind).toBe('BUY');
    });
  });

  it('a coin whose trade feature is off: 422 TRADE_NOT_AVAILABLE; an unknown coin: 404 UNKNOWN_COIN', async () => {
    const { api } = await buyer();
    await control(t, 'coins/TRX/features', 'PUT', { trade: false });
    try {
      const refused = await apiFailure(api.expressBuyReceipt({ body: { ...BUY_USDT, buyingToken: 'TRX' } }));
      expect([refused.status, refused.codeString]).toEqual([422, 'TRADE_NOT_AVAILABLE']);
    } finally {
      await control(t, 'coins/TRX/features', 'PUT', { trade: true });
    }
    const unknown = await apiFailure(api.expressBuyReceipt({ body: { ...BUY_USDT, buyingToken: 'NOPE' } }));
    expect([unknown.status, unknown.codeString]).toEqual([404, 'UNKNOWN_COIN']);
  });

  it("another user's task is 404 TASK_NOT_FOUND to run and to read", async () => {
    const owner = await buyer();
    const other = await buyer();
    const { taskId } = await owner.api.expressBuyReceipt({ body: BUY_USDT });
    const run = await apiFailure(other.api.runExpressTask({ params: { taskId } }, moneyKey()));
    expect([run.status, run.codeString]).toEqual([404, 'TASK_NOT_FOUND']);
    const read = await apiFailure(other.api.expressBuy({ params: { taskId } }));
    expect([read.status, read.codeString]).toEqual([404, 'TASK_NOT_FOUND']);
    expect(await balanceOf(owner.api, 'IRT')).toBe('1000000');
  });
});

describe('two-factor authentication and the express buy', () => {
  it('two-factor on does not hold a buy: nothing leaves the wallet, so no code is asked', async () => {
    const { api } = await buyer();
    const { activationCode } = await api.setUpGoogleAuth();
    await api.verifyGoogleAuth({ body: { code: totp(activationCode, t.running.sandbox.clock.nowMs()) } });
    expect((await api.twoFactorStatus()).methods.map((method) => method.type)).toEqual(['GOOGLE_AUTH']);
    const receipt = await api.expressBuyReceipt({ body: BUY_USDT });
    const ran = await api.runExpressTask({ params: { taskId: receipt.taskId } }, moneyKey());
    expect(ran.transaction.receivedAmount).toBe(receipt.coinAmount);
    expect(await balanceOf(api, 'IRT')).toBe(sub('1000000', '100000'));
  });
});
