import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { add } from '@wallet/core';
import { DATA_RANGES } from '@wallet/api';
import { expectDecimal } from '../decimal';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
beforeAll(async () => {
  t = await startTestSandbox();
});
afterAll(() => t.close());

async function move(token: string, direction: 'credit' | 'spend', coin: string, amount: string) {
  const response = await t.raw(`/__sandbox/ledger/${direction}`, {
    method: 'POST',
    token,
    body: JSON.stringify({ token: coin, amount }),
  });
  expect(response.status).toBe(200);
}

async function setPrice(token: string, priceUsd: string) {
  const response = await t.raw('/__sandbox/market/price', {
    method: 'POST',
    body: JSON.stringify({ token, priceUsd }),
  });
  expect(response.status).toBe(200);
}

/** The sandbox clock runs on between a set price and a ledger move, so prices agree to within a cent. */
const expectNear = (actual: string | null, expected: string) =>
  expectDecimal(actual).toBeNear(expected, '0.01');

describe('portfolio profit and loss', () => {
  it('[MKT-06] is computed from the ledger: cost basis at the price of each credit, realised on a spend', async () => {
    const { token } = await t.login('09124450001');
    const api = t.api(token);
    await setPrice('BNB', '100');
    await move(token, 'credit', 'BNB', '2');
    await setPrice('BNB', '200');
    await move(token, 'credit', 'BNB', '2');
    await setPrice('BNB', '300');
    await move(token, 'spend', 'BNB', '1');
    await setPrice('BNB', '250');

    const pnl = await api.pnl({ params: { token: 'BNB' } });
    // Average cost (200 + 400) / 4 = 150; 1 out at 300 realises 150; 3 left at 250 = 750 against 450.
    expect(pnl.balance).toBe('3');
    expectNear(pnl.averageCostUsd, '150');
    expectNear(pnl.realizedPnlUsd, '150');
    expectNear(pnl.valueUsd, '750');
    expectNear(pnl.unrealizedPnlUsd, '300');
    expect(add(pnl.unrealizedPnlUsd, pnl.realizedPnlUsd)).toBe(pnl.totalPnlUsd);

    const range = await api.pnlTransactions({ params: { token: 'BNB' }, query: { dataRange: '1D' } });
    expect(range.transactions.map((tx) => tx.amount)).toEqual(['-1', '2', '2']);
    expect(range.transactions[0]!.kind).toBe('SANDBOX_TRANSFER');
    expectNear(range.transactions[0]!.realizedPnlUsd, '150');
    expect(range.endBalance).toBe('3');
    expectNear(range.pnlUsd, pnl.totalPnlUsd);
  });

  it('[MKT-06] the default range is ALL and all-ranges answers every range', async () => {
    const { token } = await t.login('09124450002');
    const api = t.api(token);
    await move(token, 'credit', 'ADA', '100');
    const single = await api.pnlTransactions({ params: { token: 'ADA' } });
    expect(single.dataRange).toBe('ALL');
    const all = await api.pnlTransactionsAllRanges({ params: { token: 'ADA' } });
    expect(Object.keys(all.ranges)).toEqual([...DATA_RANGES]);
    for (const range of DATA_RANGES) expect(all.ranges[range].endBalance).toBe('100');
  });

  it('[MKT-06] a coin never held has zero P&L; an unknown coin is 404 UNKNOWN_COIN', async () => {
    const api = t.api((await t.login('09124450003')).token);
    expect(await api.pnl({ params: { token: 'DOGE' } })).toMatchObject({
      balance: '0',
      averageCostUsd: null,
      totalPnlUsd: '0',
      totalPnlPercent: null,
    });
    const unknown = await failure(api.pnl({ params: { token: 'NOPE' } }));
    expect(unknown).toMatchObject({ status: 404, codeString: 'UNKNOWN_COIN' });
    const badRange = await t.raw('/v1/portfolio/pnl/transactions/BTC?dataRange=5Y', {
      token: (await t.login('09124450004')).token,
    });
    expect(badRange.status).toBe(400);
  });
});
