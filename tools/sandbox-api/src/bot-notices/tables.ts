import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import { BOT_MESSAGE_KINDS, type BotMessageKind, type WriteAccessState } from '@wallet/api';
import { at, id, ref } from '../db/columns';

/**
 * What the bot tells a user about their money, one message each (the bot's texts name them in camelCase): the
 * contract's kinds, which the user turns on and off in their notification settings.
 */
export const BOT_NOTICE_KINDS = BOT_MESSAGE_KINDS;
export type BotNoticeKind = BotMessageKind;

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

/** A user's choices about the bot's messages; no row is every kind on and write access UNKNOWN. */
export const notificationSettings = pgTable('notification_settings', {
  userId: ref('user_id').primaryKey(),
  kindsOff: text('kinds_off').array().$type<BotNoticeKind[]>().notNull(),
  writeAccess: text('write_access').$type<WriteAccessState>().notNull(),
  updatedAt: at('updated_at').notNull(),
});
export type NotificationSettingsRow = typeof notificationSettings.$inferSelect;
