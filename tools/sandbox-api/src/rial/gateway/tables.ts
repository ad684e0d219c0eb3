import { pgTable, text } from 'drizzle-orm/pg-core';
import type { GatewayFailureReason, GatewayPaymentStatus } from '@wallet/api';
import { amount, at, id, ref } from '../../db/columns';

// Gateway payments (migration 0016_gateway.sql).

export const gatewayPayments = pgTable('gateway_payments', {
  id: id(),
  userId: ref('user_id').notNull(),
  /** The unguessable part of the gateway page's address (migration 0028); the id is never in it. */
  pageToken: text('page_token').notNull(),
  /** The registered card paid from, copied when the payment starts. */
  cardNumber: text('card_number').notNull(),
  /** Toman credited when paid. */
  amount: amount('amount').notNull(),
  /** Toman paid on top. */
  fee: amount('fee').notNull(),
  status: text('status').$type<GatewayPaymentStatus>().notNull(),
  failureReason: text('failure_reason').$type<GatewayFailureReason>(),
  returnUrl: text('return_url'),
  createdAt: at('created_at').notNull(),
  expiresAt: at('expires_at').notNull(),
  paidAt: at('paid_at'),
  closedAt: at('closed_at'),
  refundDueAt: at('refund_due_at'),
  transactionId: ref('transaction_id'),
  /** The invoice this payment pays once credited (migration 0024). */
  invoiceId: ref('invoice_id'),
});
export type GatewayPaymentRow = typeof gatewayPayments.$inferSelect;
