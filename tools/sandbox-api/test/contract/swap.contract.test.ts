import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { SWAP_TOKEN_LOCK_SECONDS, type OtcPrice, type WalletApi } from '@wallet/api';
import { add, cmp, mul, sub } from '@wallet/core';
import { apiFailure, moneyKey, startTestSandbox, type TestSandbox } from '../harness';
import {
  balanceOf,
  expectCleanLedger,
  LOCKED_IRT_TO_USDT,
  setTradeFeature,
  traders,
  withFlag,
} from './swap-support';

// Spec 001 §7 market OTC: quotes from either side, a quote locked under a swap token, and the order that
// executes it once at the locked price.

let t: TestSandbox;
let trader: ReturnType<typeof traders>;
beforeAll(async () => {
  t = await startTestSandbox();
  trader = traders(t, '0912771');
});
afterAll(() => t.close());

const DECIMAL = /^-?\d+(\.\d+)?$/;
const codeOf = async (promise: Promise<unknown>) => {
  const error = await apiFailure(promise);
  return [error.status, error.codeString];
};
const lock = (api: WalletApi, body = LOCKED_IRT_TO_USDT) => api.otcPrice({ body });
const order = (api: WalletApi, quote: OtcPrice, key = moneyKey()) =>
  api.otcOrder({ body: { swapToken: quote.swapToken! } }, key);

