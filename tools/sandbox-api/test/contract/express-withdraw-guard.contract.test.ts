import { afterAll, afterEach, beforeAll, describe, expect, it } from 'vitest';
import type { LimitFlag, UserLevel } from '@wallet/api';
import { sub } from '@wallet/core';
import { totp } from '../../src/auth/totp';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, buyerWith, invoiceRow, runTask, trxTo, type Buyer } from '../express-withdraw-support';

// Express withdraw's coins leave the wallet: the spend guard holds it as every withdrawal (two-factor code,
// level, limit flags, blocks, limits at the coin's USD value), and its Toman side as every trade.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

const touched = new Set<LimitFlag>();
async function setFlag(flag: LimitFlag, enabled: boolean) {
  const answer = await t.raw(`/__sandbox/flags/${flag}`, {
    method: 'PUT',
    body: JSON.stringify({ enabled }),
  });
  expect(answer.status).toBe(200);
  if (enabled) touched.add(flag);
}
afterEach(async () => {
  for (const flag of touched) await setFlag(flag, false);
  touched.clear();
});

let numbers = 0;
const buyer = (level: UserLevel = 'LEVEL_2_IR', toman = '10000000') =>
  buyerWith(t, `0912662${String(++numbers).padStart(4, '0')}`, { level, toman });

/** Prices an express withdraw of 15 TRX, applies `control`, and expects the run refused with nothing moved. */
async function runRefused(user: Buyer, control: () => Promise<unknown>, expected: [number, string]) {
  const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
  await control();
  const failure = await apiFailure(runTask(user.api, receipt.taskId));
  expect([failure.status, failure.codeString]).toEqual(expected);
  expect(await balanceOf(user.api, 'IRT')).toBe('10000000');
  expect(await balanceOf(user.api, 'TRX')).toBe('0');
  expect((await invoiceRow(t, receipt.purchase!.invoiceId)).status).toBe('PENDING');
}

describe('the spend guard on an express withdraw', () => {
  it('[WD-09] with two-factor on, the run needs a code for its task; with it, it delivers', async () => {
    const user = await buyer();
    const { activationCode } = await user.api.setUpGoogleAuth();
    const code = () => totp(activationCode, t.running.sandbox.clock.nowMs());
    await user.api.verifyGoogleAuth({ body: { code: code() } });
    // Withdrawals wait 24 h after two-factor is turned on; then the next code is a fresh one.
    await t.advanceClock(24 * 3600 + 60);
    await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '1' });
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    expect(receipt.isTwoFactorRequired).toBe(true);
    const missing = await apiFailure(runTask(user.api, receipt.taskId));
    expect([missing.status, missing.codeString]).toEqual([400, 'TWO_FACTOR_REQUIRED']);
    expect(await balanceOf(user.api, 'IRT')).toBe('10000000');
    const ran = await runTask(user.api, receipt.taskId, { twoFactorCode: code() });
    expect(ran.transaction.status).toBe('TRANSACTION_CREATED');
  });

  it('refuses a locked account, on the receipt and on the run: ACCOUNT_LOCKED', async () => {
    const user = await buyer();
    await runRefused(user, () => user.api.lockAccount(), [422, 'ACCOUNT_LOCKED']);
    const receipt = await apiFailure(user.api.withdrawReceipt({ body: trxTo('15') }));
    expect([receipt.status, receipt.codeString]).toEqual([422, 'ACCOUNT_LOCKED']);
  });

  it('refuses LEVEL_0: INSUFFICIENT_USER_LEVEL (403)', async () => {
    const user = await buyer('LEVEL_0');
    const failure = await apiFailure(user.api.withdrawReceipt({ body: trxTo('15') }));
    expect([failure.status, failure.codeString]).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
  });

  it('refuses for 72 h after a Toman deposit, as every coin withdrawal: USER_BALANCE_LOCKED', async () => {
    const user = await buyer();
    await user.control('/__sandbox/fiat/deposit', 'POST', { amount: '100000' });
    const failure = await apiFailure(user.api.withdrawReceipt({ body: trxTo('15') }));
    expect([failure.status, failure.codeString]).toEqual([422, 'USER_BALANCE_LOCKED']);
  });

  it('refuses a coin whose trade feature is off: TRADE_NOT_AVAILABLE', async () => {
    const user = await buyer();
    try {
      await user.control('/__sandbox/coins/TRX/features', 'PUT', { trade: false });
      const failure = await apiFailure(user.api.withdrawReceipt({ body: trxTo('15') }));
      expect([failure.status, failure.codeString]).toEqual([422, 'TRADE_NOT_AVAILABLE']);
    } finally {
      await user.control('/__sandbox/coins/TRX/features', 'PUT', { trade: true });
    }
  });
});

describe('limit flags on an express withdraw', () => {
  it.each<[LimitFlag, string]>([
    ['CRYPTO_WITHDRAW_LIMIT', 'CRYPTO_WITHDRAW_LIMITED'],
    ['ALL_SWAP_LIMIT', 'SWAP_LIMITED'],
    ['RIAL_SWAP_LIMIT', 'RIAL_SWAP_LIMITED'],
  ])('[LIM-05] %s refuses pricing and running with %s, and moves nothing', async (flag, codeString) => {
    const user = await buyer();
    await runRefused(user, () => setFlag(flag, true), [422, codeString]);
    const receipt = await apiFailure(user.api.withdrawReceipt({ body: trxTo('15') }));
    expect([receipt.status, receipt.codeString]).toEqual([422, codeString]);
  });

  it('a refusal after the invoice is paid moves nothing and leaves it PAID; a later run delivers it', async () => {
    const user = await buyer();
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const { invoiceId, tomanAmount } = receipt.purchase!;
    await user.api.payInvoice({ body: { id: invoiceId, amount: tomanAmount } }, moneyKey());
    await setFlag('CRYPTO_WITHDRAW_LIMIT', true);
    const refused = await apiFailure(runTask(user.api, receipt.taskId));
    expect(refused.codeString).toBe('CRYPTO_WITHDRAW_LIMITED');
    expect((await invoiceRow(t, invoiceId)).status).toBe('PAID');
    expect(await balanceOf(user.api, 'TRX')).toBe('0');

    await setFlag('CRYPTO_WITHDRAW_LIMIT', false);
    await runTask(user.api, receipt.taskId);
    expect((await invoiceRow(t, invoiceId)).status).toBe('DELIVERED');
    expect(await balanceOf(user.api, 'IRT')).toBe(sub('10000000', tomanAmount));
  });
});

describe("the level's withdraw limit", () => {
  it('[LIM-01] counts the coin sent at its USD value, and not the trade that bought it', async () => {
    // LEVEL_1_IR may withdraw coins worth 20 USD a day; TRX is at 1 USD.
    const user = await buyer('LEVEL_1_IR');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    expect(Number(receipt.totalUsd)).toBeCloseTo(16, 4);
    await runTask(user.api, receipt.taskId);
    const status = await user.api.withdrawStatus();
    expect(Number(status.limits?.dailyUsedUsd)).toBeCloseTo(16, 4);
    const over = await apiFailure(user.api.withdrawReceipt({ body: trxTo('10') }));
    expect([over.status, over.codeString]).toEqual([422, 'LIMIT_DAILY_WITHDRAW_EXCEEDED']);
  });
});
