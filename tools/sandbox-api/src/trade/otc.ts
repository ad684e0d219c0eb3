import { eq } from 'drizzle-orm';
import {
  SWAP_TOKEN_LOCK_SECONDS,
  type OtcOrder,
  type OtcOrderKind,
  type OtcPrice,
  type OtcPriceRequest,
} from '@wallet/api';
import { cmp } from '@wallet/core';
import type { Sandbox } from '../context';
import { randomToken, sha256 } from '../crypto';
import type { Db } from '../db/client';
import { canonicalDecimal } from '../decimal';
import { ApiFailure, badInput } from '../errors';
import type { UserRow } from '../profile/tables';
import { guardTrade, refuseIfTradePaused, refuseUntradable } from '../money/spend-guard';
import { FIAT_TOKEN, withdrawBlocks } from '../money/spend-rules';
import { ledgerBalance, transactionView } from '../money/transactions';
import { executeTrade } from './execute';
import { priceTrade, type TradeAsk, type TradePrice } from './pricing';
import { swapTokens, type SwapTokenRow } from './tables';

// Spec 001 §7 market OTC: a quote, a quote locked under a swap token, and the order that executes it once.

function askOf(request: OtcPriceRequest): TradeAsk {
  const pair = { sourceToken: request.sourceToken, destinationToken: request.destinationToken };
  return request.sourceAmount !== undefined
    ? { ...pair, sourceAmount: request.sourceAmount }
    : { ...pair, destinationAmount: request.destinationAmount! };
}

function pricedView(kind: OtcOrderKind, price: TradePrice) {
  return {
    kind,
    sourceToken: price.sourceToken,
    destinationToken: price.destinationToken,
    sourceAmount: canonicalDecimal(price.sourceAmount),
    destinationAmount: canonicalDecimal(price.destinationAmount),
    marketPrice: canonicalDecimal(price.marketPrice),
    rate: canonicalDecimal(price.rate),
    spread: canonicalDecimal(price.spread),
    fee: canonicalDecimal(price.fee),
    feeToken: price.destinationToken,
  };
}

/** What refuses a locked quote beyond a plain one: a locked account, and a balance short of the source amount. */
async function refuseUnaffordable(sb: Sandbox, db: Db, user: UserRow, price: TradePrice): Promise<void> {
  const blocks = await withdrawBlocks(db, user, sb.clock.now(), 'FIAT');
  if (blocks.some((block) => block.reason === 'ACCOUNT_LOCK')) throw new ApiFailure(422, 'ACCOUNT_LOCKED');
  const balance = (await ledgerBalance(db, user.id, price.sourceToken)) ?? '0';
  if (cmp(balance, price.sourceAmount) < 0) throw new ApiFailure(422, 'SWAP_BALANCE_INSUFFICIENT');
}

/**
 * Prices a trade at the sandbox clock's instant. A pause flag refuses even a plain quote, so the page can say
 * so; a plain quote answers any level. With createSwapToken the user must be able to trade it now (level,
 * flags, account lock, balance), and the price is kept under a new random swap token for SWAP_TOKEN_LOCK_SECONDS.
 */
export async function quoteTrade(
  sb: Sandbox,
  db: Db,
  user: UserRow,
  request: OtcPriceRequest,
): Promise<OtcPrice> {
  const kind = request.kind ?? 'SWAP';
  if (kind === 'EXPRESS_SELL' && request.destinationToken !== FIAT_TOKEN) {
    throw badInput('an express sell gets Toman (destinationToken IRT)');
  }
  if (request.createSwapToken) await refuseUntradable(db, user, request);
  else await refuseIfTradePaused(db, request);
  const now = sb.clock.now();
  const price = await priceTrade(sb, db, askOf(request), now);
  if (!request.createSwapToken) return { ...pricedView(kind, price), swapToken: null, expiresAt: null };
  await refuseUnaffordable(sb, db, user, price);
  const swapToken = randomToken(24);
  const expiresAt = new Date(now.getTime() + SWAP_TOKEN_LOCK_SECONDS * 1000);
  await db.insert(swapTokens).values({
    tokenHash: sha256(swapToken),
    userId: user.id,
    kind,
    sourceToken: price.sourceToken,
    destinationToken: price.destinationToken,
    sourceAmount: price.sourceAmount,
    destinationAmount: price.destinationAmount,
    marketPrice: price.marketPrice,
    rate: price.rate,
    spread: price.spread,
    fee: price.fee,
    sourceDecimals: price.sourceDecimals,
    destinationDecimals: price.destinationDecimals,
    createdAt: now,
    expiresAt,
  });
  return { ...pricedView(kind, price), swapToken, expiresAt: expiresAt.toISOString() };
}

/** The price a swap token locked, exactly as it was quoted. */
function lockedPrice(row: SwapTokenRow): TradePrice {
  return {
    sourceToken: row.sourceToken,
    destinationToken: row.destinationToken,
    sourceAmount: canonicalDecimal(row.sourceAmount),
    destinationAmount: canonicalDecimal(row.destinationAmount),
    marketPrice: canonicalDecimal(row.marketPrice),
    rate: canonicalDecimal(row.rate),
    spread: canonicalDecimal(row.spread),
    fee: canonicalDecimal(row.fee),
    sourceDecimals: row.sourceDecimals,
    destinationDecimals: row.destinationDecimals,
  };
}

/**
 * The user's swap token, taken under a row lock inside the order's transaction so it executes once: unknown or
 * another user's is 404 SWAP_TOKEN_NOT_FOUND, executed is 409 SWAP_TOKEN_ALREADY_USED, past its time is 422
 * SWAP_TOKEN_EXPIRED.
 */
async function takeSwapToken(sb: Sandbox, db: Db, userId: number, swapToken: string): Promise<SwapTokenRow> {
  const [row] = await db
    .select()
    .from(swapTokens)
    .where(eq(swapTokens.tokenHash, sha256(swapToken)))
    .for('update');
  if (!row || row.userId !== userId) throw new ApiFailure(404, 'SWAP_TOKEN_NOT_FOUND');
  if (row.usedAt) throw new ApiFailure(409, 'SWAP_TOKEN_ALREADY_USED');
  if (row.expiresAt.getTime() <= sb.clock.nowMs()) throw new ApiFailure(422, 'SWAP_TOKEN_EXPIRED');
  return row;
}

/**
 * Executes a locked quote once, at its locked price (never priced again): the swap token, then the trade guard
 * for the source side, then one balanced ledger entry with both TRADE legs. Runs inside the call's transaction.
 */
export async function orderTrade(sb: Sandbox, db: Db, user: UserRow, swapToken: string): Promise<OtcOrder> {
  const row = await takeSwapToken(sb, db, user.id, swapToken);
  const price = lockedPrice(row);
  const permit = await guardTrade(sb, db, user, price);
  const at = sb.clock.now();
  const executed = await executeTrade(db, { userId: user.id, kind: row.kind, price, payer: { permit }, at });
  if (!executed.sent) throw new Error('A trade paid from the balance writes its WITHDRAW leg');
  await db
    .update(swapTokens)
    .set({ usedAt: at, orderId: executed.tradeId })
    .where(eq(swapTokens.tokenHash, row.tokenHash));
  return {
    orderId: executed.tradeId,
    ...pricedView(row.kind, price),
    executedAt: at.toISOString(),
    sent: transactionView(executed.sent),
    received: transactionView(executed.received),
  };
}
