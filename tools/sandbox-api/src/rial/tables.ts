import { pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../db/columns';

// The user's bank cards and IBANs; the bank of each comes from core's table, by number.

export const bankCards = pgTable('bank_cards', {
  id: id(),
  userId: ref('user_id').notNull(),
  /** 16 Latin digits. */
  number: text('number').notNull(),
  ownerName: text('owner_name').notNull(),
  createdAt: at('created_at').notNull(),
});
export type BankCardRow = typeof bankCards.$inferSelect;

export const bankIbans = pgTable('bank_ibans', {
  id: id(),
  userId: ref('user_id').notNull(),
  /** "IR" and 24 Latin digits. */
  number: text('number').notNull(),
  ownerName: text('owner_name').notNull(),
  createdAt: at('created_at').notNull(),
});
export type BankIbanRow = typeof bankIbans.$inferSelect;
