import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { UserLevel, WalletApi, WithdrawReceiptRequest } from '@wallet/api';
import { add, cmp } from '@wallet/core';
import {
  ADMIN_REVIEW_SECONDS,
  advanceWithdrawals,
  PUBLISH_SECONDS,
} from '../../src/wallet/withdrawal-progress';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
/** demo_level1: LEVEL_1_IR, 420.75 USDT, 1500 TRX. */
let reza: WalletApi;
/** demo_level2: LEVEL_2_IR, TON 820 and more. */
let sara: WalletApi;
let saraToken: string;
beforeAll(async () => {
  t = await startTestSandbox();
  reza = t.api((await t.login('09120000001')).token);
  saraToken = (await t.login('09120000002')).token;
  sara = t.api(saraToken);
});
afterAll(() => t.close());

const TRON_ADDRESS = 'TLa2f6VPqDgRE67v1736s7bJ8Ray5wYjU7';
const TON_ADDRESS = 'UQAtl_RPTNAsaqDQdtvZA4nNvJ_j8vhyrj_aexf_jiYM9P3c';

const usdtOnTron = (amount: string): WithdrawReceiptRequest => ({
  amount,
  token: 'USDT',
  network: 'TRX',
  contract: 'TR7NHqjeKQxGTCi8q8ZY4pL8otSzgjLj6t',
  address: TRON_ADDRESS,
  useAccountBalance: true,
});
const tonTo = (amount: string, memo?: string): WithdrawReceiptRequest => ({
  amount,
  token: 'TON',
  network: 'TON',
  address: TON_ADDRESS,
  ...(memo === undefined ? {} : { memo }),
  useAccountBalance: true,
});

const balance = async (api: WalletApi, token: string) =>
  (await api.asset({ params: { token } })).balance.amount.number;

const audit = async () =>
  (await t.raw('/__sandbox/ledger/audit')).body.result as {
    accountsOutOfBalance: number;
    unbalancedEntries: number;
    negativeUserAccounts: number;
  };

let keyCount = 0;
const key = () => `withdraw-test-${++keyCount}`;

/** A new user of this file at `level`, holding `credit`: for tests that must not lean on another's state. */
const userAt = async (number: string, level: UserLevel, credit: { token: string; amount: string }) =>
  (await t.userWith(number, { level, credit: [credit] })).api;

async function withdraw(api: WalletApi, request: WithdrawReceiptRequest) {
  const receipt = await api.withdrawReceipt({ body: request });
  return api.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key() });
}

describe('withdraw receipt: amount, fee and minimum', () => {
  it('[WD-02] the amount is what the address receives; the fee is added and both are shown', async () => {
    const receipt = await sara.withdrawReceipt({ body: tonTo('10', 'exchange-42') });
    expect(receipt).toMatchObject({
      token: 'TON',
      network: 'TON',
      amount: '10',
      fee: '0.05',
      totalAmount: '10.05',
      memo: 'exchange-42',
      isTwoFactorRequired: false,
    });
    expect(cmp(receipt.totalUsd, '0')).toBe(1);
    expect(Date.parse(receipt.expiresAt)).toBeGreaterThan(t.running.sandbox.clock.nowMs());
  });

  it('[WD-02] below the network minimum is AMOUNT_BELOW_MIN_WITHDRAW; the minimum itself is fine', async () => {
    const below = await apiFailure(sara.withdrawReceipt({ body: tonTo('0.49', 'm') }));
    expect(below.codeString).toBe('AMOUNT_BELOW_MIN_WITHDRAW');
    expect(below.status).toBe(400);
    await expect(sara.withdrawReceipt({ body: tonTo('0.5', 'm') })).resolves.toMatchObject({ amount: '0.5' });
  });

  it('[WD-02] a balance that holds the amount but not its fee is USER_DO_NOT_CONSIDER_NETWORK_FEE', async () => {
    const held = await balance(sara, 'TON');
    const noFee = await apiFailure(sara.withdrawReceipt({ body: tonTo(held, 'm') }));
    expect(noFee.codeString).toBe('USER_DO_NOT_CONSIDER_NETWORK_FEE');
    const tooMuch = await apiFailure(sara.withdrawReceipt({ body: tonTo(add(held, '1'), 'm') }));
    expect(tooMuch.codeString).toBe('INSUFFICIENT_USER_BALANCE');
  });

  it('refuses more decimals than the coin has, a network the coin is not on, and a coin with withdraw off', async () => {
    const decimals = await apiFailure(sara.withdrawReceipt({ body: usdtOnTron('10.1234567') }));
    expect(decimals.codeString).toBe('BAD_INPUT_VALUES');
    const network = await apiFailure(sara.withdrawReceipt({ body: { ...tonTo('1', 'm'), network: 'ETH' } }));
    expect(network.codeString).toBe('UNKNOWN_NETWORK');
    const off = await apiFailure(
      sara.withdrawReceipt({
        body: {
          amount: '100',
          token: 'HMSTR',
          network: 'TON',
          address: TON_ADDRESS,
          memo: 'x',
          useAccountBalance: true,
        },
      }),
    );
    expect(off.codeString).toBe('WITHDRAW_NOT_AVAILABLE');
  });
});

