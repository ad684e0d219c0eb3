import { REQUOTE_TOLERANCE_PERCENT } from '@wallet/api';
import { add, div, mul, roundUp } from '@wallet/core';

/** Tether's smallest unit on the ledger. */
const USDT_DECIMALS = 6;

/**
 * The most Tether the page lets an invoice payment take: the quoted amount plus REQUOTE_TOLERANCE_PERCENT, rounded
 * up to Tether's smallest unit. The server takes no more than it, so the page shows this figure, not the quote.
 */
export function usdtCeiling(quoted: string): string {
  return roundUp(mul(quoted, add('1', div(REQUOTE_TOLERANCE_PERCENT, '100'))), USDT_DECIMALS);
}
