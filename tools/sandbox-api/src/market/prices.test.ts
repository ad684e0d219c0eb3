import { describe, expect, it } from 'vitest';
import { cmp, div, sub } from '@wallet/core';
import { DAY_MS } from '../clock';
import { toDecimalString } from '../decimal';
import { PriceFeed } from './prices';

const COINS = [
  { token: 'BTC', basePriceUsd: '95000', dailyVolatility: 0.03 },
  { token: 'USD', basePriceUsd: '1', dailyVolatility: 0 },
  { token: 'IRT', basePriceUsd: '0.0000087', dailyVolatility: 0.004 },
];
const T0 = Date.UTC(2026, 10, 22, 12);

describe('simulated price feed', () => {
  it('gives the same history for the same seed and another for another seed', () => {
    const a = new PriceFeed(COINS, 'seed-a');
    const b = new PriceFeed(COINS, 'seed-a');
    const c = new PriceFeed(COINS, 'seed-c');
    expect(a.quote('BTC', T0)).toEqual(b.quote('BTC', T0));
    expect(a.quote('BTC', T0)).not.toEqual(c.quote('BTC', T0));
  });

  it('keeps a zero-volatility coin at its base price', () => {
    const feed = new PriceFeed(COINS, 'seed');
    expect(feed.quote('USD', T0).USD).toEqual({ lastPrice: '1', change24h: '0' });
  });

  it('wanders realistically: BTC stays within a plausible band over a year, and moves within a day', () => {
    const feed = new PriceFeed(COINS, 'seed');
    for (let day = 0; day < 365; day += 5) {
      const price = feed.usdAt('BTC', T0 + day * DAY_MS);
      expect(price).toBeGreaterThan(95000 / 4);
      expect(price).toBeLessThan(95000 * 4);
    }
    expect(feed.usdAt('BTC', T0)).not.toBe(feed.usdAt('BTC', T0 + 3_600_000));
  });

  it('[AMT-03] quotes Toman at the simulated rate and change24h as a percent with 2 decimals', () => {
    const feed = new PriceFeed(COINS, 'seed');
    const quote = feed.quote('BTC', T0);
    const rate = div(quote.IRT.lastPrice, quote.USD.lastPrice, 2);
    expect(cmp(rate, '90000')).toBe(1);
    expect(cmp(rate, '140000')).toBe(-1);
    expect(quote.USD.change24h).toMatch(/^-?\d+(\.\d{1,2})?$/);
    const before = feed.usdAt('BTC', T0 - DAY_MS);
    const expected = ((feed.usdAt('BTC', T0) - before) / before) * 100;
    expect(Math.abs(Number(sub(quote.USD.change24h, expected.toFixed(2))))).toBeLessThanOrEqual(0.01);
  });

  it('writes floats as plain decimal strings', () => {
    expect(toDecimalString(0.0000087)).toBe('0.0000087');
    expect(toDecimalString(123456789.123)).toBe('123456789.1');
    expect(() => toDecimalString(Number.NaN)).toThrow(RangeError);
  });

  it('refuses an unknown coin', () => {
    expect(() => new PriceFeed(COINS, 'seed').quote('NOPE', T0)).toThrow(/Unknown coin/);
  });
});

describe('a price set by the sandbox control', () => {
  it('makes the price exactly that from its instant on, keeps the walk going, and leaves history alone', () => {
    const feed = new PriceFeed(COINS, 'seed');
    const before = feed.usdAt('BTC', T0 - DAY_MS);
    const move = feed.setPrice('BTC', 123456, T0);
    expect(feed.usdAt('BTC', T0)).toBeCloseTo(123456, 6);
    expect(feed.usdAt('BTC', T0 - DAY_MS)).toBe(before);
    expect(feed.usdAt('BTC', T0 + DAY_MS)).not.toBeCloseTo(123456, 0);
    const replayed = new PriceFeed(COINS, 'seed', [move]);
    expect(replayed.usdAt('BTC', T0 + DAY_MS)).toBe(feed.usdAt('BTC', T0 + DAY_MS));
    expect(() => feed.setPrice('BTC', 0, T0)).toThrow(RangeError);
    expect(() => feed.setPrice('NOPE', 1, T0)).toThrow(RangeError);
  });
});
