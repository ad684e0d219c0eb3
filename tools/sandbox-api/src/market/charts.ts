import Big from 'big.js';
import type { Candle, ChartCurrency, ChartPoint, DataRange } from '@wallet/api';
import { DAY_MS, HOUR_MS, MINUTE_MS } from '../clock';
import { toDecimalString } from '../decimal';
import type { PriceFeed } from './prices';

/** How far back each range looks and how far apart its points are (about 150–300 points each). */
export const RANGE_SPANS: Record<DataRange, { spanMs: number; stepMs: number }> = {
  '1D': { spanMs: DAY_MS, stepMs: 5 * MINUTE_MS },
  '1W': { spanMs: 7 * DAY_MS, stepMs: HOUR_MS },
  '1M': { spanMs: 30 * DAY_MS, stepMs: 4 * HOUR_MS },
  '3M': { spanMs: 90 * DAY_MS, stepMs: 12 * HOUR_MS },
  '1Y': { spanMs: 365 * DAY_MS, stepMs: 2 * DAY_MS },
  ALL: { spanMs: 3 * 365 * DAY_MS, stepMs: 7 * DAY_MS },
};

/** A price in the chart's currency: Toman charts divide by the simulated USD value of one Toman. */
function priceAt(prices: PriceFeed, token: string, currency: ChartCurrency, atMs: number): number {
  const usd = prices.usdAt(token, atMs);
  return currency === 'USD' ? usd : usd / prices.usdAt('IRT', atMs);
}

/** Sample instants of a range, oldest first, aligned to the step so repeated calls share their points. */
function sampleTimes(range: DataRange, nowMs: number): number[] {
  const { spanMs, stepMs } = RANGE_SPANS[range];
  const times: number[] = [];
  const last = Math.floor(nowMs / stepMs) * stepMs;
  for (let at = last - spanMs; at <= last; at += stepMs) times.push(at);
  // The last point is the price now, so the chart ends where the assets list stands.
  if (last !== nowMs) times.push(nowMs);
  return times;
}

export function chartPoints(
  prices: PriceFeed,
  token: string,
  currency: ChartCurrency,
  range: DataRange,
  nowMs: number,
) {
  const points: ChartPoint[] = sampleTimes(range, nowMs).map((at) => ({
    time: Math.floor(at / 1000),
    value: toDecimalString(priceAt(prices, token, currency, at)),
  }));
  const first = new Big(points[0]!.value);
  const last = new Big(points.at(-1)!.value);
  const changePercent = first.eq(0)
    ? '0'
    : last.minus(first).div(first).times(100).round(2, Big.roundHalfUp).toFixed();
  return { points, changePercent };
}

/** Candles over a range: each step's open, close and the extremes of four samples inside it. */
export function candles(
  prices: PriceFeed,
  token: string,
  currency: ChartCurrency,
  range: DataRange,
  nowMs: number,
) {
  const { stepMs } = RANGE_SPANS[range];
  const starts = sampleTimes(range, nowMs).filter(
    (at) => at + stepMs <= nowMs || at === nowMs - (nowMs % stepMs),
  );
  return starts.map((start): Candle => {
    const end = Math.min(start + stepMs, nowMs);
    const samples = [0, 0.25, 0.5, 0.75, 1].map((f) =>
      priceAt(prices, token, currency, start + (end - start) * f),
    );
    return {
      time: Math.floor(start / 1000),
      open: toDecimalString(samples[0]!),
      high: toDecimalString(Math.max(...samples)),
      low: toDecimalString(Math.min(...samples)),
      close: toDecimalString(samples.at(-1)!),
    };
  });
}
