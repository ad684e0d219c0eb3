import { doublePrecision, pgTable, text } from 'drizzle-orm/pg-core';
import type { AlertCondition, ChartCurrency } from '@wallet/api';
import { id, ref, at, amount } from '../db/columns';

// Simulated price moves, price alerts and the notifications they raise.

export const priceMoves = pgTable('price_moves', {
  id: id(),
  token: text('token').notNull(),
  at: at('at').notNull(),
  factor: doublePrecision('factor').notNull(),
});

export const priceAlerts = pgTable('price_alerts', {
  id: id(),
  userId: ref('user_id').notNull(),
  token: text('token').notNull(),
  condition: text('condition').$type<AlertCondition>().notNull(),
  price: amount('price').notNull(),
  currency: text('currency').$type<ChartCurrency>().notNull(),
  status: text('status').$type<'ACTIVE' | 'TRIGGERED'>().notNull(),
  createdAt: at('created_at').notNull(),
  triggeredAt: at('triggered_at'),
  triggeredPrice: amount('triggered_price'),
});
export type PriceAlertRow = typeof priceAlerts.$inferSelect;

export const notifications = pgTable('notifications', {
  id: id(),
  userId: ref('user_id').notNull(),
  kind: text('kind').$type<'PRICE_ALERT'>().notNull(),
  alertId: ref('alert_id'),
  createdAt: at('created_at').notNull(),
  readAt: at('read_at'),
});
