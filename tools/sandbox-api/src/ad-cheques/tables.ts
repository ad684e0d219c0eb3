import { pgTable, text } from 'drizzle-orm/pg-core';
import type { AdChequeDesign, AdChequeStatus } from '@wallet/api';
import { amount, at, id, ref } from '../db/columns';

export const adCheques = pgTable('ad_cheques', {
  id: id(),
  creatorId: ref('creator_id').notNull(),
  token: text('token').notNull(),
  totalPrize: amount('total_prize').notNull(),
  activationPrize: amount('activation_prize').notNull(),
  firstLayerPrize: amount('first_layer_prize').notNull(),
  secondLayerPrize: amount('second_layer_prize').notNull(),
  message: text('message'),
  design: text('design').$type<AdChequeDesign>().notNull(),
  status: text('status').$type<AdChequeStatus>().notNull(),
  returned: amount('returned').notNull(),
  createdAt: at('created_at').notNull(),
  activatedAt: at('activated_at'),
  expiresAt: at('expires_at'),
  closedAt: at('closed_at'),
});
export type AdChequeRow = typeof adCheques.$inferSelect;

export const adChequeClaims = pgTable('ad_cheque_claims', {
  id: id(),
  chequeId: ref('cheque_id').notNull(),
  userId: ref('user_id').notNull(),
  deviceId: text('device_id').notNull(),
  referrerId: ref('referrer_id'),
  secondReferrerId: ref('second_referrer_id'),
  amount: amount('amount').notNull(),
  firstLayerPaid: amount('first_layer_paid').notNull(),
  secondLayerPaid: amount('second_layer_paid').notNull(),
  entryId: ref('entry_id').notNull(),
  createdAt: at('created_at').notNull(),
});
export type AdChequeClaimRow = typeof adChequeClaims.$inferSelect;

export const adChequeCaptchas = pgTable('ad_cheque_captchas', {
  id: text('id').primaryKey(),
  chequeId: ref('cheque_id').notNull(),
  userId: ref('user_id').notNull(),
  referrerId: ref('referrer_id'),
  deviceId: text('device_id').notNull(),
  answer: text('answer').notNull(),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  usedAt: at('used_at'),
});
export type AdChequeCaptchaRow = typeof adChequeCaptchas.$inferSelect;
