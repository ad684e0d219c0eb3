import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { ApiError, WalletApi } from '@wallet/api';
import { add, sub } from '@wallet/core';
import { apiFailure, startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
/** demo_level1 (0912 000 0001) holds 1500 TRX; demo_level2 is 0912 000 0002. */
let reza: WalletApi;
let sara: WalletApi;
beforeAll(async () => {
  t = await startTestSandbox();
  reza = t.api((await t.login('09120000001')).token);
  sara = t.api((await t.login('09120000002')).token);
});
afterAll(() => t.close());

const balance = async (api: WalletApi, token: string) =>
  (await api.assets()).tokens.find((entry) => entry.token === token)?.balance.amount.number ?? '0';

/** A new user at LEVEL_2_IR holding `trx` TRX, for tests that must not share a balance. */
const newSender = (number: string, trx: string) =>
  t.userWith(number, { level: 'LEVEL_2_IR', credit: [{ token: 'TRX', amount: trx }] });

let key = 0;
const nextKey = () => `transfer-test-${++key}`;

describe('internal transfer', () => {
  it('[WD-11] finds the other user by Telegram username or phone, without showing the whole number', async () => {
    const byName = await reza.findTransferRecipient({ query: { query: '@Demo_Level2' } });
    expect(byName).toEqual({
      displayName: 'Sara Ahmadi',
      username: 'demo_level2',
      maskedPhone: '0912***0002',
      handle: '@demo_level2',
    });
    expect(await reza.findTransferRecipient({ query: { query: '۰۹۱۲۰۰۰۰۰۰۲' } })).toEqual(byName);
    expect(await reza.findTransferRecipient({ query: { query: '+989120000002' } })).toEqual(byName);
    const missing = await apiFailure(reza.findTransferRecipient({ query: { query: '@nobody_here' } }));
    expect(missing.codeString).toBe('TRANSFER_RECIPIENT_NOT_FOUND');
    expect(missing.status).toBe(404);
  });

  it('[WD-05] moves the coins at once through the ledger and both users see it, PENDING then SUCCEED', async () => {
    const [rezaBefore, saraBefore] = [await balance(reza, 'TRX'), await balance(sara, 'TRX')];
    const result = await reza.internalTransfer(
      { body: { recipient: '@demo_level2', token: 'TRX', amount: '12.5' } },
      { idempotencyKey: nextKey() },
    );
    expect(result.transaction).toMatchObject({
      type: 'WITHDRAW',
      channel: 'INTERNAL',
      status: 'SUCCEED',
      amount: '12.5',
      fee: '0',
      receivedAmount: '12.5',
      counterparty: '@demo_level2',
    });
    expect(await balance(reza, 'TRX')).toBe(sub(rezaBefore, '12.5'));
    expect(await balance(sara, 'TRX')).toBe(add(saraBefore, '12.5'));
    expect(result.transaction.balanceAfter).toBe(
      (await reza.assets()).tokens.find((entry) => entry.token === 'TRX')?.balance.amount.number,
    );

    const { transactions } = await sara.transactions({
      query: { types: ['DEPOSIT'], tokens: ['TRX'], limit: 1 },
    });
    expect(transactions[0]).toMatchObject({
      channel: 'INTERNAL',
      status: 'SUCCEED',
      amount: '12.5',
      counterparty: '@demo_level1',
      refId: result.transaction.uniqueId,
    });
    expect((await reza.recentTransferRecipients()).recipients[0]?.handle).toBe('@demo_level2');
  });

  it('refuses a transfer to yourself, to nobody, or beyond the balance, and moves nothing', async () => {
    const { api: reza } = await newSender('09124470003', '5');
    const before = await balance(reza, 'TRX');
    const self = await apiFailure(
      reza.internalTransfer(
        { body: { recipient: '09124470003', token: 'TRX', amount: '1' } },
        { idempotencyKey: nextKey() },
      ),
    );
    expect(self.codeString).toBe('CANNOT_TRANSFER_TO_YOURSELF');
    const nobody = await apiFailure(
      reza.internalTransfer(
        { body: { recipient: '@nobody_here', token: 'TRX', amount: '1' } },
        { idempotencyKey: nextKey() },
      ),
    );
    expect(nobody.codeString).toBe('TRANSFER_RECIPIENT_NOT_FOUND');
    const tooMuch = await apiFailure(
      reza.internalTransfer(
        { body: { recipient: '@demo_level2', token: 'TRX', amount: '6' } },
        { idempotencyKey: nextKey() },
      ),
    );
    expect(tooMuch.codeString).toBe('INSUFFICIENT_USER_BALANCE');
    expect(await balance(reza, 'TRX')).toBe(before);
    const { transactions } = await reza.transactions({ query: { types: ['WITHDRAW'], limit: 5 } });
    expect(transactions).toEqual([]);
  });

  it('a retry with the same Idempotency-Key sends once', async () => {
    const before = await balance(sara, 'TRX');
    const idempotencyKey = nextKey();
    const body = { recipient: '@demo_level2', token: 'TRX', amount: '2' };
    const [first, second] = await Promise.all([
      reza.internalTransfer({ body }, { idempotencyKey }),
      reza.internalTransfer({ body }, { idempotencyKey }),
    ]);
    expect(second.transaction.id).toBe(first.transaction.id);
    expect(await balance(sara, 'TRX')).toBe(add(before, '2'));
  });

  it('50 parallel transfers against one balance never overdraw it, and the ledger stays balanced', async () => {
    const { api: poor } = await newSender('09124470001', '10');
    const results = await Promise.allSettled(
      Array.from({ length: 50 }, (_, i) =>
        poor.internalTransfer(
          { body: { recipient: '@demo_level2', token: 'TRX', amount: '1' } },
          { idempotencyKey: `parallel-${i}` },
        ),
      ),
    );
    const sent = results.filter((r) => r.status === 'fulfilled').length;
    expect(sent).toBe(10);
    for (const r of results) {
      if (r.status === 'rejected')
        expect((r.reason as ApiError).codeString).toBe('INSUFFICIENT_USER_BALANCE');
    }
    expect(await balance(poor, 'TRX')).toBe('0');
    const audit = await t.raw('/__sandbox/ledger/audit', { method: 'GET' });
    expect(audit.body.result).toMatchObject({
      accountsOutOfBalance: 0,
      unbalancedEntries: 0,
      negativeUserAccounts: 0,
    });
  });

  it('refuses a bad body with BAD_INPUT_VALUES', async () => {
    const { token } = await t.login('09124470002');
    for (const body of [
      { recipient: '@demo_level2', token: 'TRX', amount: '0' },
      { recipient: '@demo_level2', token: 'TRX', amount: '-1' },
      { recipient: '@demo_level2', token: 'TRX', amount: 'ten' },
      { recipient: 'x', token: 'TRX', amount: '1' },
      { recipient: '@demo_level2', token: 'trx', amount: '1' },
      { recipient: '@demo_level2', token: 'TRX', amount: '1', extra: true },
    ]) {
      const answer = await t.raw('/v1/wallet/internal-transfer', {
        method: 'POST',
        token,
        headers: { 'idempotency-key': nextKey() },
        body: JSON.stringify(body),
      });
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.body.codeString, JSON.stringify(body)).toBe('BAD_INPUT_VALUES');
    }
  });
});
