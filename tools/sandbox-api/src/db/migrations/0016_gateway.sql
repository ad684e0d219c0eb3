-- Gateway (Shaparak) payments: started in the app, paid or cancelled on the gateway's own page, expired by the
-- sandbox clock. The card is copied, so deleting it later leaves the payment's history whole.
CREATE TABLE gateway_payments (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  card_number text NOT NULL CHECK (card_number ~ '^[0-9]{16}$'),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  status text NOT NULL CHECK (status IN ('PENDING', 'PAID', 'CANCELLED', 'EXPIRED', 'FAILED')),
  failure_reason text CHECK (failure_reason IN ('CONNECTION_FAILED', 'OUT_OF_ORDER', 'OUTSIDE_IRAN', 'NOT_SUCCESSFUL')),
  return_url text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  paid_at timestamptz,
  closed_at timestamptz,
  refund_due_at timestamptz,
  transaction_id bigint REFERENCES transactions (id)
);
CREATE INDEX gateway_payments_pending ON gateway_payments (status, expires_at);
CREATE INDEX gateway_payments_user ON gateway_payments (user_id, created_at);

-- Rial deposits are shown as BANK transactions (the contract's channel); the first check had no such channel.
ALTER TABLE transactions DROP CONSTRAINT IF EXISTS transactions_channel_check;
ALTER TABLE transactions
  ADD CONSTRAINT transactions_channel_check CHECK (channel IN ('NETWORK', 'INTERNAL', 'CREDIT', 'BANK'));