describe('quotes from either side, with and without a swap token', () => {
  it('[SWAP-02] a plain quote from the source side answers decimal strings, the parts of the price apart, and no token', async () => {
    const { api } = await trader();
    const raw = await t.raw('/v1/market/otc/price', {
      method: 'POST',
      token: (await trader()).token,
      body: JSON.stringify({ sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '1000000' }),
    });
    expect(raw.status).toBe(200);
    const quote = raw.body.result as OtcPrice;
    for (const field of [
      'sourceAmount',
      'destinationAmount',
      'marketPrice',
      'rate',
      'spread',
      'fee',
    ] as const) {
      expect(typeof quote[field]).toBe('string');
      expect(quote[field]).toMatch(DECIMAL);
    }
    expect(quote).toMatchObject({
      kind: 'SWAP',
      sourceToken: 'IRT',
      destinationToken: 'USDT',
      sourceAmount: '1000000',
      feeToken: 'USDT',
      swapToken: null,
      expiresAt: null,
    });
    expect(cmp(quote.rate, quote.marketPrice)).toBeLessThan(0);
    const parts = add(add(quote.destinationAmount, quote.fee), quote.spread);
    expect(cmp(sub(mul(quote.sourceAmount, quote.marketPrice), parts), '0.000000000000000001')).toBeLessThan(
      0,
    );
    // The client reads the same quote.
    const viaClient = await api.otcPrice({
      body: { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '1000000' },
    });
    expect(viaClient.swapToken).toBeNull();
  });

  it('[SWAP-02] a plain quote from the destination side gives exactly the amount asked', async () => {
    const { api } = await trader();
    const quote = await api.otcPrice({
      body: { sourceToken: 'USDT', destinationToken: 'IRT', destinationAmount: '500000' },
    });
    expect(quote.destinationAmount).toBe('500000');
    expect(cmp(mul(quote.sourceAmount, quote.rate), '500000')).toBeGreaterThanOrEqual(0);
  });

  it('a LEVEL_0 user may look at a plain quote but not lock one', async () => {
    const { api } = await trader([], 'LEVEL_0');
    const body = { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '100000' } as const;
    expect((await api.otcPrice({ body })).swapToken).toBeNull();
    expect(await codeOf(api.otcPrice({ body: { ...body, createSwapToken: true } }))).toEqual([
      403,
      'INSUFFICIENT_USER_LEVEL',
    ]);
  });

  it.each([
    ['the source side', { sourceAmount: '1000000' }],
    ['the destination side', { destinationAmount: '5' }],
  ])(
    '[SWAP-02] a quote locked from %s executes once at its price, even when the market moved',
    async (_, amount) => {
      const { api } = await trader();
      const quote = await api.otcPrice({
        body: { sourceToken: 'IRT', destinationToken: 'USDT', createSwapToken: true, ...amount },
      });
      expect(quote.swapToken).toMatch(/^[A-Za-z0-9_-]{16,}$/);
      const expires = Date.parse(quote.expiresAt!);
      const now = t.running.sandbox.clock.nowMs();
      expect(expires - now).toBeGreaterThan((SWAP_TOKEN_LOCK_SECONDS - 2) * 1000);
      expect(expires - now).toBeLessThanOrEqual(SWAP_TOKEN_LOCK_SECONDS * 1000);

      await t.advanceClock(SWAP_TOKEN_LOCK_SECONDS - 5);
      const moved = await api.otcPrice({
        body: { sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: quote.sourceAmount },
      });
      expect(moved.marketPrice).not.toBe(quote.marketPrice);

      const done = await order(api, quote);
      const { swapToken: _token, expiresAt: _expires, ...priced } = quote;
      expect(done).toMatchObject(priced);
      expect(done.sent).toMatchObject({
        type: 'WITHDRAW',
        channel: 'TRADE',
        token: 'IRT',
        amount: quote.sourceAmount,
        refId: done.orderId,
        status: 'SUCCEED',
      });
      expect(done.received).toMatchObject({
        type: 'DEPOSIT',
        channel: 'TRADE',
        token: 'USDT',
        amount: add(quote.destinationAmount, quote.fee),
        fee: quote.fee,
        receivedAmount: quote.destinationAmount,
        refId: done.orderId,
        status: 'SUCCEED',
      });
      expect(await balanceOf(api, 'IRT')).toBe(sub('10000000', quote.sourceAmount));
      expect(await balanceOf(api, 'USDT')).toBe(quote.destinationAmount);
    },
  );

  it('both legs appear in the user’s transactions with the order id as refId', async () => {
    const { api } = await trader();
    const done = await order(api, await lock(api));
    const { transactions } = await api.transactions({ query: {} });
    const legs = transactions.filter((entry) => entry.refId === done.orderId);
    expect(legs.map((leg) => [leg.type, leg.token, leg.channel]).sort()).toEqual([
      ['DEPOSIT', 'USDT', 'TRADE'],
      ['WITHDRAW', 'IRT', 'TRADE'],
    ]);
    expect(await api.transaction({ params: { id: done.received.id } })).toEqual(done.received);
  });

  it('a coin swaps back to Toman, and coin to coin', async () => {
    const { api } = await trader([{ token: 'USDT', amount: '100' }]);
    const back = await order(
      api,
      await lock(api, {
        sourceToken: 'USDT',
        destinationToken: 'IRT',
        sourceAmount: '40',
        createSwapToken: true,
      }),
    );
    expect(await balanceOf(api, 'IRT')).toBe(back.destinationAmount);
    const across = await order(
      api,
      await lock(api, {
        sourceToken: 'USDT',
        destinationToken: 'BTC',
        sourceAmount: '60',
        createSwapToken: true,
      }),
    );
    expect(await balanceOf(api, 'USDT')).toBe('0');
    expect(await balanceOf(api, 'BTC')).toBe(across.destinationAmount);
    await expectCleanLedger(t);
  });

  it('an EXPRESS_SELL lock sells a coin for Toman through the same order call', async () => {
    const { api } = await trader([{ token: 'USDT', amount: '10' }]);
    const body = {
      sourceToken: 'USDT',
      destinationToken: 'IRT',
      sourceAmount: '10',
      createSwapToken: true,
    } as const;
    const quote = await lock(api, { ...body, kind: 'EXPRESS_SELL' });
    expect(quote.kind).toBe('EXPRESS_SELL');
    const done = await order(api, quote);
    expect(done.kind).toBe('EXPRESS_SELL');
    expect(await balanceOf(api, 'IRT')).toBe(quote.destinationAmount);
    expect(await codeOf(lock(api, { ...body, destinationToken: 'BTC', kind: 'EXPRESS_SELL' }))).toEqual([
      400,
      'BAD_INPUT_VALUES',
    ]);
  });
});

