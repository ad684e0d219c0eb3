import { z } from 'zod';
import { decimalString, localizedName, tokenSymbol, userCurrency } from './primitives';

const decimalValue = z.object({ number: decimalString });

export const marketQuote = z.object({ lastPrice: decimalString, change24h: decimalString });

export const QUOTE_CURRENCIES = ['USD', 'IRT'] as const;

/** Spec 000 §3 "User assets": one token of the tokens list. */
export const tokenAsset = z
  .object({
    token: tokenSymbol,
    name: localizedName,
    listed: z.boolean(),
    favorite: z.boolean(),
    groups: z.array(z.string()),
    balance: z.object({ amount: decimalValue, usdValue: decimalValue, userCurrencyValue: decimalValue }),
    marketData: z.object({ USD: marketQuote, IRT: marketQuote }),
  })
  .meta({ id: 'TokenAsset' });
export type TokenAsset = z.infer<typeof tokenAsset>;

export const userAssets = z
  .object({
    tokens: z.array(tokenAsset),
    balance: z.object({ usdValue: decimalValue, userCurrencyValue: decimalValue }),
    userCurrency,
  })
  .meta({ id: 'UserAssets' });
export type UserAssets = z.infer<typeof userAssets>;

export const watchListBody = z.object({ tokens: z.array(tokenSymbol).min(1).max(100) }).strict();
export const watchList = z.object({ tokens: z.array(tokenSymbol) }).meta({ id: 'WatchList' });
