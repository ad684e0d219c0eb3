import type { CoinConfig } from '@wallet/api';
import { COIN_GROUPS } from './coins';

export const MAX_SYNTHETIC_TOKENS = 5000;

const PERSIAN_DIGITS = '۰۱۲۳۴۵۶۷۸۹';
const toPersianDigits = (text: string) => text.replace(/\d/g, (d) => PERSIAN_DIGITS[Number(d)] ?? d);
const TRADABLE_GROUPS = COIN_GROUPS.filter((group) => group !== 'FIAT');

/**
 * `count` made-up coins SYN0001…, spread over the groups, with prices from fractions of a cent to
 * thousands of dollars; every tenth is unlisted. Deterministic, so a second call adds nothing new.
 */
export function syntheticCoins(count: number, firstPosition: number) {
  return Array.from({ length: count }, (_, i) => {
    const n = String(i + 1).padStart(4, '0');
    const config: CoinConfig = {
      token: `SYN${n}`,
      name: { en: `Synthetic ${n}`, fa: `ارز آزمایشی ${toPersianDigits(n)}` },
      icon: '/coins/generic.svg',
      decimals: 8,
      humanReadableDecimals: 4,
      listed: i % 10 !== 9,
      features: { withdraw: false, deposit: false, trade: true },
      groups: [TRADABLE_GROUPS[i % TRADABLE_GROUPS.length] ?? 'LAYER_1'],
      networks: [],
    };
    return {
      token: config.token,
      position: firstPosition + i,
      config,
      basePriceUsd: (10 ** ((i % 9) - 4) * (1 + (i % 7))).toPrecision(6).replace(/\.?0+$/, ''),
      dailyVolatility: 0.02 + (i % 5) * 0.015,
    };
  });
}
