import { and, asc, desc, eq, gt, lt } from 'drizzle-orm';
import type { HandlersOf } from '../context';
import { transactions } from './tables';
import { canonicalToken } from '../config/coins';
import { ApiFailure } from '../errors';
import { transactionView } from '../money/transactions';
import { listTransactions } from './transaction-list';

export const transactionHandlers: HandlersOf<'transactions' | 'transactionsV1' | 'transaction'> = {
  async transactions({ db, auth, input }) {
    const { tokens, ...filters } = input.query;
    const page = await listTransactions(db, auth.user.id, {
      ...filters,
      tokens: tokens?.map(canonicalToken),
    });
    if (!page) throw new ApiFailure(404, 'TRANSACTION_NOT_FOUND');
    return { transactions: page.rows.map(transactionView), hasMore: page.hasMore };
  },

  async transactionsV1({ db, auth, input }) {
    const { token, afterId, limit } = input.query;
    const isDescending = input.query.desc === 'true';
    const rows = await db
      .select()
      .from(transactions)
      .where(
        and(
          eq(transactions.userId, auth.user.id),
          token ? eq(transactions.token, canonicalToken(token)) : undefined,
          afterId ? (isDescending ? lt : gt)(transactions.id, Number(afterId)) : undefined,
        ),
      )
      .orderBy(isDescending ? desc(transactions.id) : asc(transactions.id))
      .limit(limit);
    return { transactions: rows.map(transactionView) };
  },

  async transaction({ db, auth, input }) {
    const [row] = await db
      .select()
      .from(transactions)
      .where(and(eq(transactions.userId, auth.user.id), eq(transactions.id, Number(input.params.id))));
    if (!row) throw new ApiFailure(404, 'TRANSACTION_NOT_FOUND');
    return transactionView(row);
  },
};
