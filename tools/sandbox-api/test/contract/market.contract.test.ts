import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { abs, cmp, div, sub } from '@wallet/core';
import { DATA_RANGES } from '@wallet/api';
import { startTestSandbox, type TestSandbox } from '../harness';
import { failure } from './failure';

let t: TestSandbox;
let token: string;
beforeAll(async () => {
  t = await startTestSandbox();
  token = (await t.login('09120000001')).token;
});
afterAll(() => t.close());

const DAY_S = 24 * 60 * 60;

/** The sandbox clock runs between two calls: prices a moment apart agree to within 0.01 %. */
function expectClose(actual: string, expected: string) {
  expect(cmp(div(abs(sub(actual, expected)), expected, 12), '0.0001')).toBe(-1);
}

describe('market data', () => {
  it('[MKT-05] a chart defaults to range ALL in USD and ends at the price the assets list shows', async () => {
    const api = t.api(token);
    const chart = await api.priceChart({ query: { token: 'BTC' } });
    expect(chart).toMatchObject({ token: 'BTC', dataRange: 'ALL', currency: 'USD' });
    expect(chart.points.length).toBeGreaterThan(100);
    const times = chart.points.map((point) => point.time);
    expect(times).toEqual([...times].sort((a, b) => a - b));
    expect(times.at(-1)! - times[0]!).toBeGreaterThanOrEqual(3 * 365 * DAY_S - 7 * DAY_S);
    const btc = await api.asset({ params: { token: 'BTC' } });
    expectClose(chart.points.at(-1)!.value, btc.marketData.USD.lastPrice);
  });

  it('[MKT-05] every range covers its span; 1D is five-minute points over a day', async () => {
    const all = await t.api(token).priceChartAllRanges({ query: { token: 'ETH' } });
    expect(Object.keys(all.ranges)).toEqual([...DATA_RANGES]);
    const day = all.ranges['1D'];
    expect(day.points[1]!.time - day.points[0]!.time).toBe(300);
    expect(day.points.at(-1)!.time - day.points[0]!.time).toBeGreaterThanOrEqual(DAY_S);
    expect(day.points.at(-1)!.time - day.points[0]!.time).toBeLessThan(DAY_S + 300);
    for (const range of DATA_RANGES) expect(all.ranges[range].points.length).toBeGreaterThan(100);
  });

  it('[MKT-05] a Toman chart is the USD price divided by the simulated value of one Toman', async () => {
    const api = t.api(token);
    const [usd, irt] = await Promise.all([
      api.priceChart({ query: { token: 'USDT', dataRange: '1W', currency: 'USD' } }),
      api.priceChart({ query: { token: 'USDT', dataRange: '1W', currency: 'IRT' } }),
    ]);
    const usdt = await api.asset({ params: { token: 'USDT' } });
    expectClose(irt.points.at(-1)!.value, usdt.marketData.IRT.lastPrice);
    // A Toman is worth a small fraction of a dollar.
    expect(cmp(div(irt.points.at(-1)!.value, usd.points.at(-1)!.value, 0), '10000')).toBe(1);
  });

  it('answers the same history twice, and moves with the sandbox clock', async () => {
    const api = t.api(token);
    const first = await api.priceChart({ query: { token: 'TON', dataRange: '1M' } });
    const again = await api.priceChart({ query: { token: 'TON', dataRange: '1M' } });
    // Points sit on the range's step grid; only the last one is "now".
    expect(again.points.slice(0, -2)).toEqual(first.points.slice(0, -2));
    await t.advanceClock(DAY_S);
    const later = await api.priceChart({ query: { token: 'TON', dataRange: '1M' } });
    const shift = later.points.at(-1)!.time - first.points.at(-1)!.time;
    expect(shift).toBeGreaterThanOrEqual(DAY_S);
    expect(shift).toBeLessThan(DAY_S + 60);
    const stepsMoved = 6; // a day is six 4-hour steps
    expect(later.points.slice(0, -2 - stepsMoved)).toEqual(first.points.slice(stepsMoved, -2));
  });

  it('[MKT-05] candles hold open and close between low and high', async () => {
    const { candles } = await t.api(token).klines({ query: { token: 'SOL', dataRange: '1D' } });
    expect(candles.length).toBeGreaterThan(200);
    for (const candle of candles) {
      expect(cmp(candle.low, candle.high)).toBeLessThanOrEqual(0);
      for (const price of [candle.open, candle.close]) {
        expect(cmp(candle.low, price)).toBeLessThanOrEqual(0);
        expect(cmp(price, candle.high)).toBeLessThanOrEqual(0);
      }
    }
  });

  it('[MKT-05] stats give cap, volume, 24 h high and low around the price, and supply', async () => {
    const stats = await t.api(token).marketStats({ params: { token: 'BTC' } });
    expect(stats.token).toBe('BTC');
    expect(stats.maxSupply).toBe('21000000');
    expect(cmp(stats.low24hUsd, stats.priceUsd)).toBeLessThanOrEqual(0);
    expect(cmp(stats.priceUsd, stats.high24hUsd)).toBeLessThanOrEqual(0);
    expect(cmp(stats.marketCapUsd, stats.volume24hUsd)).toBe(1);
    expect(cmp(stats.volume24hUsd, '0')).toBe(1);
  });

  it('refuses an unknown coin, a bad range and an anonymous caller', async () => {
    const api = t.api(token);
    expect(await failure(api.marketStats({ params: { token: 'NOPE' } }))).toMatchObject({
      status: 404,
      codeString: 'UNKNOWN_COIN',
    });
    const badRange = await t.raw('/v2/market-data/chart?token=BTC&dataRange=2Y', { token });
    expect(badRange.status).toBe(400);
    expect(badRange.body.codeString).toBe('BAD_INPUT_VALUES');
    expect((await t.raw('/v2/market-data/chart?token=BTC')).status).toBe(401);
  });
});
