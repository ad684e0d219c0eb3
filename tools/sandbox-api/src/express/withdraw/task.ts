import { z } from 'zod';
import { decimalString, tokenSymbol } from '@wallet/api';

/**
 * The price an express withdraw locked on its receipt (trade/pricing.ts TradePrice, Toman → the coin): its run
 * buys the coin at this price, never at a newer one, since the invoice asked for exactly its sourceAmount.
 */
export const lockedTomanPrice = z.object({
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
});
