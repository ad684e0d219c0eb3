import { z } from 'zod';
import { decimalString, tokenSymbol } from './primitives';

/** Chart ranges; ALL is the default (spec 001 §9 "Chart defaults"). */
export const DATA_RANGES = ['1D', '1W', '1M', '3M', '1Y', 'ALL'] as const;
export const dataRange = z.enum(DATA_RANGES);
export type DataRange = z.infer<typeof dataRange>;

/** Charts are quoted in US dollars (the default) or in Toman. */
export const CHART_CURRENCIES = ['USD', 'IRT'] as const;
export const chartCurrency = z.enum(CHART_CURRENCIES);
export type ChartCurrency = z.infer<typeof chartCurrency>;

/** Seconds since the Unix epoch, UTC: what chart libraries take as a time. */
const unixSeconds = z.number().int().nonnegative();

export const chartPoint = z.object({ time: unixSeconds, value: decimalString }).meta({ id: 'ChartPoint' });
export type ChartPoint = z.infer<typeof chartPoint>;

export const priceChart = z
  .object({
    token: tokenSymbol,
    currency: chartCurrency,
    dataRange,
    /** Oldest first, evenly spaced; the last point is the current price. */
    points: z.array(chartPoint),
    /** Change from the first point to the last, in percent, 2 decimals. */
    changePercent: decimalString,
  })
  .meta({ id: 'PriceChart' });
export type PriceChart = z.infer<typeof priceChart>;

export const priceChartAllRanges = z
  .object({
    token: tokenSymbol,
    currency: chartCurrency,
    ranges: z.object(
      Object.fromEntries(DATA_RANGES.map((range) => [range, priceChart])) as Record<
        DataRange,
        typeof priceChart
      >,
    ),
  })
  .meta({ id: 'PriceChartAllRanges' });
export type PriceChartAllRanges = z.infer<typeof priceChartAllRanges>;

export const candle = z
  .object({
    time: unixSeconds,
    open: decimalString,
    high: decimalString,
    low: decimalString,
    close: decimalString,
  })
  .meta({ id: 'Candle' });
export type Candle = z.infer<typeof candle>;

export const klines = z
  .object({ token: tokenSymbol, currency: chartCurrency, dataRange, candles: z.array(candle) })
  .meta({ id: 'Klines' });
export type Klines = z.infer<typeof klines>;

export const marketStats = z
  .object({
    token: tokenSymbol,
    priceUsd: decimalString,
    marketCapUsd: decimalString,
    volume24hUsd: decimalString,
    high24hUsd: decimalString,
    low24hUsd: decimalString,
    circulatingSupply: decimalString,
    /** Null for coins without a cap. */
    maxSupply: z.nullable(decimalString),
  })
  .meta({ id: 'MarketStats' });
export type MarketStats = z.infer<typeof marketStats>;

export const chartQuery = z
  .object({ token: tokenSymbol, dataRange: dataRange.default('ALL'), currency: chartCurrency.default('USD') })
  .strict();
