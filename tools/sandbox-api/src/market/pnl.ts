import type { DataRange, PnlRange, PnlSummary, PnlTransaction } from '@wallet/api';
import { add, cmp, div, isPositive, isZero, mul, neg, roundHalfUp, sub } from '@wallet/core';
import { RANGE_SPANS } from './charts';
import { toDecimalString } from '../decimal';

/** One posting on the user's account of a token, as the ledger holds it. */
export interface Flow {
  entryId: number;
  kind: string;
  /** Signed: positive came in. */
  amount: string;
  atMs: number;
}

export type UsdPriceAt = (atMs: number) => number;

const USD_DP = 8;
const PERCENT_DP = 2;
const usd = (value: string) => roundHalfUp(value, USD_DP);

interface Position {
  balance: string;
  costBasis: string;
  realized: string;
  /** Everything ever put in, valued when it came. */
  invested: string;
}

/** Applies one flow with the average-cost method; returns what a debit realised. */
function apply(position: Position, flow: Flow, price: string): string {
  if (isPositive(flow.amount)) {
    const value = mul(flow.amount, price);
    position.costBasis = add(position.costBasis, value);
    position.invested = add(position.invested, value);
    position.balance = add(position.balance, flow.amount);
    return '0';
  }
  const out = neg(flow.amount);
  const averageCost = isZero(position.balance) ? '0' : div(position.costBasis, position.balance);
  const realized = mul(out, sub(price, averageCost));
  position.realized = add(position.realized, realized);
  position.costBasis = cmp(out, position.balance) >= 0 ? '0' : sub(position.costBasis, mul(out, averageCost));
  position.balance = add(position.balance, flow.amount);
  return realized;
}

const priceString = (priceAt: UsdPriceAt, atMs: number) => toDecimalString(priceAt(atMs));

/** Cost basis, realised and unrealised P&L of one token now. Flows oldest first. */
export function pnlSummary(
  token: string,
  flows: readonly Flow[],
  priceAt: UsdPriceAt,
  nowMs: number,
): PnlSummary {
  const position: Position = { balance: '0', costBasis: '0', realized: '0', invested: '0' };
  for (const flow of flows) apply(position, flow, priceString(priceAt, flow.atMs));
  const value = mul(position.balance, priceString(priceAt, nowMs));
  const unrealized = usd(sub(value, position.costBasis));
  const realized = usd(position.realized);
  // From the rounded parts, so the three figures the user sees always add up.
  const total = add(unrealized, realized);
  return {
    token,
    balance: add(position.balance, '0'),
    averageCostUsd: isZero(position.balance) ? null : usd(div(position.costBasis, position.balance)),
    costBasisUsd: usd(position.costBasis),
    valueUsd: usd(value),
    unrealizedPnlUsd: unrealized,
    realizedPnlUsd: realized,
    totalPnlUsd: total,
    totalPnlPercent: isPositive(position.invested)
      ? roundHalfUp(mul(div(total, position.invested), '100'), PERCENT_DP)
      : null,
  };
}

/**
 * P&L over a range: end value − start value − net inflow, where the inflow counts each movement at its own
 * instant's price. ALL starts at the first movement (or the chart's ALL span when there is none).
 */
export function pnlOverRange(
  token: string,
  range: DataRange,
  flows: readonly Flow[],
  priceAt: UsdPriceAt,
  nowMs: number,
): PnlRange {
  const spanStart = nowMs - RANGE_SPANS[range].spanMs;
  const startMs = range === 'ALL' && flows[0] ? Math.min(flows[0].atMs, spanStart) : spanStart;
  const position: Position = { balance: '0', costBasis: '0', realized: '0', invested: '0' };
  let startBalance = '0';
  let netInflow = '0';
  let inflow = '0';
  const transactions: PnlTransaction[] = [];
  for (const flow of flows) {
    const price = priceString(priceAt, flow.atMs);
    const realized = apply(position, flow, price);
    if (flow.atMs < startMs) {
      startBalance = position.balance;
      continue;
    }
    const value = mul(flow.amount, price);
    netInflow = add(netInflow, value);
    if (isPositive(value)) inflow = add(inflow, value);
    transactions.push({
      entryId: String(flow.entryId),
      time: Math.floor(flow.atMs / 1000),
      kind: flow.kind,
      amount: flow.amount,
      priceUsd: price,
      valueUsd: usd(value),
      realizedPnlUsd: usd(realized),
    });
  }
  const startValue = mul(startBalance, priceString(priceAt, startMs));
  const endValue = mul(position.balance, priceString(priceAt, nowMs));
  const pnl = sub(sub(endValue, startValue), netInflow);
  const base = add(startValue, inflow);
  return {
    token,
    dataRange: range,
    startBalance: add(startBalance, '0'),
    endBalance: add(position.balance, '0'),
    startValueUsd: usd(startValue),
    endValueUsd: usd(endValue),
    netInflowUsd: usd(netInflow),
    pnlUsd: usd(pnl),
    pnlPercent: isPositive(base) ? roundHalfUp(mul(div(pnl, base), '100'), PERCENT_DP) : null,
    transactions: transactions.reverse(),
  };
}