describe('bad input', () => {
  it.each([
    ['both amounts', { sourceAmount: '1000', destinationAmount: '1' }],
    ['no amount', {}],
    ['a number instead of a decimal string', { sourceAmount: 1000 }],
    ['a negative amount', { sourceAmount: '-1000' }],
    ['more decimals than Toman has', { sourceAmount: '1000.5' }],
    ['a lower-case token', { sourceAmount: '1000', sourceToken: 'irt' }],
  ])('%s is 400 BAD_INPUT_VALUES', async (_, change) => {
    const { token } = await trader();
    const answer = await t.raw('/v1/market/otc/price', {
      method: 'POST',
      token,
      body: JSON.stringify({ sourceToken: 'IRT', destinationToken: 'USDT', ...change }),
    });
    expect([answer.status, answer.body.codeString]).toEqual([400, 'BAD_INPUT_VALUES']);
  });

  it('an order without an Idempotency-Key is refused before anything runs', async () => {
    const { api, token } = await trader();
    const quote = await lock(api);
    const answer = await t.raw('/v1/market/otc/order', {
      method: 'POST',
      token,
      body: JSON.stringify({ swapToken: quote.swapToken }),
    });
    expect([answer.status, answer.body.codeString]).toEqual([400, 'IDEMPOTENCY_KEY_REQUIRED']);
    expect(await balanceOf(api, 'IRT')).toBe('10000000');
  });
});

describe('refusals', () => {
  it('the same coin on both sides is SWAP_SAME_TOKEN', async () => {
    const { api } = await trader();
    expect(
      await codeOf(
        api.otcPrice({ body: { sourceToken: 'USDT', destinationToken: 'USDT', sourceAmount: '1' } }),
      ),
    ).toEqual([422, 'SWAP_SAME_TOKEN']);
  });

  it('an amount that gives nothing is SWAP_AMOUNT_TOO_SMALL', async () => {
    const { api } = await trader();
    expect(
      await codeOf(
        api.otcPrice({ body: { sourceToken: 'IRT', destinationToken: 'BTC', sourceAmount: '1' } }),
      ),
    ).toEqual([422, 'SWAP_AMOUNT_TOO_SMALL']);
  });

  it('a coin whose trade feature is off is TRADE_NOT_AVAILABLE, for a quote and for a locked quote’s order', async () => {
    const { api } = await trader();
    const quote = await lock(api, { ...LOCKED_IRT_TO_USDT, destinationToken: 'BTC' });
    await setTradeFeature(t, 'BTC', false);
    try {
      expect(
        await codeOf(
          api.otcPrice({ body: { sourceToken: 'IRT', destinationToken: 'BTC', sourceAmount: '1000000' } }),
        ),
      ).toEqual([422, 'TRADE_NOT_AVAILABLE']);
    } finally {
      await setTradeFeature(t, 'BTC', true);
    }
    // A lock taken while the coin traded still executes at its price: the feature is checked when pricing.
    expect((await order(api, quote)).destinationToken).toBe('BTC');
  });

  it('[SWAP-03] a balance short of the amount is SWAP_BALANCE_INSUFFICIENT when locking and when ordering', async () => {
    const { api } = await trader([{ token: 'IRT', amount: '1500000' }]);
    expect(await codeOf(lock(api, { ...LOCKED_IRT_TO_USDT, sourceAmount: '1500001' }))).toEqual([
      422,
      'SWAP_BALANCE_INSUFFICIENT',
    ]);
    const first = await lock(api);
    const second = await lock(api);
    await order(api, first);
    expect(await codeOf(order(api, second))).toEqual([422, 'SWAP_BALANCE_INSUFFICIENT']);
    expect(await balanceOf(api, 'IRT')).toBe('500000');
    await expectCleanLedger(t);
  });

  it('a LEVEL_0 user cannot execute a lock taken at a higher level', async () => {
    const user = await trader();
    const quote = await lock(user.api);
    await t.raw('/__sandbox/user/level', {
      method: 'PUT',
      token: user.token,
      body: JSON.stringify({ level: 'LEVEL_0' }),
    });
    expect(await codeOf(order(user.api, quote))).toEqual([403, 'INSUFFICIENT_USER_LEVEL']);
    expect(await balanceOf(user.api, 'IRT')).toBe('10000000');
  });

  it('a locked account neither locks a quote nor executes one', async () => {
    const { api } = await trader();
    const quote = await lock(api);
    await api.lockAccount();
    expect(await codeOf(lock(api))).toEqual([422, 'ACCOUNT_LOCKED']);
    expect(await codeOf(order(api, quote))).toEqual([422, 'ACCOUNT_LOCKED']);
    expect(await balanceOf(api, 'IRT')).toBe('10000000');
  });
});

