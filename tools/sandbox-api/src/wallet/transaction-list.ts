import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type { TransactionType } from '@wallet/api';
import type { Db } from '../db/client';
import { transactions, type TransactionRow } from './tables';

// The user's transaction history as GET /v2/transaction reads it: filters, search and keyset pages.

export interface ListFilters {
  types?: TransactionType[];
  startDate?: string;
  endDate?: string;
  tokens?: string[];
  networks?: string[];
  query?: string;
  supportCodes?: string[];
  ids?: string[];
  recipients?: string[];
  afterId?: string;
  beforeId?: string;
  sortBy: 'DATE' | 'AMOUNT';
  sortDir: 'ASC' | 'DESC';
  limit: number;
}

/** Escapes LIKE's wildcards so a search for "50%" looks for those characters. */
function likePattern(text: string): string {
  return `%${text.replace(/[\\%_]/g, (c) => `\\${c}`)}%`;
}

function filterConditions(userId: number, f: ListFilters): SQL[] {
  const conditions: SQL[] = [eq(transactions.userId, userId)];
  if (f.types?.length) conditions.push(inArray(transactions.type, f.types));
  if (f.startDate) conditions.push(gte(transactions.createdAt, new Date(f.startDate)));
  if (f.endDate) conditions.push(lte(transactions.createdAt, new Date(f.endDate)));
  if (f.tokens?.length) conditions.push(inArray(transactions.token, f.tokens));
  if (f.networks?.length) conditions.push(inArray(transactions.network, f.networks));
  if (f.supportCodes?.length)
    conditions.push(
      inArray(
        transactions.supportCode,
        f.supportCodes.map((c) => c.toUpperCase()),
      ),
    );
  if (f.ids?.length) conditions.push(inArray(transactions.id, f.ids.map(Number)));
  if (f.recipients?.length) {
    conditions.push(
      or(
        inArray(transactions.receiverAddress, f.recipients),
        inArray(transactions.counterparty, f.recipients),
      )!,
    );
  }
  if (f.query) {
    const pattern = likePattern(f.query);
    const fields = [
      transactions.hash,
      transactions.senderAddress,
      transactions.receiverAddress,
      transactions.memo,
      transactions.supportCode,
      transactions.uniqueId,
      transactions.refId,
      transactions.counterparty,
      transactions.token,
    ];
    conditions.push(or(...fields.map((field) => sql`${field} ILIKE ${pattern}`))!);
  }
  return conditions;
}

/**
 * A page of the user's transactions (GET /v2/transaction). The cursors are keyset positions: afterId reads
 * on from that transaction in the list's order, beforeId reads back towards the start; ties are broken by id.
 */
export async function listTransactions(
  db: Db,
  userId: number,
  f: ListFilters,
): Promise<{ rows: TransactionRow[]; hasMore: boolean } | null> {
  const conditions = filterConditions(userId, f);
  const sortColumn = f.sortBy === 'AMOUNT' ? transactions.amount : transactions.createdAt;
  const cursorId = f.afterId ?? f.beforeId;
  // Reading backwards from beforeId runs the query in the opposite order, then turns the page around.
  const isBackwards = Boolean(f.beforeId);
  const ascending = (f.sortDir === 'ASC') !== isBackwards;
  if (cursorId) {
    const [cursor] = await db
      .select({ id: transactions.id, createdAt: transactions.createdAt, amount: transactions.amount })
      .from(transactions)
      .where(and(eq(transactions.userId, userId), eq(transactions.id, Number(cursorId))));
    if (!cursor) return null;
    const value =
      f.sortBy === 'AMOUNT'
        ? sql`${cursor.amount}::numeric`
        : sql`${cursor.createdAt.toISOString()}::timestamptz`;
    conditions.push(
      ascending
        ? sql`(${sortColumn}, ${transactions.id}) > (${value}, ${cursor.id})`
        : sql`(${sortColumn}, ${transactions.id}) < (${value}, ${cursor.id})`,
    );
  }
  const order = ascending ? asc : desc;
  const rows = await db
    .select()
    .from(transactions)
    .where(and(...conditions))
    .orderBy(order(sortColumn), order(transactions.id))
    .limit(f.limit + 1);
  const hasMore = rows.length > f.limit;
  const page = rows.slice(0, f.limit);
  return { rows: isBackwards ? page.reverse() : page, hasMore };
}
