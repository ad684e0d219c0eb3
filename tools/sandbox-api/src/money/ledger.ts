import { and, eq, inArray, isNotNull, isNull, sql } from 'drizzle-orm';
import { add, cmp, isDecimal, isNegative, isZero, neg, sum } from '@wallet/core';
import { queryRows, type Db } from '../db/client';
import { isCheckViolation } from '../db/errors';
import { ledgerAccounts, ledgerEntries, ledgerPostings } from '../wallet/tables';
import { ApiFailure } from '../errors';
import type { SpendPermit } from './spend-guard';

/** System accounts; only these may go below zero (they stand for the world outside the wallet). */
export const SYSTEM_ACCOUNTS = {
  GENESIS: { name: 'sandbox:genesis', allowNegative: true },
  GIFT_CARDS: { name: 'liability:gift-cards', allowNegative: true },
  REFERRAL_REWARDS: { name: 'expense:referral-rewards', allowNegative: true },
  SANDBOX_TRANSFERS: { name: 'sandbox:transfers', allowNegative: true },
  /** The blockchains outside: deposits come from here and withdrawals go there. */
  CHAIN: { name: 'world:chain', allowNegative: true },
  /** The banks outside: Rial deposits come from here and Rial withdrawals go there. */
  BANK: { name: 'world:bank', allowNegative: true },
  /** The wallet's market maker: the other side of every trade, in every token (it may run short of one). */
  MARKET_MAKER: { name: 'house:market-maker', allowNegative: true },
  /** What the wallet earns on trades, in the token the user receives. */
  TRADE_FEES: { name: 'income:trade-fees', allowNegative: false },
  /** What users paid on invoices, held until the product is delivered (or refunded). */
  INVOICE_ESCROW: { name: 'house:invoice-escrow', allowNegative: false },
  /** What the shop's delivered invoices earned: their Toman leaves the escrow when the product is handed over. */
  SHOP_SALES: { name: 'income:shop-sales', allowNegative: false },
} as const;
export type SystemAccount = (typeof SYSTEM_ACCOUNTS)[keyof typeof SYSTEM_ACCOUNTS];

/** The prefix of every ad cheque's own escrow account: one account per cheque, so no cheque pays from another's pot. */
export const AD_CHEQUE_ESCROW_PREFIX = 'house:ad-cheque-escrow:';

/**
 * An ad cheque's pot: what its creator paid in, less what claims paid out, until the rest goes back. It may never
 * go below zero, so the database itself refuses a claim the pot cannot pay.
 */
export const adChequeEscrow = (chequeId: number) => ({
  name: `${AD_CHEQUE_ESCROW_PREFIX}${chequeId}`,
  allowNegative: false,
});

/** The prefix of every giveaway's own escrow account: its prizes from payment until the draw. */
export const GIVEAWAY_ESCROW_PREFIX = 'house:giveaway-escrow:';

/**
 * A giveaway's pot: exactly its prizes while ACTIVE, emptied by the draw's one entry (winners paid, the rest back to
 * the creator). It may never go below zero.
 */
export const giveawayEscrow = (giveawayId: number) => ({
  name: `${GIVEAWAY_ESCROW_PREFIX}${giveawayId}`,
  allowNegative: false,
});

export type EntryKind =
  | 'SEED'
  | 'GIFT_CARD_CLAIM'
  | 'REFERRAL_REWARD'
  | 'SANDBOX_TRANSFER'
  | 'CHAIN_DEPOSIT'
  | 'INTERNAL_TRANSFER'
  | 'CHAIN_WITHDRAW'
  | 'WITHDRAW_REFUND'
  | 'FIAT_DEPOSIT'
  | 'RIAL_WITHDRAW'
  | 'RIAL_WITHDRAW_REFUND'
  | 'TRADE'
  | 'INVOICE_PAYMENT'
  | 'INVOICE_REFUND'
  | 'INVOICE_DELIVERY'
  | 'AD_CHEQUE_FUNDING'
  | 'AD_CHEQUE_CLAIM'
  | 'AD_CHEQUE_RETURN'
  | 'GIVEAWAY_FUNDING'
  | 'GIVEAWAY_DRAW'
  | 'GIFT_CARD_SALE'
  | 'GIFT_CARD_REFUND';

export interface Posting {
  accountId: number;
  /** Positive credits the account, negative debits it. */
  amount: string;
}

export async function userAccount(db: Db, userId: number, token: string): Promise<number> {
  await db
    .insert(ledgerAccounts)
    .values({ userId, token, balance: '0', allowNegative: false })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), eq(ledgerAccounts.token, token)));
  if (!row) throw new Error(`No ledger account for user ${userId} in ${token}`);
  return row.id;
}

export async function systemAccount(
  db: Db,
  account: { readonly name: string; readonly allowNegative: boolean },
  token: string,
): Promise<number> {
  await db
    .insert(ledgerAccounts)
    .values({ systemName: account.name, token, balance: '0', allowNegative: account.allowNegative })
    .onConflictDoNothing();
  const [row] = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.systemName, account.name), eq(ledgerAccounts.token, token)));
  if (!row) throw new Error(`No system account ${account.name} in ${token}`);
  return row.id;
}

/** The non-negative balance constraint refused a posting. */
function isBalanceViolation(error: unknown): boolean {
  if (!isCheckViolation(error)) return false;
  for (let e: unknown = error; e; e = (e as { cause?: unknown }).cause) {
    const { constraint, message } = e as { constraint?: string; message?: string };
    if (`${constraint ?? ''} ${message ?? ''}`.includes('ledger_accounts_balance_non_negative')) return true;
  }
  return false;
}

