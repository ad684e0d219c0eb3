import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError, type Transaction, type WalletApi } from '@wallet/api';
import { add } from '@wallet/core';
import { confirmDeposits } from '../../src/wallet/deposits';
import { startTestSandbox, type TestSandbox } from '../harness';

let t: TestSandbox;
let userToken: string;
let api: WalletApi;
/** What the user received, oldest first: five TRX deposits of 11…15, two DOGE deposits of 20 and 30, one gift. */
const made: Transaction[] = [];

async function deposit(token: string, network: string, amount: string): Promise<Transaction> {
  const { address } = await api.depositAddress({ query: { token, network } });
  const response = await t.raw('/__sandbox/chain/deposit', {
    method: 'POST',
    body: JSON.stringify({ token, network, address, amount }),
  });
  expect(response.status).toBe(200);
  await t.advanceClock(5);
  return (response.body as { result: Transaction }).result;
}

beforeAll(async () => {
  t = await startTestSandbox();
  userToken = (await t.login('09124460001')).token;
  api = t.api(userToken);
  for (const amount of ['11', '12', '13', '14', '15']) made.push(await deposit('TRX', 'TRX', amount));
  for (const amount of ['20', '30']) made.push(await deposit('DOGE', 'DOGE', amount));
  const gift = await api.claimGiftCard(
    { body: { code: 'GIFT-DEMO-BTC-TINY' } },
    { idempotencyKey: 'tx-gift-1' },
  );
  made.push(await api.transaction({ params: { id: gift.transactionId } }));
});
afterAll(() => t.close());

const ids = (list: Transaction[]) => list.map((entry) => entry.id);
const newestFirst = () => [...made].reverse();

describe('GET /v2/transaction', () => {
  it('[TX-01] gives every field of a transaction', async () => {
    const { transactions } = await api.transactions({ query: { ids: [made[0]!.id] } });
    expect(transactions).toHaveLength(1);
    expect(Object.keys(transactions[0]!)).toEqual(
      expect.arrayContaining([
        'status',
        'hash',
        'uniqueId',
        'refId',
        'network',
        'date',
        'senderAddress',
        'receiverAddress',
        'memo',
        'amount',
        'fee',
        'receivedAmount',
        'balanceAfter',
        'supportCode',
      ]),
    );
    expect(transactions[0]).toMatchObject({
      token: 'TRX',
      network: 'TRX',
      amount: '11',
      fee: '0',
      receivedAmount: '11',
    });
    expect(transactions[0]!.supportCode).toMatch(/^[2-9A-Z]{10}$/);
  });

  it('[TX-02] labels a credit with its reason', async () => {
    const gift = made.at(-1)!;
    expect(gift).toMatchObject({
      type: 'DEPOSIT',
      channel: 'CREDIT',
      creditReason: 'GIFT_CARD_REWARD',
      status: 'SUCCEED',
      token: 'BTC',
      refId: 'GIFT-DEMO-BTC-TINY',
    });
    expect(gift.balanceAfter).not.toBeNull();
  });

  it('[TX-03] is newest first by default and pages on with afterId and back with beforeId', async () => {
    const first = await api.transactions({ query: { limit: 3 } });
    expect(ids(first.transactions)).toEqual(ids(newestFirst().slice(0, 3)));
    expect(first.hasMore).toBe(true);
    const second = await api.transactions({ query: { limit: 3, afterId: first.transactions.at(-1)!.id } });
    expect(ids(second.transactions)).toEqual(ids(newestFirst().slice(3, 6)));
    const last = await api.transactions({ query: { limit: 3, afterId: second.transactions.at(-1)!.id } });
    expect(ids(last.transactions)).toEqual(ids(newestFirst().slice(6)));
    expect(last.hasMore).toBe(false);
    const back = await api.transactions({ query: { limit: 3, beforeId: second.transactions[0]!.id } });
    expect(ids(back.transactions)).toEqual(ids(first.transactions));
    expect(back.hasMore).toBe(false);
  });

  it('[TX-03] filters by types, tokens, networks, ids, support codes, recipients, dates and a query', async () => {
    const trx = await api.transactions({ query: { tokens: ['TRX'], types: ['DEPOSIT'] } });
    expect(ids(trx.transactions)).toEqual(ids(newestFirst().filter((entry) => entry.token === 'TRX')));
    const byNetwork = await api.transactions({ query: { networks: ['DOGE'] } });
    expect(byNetwork.transactions.map((entry) => entry.amount)).toEqual(['30', '20']);
    expect((await api.transactions({ query: { types: ['WITHDRAW'] } })).transactions).toEqual([]);
    const code = made[2]!.supportCode;
    expect(
      ids((await api.transactions({ query: { supportCodes: [code.toLowerCase()] } })).transactions),
    ).toEqual([made[2]!.id]);
    const recipient = made[5]!.receiverAddress!;
    expect(
      (await api.transactions({ query: { recipients: [recipient] } })).transactions.length,
    ).toBeGreaterThan(0);
    const hash = made[4]!.hash!;
    expect(ids((await api.transactions({ query: { query: hash.slice(10, 30) } })).transactions)).toEqual([
      made[4]!.id,
    ]);
    const window = await api.transactions({
      query: { startDate: made[1]!.date, endDate: made[3]!.date, sortDir: 'ASC' },
    });
    expect(ids(window.transactions)).toEqual(ids(made.slice(1, 4)));
  });

  it('[TX-03] sorts by amount in either direction, with cursors that follow the amount', async () => {
    const asc = await api.transactions({
      query: { tokens: ['TRX', 'DOGE'], sortBy: 'AMOUNT', sortDir: 'ASC', limit: 4 },
    });
    expect(asc.transactions.map((entry) => entry.amount)).toEqual(['11', '12', '13', '14']);
    const rest = await api.transactions({
      query: {
        tokens: ['TRX', 'DOGE'],
        sortBy: 'AMOUNT',
        sortDir: 'ASC',
        afterId: asc.transactions.at(-1)!.id,
      },
    });
    expect(rest.transactions.map((entry) => entry.amount)).toEqual(['15', '20', '30']);
  });

  it('refuses bad filters with BAD_INPUT_VALUES and an unknown cursor with TRANSACTION_NOT_FOUND', async () => {
    for (const query of [
      'limit=0',
      'limit=101',
      'types=SWAP',
      'sortBy=FEE',
      'sortDir=UP',
      'startDate=yesterday',
      'afterId=1&beforeId=2',
      'ids=abc',
      'unknown=1',
    ]) {
      const answer = await t.raw(`/v2/transaction?${query}`, { method: 'GET', token: userToken });
      expect(answer.status, query).toBe(400);
      expect((answer.body as { codeString: string }).codeString, query).toBe('BAD_INPUT_VALUES');
    }
    const error = await api.transactions({ query: { afterId: '999999' } }).catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect((error as ApiError).codeString).toBe('TRANSACTION_NOT_FOUND');
  });
});

