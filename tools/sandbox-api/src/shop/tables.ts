import { boolean, integer, pgTable, text } from 'drizzle-orm/pg-core';
import type { JettonStatus } from '@wallet/api';
import { amount, at, id, ref } from '../db/columns';

export const fragmentAccounts = pgTable('fragment_accounts', {
  usernameKey: text('username_key').primaryKey(),
  username: text('username').notNull(),
  name: text('name').notNull(),
  canReceive: boolean('can_receive').notNull(),
  createdAt: at('created_at').notNull(),
});
export type FragmentAccountRow = typeof fragmentAccounts.$inferSelect;

export const shopProductBlocks = pgTable('shop_product_blocks', {
  id: id(),
  product: text('product').notNull(),
  userId: ref('user_id'),
  createdAt: at('created_at').notNull(),
});

export const shopMerchants = pgTable('shop_merchants', {
  product: text('product').primaryKey(),
  name: text('name').notNull(),
  isCertified: boolean('is_certified').notNull(),
});

/** What the jettons table keeps; CANCELED is read from the invoice. */
export type StoredJettonStatus = Exclude<JettonStatus, 'CANCELED'>;
export type JettonFailureReason = 'RECIPIENT_NOT_FOUND' | 'RECIPIENT_CANNOT_RECEIVE' | 'FRAGMENT_ERROR';

export const jettons = pgTable('jettons', {
  id: id(),
  userId: ref('user_id').notNull(),
  productId: text('product_id').notNull(),
  productGroup: text('product_group').$type<'TELEGRAM_PREMIUM' | 'TELEGRAM_STARS'>().notNull(),
  quantity: integer('quantity').notNull(),
  status: text('status').$type<StoredJettonStatus>().notNull(),
  invoiceId: ref('invoice_id').notNull(),
  price: amount('price').notNull(),
  recipientUsername: text('recipient_username'),
  recipientName: text('recipient_name'),
  fragmentOrderId: text('fragment_order_id'),
  failureReason: text('failure_reason').$type<JettonFailureReason>(),
  createdAt: at('created_at').notNull(),
  paidAt: at('paid_at'),
  redeemedAt: at('redeemed_at'),
  orderDueAt: at('order_due_at'),
  deliveredAt: at('delivered_at'),
  refundedAt: at('refunded_at'),
});
export type JettonRow = typeof jettons.$inferSelect;
