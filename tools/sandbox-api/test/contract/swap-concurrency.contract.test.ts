import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { ApiError } from '@wallet/api';
import { mul, sub } from '@wallet/core';
import { moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import { balanceOf, expectCleanLedger, LOCKED_IRT_TO_USDT, traders } from './swap-support';

// Orders race: many at once on one swap token execute it once; many at once on many tokens never spend more
// than the balance. The ledger stays balanced either way.

let t: TestSandbox;
let trader: ReturnType<typeof traders>;
beforeAll(async () => {
  t = await startTestSandbox();
  trader = traders(t, '0912772');
});
afterAll(() => t.close());

const PARALLEL = 50;

async function settled(promises: Promise<unknown>[]) {
  const outcomes = await Promise.allSettled(promises);
  const codes = outcomes.map((outcome) =>
    outcome.status === 'fulfilled'
      ? 'OK'
      : outcome.reason instanceof ApiError
        ? outcome.reason.codeString
        : String(outcome.reason),
  );
  return codes;
}

describe('parallel orders', () => {
  it(`${PARALLEL} parallel orders on one swap token execute it once`, async () => {
    const { api } = await trader();
    const quote = await api.otcPrice({ body: LOCKED_IRT_TO_USDT });
    const codes = await settled(
      Array.from({ length: PARALLEL }, () =>
        api.otcOrder({ body: { swapToken: quote.swapToken! } }, moneyKey()),
      ),
    );
    expect(codes.filter((code) => code === 'OK')).toHaveLength(1);
    expect(codes.filter((code) => code !== 'OK')).toEqual(
      Array.from({ length: PARALLEL - 1 }, () => 'SWAP_TOKEN_ALREADY_USED'),
    );
    expect(await balanceOf(api, 'IRT')).toBe(sub('10000000', quote.sourceAmount));
    expect(await balanceOf(api, 'USDT')).toBe(quote.destinationAmount);
    const { transactions } = await api.transactions({ query: {} });
    expect(transactions.filter((entry) => entry.channel === 'TRADE')).toHaveLength(2);
    await expectCleanLedger(t);
  });

  it(`${PARALLEL} parallel orders on ${PARALLEL} swap tokens never spend more than the balance`, async () => {
    // Each token is locked while the balance covers it alone; together they ask five times the balance.
    const { api } = await trader([{ token: 'IRT', amount: '10000000' }]);
    const quotes = [];
    for (let i = 0; i < PARALLEL; i++) {
      quotes.push(await api.otcPrice({ body: LOCKED_IRT_TO_USDT }));
    }
    const codes = await settled(
      quotes.map((quote) => api.otcOrder({ body: { swapToken: quote.swapToken! } }, moneyKey())),
    );
    const done = codes.filter((code) => code === 'OK').length;
    expect(done).toBe(10);
    expect(codes.filter((code) => code !== 'OK')).toEqual(
      Array.from({ length: PARALLEL - 10 }, () => 'SWAP_BALANCE_INSUFFICIENT'),
    );
    expect(await balanceOf(api, 'IRT')).toBe(sub('10000000', mul('1000000', String(done))));
    await expectCleanLedger(t);
  });
});
