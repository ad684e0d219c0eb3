import { describe, expect, it, vi } from 'vitest';
import { TRADE_FEE_PERCENT, TRADE_SPREAD_PERCENT } from '@wallet/api';
import { add, cmp, div, mul, sub } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { PriceFeed } from '../market/prices';
import { SEED_COINS } from '../seed/coins';
import type * as coinsModule from '../config/coins';
import { priceTrade, type TradeAsk, type TradePrice } from './pricing';

// The coins as the seed configures them, without a database: only their config is read.
const switchedOff = new Set<string>();
vi.mock('../config/coins', async (original) => ({
  ...(await original<typeof coinsModule>()),
  coinConfig: async (_db: unknown, token: string) => {
    const coin = SEED_COINS.find((entry) => entry.token === token);
    if (!coin) throw new Error(`unknown ${token}`);
    return switchedOff.has(token) ? { ...coin, features: { ...coin.features, trade: false } } : coin;
  },
}));

const AT = new Date(Date.UTC(2026, 10, 24, 9));
const prices = new PriceFeed(SEED_COINS, 'pricing-test');
const sb = { prices } as unknown as Sandbox;
const db = {} as Db;
const price = (ask: TradeAsk) => priceTrade(sb, db, ask, AT);

const unit = (decimals: number) => div('1', `1${'0'.repeat(decimals)}`, decimals);
const decimalsOf = (amount: string) => amount.split('.')[1]?.length ?? 0;

async function refusal(promise: Promise<unknown>): Promise<[number, string]> {
  const error = await promise.then(
    () => null,
    (e: unknown) => e,
  );
  expect(error).toBeInstanceOf(ApiFailure);
  return [(error as ApiFailure).status, (error as ApiFailure).codeString];
}

/** Every property that holds for any priced trade. */
function expectHonest(quote: TradePrice) {
  // What the user gets, the fee and the spread add up to the market value (the spread to 18 decimals).
  const marketValue = mul(quote.sourceAmount, quote.marketPrice);
  const parts = add(add(quote.destinationAmount, quote.fee), quote.spread);
  expect(cmp(parts, marketValue)).toBeLessThanOrEqual(0);
  expect(cmp(sub(marketValue, parts), '0.000000000000000001')).toBeLessThan(0);
  // Every amount fits its token.
  expect(decimalsOf(quote.sourceAmount)).toBeLessThanOrEqual(quote.sourceDecimals);
  expect(decimalsOf(quote.destinationAmount)).toBeLessThanOrEqual(quote.destinationDecimals);
  expect(decimalsOf(quote.fee)).toBeLessThanOrEqual(quote.destinationDecimals);
  // The rate is the market price less the spread and the fee.
  const expectedRate = mul(
    mul(quote.marketPrice, sub('1', div(TRADE_SPREAD_PERCENT, '100'))),
    sub('1', div(TRADE_FEE_PERCENT, '100')),
  );
  expect(cmp(quote.rate, expectedRate)).toBeLessThanOrEqual(0);
  expect(cmp(sub(expectedRate, quote.rate), '0.000000000000000001')).toBeLessThan(0);
}

describe('priceTrade', () => {
  it('prices from the source side: what the user gets rounds down to the destination decimals', async () => {
    const quote = await price({ sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '1000000' });
    expect(quote.sourceAmount).toBe('1000000');
    const exact = mul('1000000', quote.rate);
    expect(cmp(quote.destinationAmount, exact)).toBeLessThanOrEqual(0);
    expect(cmp(sub(exact, quote.destinationAmount), unit(6))).toBeLessThan(0);
    expectHonest(quote);
  });

  it('prices from the destination side: the user gets exactly what they asked and pays the least whole source that buys it', async () => {
    const quote = await price({ sourceToken: 'IRT', destinationToken: 'USDT', destinationAmount: '10.5' });
    expect(quote.destinationAmount).toBe('10.5');
    expect(decimalsOf(quote.sourceAmount)).toBe(0);
    expect(cmp(mul(quote.sourceAmount, quote.rate), '10.5')).toBeGreaterThanOrEqual(0);
    expect(cmp(mul(sub(quote.sourceAmount, '1'), quote.rate), '10.5')).toBeLessThan(0);
    expectHonest(quote);
  });

  it.each<TradeAsk>([
    { sourceToken: 'USDT', destinationToken: 'IRT', sourceAmount: '12.345678' },
    { sourceToken: 'USDT', destinationToken: 'IRT', destinationAmount: '777777' },
    { sourceToken: 'BTC', destinationToken: 'USDT', sourceAmount: '0.00012345' },
    { sourceToken: 'IRT', destinationToken: 'BTC', destinationAmount: '0.00000123' },
    { sourceToken: 'ETH', destinationToken: 'USDT', destinationAmount: '3.000001' },
    { sourceToken: 'USDT', destinationToken: 'ETH', sourceAmount: '1' },
  ])('rounds in the wallet’s favour and adds up, both ways: %o', async (ask) => {
    const quote = await price(ask);
    expectHonest(quote);
    if (ask.destinationAmount !== undefined) {
      const least = unit(quote.sourceDecimals);
      expect(cmp(mul(quote.sourceAmount, quote.rate), quote.destinationAmount)).toBeGreaterThanOrEqual(0);
      expect(cmp(mul(sub(quote.sourceAmount, least), quote.rate), quote.destinationAmount)).toBeLessThan(0);
    } else {
      expect(cmp(mul(quote.sourceAmount, quote.rate), quote.destinationAmount)).toBeGreaterThanOrEqual(0);
    }
  });

  it('takes the spread and the fee apart: the fee is about TRADE_FEE_PERCENT of what the user gets before it', async () => {
    const quote = await price({ sourceToken: 'USDT', destinationToken: 'IRT', sourceAmount: '100' });
    const beforeFee = add(quote.destinationAmount, quote.fee);
    const feeShare = div(mul(quote.fee, '100'), beforeFee, 4);
    expect(Math.abs(Number(feeShare) - Number(TRADE_FEE_PERCENT))).toBeLessThan(0.01);
    const spreadShare = div(mul(quote.spread, '100'), mul('100', quote.marketPrice), 4);
    expect(Math.abs(Number(spreadShare) - Number(TRADE_SPREAD_PERCENT))).toBeLessThan(0.01);
  });

  it('refuses the same coin on both sides, a coin whose trade feature is off, and an amount that gives nothing', async () => {
    expect(
      await refusal(price({ sourceToken: 'USDT', destinationToken: 'USDT', sourceAmount: '1' })),
    ).toEqual([422, 'SWAP_SAME_TOKEN']);
    switchedOff.add('BTC');
    try {
      expect(
        await refusal(price({ sourceToken: 'IRT', destinationToken: 'BTC', sourceAmount: '10' })),
      ).toEqual([422, 'TRADE_NOT_AVAILABLE']);
    } finally {
      switchedOff.delete('BTC');
    }
    expect(await refusal(price({ sourceToken: 'IRT', destinationToken: 'BTC', sourceAmount: '1' }))).toEqual([
      422,
      'SWAP_AMOUNT_TOO_SMALL',
    ]);
  });

  it('refuses an amount with more decimals than its coin has', async () => {
    expect(
      await refusal(price({ sourceToken: 'IRT', destinationToken: 'USDT', sourceAmount: '10.5' })),
    ).toEqual([400, 'BAD_INPUT_VALUES']);
    expect(
      await refusal(price({ sourceToken: 'IRT', destinationToken: 'USDT', destinationAmount: '1.0000001' })),
    ).toEqual([400, 'BAD_INPUT_VALUES']);
  });
});
