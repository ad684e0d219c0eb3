import { pgTable, text } from 'drizzle-orm/pg-core';
import type { BankTransferSource, IdentifiedDepositReturnReason, IdentifiedDepositStatus } from '@wallet/api';
import { amount, at, id, ref } from '../../db/columns';

// Each user's cash-in code, and the bank transfers that came in with a code (migration 0018_cash_in.sql).

export const cashInCodes = pgTable('cash_in_codes', {
  userId: ref('user_id').primaryKey(),
  code: text('code').notNull(),
  createdAt: at('created_at').notNull(),
});

export const identifiedDeposits = pgTable('identified_deposits', {
  id: id(),
  /** The bank's tracking number: one transfer, however often the bank's message comes. */
  reference: text('reference').notNull(),
  code: text('code').notNull(),
  /** Null when no user has the code. */
  userId: ref('user_id'),
  source: text('source').$type<BankTransferSource>().notNull(),
  /** Toman. */
  amount: amount('amount').notNull(),
  fromIban: text('from_iban').notNull(),
  status: text('status').$type<IdentifiedDepositStatus>().notNull(),
  returnReason: text('return_reason').$type<IdentifiedDepositReturnReason>(),
  receivedAt: at('received_at').notNull(),
  dueAt: at('due_at').notNull(),
  creditedAt: at('credited_at'),
  transactionId: ref('transaction_id'),
});
export type IdentifiedDepositRow = typeof identifiedDeposits.$inferSelect;
