import { boolean, pgTable, text } from 'drizzle-orm/pg-core';
import type { InvoiceStatus, InvoiceType, PaymentMethod } from '@wallet/api';
import { amount, at, id, ref } from '../db/columns';

export const invoices = pgTable('invoices', {
  id: id(),
  code: text('code').notNull(),
  userId: ref('user_id').notNull(),
  type: text('type').$type<InvoiceType>().notNull(),
  status: text('status').$type<InvoiceStatus>().notNull(),
  item: text('item').notNull(),
  quantity: amount('quantity').notNull(),
  taskId: text('task_id'),
  amount: amount('amount').notNull(),
  paidAmount: amount('paid_amount').notNull(),
  paidWith: text('paid_with').$type<PaymentMethod>(),
  paidAt: at('paid_at'),
  deliveredAt: at('delivered_at'),
  canceledAt: at('canceled_at'),
  refundedAt: at('refunded_at'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  /** Who is paid (SHOP-12): the wallet itself unless the invoice's maker names another seller. */
  merchantName: text('merchant_name').notNull().default('Wallet'),
  merchantCertified: boolean('merchant_certified').notNull().default(true),
});
export type InvoiceRow = typeof invoices.$inferSelect;
