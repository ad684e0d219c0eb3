import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type WalletApi } from '@wallet/api';
import { cmp, mul, sub } from '@wallet/core';
import { advanceWithdrawals } from '../../src/wallet/withdrawal-progress';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  balanceOf,
  buyerWith,
  CLEAN_AUDIT,
  invoiceRow,
  ledgerAudit,
  runTask,
  TON_ADDRESS,
  TRON_ADDRESS,
  trxTo,
  USDT_ON_TRON,
} from '../express-withdraw-support';

// Express withdraw (issue 15 item 5): a coin bought with Toman and sent straight to an address.

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

let numbers = 0;
const nextNumber = () => `0912661${String(++numbers).padStart(4, '0')}`;
const buyer = (toman?: string) => buyerWith(t, nextNumber(), toman ? { toman } : {});

describe('express withdraw receipt', () => {
  it('[EXP-03] takes amount, token, network, contract, address and useAccountBalance false, and prices amount plus fee in Toman', async () => {
    const user = await buyer('10000000');
    const receipt = await user.api.withdrawReceipt({
      body: {
        amount: '12.5',
        token: 'USDT',
        network: 'TRX',
        contract: USDT_ON_TRON,
        address: TRON_ADDRESS,
        useAccountBalance: false,
      },
    });
    expect(receipt).toMatchObject({
      token: 'USDT',
      network: 'TRX',
      contract: USDT_ON_TRON,
      address: TRON_ADDRESS,
      memo: null,
      amount: '12.5',
      fee: '1',
      totalAmount: '13.5',
    });
    const purchase = receipt.purchase!;
    expect(purchase.coinAmount).toBe('13.5');
    // What the Toman buys at the rate covers the coin, by less than one Toman more.
    expect(cmp(mul(purchase.tomanAmount, purchase.rate), '13.5')).toBeGreaterThanOrEqual(0);
    expect(cmp(mul(sub(purchase.tomanAmount, '1'), purchase.rate), '13.5')).toBe(-1);
    // The spread and the fee are shown apart from the market price: the rate is below it.
    expect(cmp(purchase.rate, purchase.marketPrice)).toBe(-1);
    expect(cmp(purchase.fee, '0')).toBe(1);
    expect(cmp(purchase.spread, '0')).toBe(1);
    expect(purchase).toMatchObject({
      balance: '10000000',
      payFromBalance: purchase.tomanAmount,
      dueByOtherMethod: '0',
    });
    const invoice = await invoiceRow(t, purchase.invoiceId);
    expect(invoice).toMatchObject({
      type: 'EXPRESS_WITHDRAW',
      status: 'PENDING',
      item: 'USDT',
      taskId: receipt.taskId,
    });
    expect(cmp(invoice.amount, purchase.tomanAmount)).toBe(0);
    expect(cmp(invoice.quantity, '13.5')).toBe(0);
    expect(invoice.expiresAt.toISOString()).toBe(new Date(receipt.expiresAt).toISOString());
  });

  it('[EXP-03] takes a memo where the network needs one, and refuses a missing memo or a bad address as a withdrawal does', async () => {
    const user = await buyer();
    const withMemo = {
      amount: '1',
      token: 'TON',
      network: 'TON',
      address: TON_ADDRESS,
      useAccountBalance: false,
    };
    const receipt = await user.api.withdrawReceipt({ body: { ...withMemo, memo: 'exchange-7' } });
    expect(receipt).toMatchObject({ memo: 'exchange-7', totalAmount: '1.05' });
    expect((await apiFailure(user.api.withdrawReceipt({ body: withMemo }))).codeString).toBe('MEMO_REQUIRED');
    const address = await apiFailure(user.api.withdrawReceipt({ body: { ...trxTo('15'), address: 'T123' } }));
    expect([address.status, address.codeString]).toEqual([400, 'BAD_WALLET_ADDRESS_FORMAT']);
  });

  it('[WD-02] keeps the minimum and the network rules of a withdrawal; the coin balance need not hold it', async () => {
    const user = await buyer();
    expect(await balanceOf(user.api, 'TRX')).toBe('0');
    const below = await apiFailure(user.api.withdrawReceipt({ body: trxTo('9.99') }));
    expect([below.status, below.codeString]).toEqual([400, 'AMOUNT_BELOW_MIN_WITHDRAW']);
    const network = await apiFailure(user.api.withdrawReceipt({ body: { ...trxTo('15'), network: 'ETH' } }));
    expect(network.codeString).toBe('UNKNOWN_NETWORK');
    const decimals = await apiFailure(user.api.withdrawReceipt({ body: trxTo('10.1234567') }));
    expect(decimals.codeString).toBe('BAD_INPUT_VALUES');
    await expect(user.api.withdrawReceipt({ body: trxTo('10') })).resolves.toMatchObject({
      totalAmount: '11',
    });
  });

  it('[EXP-03] says what the Toman balance covers and what is left to pay another way', async () => {
    const user = await buyer('1000');
    const { purchase } = await user.api.withdrawReceipt({ body: trxTo('15') });
    expect(purchase).toMatchObject({ balance: '1000', payFromBalance: '1000' });
    expect(purchase!.dueByOtherMethod).toBe(sub(purchase!.tomanAmount, '1000'));
  });

  it('refuses the same body with useAccountBalance missing or not a boolean', async () => {
    const user = await buyer();
    const { useAccountBalance: _, ...rest } = trxTo('15');
    for (const body of [rest, { ...rest, useAccountBalance: 'false' }]) {
      const answer = await t.raw('/v1/express/withdraw/receipt', {
        method: 'POST',
        token: user.token,
        body: JSON.stringify(body),
      });
      expect([answer.status, answer.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
    }
  });
});

describe('running an express withdraw', () => {
  it('paid from the Toman balance: the coin is bought and sent in one go, the invoice DELIVERED', async () => {
    const user = await buyer('10000000');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const tomanAmount = receipt.purchase!.tomanAmount;
    const ran = await runTask(user.api, receipt.taskId);
    expect(ran.kind).toBe('EXPRESS_WITHDRAW');
    expect(ran.transaction).toMatchObject({
      type: 'WITHDRAW',
      channel: 'NETWORK',
      token: 'TRX',
      status: 'TRANSACTION_CREATED',
      refId: receipt.taskId,
      receiverAddress: TRON_ADDRESS,
    });
    expect(await balanceOf(user.api, 'IRT')).toBe(sub('10000000', tomanAmount));
    expect(await balanceOf(user.api, 'TRX')).toBe('0');
    const invoice = await invoiceRow(t, receipt.purchase!.invoiceId);
    expect(invoice).toMatchObject({ status: 'DELIVERED', paidWith: 'IRT_BALANCE' });
    // The trade's legs share the invoice's code; the Toman went out once.
    const { transactions } = await user.api.transactionsV1({ query: {} });
    const legs = transactions.filter((entry) => entry.refId === invoice.code);
    expect(legs.map((leg) => [leg.type, leg.channel, leg.token]).sort()).toEqual([
      ['DEPOSIT', 'TRADE', 'TRX'],
      ['WITHDRAW', 'TRADE', 'IRT'],
    ]);
    expect(await ledgerAudit(t)).toMatchObject(CLEAN_AUDIT);
  });

  it('with too little Toman it is INVOICE_NOT_PAID and moves nothing; topped up, the same task runs', async () => {
    const user = await buyer('1000');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const refused = await apiFailure(runTask(user.api, receipt.taskId));
    expect([refused.status, refused.codeString]).toEqual([422, 'INVOICE_NOT_PAID']);
    expect(await balanceOf(user.api, 'IRT')).toBe('1000');
    expect((await invoiceRow(t, receipt.purchase!.invoiceId)).status).toBe('PENDING');

    await user.control('/__sandbox/ledger/credit', 'POST', { token: 'IRT', amount: '10000000' });
    await expect(runTask(user.api, receipt.taskId)).resolves.toMatchObject({ kind: 'EXPRESS_WITHDRAW' });
    expect(await balanceOf(user.api, 'IRT')).toBe(sub('10001000', receipt.purchase!.tomanAmount));
  });

  it('[WD-04] the withdrawal progresses as every withdrawal does, up to CONFIRMED_BY_NETWORK', async () => {
    const user = await buyer('10000000');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const { transaction } = await runTask(user.api, receipt.taskId);
    await t.advanceClock(3600);
    await advanceWithdrawals(t.running.sandbox);
    const confirmed = await user.api.transaction({ params: { id: transaction.id } });
    expect(confirmed.status).toBe('CONFIRMED_BY_NETWORK');
    expect(confirmed.hash).toMatch(/^[0-9a-f]{64}$/);
  });

  it('the Toman price is the locked one even when the market moves before the run', async () => {
    const user = await buyer('10000000');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    await user.control('/__sandbox/market/price', 'POST', { token: 'TRX', priceUsd: '2' });
    await runTask(user.api, receipt.taskId);
    expect(await balanceOf(user.api, 'IRT')).toBe(sub('10000000', receipt.purchase!.tomanAmount));
  });
});

describe('an express withdraw runs once', () => {
  it('run twice: TASK_ALREADY_RUN; the same Idempotency-Key again: the first answer, nothing moved again', async () => {
    const user = await buyer('10000000');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const key = moneyKey();
    const first = await user.api.runExpressTask({ params: { taskId: receipt.taskId } }, key);
    const replayed = await user.api.runExpressTask({ params: { taskId: receipt.taskId } }, key);
    expect(replayed).toEqual(first);
    const twice = await apiFailure(runTask(user.api, receipt.taskId));
    expect([twice.status, twice.codeString]).toEqual([409, 'TASK_ALREADY_RUN']);
    expect(await balanceOf(user.api, 'IRT')).toBe(sub('10000000', receipt.purchase!.tomanAmount));
  });

  it('20 parallel runs deliver once', async () => {
    const user = await buyer('10000000');
    const receipt = await user.api.withdrawReceipt({ body: trxTo('15') });
    const outcomes = await Promise.allSettled(
      Array.from({ length: 20 }, () => runTask(user.api, receipt.taskId)),
    );
    const delivered = outcomes.filter((outcome) => outcome.status === 'fulfilled');
    expect(delivered).toHaveLength(1);
    for (const outcome of outcomes) {
      if (outcome.status === 'rejected') {
        expect(outcome.reason).toBeInstanceOf(ApiError);
        expect((outcome.reason as ApiError).codeString).toBe('TASK_ALREADY_RUN');
      }
    }
    expect(await balanceOf(user.api, 'IRT')).toBe(sub('10000000', receipt.purchase!.tomanAmount));
    const { transactions } = await user.api.transactionsV1({ query: { token: 'TRX' } });
    expect(transactions.filter((entry) => entry.channel === 'NETWORK')).toHaveLength(1);
    expect(await ledgerAudit(t)).toMatchObject(CLEAN_AUDIT);
  });

  it("another user's task is TASK_NOT_FOUND (404) and moves nothing", async () => {
    const owner = await buyer('10000000');
    const other: WalletApi = (await buyer('10000000')).api;
    const receipt = await owner.api.withdrawReceipt({ body: trxTo('15') });
    const failure = await apiFailure(runTask(other, receipt.taskId));
    expect([failure.status, failure.codeString]).toEqual([404, 'TASK_NOT_FOUND']);
    expect(await balanceOf(owner.api, 'IRT')).toBe('10000000');
    expect(await balanceOf(other, 'IRT')).toBe('10000000');
  });
});