describe('withdraw receipt: address and memo', () => {
  it('[WD-01] the server checks the address against the network pattern', async () => {
    for (const address of [
      TON_ADDRESS,
      '0xde0B295669a9FD93d5F28D9Ec85E40f4cb697BAe',
      `${TRON_ADDRESS} `,
      'T123',
    ]) {
      const failure = await apiFailure(sara.withdrawReceipt({ body: { ...usdtOnTron('10'), address } }));
      expect(failure.codeString, address).toBe('BAD_WALLET_ADDRESS_FORMAT');
      expect(failure.status).toBe(400);
    }
  });

  it('[WD-03] a memo network needs a memo of its pattern; other networks take none', async () => {
    expect((await apiFailure(sara.withdrawReceipt({ body: tonTo('1') }))).codeString).toBe('MEMO_REQUIRED');
    const longMemo = await apiFailure(sara.withdrawReceipt({ body: tonTo('1', 'x'.repeat(121)) }));
    expect(longMemo.codeString).toBe('BAD_MEMO_FORMAT');
    const xrp = await apiFailure(
      sara.withdrawReceipt({
        body: {
          amount: '5',
          token: 'XRP',
          network: 'XRP',
          address: 'rEb8TK3gBgk5auZkwc6sHnwrGVJH8DuaLh',
          memo: 'not-a-tag',
          useAccountBalance: true,
        },
      }),
    );
    expect(xrp.codeString).toBe('BAD_MEMO_FORMAT');
    const memoOnTron = await apiFailure(sara.withdrawReceipt({ body: { ...usdtOnTron('10'), memo: '123' } }));
    expect(memoOnTron.codeString).toBe('BAD_MEMO_FORMAT');
  });
});

