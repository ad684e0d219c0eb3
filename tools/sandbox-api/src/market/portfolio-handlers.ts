import { and, asc, eq } from 'drizzle-orm';
import { DATA_RANGES, type DataRange, type PnlRange } from '@wallet/api';
import type { HandlersOf, Sandbox } from '../context';
import type { Db } from '../db/client';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../wallet/tables';
import { canonicalToken } from '../config/coins';
import { canonicalDecimal } from '../decimal';
import { ApiFailure } from '../errors';
import { pnlOverRange, pnlSummary, type Flow } from './pnl';

/** Every posting on the user's account of a token, oldest first. */
async function flowsOf(db: Db, userId: number, token: string): Promise<Flow[]> {
  const rows = await db
    .select({
      entryId: ledgerEntries.id,
      kind: ledgerEntries.kind,
      amount: ledgerPostings.amount,
      createdAt: ledgerPostings.createdAt,
    })
    .from(ledgerPostings)
    .innerJoin(ledgerAccounts, eq(ledgerAccounts.id, ledgerPostings.accountId))
    .innerJoin(ledgerEntries, eq(ledgerEntries.id, ledgerPostings.entryId))
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.token, token)))
    .orderBy(asc(ledgerPostings.createdAt), asc(ledgerPostings.id));
  return rows.map((row) => ({
    entryId: row.entryId,
    kind: row.kind,
    amount: canonicalDecimal(row.amount),
    atMs: row.createdAt.getTime(),
  }));
}

function pricedToken(sb: Sandbox, raw: string) {
  const token = canonicalToken(raw);
  if (!sb.prices.has(token)) throw new ApiFailure(404, 'UNKNOWN_COIN');
  return { token, priceAt: (atMs: number) => sb.prices.usdAt(token, atMs) };
}

export const portfolioHandlers: HandlersOf<'pnl' | 'pnlTransactions' | 'pnlTransactionsAllRanges'> = {
  async pnl({ sb, db, auth, input }) {
    const { token, priceAt } = pricedToken(sb, input.params.token);
    return pnlSummary(token, await flowsOf(db, auth.user.id, token), priceAt, sb.clock.nowMs());
  },
  async pnlTransactions({ sb, db, auth, input }) {
    const { token, priceAt } = pricedToken(sb, input.params.token);
    const flows = await flowsOf(db, auth.user.id, token);
    return pnlOverRange(token, input.query.dataRange, flows, priceAt, sb.clock.nowMs());
  },
  async pnlTransactionsAllRanges({ sb, db, auth, input }) {
    const { token, priceAt } = pricedToken(sb, input.params.token);
    const flows = await flowsOf(db, auth.user.id, token);
    const now = sb.clock.nowMs();
    const ranges = Object.fromEntries(
      DATA_RANGES.map((range) => [range, pnlOverRange(token, range, flows, priceAt, now)]),
    ) as Record<DataRange, PnlRange>;
    return { token, ranges };
  },
};
