import Big from 'big.js';
import type { MarketStats } from '@wallet/api';
import { DAY_MS, MINUTE_MS } from '../clock';
import { toDecimalString } from '../decimal';
import type { PriceFeed } from './prices';

/** Circulating and maximum supply, in units, close to the real coins' figures (public facts, rounded). */
const SUPPLY: Record<string, { circulating: string; max: string | null }> = {
  USDT: { circulating: '140000000000', max: null },
  TRX: { circulating: '86000000000', max: null },
  BTC: { circulating: '19800000', max: '21000000' },
  ETH: { circulating: '120400000', max: null },
  TON: { circulating: '2550000000', max: null },
  BNB: { circulating: '145000000', max: '200000000' },
  SNX: { circulating: '340000000', max: null },
  ADA: { circulating: '35800000000', max: '45000000000' },
  AVAX: { circulating: '410000000', max: '720000000' },
  DOGE: { circulating: '147000000000', max: null },
  SHIB: { circulating: '589000000000000', max: null },
  SOL: { circulating: '480000000', max: null },
  XRP: { circulating: '57000000000', max: '100000000000' },
  NOT: { circulating: '102000000000', max: '102000000000' },
  HMSTR: { circulating: '64000000000', max: '100000000000' },
};
const DEFAULT_SUPPLY = { circulating: '1000000000', max: null };

/** A coin's market statistics now: price, cap, a deterministic 24 h volume, and the 24 h extremes. */
export function marketStats(prices: PriceFeed, token: string, nowMs: number): MarketStats {
  const supply = SUPPLY[token] ?? DEFAULT_SUPPLY;
  const samples: number[] = [];
  for (let at = nowMs - DAY_MS; at <= nowMs; at += 10 * MINUTE_MS) samples.push(prices.usdAt(token, at));
  samples.push(prices.usdAt(token, nowMs));
  const priceUsd = toDecimalString(prices.usdAt(token, nowMs));
  const marketCap = new Big(priceUsd).times(supply.circulating);
  // Turnover of 2–8 % of the cap a day, moving with the hour so it is not a constant.
  const turnover = 0.05 + 0.03 * Math.sin(nowMs / DAY_MS + token.length);
  return {
    token,
    priceUsd,
    marketCapUsd: marketCap.round(0, Big.roundDown).toFixed(),
    volume24hUsd: marketCap.times(turnover.toFixed(6)).round(0, Big.roundDown).toFixed(),
    high24hUsd: toDecimalString(Math.max(...samples)),
    low24hUsd: toDecimalString(Math.min(...samples)),
    circulatingSupply: supply.circulating,
    maxSupply: supply.max,
  };
}