describe('running the task', () => {
  it('[WD-04] moves amount plus fee out through the ledger and starts at TRANSACTION_CREATED', async () => {
    const before = await balance(sara, 'TON');
    const { transaction } = await withdraw(sara, tonTo('10', 'exchange-42'));
    expect(transaction).toMatchObject({
      type: 'WITHDRAW',
      channel: 'NETWORK',
      status: 'TRANSACTION_CREATED',
      token: 'TON',
      network: 'TON',
      amount: '10.05',
      fee: '0.05',
      receivedAmount: '10',
      receiverAddress: TON_ADDRESS,
      memo: 'exchange-42',
      hash: null,
    });
    const after = await balance(sara, 'TON');
    expect(add(after, '10.05')).toBe(before);
    expect(transaction.balanceAfter).toBe(after);
  });

  it('[WD-04] goes ACCEPTED_BY_ADMIN, PUBLISHED_TO_NETWORK with a hash, then CONFIRMED_BY_NETWORK on the clock', async () => {
    const { transaction } = await withdraw(sara, tonTo('1', 'm-1'));
    const statusOf = async () => (await sara.transaction({ params: { id: transaction.id } })).status;
    await t.advanceClock(ADMIN_REVIEW_SECONDS - 5);
    await advanceWithdrawals(t.running.sandbox);
    expect(await statusOf()).toBe('TRANSACTION_CREATED');
    await t.advanceClock(6);
    await advanceWithdrawals(t.running.sandbox);
    expect(await statusOf()).toBe('ACCEPTED_BY_ADMIN');
    await t.advanceClock(PUBLISH_SECONDS);
    await advanceWithdrawals(t.running.sandbox);
    const published = await sara.transaction({ params: { id: transaction.id } });
    expect(published.status).toBe('PUBLISHED_TO_NETWORK');
    expect(published.hash).toMatch(/^[0-9a-f]{64}$/);
    expect(published.confirmations).toEqual({ seen: 0, required: 1 });
    await t.advanceClock(10);
    await advanceWithdrawals(t.running.sandbox);
    const confirmed = await sara.transaction({ params: { id: transaction.id } });
    expect(confirmed.status).toBe('CONFIRMED_BY_NETWORK');
    expect(confirmed.hash).toBe(published.hash);
  });

  it('[WD-04] a clock moved far ahead passes every step in order', async () => {
    const { transaction } = await withdraw(sara, tonTo('1', 'm-2'));
    await t.advanceClock(3600);
    await advanceWithdrawals(t.running.sandbox);
    expect((await sara.transaction({ params: { id: transaction.id } })).status).toBe('CONFIRMED_BY_NETWORK');
  });

  it('[WD-04] the admin accepts at once, or rejects and the whole amount comes back once', async () => {
    const accepted = await withdraw(sara, tonTo('1', 'm-3'));
    const acceptance = await t.raw(`/__sandbox/withdrawals/${accepted.transaction.id}/accept`, {
      method: 'POST',
    });
    expect(acceptance.body.result.status).toBe('ACCEPTED_BY_ADMIN');

    const before = await balance(sara, 'TON');
    const rejected = await withdraw(sara, tonTo('2', 'm-4'));
    expect(await balance(sara, 'TON')).toBe(add(before, '-2.05'));
    const rejection = await t.raw(`/__sandbox/withdrawals/${rejected.transaction.id}/reject`, {
      method: 'POST',
    });
    expect(rejection.body.result).toMatchObject({ status: 'REJECTED_BY_ADMIN', balanceAfter: before });
    expect(await balance(sara, 'TON')).toBe(before);
    const twice = await t.raw(`/__sandbox/withdrawals/${rejected.transaction.id}/reject`, { method: 'POST' });
    expect(twice.status).toBe(409);
    expect(twice.body.codeString).toBe('WITHDRAWAL_ALREADY_DECIDED');
    expect(await balance(sara, 'TON')).toBe(before);
    await t.advanceClock(3600);
    await advanceWithdrawals(t.running.sandbox);
    expect((await sara.transaction({ params: { id: rejected.transaction.id } })).status).toBe(
      'REJECTED_BY_ADMIN',
    );
    expect(await audit()).toMatchObject({
      accountsOutOfBalance: 0,
      unbalancedEntries: 0,
      negativeUserAccounts: 0,
    });
  });

  it('a task runs once: the same key replays, another key is TASK_ALREADY_RUN, an old task TASK_EXPIRED', async () => {
    const before = await balance(sara, 'TON');
    const receipt = await sara.withdrawReceipt({ body: tonTo('1', 'm-5') });
    const runKey = key();
    const [first, again] = await Promise.all([
      sara.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: runKey }),
      sara.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: runKey }),
    ]);
    expect(again.transaction.id).toBe(first.transaction.id);
    const other = await apiFailure(
      sara.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key() }),
    );
    expect(other.codeString).toBe('TASK_ALREADY_RUN');
    expect(await balance(sara, 'TON')).toBe(add(before, '-1.05'));

    const old = await sara.withdrawReceipt({ body: tonTo('1', 'm-6') });
    await t.advanceClock(601);
    const expired = await apiFailure(
      sara.runExpressTask({ params: { taskId: old.taskId } }, { idempotencyKey: key() }),
    );
    expect(expired.codeString).toBe('TASK_EXPIRED');
    const unknown = await apiFailure(
      reza.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key() }),
    );
    expect(unknown.codeString).toBe('TASK_NOT_FOUND');
  });

  it('50 parallel withdrawals against one balance cannot overdraw it', async () => {
    const credit = await t.raw('/__sandbox/ledger/credit', {
      method: 'POST',
      token: saraToken,
      body: JSON.stringify({ token: 'TRX', amount: '100' }),
    });
    expect(credit.status).toBe(200);
    expect(await balance(sara, 'TRX')).toBe('100');
    const trx = {
      amount: '10',
      token: 'TRX',
      network: 'TRX',
      address: TRON_ADDRESS,
      useAccountBalance: true,
    } as const;
    const receipts = [];
    for (let i = 0; i < 50; i++) receipts.push(await sara.withdrawReceipt({ body: trx }));
    const outcomes = await Promise.allSettled(
      receipts.map((receipt) =>
        sara.runExpressTask({ params: { taskId: receipt.taskId } }, { idempotencyKey: key() }),
      ),
    );
    const sent = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    // 100 TRX pays nine withdrawals of 10 + 1 fee; the tenth would need 11 of the 1 left.
    expect(sent).toHaveLength(9);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(['INSUFFICIENT_USER_BALANCE', 'USER_DO_NOT_CONSIDER_NETWORK_FEE']).toContain(
          (outcome.reason as { codeString: string }).codeString,
        );
      }
    }
    expect(await balance(sara, 'TRX')).toBe('1');
    expect(await audit()).toMatchObject({
      accountsOutOfBalance: 0,
      unbalancedEntries: 0,
      negativeUserAccounts: 0,
    });
  });
});

