-- A PAID invoice not delivered within INVOICE_ESCROW_HOURS is refunded: when, so the user sees which happened.
ALTER TABLE invoices ADD COLUMN refunded_at timestamptz;
