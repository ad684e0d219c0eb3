import { integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { GiveawayLimitation, GiveawayStatus } from '@wallet/api';
import { amount, at, id, ref } from '../db/columns';

/** A prize tier as kept: `count` winners get `amount` each (canonical decimal). */
export interface PrizeTier {
  count: number;
  amount: string;
}

export const giveaways = pgTable('giveaways', {
  id: id(),
  creatorId: ref('creator_id').notNull(),
  title: text('title').notNull(),
  bannerBase64: text('banner_base64').notNull(),
  bannerType: text('banner_type').notNull(),
  token: text('token').notNull(),
  prizes: jsonb('prizes').$type<PrizeTier[]>().notNull(),
  totalPrize: amount('total_prize').notNull(),
  limitations: jsonb('limitations').$type<GiveawayLimitation[]>().notNull(),
  status: text('status').$type<GiveawayStatus>().notNull(),
  seed: text('seed'),
  seedHash: text('seed_hash'),
  returned: amount('returned').notNull(),
  drawEntryId: ref('draw_entry_id'),
  endsAt: at('ends_at').notNull(),
  createdAt: at('created_at').notNull(),
  activatedAt: at('activated_at'),
  drawnAt: at('drawn_at'),
  canceledAt: at('canceled_at'),
});
export type GiveawayRow = typeof giveaways.$inferSelect;

export const giveawayParticipants = pgTable('giveaway_participants', {
  id: id(),
  giveawayId: ref('giveaway_id').notNull(),
  userId: ref('user_id').notNull(),
  participantCode: text('participant_code').notNull(),
  createdAt: at('created_at').notNull(),
});
export type GiveawayParticipantRow = typeof giveawayParticipants.$inferSelect;

export const giveawayWinners = pgTable('giveaway_winners', {
  id: id(),
  giveawayId: ref('giveaway_id').notNull(),
  userId: ref('user_id').notNull(),
  participantCode: text('participant_code').notNull(),
  rank: integer('rank').notNull(),
  amount: amount('amount').notNull(),
  entryId: ref('entry_id').notNull(),
});
export type GiveawayWinnerRow = typeof giveawayWinners.$inferSelect;
