import { pgTable, text } from 'drizzle-orm/pg-core';
import type { DirectDebitContractStatus } from '@wallet/api';
import { amount, at, id, ref } from '../../db/columns';

// Direct-debit contracts and the deposits drawn through them (migration 0019).

export const directDebitContracts = pgTable('direct_debit_contracts', {
  id: id(),
  userId: ref('user_id').notNull(),
  /** core's bank id. */
  bankId: text('bank_id').notNull(),
  /** Toman. */
  maxDailyDeposit: amount('max_daily_deposit').notNull(),
  status: text('status').$type<DirectDebitContractStatus>().notNull(),
  /** The unguessable part of the bank page's address. */
  mandateToken: text('mandate_token').notNull(),
  returnUrl: text('return_url'),
  createdAt: at('created_at').notNull(),
  /** When a PENDING contract becomes ACTIVE. */
  activatesAt: at('activates_at'),
});
export type DirectDebitContractRow = typeof directDebitContracts.$inferSelect;

export const directDebitDeposits = pgTable('direct_debit_deposits', {
  id: id(),
  contractId: ref('contract_id').notNull(),
  amount: amount('amount').notNull(),
  transactionId: ref('transaction_id').notNull(),
  createdAt: at('created_at').notNull(),
  /** The invoice this deposit paid (migration 0024). */
  invoiceId: ref('invoice_id'),
});
