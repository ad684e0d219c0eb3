import { z } from 'zod/mini';
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
  .register(z.globalRegistry, { id: 'TokenAsset' });
export type TokenAsset = z.infer<typeof tokenAsset>;

export const userAssets = z
  .object({
    tokens: z.array(tokenAsset),
    balance: z.object({ usdValue: decimalValue, userCurrencyValue: decimalValue }),
    userCurrency,
  })
  .register(z.globalRegistry, { id: 'UserAssets' });
export type UserAssets = z.infer<typeof userAssets>;

export const watchListBody = z.strictObject({
  tokens: z.array(tokenSymbol).check(z.minLength(1), z.maxLength(100)),
});
export const watchList = z
  .object({ tokens: z.array(tokenSymbol) })
  .register(z.globalRegistry, { id: 'WatchList' });