describe('GET /v1/transaction and /v1/transaction/{id}', () => {
  it('[TX-04] lists everything newest first by default, or of one token after a cursor in either order', async () => {
    const all = await api.transactionsV1();
    expect(ids(all.transactions)).toEqual(ids(newestFirst()));
    const trxAsc = await api.transactionsV1({
      query: { token: 'TRX', desc: 'false', afterId: made[1]!.id, limit: 2 },
    });
    expect(trxAsc.transactions.map((entry) => entry.amount)).toEqual(['13', '14']);
    const trxDesc = await api.transactionsV1({ query: { token: 'TRX', afterId: made[3]!.id } });
    expect(trxDesc.transactions.map((entry) => entry.amount)).toEqual(['13', '12', '11']);
  });

  it('[TX-05] gives one transaction, and none of another user’s', async () => {
    const one = await api.transaction({ params: { id: made[0]!.id } });
    const listed = (await api.transactions({ query: { ids: [made[0]!.id] } })).transactions[0]!;
    // The chain watcher may count a block between the two reads: only the confirmations seen can differ.
    const withoutSeen = (entry: Transaction) => ({
      ...entry,
      confirmations: entry.confirmations && { required: entry.confirmations.required },
    });
    expect(withoutSeen(one)).toEqual(withoutSeen(listed));
    expect(listed.confirmations!.seen).toBeGreaterThanOrEqual(one.confirmations!.seen);
    const other = t.api((await t.login('09124460002')).token);
    const error = await other.transaction({ params: { id: made[0]!.id } }).catch((e: unknown) => e);
    expect((error as ApiError).codeString).toBe('TRANSACTION_NOT_FOUND');
    expect((error as ApiError).status).toBe(404);
  });

  it('deposits confirmed meanwhile show as credited in the list', async () => {
    await t.advanceClock(3600);
    await confirmDeposits(t.running.sandbox);
    const { transactions } = await api.transactions({ query: { tokens: ['TRX'] } });
    expect(new Set(transactions.map((entry) => entry.status))).toEqual(new Set(['SUCCEED']));
    // Oldest first, each balance after is the one before plus the deposit.
    const oldestFirst = [...transactions].reverse();
    expect(oldestFirst[0]!.balanceAfter).toBe(oldestFirst[0]!.amount);
    for (let i = 1; i < oldestFirst.length; i++) {
      expect(oldestFirst[i]!.balanceAfter).toBe(
        add(oldestFirst[i - 1]!.balanceAfter!, oldestFirst[i]!.amount),
      );
    }
  });
});

describe('the history control', () => {
  it('gives a user many past transactions that page through without gaps or repeats, moving no money', async () => {
    const { token } = await t.login('09124460003');
    const user = t.api(token);
    const before = (await user.assets()).tokens.map((entry) => [entry.token, entry.balance.amount.number]);
    const answer = await t.raw('/__sandbox/transactions/history', {
      method: 'POST',
      token,
      body: JSON.stringify({ count: 1000 }),
    });
    expect(answer.status).toBe(200);
    expect(answer.body.result).toEqual({ written: 1000 });

    const seen: string[] = [];
    let afterId: string | undefined;
    for (;;) {
      const page = await user.transactions({ query: { limit: 100, ...(afterId ? { afterId } : {}) } });
      seen.push(...page.transactions.map((entry) => entry.date));
      afterId = page.transactions.at(-1)?.id;
      if (!page.hasMore) break;
    }
    expect(seen).toHaveLength(1000);
    expect([...seen].sort().reverse()).toEqual(seen);
    expect(
      (await user.transactions({ query: { types: ['WITHDRAW'], limit: 1 } })).transactions[0],
    ).toMatchObject({
      refId: 'SANDBOX-HISTORY',
      balanceAfter: null,
    });
    expect((await user.assets()).tokens.map((entry) => [entry.token, entry.balance.amount.number])).toEqual(
      before,
    );

    const tooMany = await t.raw('/__sandbox/transactions/history', {
      method: 'POST',
      token,
      body: JSON.stringify({ count: 100_001 }),
    });
    expect(tooMany.status).toBe(400);
    const anonymous = await t.raw('/__sandbox/transactions/history', {
      method: 'POST',
      body: JSON.stringify({ count: 1 }),
    });
    expect(anonymous.status).toBe(401);
  });
});
