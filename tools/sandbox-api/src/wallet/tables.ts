import { boolean, integer, jsonb, pgTable, primaryKey, text } from 'drizzle-orm/pg-core';
import type {
  CreditReason,
  ExpressTaskKind,
  RialDepositMethod,
  TransactionChannel,
  TransactionStatus,
  TransactionType,
} from '@wallet/api';
import { id, ref, at, amount } from '../db/columns';

// The ledger, transactions, deposit addresses, the address book, Rial deposits and express tasks.

export const watchList = pgTable(
  'watch_list',
  {
    userId: ref('user_id').notNull(),
    token: text('token').notNull(),
    createdAt: at('created_at').notNull(),
  },
  (t) => [primaryKey({ columns: [t.userId, t.token] })],
);

export const ledgerAccounts = pgTable('ledger_accounts', {
  id: id(),
  userId: ref('user_id'),
  systemName: text('system_name'),
  token: text('token').notNull(),
  balance: amount('balance').notNull(),
  allowNegative: boolean('allow_negative').notNull(),
});

export const ledgerEntries = pgTable('ledger_entries', {
  id: id(),
  kind: text('kind').notNull(),
  description: text('description').notNull(),
  userId: ref('user_id'),
  createdAt: at('created_at').notNull(),
});

export const ledgerPostings = pgTable('ledger_postings', {
  id: id(),
  entryId: ref('entry_id').notNull(),
  accountId: ref('account_id').notNull(),
  amount: amount('amount').notNull(),
  createdAt: at('created_at').notNull(),
});

export const transactions = pgTable('transactions', {
  id: id(),
  userId: ref('user_id').notNull(),
  type: text('type').$type<TransactionType>().notNull(),
  channel: text('channel').$type<TransactionChannel>().notNull(),
  creditReason: text('credit_reason').$type<CreditReason>(),
  token: text('token').notNull(),
  status: text('status').$type<TransactionStatus>().notNull(),
  hash: text('hash'),
  uniqueId: text('unique_id').notNull(),
  refId: text('ref_id'),
  network: text('network'),
  senderAddress: text('sender_address'),
  receiverAddress: text('receiver_address'),
  memo: text('memo'),
  amount: amount('amount').notNull(),
  fee: amount('fee').notNull(),
  receivedAmount: amount('received_amount').notNull(),
  balanceAfter: amount('balance_after'),
  supportCode: text('support_code').notNull(),
  counterparty: text('counterparty'),
  counterpartyUserId: ref('counterparty_user_id'),
  confirmationsSeen: integer('confirmations_seen'),
  confirmationsRequired: integer('confirmations_required'),
  entryId: ref('entry_id'),
  createdAt: at('created_at').notNull(),
  updatedAt: at('updated_at').notNull(),
  usdValue: amount('usd_value'),
});
export type TransactionRow = typeof transactions.$inferSelect;

export const depositAddresses = pgTable('deposit_addresses', {
  id: id(),
  userId: ref('user_id').notNull(),
  token: text('token').notNull(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  memo: text('memo'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at'),
});
export type DepositAddressRow = typeof depositAddresses.$inferSelect;

export const addressBook = pgTable('address_book', {
  id: id(),
  userId: ref('user_id').notNull(),
  name: text('name').notNull(),
  network: text('network').notNull(),
  address: text('address').notNull(),
  memo: text('memo'),
  comment: text('comment'),
  createdAt: at('created_at').notNull(),
});
export type AddressBookRow = typeof addressBook.$inferSelect;

export const fiatDeposits = pgTable('fiat_deposits', {
  id: id(),
  userId: ref('user_id').notNull(),
  amount: amount('amount').notNull(),
  entryId: ref('entry_id').notNull(),
  /** The Rial deposit method; null for the sandbox control's deposits. */
  method: text('method').$type<RialDepositMethod>(),
  transactionId: ref('transaction_id'),
  createdAt: at('created_at').notNull(),
});

export const expressTasks = pgTable('express_tasks', {
  id: text('id').primaryKey(),
  userId: ref('user_id').notNull(),
  kind: text('kind').$type<ExpressTaskKind>().notNull(),
  /** Read back only through its kind's schema (express/tasks.ts). */
  payload: jsonb('payload').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  ranAt: at('ran_at'),
  transactionId: ref('transaction_id'),
});
export type ExpressTaskRow = typeof expressTasks.$inferSelect;
