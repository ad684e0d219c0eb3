import { DATA_RANGES, type DataRange, type PriceChart } from '@wallet/api';
import type { HandlersOf } from '../context';
import { canonicalToken } from '../config/coins';
import { ApiFailure } from '../errors';
import { candles, chartPoints } from './charts';
import { marketStats } from './stats';

function knownToken(prices: { has(token: string): boolean }, token: string): string {
  const canonical = canonicalToken(token);
  if (!prices.has(canonical)) throw new ApiFailure(404, 'UNKNOWN_COIN');
  return canonical;
}

export const chartHandlers: HandlersOf<'priceChart' | 'priceChartAllRanges' | 'klines' | 'marketStats'> = {
  async priceChart({ sb, input }) {
    const { dataRange, currency } = input.query;
    const token = knownToken(sb.prices, input.query.token);
    return {
      token,
      currency,
      dataRange,
      ...chartPoints(sb.prices, token, currency, dataRange, sb.clock.now().getTime()),
    };
  },
  async priceChartAllRanges({ sb, input }) {
    const { currency } = input.query;
    const token = knownToken(sb.prices, input.query.token);
    const now = sb.clock.now().getTime();
    const ranges = Object.fromEntries(
      DATA_RANGES.map((dataRange) => [
        dataRange,
        { token, currency, dataRange, ...chartPoints(sb.prices, token, currency, dataRange, now) },
      ]),
    ) as Record<DataRange, PriceChart>;
    return { token, currency, ranges };
  },
  async klines({ sb, input }) {
    const { dataRange, currency } = input.query;
    const token = knownToken(sb.prices, input.query.token);
    return {
      token,
      currency,
      dataRange,
      candles: candles(sb.prices, token, currency, dataRange, sb.clock.now().getTime()),
    };
  },
  async marketStats({ sb, input }) {
    const token = knownToken(sb.prices, input.params.token);
    return marketStats(sb.prices, token, sb.clock.now().getTime());
  },
};
