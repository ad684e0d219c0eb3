import type { Transaction, TransactionType } from '@wallet/api';
import type { TransactionFilterKind } from '@wallet/ui';

interface KindRule {
  /** The types asked of GET /v2/transaction; none asks for every type. */
  types: TransactionType[];
  /** Whether the filter lists a transaction: the API filters by type only, not by channel. */
  lists: (transaction: Transaction) => boolean;
}

const isTradeLeg = (transaction: Transaction) => transaction.channel === 'TRADE';

/**
 * Each type filter of /transactions lists only its kind: a trade's legs are a WITHDRAW and a DEPOSIT, yet a
 * swap is neither a withdrawal nor a deposit to the user, so only the Trades filter lists them.
 */
export const KIND_RULES: Record<TransactionFilterKind, KindRule> = {
  DEPOSIT: {
    types: ['DEPOSIT'],
    lists: (transaction) => transaction.type === 'DEPOSIT' && !isTradeLeg(transaction),
  },
  WITHDRAW: {
    types: ['WITHDRAW'],
    lists: (transaction) => transaction.type === 'WITHDRAW' && !isTradeLeg(transaction),
  },
  TRADE: { types: [], lists: isTradeLeg },
};

/** Whether the type filter (null: all) lists the transaction. */
export function listedBy(kind: TransactionFilterKind | null, transaction: Transaction): boolean {
  return kind === null || KIND_RULES[kind].lists(transaction);
}
