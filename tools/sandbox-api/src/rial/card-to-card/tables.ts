import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import type { CardToCardMethod, CardToCardStatus } from '@wallet/api';
import { amount, at, id, ref } from '../../db/columns';

/** The card each method sends to, and whether its terminal takes payments now. */
export const cardToCardTerminals = pgTable('card_to_card_terminals', {
  method: text('method').$type<CardToCardMethod>().primaryKey(),
  cardNumber: text('card_number').notNull(),
  ownerName: text('owner_name').notNull(),
  isActive: boolean('is_active').notNull(),
});
export type CardToCardTerminalRow = typeof cardToCardTerminals.$inferSelect;

export const cardToCardPayments = pgTable('card_to_card_payments', {
  id: id(),
  userId: ref('user_id').notNull(),
  method: text('method').$type<CardToCardMethod>().notNull(),
  status: text('status').$type<CardToCardStatus>().notNull(),
  amount: amount('amount').notNull(),
  sourceCardId: ref('source_card_id').notNull(),
  /** Kept with the payment: the user may delete the card later. */
  sourceCardNumber: text('source_card_number').notNull(),
  destinationCardNumber: text('destination_card_number').notNull(),
  destinationOwnerName: text('destination_owner_name').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  confirmedAt: at('confirmed_at'),
  transactionId: ref('transaction_id'),
  /** The invoice this payment pays once credited (migration 0024). */
  invoiceId: ref('invoice_id'),
});
export type CardToCardPaymentRow = typeof cardToCardPayments.$inferSelect;
