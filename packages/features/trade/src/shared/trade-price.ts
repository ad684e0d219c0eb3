import { REQUOTE_TOLERANCE_PERCENT, type OtcPrice } from '@wallet/api';
import { cmp, div, isPositive, mul, sub, usdPriceDecimals, type Decimal } from '@wallet/core';

// What the trade pages read from a quote: which side the user typed, whether a new price is worse than the one
// shown, and prices the way round a person reads them.

export const TOMAN_TOKEN = 'IRT';

/** The side whose amount the user typed; the other side is priced. */
export type TypedSide = 'source' | 'destination';

/** A trade as the user asked for it: the pair and one amount, on the side they typed it. */
export interface TradeAsk {
  sourceToken: string;
  destinationToken: string;
  side: TypedSide;
  /** A positive Latin decimal string that fits the typed side's coin. */
  amount: Decimal;
}

/** The price call's body for an ask. */
export function quoteBody(ask: TradeAsk) {
  const pair = { sourceToken: ask.sourceToken, destinationToken: ask.destinationToken };
  return ask.side === 'source'
    ? { ...pair, sourceAmount: ask.amount }
    : { ...pair, destinationAmount: ask.amount };
}

/**
 * How much worse `next` is for the user than `shown`, in percent (negative when better): less got for the
 * amount given when they typed what they give, more given for the amount got when they typed what they get.
 */
export function worsenedPercent(shown: OtcPrice, next: OtcPrice, side: TypedSide): Decimal {
  if (side === 'source') {
    return div(mul(sub(shown.destinationAmount, next.destinationAmount), '100'), shown.destinationAmount, 8);
  }
  return div(mul(sub(next.sourceAmount, shown.sourceAmount), '100'), shown.sourceAmount, 8);
}

/** A re-quote is confirmed again only when it got worse by more than REQUOTE_TOLERANCE_PERCENT. */
export function needsConfirmingAgain(shown: OtcPrice, next: OtcPrice, side: TypedSide): boolean {
  return cmp(worsenedPercent(shown, next, side), REQUOTE_TOLERANCE_PERCENT) > 0;
}

/** A price as "1 base = value counter", the way round that reads as a number above one. */
export interface ReadablePrice {
  base: string;
  counter: string;
  value: Decimal;
  /** The places to show the value with. */
  decimals: number;
}

/** `perSource` is destination units per source unit (a quote's marketPrice or rate). */
export function readablePrice(quote: Pick<OtcPrice, 'sourceToken' | 'destinationToken'>, perSource: Decimal) {
  const isUpright = cmp(perSource, '1') >= 0 || !isPositive(perSource);
  const value = isUpright ? perSource : div('1', perSource, 18);
  const counter = isUpright ? quote.destinationToken : quote.sourceToken;
  return {
    base: isUpright ? quote.sourceToken : quote.destinationToken,
    counter,
    value,
    decimals: counter === TOMAN_TOKEN ? 0 : usdPriceDecimals(value),
  } satisfies ReadablePrice;
}
