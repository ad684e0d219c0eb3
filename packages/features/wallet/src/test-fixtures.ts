import type { TokenAsset, UserAssets } from '@wallet/api';

export function token(symbol: string, overrides: Partial<TokenAsset> = {}): TokenAsset {
  return {
    token: symbol,
    name: { en: `${symbol} coin`, fa: `ارز ${symbol}` },
    listed: true,
    favorite: false,
    groups: [],
    balance: { amount: { number: '0' }, usdValue: { number: '0' }, userCurrencyValue: { number: '0' } },
    marketData: { USD: { lastPrice: '2', change24h: '1.5' }, IRT: { lastPrice: '120000', change24h: '1.5' } },
    ...overrides,
  };
}

export const ASSETS: UserAssets = {
  userCurrency: 'IRT',
  balance: { usdValue: { number: '1234.5' }, userCurrencyValue: { number: '74070000' } },
  tokens: [
    token('BTC', {
      name: { en: 'Bitcoin', fa: 'بیت‌کوین' },
      favorite: true,
      balance: {
        amount: { number: '0.01' },
        usdValue: { number: '1000' },
        userCurrencyValue: { number: '60000000' },
      },
      marketData: {
        USD: { lastPrice: '100000', change24h: '-2.345' },
        IRT: { lastPrice: '6000000000', change24h: '-2' },
      },
    }),
    token('USDT', {
      name: { en: 'Tether', fa: 'تتر' },
      balance: {
        amount: { number: '234.5' },
        usdValue: { number: '234.5' },
        userCurrencyValue: { number: '14070000' },
      },
    }),
    token('SNX', { name: { en: 'Synthetix' }, listed: false }),
  ],
};

export const CONFIG = (flags: string[] = []) => ({ coins: [], featuresList: flags });
export const WHOAMI = (level: string, currency: 'IRT' | 'USD' = 'USD') => ({
  id: '1',
  level,
  displayName: 'Test',
  language: 'fa',
  currency,
});
