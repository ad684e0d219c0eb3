import { z } from 'zod';
import { decimalString, tokenSymbol } from '@wallet/api';

/**
 * What an express buy keeps from its receipt to its run: the price it locked (trade/pricing.ts TradePrice, Toman
 * → the coin) and whether the user chose to pay from the Toman balance. The invoice is found by its task.
 */
export const pricedBuy = z.object({
  useAccountBalance: z.boolean(),
  price: z.object({
    sourceToken: z.literal('IRT'),
    destinationToken: tokenSymbol,
    sourceAmount: decimalString,
    destinationAmount: decimalString,
    marketPrice: decimalString,
    rate: decimalString,
    spread: decimalString,
    fee: decimalString,
    sourceDecimals: z.int().min(0),
    destinationDecimals: z.int().min(0),
  }),
});