describe('the swap flags', () => {
  it('[SWAP-04] ALL_SWAP_LIMIT refuses quotes, locks and orders with SWAP_LIMITED and moves nothing', async () => {
    const { api } = await trader([
      { token: 'IRT', amount: '10000000' },
      { token: 'USDT', amount: '10' },
    ]);
    const quote = await lock(api);
    await withFlag(t, 'ALL_SWAP_LIMIT', async () => {
      const coinToCoin = { sourceToken: 'USDT', destinationToken: 'BTC', sourceAmount: '5' } as const;
      expect(await codeOf(api.otcPrice({ body: coinToCoin }))).toEqual([422, 'SWAP_LIMITED']);
      expect(await codeOf(lock(api))).toEqual([422, 'SWAP_LIMITED']);
      expect(await codeOf(order(api, quote))).toEqual([422, 'SWAP_LIMITED']);
    });
    expect(await balanceOf(api, 'IRT')).toBe('10000000');
  });

  it('[SWAP-04] RIAL_SWAP_LIMIT refuses trades with Toman on either side with RIAL_SWAP_LIMITED; coin to coin goes on', async () => {
    const { api } = await trader([
      { token: 'IRT', amount: '10000000' },
      { token: 'USDT', amount: '10' },
    ]);
    const quote = await lock(api);
    await withFlag(t, 'RIAL_SWAP_LIMIT', async () => {
      expect(await codeOf(lock(api))).toEqual([422, 'RIAL_SWAP_LIMITED']);
      expect(
        await codeOf(
          api.otcPrice({ body: { sourceToken: 'USDT', destinationToken: 'IRT', sourceAmount: '5' } }),
        ),
      ).toEqual([422, 'RIAL_SWAP_LIMITED']);
      expect(await codeOf(order(api, quote))).toEqual([422, 'RIAL_SWAP_LIMITED']);
      const coinToCoin = await lock(api, {
        sourceToken: 'USDT',
        destinationToken: 'BTC',
        sourceAmount: '5',
        createSwapToken: true,
      });
      expect((await order(api, coinToCoin)).sourceAmount).toBe('5');
    });
    expect(await balanceOf(api, 'IRT')).toBe('10000000');
  });

  it('[SWAP-04] ALL_SWAP_WARN_LIMIT refuses nothing', async () => {
    const { api } = await trader();
    await withFlag(t, 'ALL_SWAP_WARN_LIMIT', async () => {
      const done = await order(api, await lock(api));
      expect(done.sourceAmount).toBe('1000000');
    });
  });
});

describe('swap tokens', () => {
  it('an expired token is SWAP_TOKEN_EXPIRED and moves nothing', async () => {
    const { api } = await trader();
    const quote = await lock(api);
    await t.advanceClock(SWAP_TOKEN_LOCK_SECONDS + 1);
    expect(await codeOf(order(api, quote))).toEqual([422, 'SWAP_TOKEN_EXPIRED']);
    expect(await balanceOf(api, 'IRT')).toBe('10000000');
  });

  it('a used token is SWAP_TOKEN_ALREADY_USED under a new key; the same key replays the same order', async () => {
    const { api } = await trader();
    const quote = await lock(api);
    const key = moneyKey();
    const first = await order(api, quote, key);
    const replay = await order(api, quote, key);
    expect(replay).toEqual(first);
    expect(await codeOf(order(api, quote))).toEqual([409, 'SWAP_TOKEN_ALREADY_USED']);
    expect(await balanceOf(api, 'IRT')).toBe('9000000');
  });

  it('another user’s token, or one never given, is SWAP_TOKEN_NOT_FOUND', async () => {
    const owner = await trader();
    const other = await trader();
    const quote = await lock(owner.api);
    expect(await codeOf(order(other.api, quote))).toEqual([404, 'SWAP_TOKEN_NOT_FOUND']);
    expect(await codeOf(other.api.otcOrder({ body: { swapToken: 'x'.repeat(32) } }, moneyKey()))).toEqual([
      404,
      'SWAP_TOKEN_NOT_FOUND',
    ]);
    expect(await balanceOf(owner.api, 'IRT')).toBe('10000000');
    expect(await balanceOf(other.api, 'IRT')).toBe('10000000');
    // The owner's token still works.
    expect((await order(owner.api, quote)).sourceAmount).toBe('1000000');
  });
});
