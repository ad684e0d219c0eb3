import { z } from 'zod';
import { defineCall } from '../define';
import {
  chartCurrency,
  chartQuery,
  klines,
  marketStats,
  priceChart,
  priceChartAllRanges,
} from '../schemas/market';
import { tokenSymbol } from '../schemas/primitives';

const TAGS = ['Assets, market data, portfolio, watch list'] as const;

/** Spec 001 §7 market data: charts per range and currency, candles and a coin's statistics. */
export const marketCalls = {
  priceChart: defineCall({
    method: 'GET',
    path: '/v2/market-data/chart',
    summary: 'Price series of a token for one range (default ALL) in USD (default) or Toman',
    auth: 'user',
    tags: TAGS,
    query: chartQuery,
    response: priceChart,
  }),
  priceChartAllRanges: defineCall({
    method: 'GET',
    path: '/v2/market-data/chart/all-ranges',
    summary: 'Price series of a token for every range at once',
    auth: 'user',
    tags: TAGS,
    query: z.object({ token: tokenSymbol, currency: chartCurrency.default('USD') }).strict(),
    response: priceChartAllRanges,
  }),
  klines: defineCall({
    method: 'GET',
    path: '/v2/market-data/kline',
    summary: 'Candles (open, high, low, close) of a token for one range',
    auth: 'user',
    tags: TAGS,
    query: chartQuery,
    response: klines,
  }),
  marketStats: defineCall({
    method: 'GET',
    path: '/v2/market-data/stats/{token}',
    summary: 'Market cap, 24 h volume, 24 h high and low, and supply of a token',
    auth: 'user',
    tags: TAGS,
    params: z.object({ token: tokenSymbol }),
    response: marketStats,
  }),
} as const;
