import { integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { OtcOrderKind } from '@wallet/api';
import { amount, at, ref } from '../db/columns';

/** Locked quotes: the price a user saw, under the hash of its swap token, executed at most once. */
export const swapTokens = pgTable('swap_tokens', {
  tokenHash: text('token_hash').primaryKey(),
  userId: ref('user_id').notNull(),
  kind: text('kind').$type<OtcOrderKind>().notNull(),
  sourceToken: text('source_token').notNull(),
  destinationToken: text('destination_token').notNull(),
  sourceAmount: amount('source_amount').notNull(),
  destinationAmount: amount('destination_amount').notNull(),
  marketPrice: amount('market_price').notNull(),
  rate: amount('rate').notNull(),
  spread: amount('spread').notNull(),
  fee: amount('fee').notNull(),
  sourceDecimals: integer('source_decimals').notNull(),
  destinationDecimals: integer('destination_decimals').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
  orderId: text('order_id'),
});
export type SwapTokenRow = typeof swapTokens.$inferSelect;
