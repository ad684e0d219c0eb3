import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { at, id, ref } from '../db/columns';

/** What the bot tells a user about their money, one message each (the bot's texts name them in camelCase). */
export const BOT_NOTICE_KINDS = [
  'DEPOSIT_CREDITED',
  'WITHDRAWAL_CONFIRMED',
  'PRICE_ALERT',
  'CHEQUE_CLAIMED',
  'GIVEAWAY_WON',
] as const;
export type BotNoticeKind = (typeof BOT_NOTICE_KINDS)[number];

/** A notice's facts, raw: decimal amounts and token symbols, which the bot writes in the user's language. */
export interface BotNoticeData {
  amount?: string;
  token?: string;
  price?: string;
  /** The currency a price is in (IRT or USD). */
  currency?: string;
}

export const botNotices = pgTable('bot_notices', {
  id: id(),
  userId: ref('user_id').notNull(),
  kind: text('kind').$type<BotNoticeKind>().notNull(),
  data: jsonb('data').$type<BotNoticeData>().notNull(),
  createdAt: at('created_at').notNull(),
  attempts: integer('attempts').notNull(),
  sentAt: at('sent_at'),
  failedAt: at('failed_at'),
});
export type BotNoticeRow = typeof botNotices.$inferSelect;
