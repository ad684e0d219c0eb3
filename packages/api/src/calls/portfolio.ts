import { z } from 'zod';
import { defineCall } from '../define';
import { dataRange } from '../schemas/market';
import { pnlAllRanges, pnlRange, pnlSummary } from '../schemas/portfolio';
import { tokenSymbol } from '../schemas/primitives';

const TAGS = ['Assets, market data, portfolio, watch list'] as const;
const tokenParams = z.object({ token: tokenSymbol });

/** Spec 001 §7 portfolio: profit and loss per token, from the user's own ledger history. */
export const portfolioCalls = {
  pnl: defineCall({
    method: 'GET',
    path: '/v1/portfolio/pnl/{token}',
    summary: "The user's cost basis, realised and unrealised profit and loss in a token",
    auth: 'user',
    tags: TAGS,
    params: tokenParams,
    response: pnlSummary,
  }),
  pnlTransactions: defineCall({
    method: 'GET',
    path: '/v1/portfolio/pnl/transactions/{token}',
    summary: 'Profit and loss over one range (default ALL), with the movements that made it',
    auth: 'user',
    tags: TAGS,
    params: tokenParams,
    query: z.object({ dataRange: dataRange.default('ALL') }).strict(),
    response: pnlRange,
  }),
  pnlTransactionsAllRanges: defineCall({
    method: 'GET',
    path: '/v1/portfolio/pnl/transactions/{token}/all-ranges',
    summary: 'Profit and loss over every range at once',
    auth: 'user',
    tags: TAGS,
    params: tokenParams,
    response: pnlAllRanges,
  }),
} as const;