describe('limits by level', () => {
  it('LEVEL_0 cannot withdraw crypto: INSUFFICIENT_USER_LEVEL before any other check, and no limits', async () => {
    const anonymous = t.api((await t.login('09120000000')).token);
    expect((await anonymous.withdrawStatus()).limits).toBeNull();
    const failure = await apiFailure(anonymous.withdrawReceipt({ body: tonTo('1', 'm') }));
    expect(failure.codeString).toBe('INSUFFICIENT_USER_LEVEL');
    expect(failure.status).toBe(403);
    // No BTC and a bad address: still the level comes first.
    const first = await apiFailure(
      anonymous.withdrawReceipt({
        body: { amount: '1', token: 'BTC', network: 'BTC', address: 'nope', useAccountBalance: true },
      }),
    );
    expect(first.codeString).toBe('INSUFFICIENT_USER_LEVEL');
  });

  it('LEVEL_1 withdraws up to 20 USD a day: over it is LIMIT_DAILY_WITHDRAW_EXCEEDED, a rejected one does not count', async () => {
    const status = await reza.withdrawStatus();
    expect(status.limits).toMatchObject({ dailyUsd: '20', monthlyUsd: '200', dailyUsedUsd: '0' });
    const first = await withdraw(reza, usdtOnTron('10'));
    const used = (await reza.withdrawStatus()).limits!.dailyUsedUsd;
    // 10 USDT and its fee of 1, at about 1 USD each.
    expect([cmp(used, '10.9'), cmp(used, '11.1')]).toEqual([1, -1]);
    const over = await apiFailure(reza.withdrawReceipt({ body: usdtOnTron('10') }));
    expect(over.codeString).toBe('LIMIT_DAILY_WITHDRAW_EXCEEDED');
    expect(over.status).toBe(422);
    await t.raw(`/__sandbox/withdrawals/${first.transaction.id}/reject`, { method: 'POST' });
    await expect(reza.withdrawReceipt({ body: usdtOnTron('10') })).resolves.toMatchObject({ amount: '10' });
  });

  it('LEVEL_1 withdraws up to 200 USD in 30 days: LIMIT_MONTHLY_WITHDRAW_EXCEEDED, then free again', async () => {
    const number = '09124460001';
    const reza = await userAt(number, 'LEVEL_1_IR', { token: 'USDT', amount: '400' });
    await t.advanceClock(86_401);
    let days = 0;
    for (;;) {
      const receipt = await reza.withdrawReceipt({ body: usdtOnTron('10') }).catch((error: unknown) => error);
      if (!('taskId' in (receipt as object))) {
        expect((receipt as { codeString: string }).codeString).toBe('LIMIT_MONTHLY_WITHDRAW_EXCEEDED');
        break;
      }
      await reza.runExpressTask(
        { params: { taskId: (receipt as { taskId: string }).taskId } },
        { idempotencyKey: key() },
      );
      days++;
      expect(days).toBeLessThan(20);
      await t.advanceClock(86_401);
    }
    const limits = (await reza.withdrawStatus()).limits!;
    expect(cmp(add(limits.monthlyUsedUsd, '11'), '200')).toBe(1);
    expect(days).toBeGreaterThanOrEqual(17);
    await t.advanceClock(30 * 86_400);
    // A session ends after 30 days: the user logs in again.
    const again = t.api((await t.login(number)).token);
    await expect(again.withdrawReceipt({ body: usdtOnTron('10') })).resolves.toMatchObject({ amount: '10' });
  });

  it('LEVEL_2 withdraws up to 2000 USD a day', async () => {
    const sara = await userAt('09124460002', 'LEVEL_2_IR', { token: 'USDT', amount: '3000' });
    expect((await sara.withdrawStatus()).limits).toMatchObject({ dailyUsd: '2000', monthlyUsd: '20000' });
    const over = await apiFailure(
      sara.withdrawReceipt({
        body: { ...usdtOnTron('2500'), token: 'USDT' },
      }),
    );
    expect(over.codeString).toBe('LIMIT_DAILY_WITHDRAW_EXCEEDED');
  });
});
