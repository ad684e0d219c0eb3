import { TRADE_FEE_PERCENT, TRADE_SPREAD_PERCENT, type CoinConfig } from '@wallet/api';
import { add, cmp, div, isPositive, mul, roundDown, sub } from '@wallet/core';
import type { Sandbox } from '../context';
import type { Db } from '../db/client';
import { ApiFailure } from '../errors';
import { toDecimalString } from '../decimal';
import { canonicalToken, coinConfig } from '../config/coins';

// The one price of a trade (spec 001 §7 OTC): every trade (a swap, an express buy, sell or withdraw) is priced
// here, at the market price of the sandbox clock's instant, less the market maker's spread, less the fee.

const HUNDRED = '100';
const SPREAD = div(TRADE_SPREAD_PERCENT, HUNDRED);
const FEE = div(TRADE_FEE_PERCENT, HUNDRED);
/** Prices are shown to 10 significant digits; rates are kept to 18 decimals. */
const RATE_DECIMALS = 18;

/** What the user asks: a pair and one of its amounts (what they give, or what they want to get). */
export type TradeAsk =
  | { sourceToken: string; destinationToken: string; sourceAmount: string; destinationAmount?: undefined }
  | { sourceToken: string; destinationToken: string; destinationAmount: string; sourceAmount?: undefined };

/** A priced trade: every amount is a decimal string in its token, each fitting the token's decimals. */
export interface TradePrice {
  sourceToken: string;
  destinationToken: string;
  /** What leaves the user's balance. */
  sourceAmount: string;
  /** What reaches the user's balance, after the spread and the fee. */
  destinationAmount: string;
  /** Destination units per source unit at the market price, before the spread and the fee. */
  marketPrice: string;
  /** Destination units per source unit the user gets: after the spread and the fee. */
  rate: string;
  /** The spread, in the destination token: the market value less what the user gets and the fee. */
  spread: string;
  /** The wallet's fee, in the destination token. */
  fee: string;
  sourceDecimals: number;
  destinationDecimals: number;
}

/**
 * The least amount with `dp` decimals that gets at least `destination` at `rate`: the user pays a rounded-up
 * source, never less. The quotient is rounded half-up at `dp`, so it is at most one smallest unit short.
 */
function sourceFor(destination: string, rate: string, dp: number): string {
  const quotient = div(destination, rate, dp);
  return cmp(mul(quotient, rate), destination) < 0
    ? add(quotient, div('1', `1${'0'.repeat(dp)}`, dp))
    : quotient;
}

function decimalsOf(amount: string): number {
  return amount.split('.')[1]?.length ?? 0;
}

/** A coin that can be traded: known, with its trade feature on (spec 000 §6). */
async function tradedCoin(db: Db, token: string): Promise<CoinConfig> {
  const coin = await coinConfig(db, token);
  if (!coin.features.trade) throw new ApiFailure(422, 'TRADE_NOT_AVAILABLE');
  return coin;
}

/** Destination units per source unit at the market price of `atMs`. */
function marketPriceOf(sb: Sandbox, sourceToken: string, destinationToken: string, atMs: number): string {
  const source = toDecimalString(sb.prices.usdAt(sourceToken, atMs));
  const destination = toDecimalString(sb.prices.usdAt(destinationToken, atMs));
  return div(source, destination, RATE_DECIMALS);
}

/**
 * Prices a trade at the instant `at`. The amount the user typed must fit its token's decimals; the other side is
 * rounded in the wallet's favour by at most one smallest unit (what the user gets rounds down, what they pay
 * rounds up). Refuses the same token on both sides, a coin whose trade feature is off, and an amount that would
 * give nothing.
 */
export async function priceTrade(sb: Sandbox, db: Db, ask: TradeAsk, at: Date): Promise<TradePrice> {
  const sourceToken = canonicalToken(ask.sourceToken);
  const destinationToken = canonicalToken(ask.destinationToken);
  if (sourceToken === destinationToken) throw new ApiFailure(422, 'SWAP_SAME_TOKEN');
  const source = await tradedCoin(db, sourceToken);
  const destination = await tradedCoin(db, destinationToken);
  const typed = ask.sourceAmount ?? ask.destinationAmount;
  const typedDecimals = ask.sourceAmount === undefined ? destination.decimals : source.decimals;
  if (!isPositive(typed)) throw new ApiFailure(400, 'BAD_INPUT_VALUES', 'a positive amount');
  if (decimalsOf(typed) > typedDecimals) {
    throw new ApiFailure(400, 'BAD_INPUT_VALUES', `at most ${typedDecimals} decimals`);
  }
  const marketPrice = marketPriceOf(sb, sourceToken, destinationToken, at.getTime());
  const spreadRate = mul(marketPrice, sub('1', SPREAD));
  const rate = roundDown(mul(spreadRate, sub('1', FEE)), RATE_DECIMALS);
  let sourceAmount: string;
  let destinationAmount: string;
  if (ask.sourceAmount !== undefined) {
    sourceAmount = ask.sourceAmount;
    destinationAmount = roundDown(mul(sourceAmount, rate), destination.decimals);
  } else {
    destinationAmount = ask.destinationAmount;
    sourceAmount = sourceFor(destinationAmount, rate, source.decimals);
  }
  if (!isPositive(destinationAmount) || !isPositive(sourceAmount)) {
    throw new ApiFailure(422, 'SWAP_AMOUNT_TOO_SMALL');
  }
  const beforeFee = mul(sourceAmount, spreadRate);
  // The fee is what is left of the amount before the fee once the user's share is taken, in whole smallest
  // units, so the three legs of the destination token (user, fee, market maker) balance exactly. The spread is
  // the rest of the market value (the fee's rounding included), so what the user gets, the fee and the spread
  // add up to the market value.
  const fee = roundDown(sub(beforeFee, destinationAmount), destination.decimals);
  const marketValue = mul(sourceAmount, marketPrice);
  const spread = roundDown(sub(sub(marketValue, destinationAmount), fee), RATE_DECIMALS);
  return {
    sourceToken,
    destinationToken,
    sourceAmount: add(sourceAmount, '0'),
    destinationAmount: add(destinationAmount, '0'),
    marketPrice,
    rate,
    spread,
    fee,
    sourceDecimals: source.decimals,
    destinationDecimals: destination.decimals,
  };
}