/**
 * Money leaves a user's account only with the spend guard's permit: a debit of a user account is refused
 * unless the entry carries a permit for that account and at least that amount. A bug that forgets the guard
 * fails here, before anything is written.
 */
async function refuseUnguardedDebits(db: Db, postings: Posting[], permit: SpendPermit | undefined) {
  const debited: number[] = [];
  for (const posting of postings) {
    if (!isNegative(posting.amount)) continue;
    if (permit && posting.accountId === permit.accountId) permit.use(posting.accountId, neg(posting.amount));
    else debited.push(posting.accountId);
  }
  if (debited.length === 0) return;
  const userAccounts = await db
    .select({ id: ledgerAccounts.id })
    .from(ledgerAccounts)
    .where(and(inArray(ledgerAccounts.id, debited), isNotNull(ledgerAccounts.userId)));
  if (userAccounts.length > 0) {
    throw new Error(`User account ${userAccounts[0]!.id} debited without the spend guard's permit`);
  }
}

/**
 * Writes one balanced entry. Call it inside the transaction of the money operation. The database applies
 * each posting to its account's balance and refuses any balance below zero; that refusal becomes
 * INSUFFICIENT_USER_BALANCE.
 */
export async function postEntry(
  db: Db,
  entry: {
    kind: EntryKind;
    description: string;
    userId: number | null;
    postings: Posting[];
    at: Date;
    permit?: SpendPermit;
  },
): Promise<number> {
  if (entry.postings.length < 2) throw new Error('An entry needs at least two postings');
  for (const posting of entry.postings) {
    if (!isDecimal(posting.amount) || isZero(posting.amount))
      throw new Error(`Bad posting amount ${posting.amount}`);
  }
  if (!isZero(sum(entry.postings.map((p) => p.amount)))) throw new Error('Entry does not balance');
  await refuseUnguardedDebits(db, entry.postings, entry.permit);
  const [row] = await db
    .insert(ledgerEntries)
    .values({ kind: entry.kind, description: entry.description, userId: entry.userId, createdAt: entry.at })
    .returning({ id: ledgerEntries.id });
  if (!row) throw new Error('Entry not written');
  // Debits first, in account order, so concurrent transfers lock accounts in one order.
  const ordered = [...entry.postings].sort((a, b) => cmp(a.amount, b.amount) || a.accountId - b.accountId);
  try {
    for (const posting of ordered) {
      await db.insert(ledgerPostings).values({
        entryId: row.id,
        accountId: posting.accountId,
        amount: posting.amount,
        createdAt: entry.at,
      });
    }
  } catch (error) {
    if (isBalanceViolation(error)) throw new ApiFailure(400, 'INSUFFICIENT_USER_BALANCE');
    throw error;
  }
  return row.id;
}

/** Moves `amount` of `token` from one account to another as one entry; from a user's account, with a permit. */
export async function transfer(
  db: Db,
  move: {
    kind: EntryKind;
    description: string;
    userId: number | null;
    from: number;
    to: number;
    amount: string;
    at: Date;
    permit?: SpendPermit;
  },
): Promise<number> {
  return postEntry(db, {
    kind: move.kind,
    description: move.description,
    userId: move.userId,
    at: move.at,
    ...(move.permit ? { permit: move.permit } : {}),
    postings: [
      { accountId: move.from, amount: neg(move.amount) },
      { accountId: move.to, amount: move.amount },
    ],
  });
}

/** The user's balance per token, as the ledger holds it. */
export async function userBalances(db: Db, userId: number): Promise<Map<string, string>> {
  const rows = await db
    .select({ token: ledgerAccounts.token, balance: ledgerAccounts.balance })
    .from(ledgerAccounts)
    .where(and(eq(ledgerAccounts.userId, userId), isNull(ledgerAccounts.systemName)));
  return new Map(rows.map((r) => [r.token, add(r.balance, '0')]));
}

/** Recomputes every balance from the postings; used by tests and the sandbox's audit control. */
export async function auditLedger(db: Db): Promise<{
  accountsOutOfBalance: number;
  unbalancedEntries: number;
  negativeUserAccounts: number;
}> {
  const [row] = await queryRows<{
    accounts_out_of_balance: number;
    unbalanced_entries: number;
    negative_user_accounts: number;
  }>(
    db,
    sql`
    SELECT
      (SELECT count(*)::int FROM ledger_accounts a
        WHERE a.balance <> COALESCE((SELECT sum(p.amount) FROM ledger_postings p WHERE p.account_id = a.id), 0))
        AS accounts_out_of_balance,
      (SELECT count(*)::int FROM (
        SELECT p.entry_id, a.token FROM ledger_postings p JOIN ledger_accounts a ON a.id = p.account_id
        GROUP BY p.entry_id, a.token HAVING sum(p.amount) <> 0) u) AS unbalanced_entries,
      (SELECT count(*)::int FROM ledger_accounts WHERE user_id IS NOT NULL AND balance < 0) AS negative_user_accounts
  `,
  );
  if (!row) throw new Error('audit returned nothing');
  return {
    accountsOutOfBalance: row.accounts_out_of_balance,
    unbalancedEntries: row.unbalanced_entries,
    negativeUserAccounts: row.negative_user_accounts,
  };
}
