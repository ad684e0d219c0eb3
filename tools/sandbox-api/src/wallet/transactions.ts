import { randomInt, randomUUID } from 'node:crypto';
import { and, asc, desc, eq, gte, inArray, lte, or, sql, type SQL } from 'drizzle-orm';
import type {
  CreditReason,
  Transaction,
  TransactionChannel,
  TransactionStatus,
  TransactionType,
} from '@wallet/api';
import { sub } from '@wallet/core';
import type { Db } from '../db/client';
import { ledgerAccounts, transactions, type TransactionRow } from './tables';
import { canonicalDecimal } from '../decimal';

/** Letters and digits that cannot be misread for one another when a user reads a code to support. */
const SUPPORT_CODE_ALPHABET = '23456789ABCDEFGHJKLMNPQRSTUVWXYZ';

export function newSupportCode(): string {
  let code = '';
  for (let i = 0; i < 10; i++) code += SUPPORT_CODE_ALPHABET[randomInt(SUPPORT_CODE_ALPHABET.length)];
  return code;
}

export interface NewTransaction {
  userId: number;
  type: TransactionType;
  channel: TransactionChannel;
  creditReason?: CreditReason;
  token: string;
  status: TransactionStatus;
  amount: string;
  fee?: string;
  network?: string | null;
  hash?: string | null;
  refId?: string | null;
  senderAddress?: string | null;
  receiverAddress?: string | null;
  memo?: string | null;
  counterparty?: string | null;
  counterpartyUserId?: number | null;
  confirmations?: { seen: number; required: number } | null;
  /** The ledger entry that moved the money, when it has moved already. */
  entryId?: number | null;
  /** What a network withdrawal was worth in USD, counted against the limits. */
  usdValue?: string | null;
  at: Date;
}

/** The user's ledger balance of a token now; read inside the transaction that moved it. */
export async function ledgerBalance(db: Db, userId: number, token: string): Promise<string | null> {
  const [row] = await db
    .select({ balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.token, token)));
  return row ? canonicalDecimal(row.balance) : null;
}

/**
 * Writes what the user will see of a money movement. Call it in the database transaction of the movement,
 * after its ledger entry, so `balanceAfter` is the balance that entry left.
 */
export async function recordTransaction(db: Db, input: NewTransaction): Promise<TransactionRow> {
  const fee = input.fee ?? '0';
  const [row] = await db
    .insert(transactions)
    .values({
      userId: input.userId,
      type: input.type,
      channel: input.channel,
      creditReason: input.creditReason ?? null,
      token: input.token,
      status: input.status,
      hash: input.hash ?? null,
      uniqueId: randomUUID(),
      refId: input.refId ?? null,
      network: input.network ?? null,
      senderAddress: input.senderAddress ?? null,
      receiverAddress: input.receiverAddress ?? null,
      memo: input.memo ?? null,
      amount: input.amount,
      fee,
      receivedAmount: sub(input.amount, fee),
      balanceAfter: input.entryId ? await ledgerBalance(db, input.userId, input.token) : null,
      supportCode: newSupportCode(),
      counterparty: input.counterparty ?? null,
      counterpartyUserId: input.counterpartyUserId ?? null,
      confirmationsSeen: input.confirmations?.seen ?? null,
      confirmationsRequired: input.confirmations?.required ?? null,
      entryId: input.entryId ?? null,
      usdValue: input.usdValue ?? null,
      createdAt: input.at,
      updatedAt: input.at,
    })
    .returning();
  if (!row) throw new Error('Transaction not written');
  return row;
}

export function transactionView(row: TransactionRow): Transaction {
  return {
    id: String(row.id),
    type: row.type,
    channel: row.channel,
    creditReason: row.creditReason,
    token: row.token,
    status: row.status,
    hash: row.hash,
    uniqueId: row.uniqueId,
    refId: row.refId,
    network: row.network,
    date: row.createdAt.toISOString(),
    senderAddress: row.senderAddress,
    receiverAddress: row.receiverAddress,
    memo: row.memo,
    amount: canonicalDecimal(row.amount),
    fee: canonicalDecimal(row.fee),
    receivedAmount: canonicalDecimal(row.receivedAmount),
    balanceAfter: row.balanceAfter === null ? null : canonicalDecimal(row.balanceAfter),
    supportCode: row.supportCode,
    counterparty: row.counterparty,
    confirmations:
      row.confirmationsRequired === null
        ? null
        : { seen: row.confirmationsSeen ?? 0, required: row.confirmationsRequired },
  };
}

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
