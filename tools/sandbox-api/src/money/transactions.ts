import { randomInt, randomUUID } from 'node:crypto';
import { and, eq } from 'drizzle-orm';
import type {
  CreditReason,
  Transaction,
  TransactionChannel,
  TransactionStatus,
  TransactionType,
} from '@wallet/api';
import { sub } from '@wallet/core';
import type { Db } from '../db/client';
import { ledgerAccounts, transactions, type TransactionRow } from '../wallet/tables';
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
