import type { DataRange } from '@wallet/api';

/** Query keys of a coin's market data, all in USD. */
export const marketKeys = {
  chart: (token: string, range: DataRange) => ['priceChart', token, range, 'USD'] as const,
  klines: (token: string, range: DataRange) => ['klines', token, range, 'USD'] as const,
  stats: (token: string) => ['marketStats', token] as const,
};
