import { boolean, doublePrecision, integer, jsonb, pgTable, text } from 'drizzle-orm/pg-core';
import type { CoinConfig } from '@wallet/api';
import { id, ref, at, amount } from '../db/columns';

// The coin catalogue, feature flags, banners, and what devices and campaigns report.

export const coins = pgTable('coins', {
  token: text('token').primaryKey(),
  position: integer('position').notNull(),
  config: jsonb('config').$type<CoinConfig>().notNull(),
  basePriceUsd: amount('base_price_usd').notNull(),
  dailyVolatility: doublePrecision('daily_volatility').notNull(),
});

export const featureFlags = pgTable('feature_flags', {
  name: text('name').primaryKey(),
  enabled: boolean('enabled').notNull(),
});

export const banners = pgTable('banners', {
  id: id(),
  position: integer('position').notNull(),
  src: text('src').notNull(),
  name: text('name').notNull(),
  link: text('link'),
  linkTarget: text('link_target'),
});

export const pushSubscriptions = pgTable('push_subscriptions', {
  sessionId: ref('session_id').primaryKey(),
  userId: ref('user_id').notNull(),
  endpoint: text('endpoint').notNull(),
  p256dh: text('p256dh').notNull(),
  auth: text('auth').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const fcmTokens = pgTable('fcm_tokens', {
  sessionId: ref('session_id').primaryKey(),
  userId: ref('user_id').notNull(),
  token: text('token').notNull(),
  version: text('version').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const gaClientIds = pgTable('ga_client_ids', {
  sessionId: ref('session_id').primaryKey(),
  userId: ref('user_id').notNull(),
  clientId: text('client_id').notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const attributions = pgTable('attributions', {
  userId: ref('user_id').primaryKey(),
  attribution: jsonb('attribution').$type<Record<string, string | null>>().notNull(),
  updatedAt: at('updated_at').notNull(),
});

export const leads = pgTable('leads', {
  id: id(),
  userId: ref('user_id').notNull(),
  campaign: text('campaign').notNull(),
  type: text('type').notNull(),
  data: text('data').notNull(),
  createdAt: at('created_at').notNull(),
});

export const utmCampaigns = pgTable('utm_campaigns', {
  code: text('code').primaryKey(),
  source: text('source').notNull(),
  medium: text('medium').notNull(),
  campaign: text('campaign').notNull(),
  isActive: boolean('is_active').notNull(),
});

export const feeFreeCampaigns = pgTable('fee_free_campaigns', {
  id: id(),
  startsAt: at('starts_at').notNull(),
  endsAt: at('ends_at').notNull(),
  volumePerUserUsd: amount('volume_per_user_usd').notNull(),
});
