-- Invoices (spec 000 §3): a price in Toman for a product, paid from the balance or by a payment method, then
-- delivered. Paid money waits in the wallet's invoice escrow account until the product is delivered.
CREATE TABLE invoices (
  id bigserial PRIMARY KEY,
  code text NOT NULL UNIQUE,
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('GIVEAWAY', 'AD_CHEQUE', 'AD_CHEQUE_TOP_UP', 'JETTON', 'GIFT_CARD', 'EXPRESS_BUY', 'EXPRESS_WITHDRAW')),
  status text NOT NULL CHECK (status IN ('PENDING', 'CANCELED', 'PAID', 'DELIVERED')),
  item text NOT NULL,
  quantity numeric(38, 18) NOT NULL CHECK (quantity > 0),
  task_id text,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  paid_amount numeric(38, 18) NOT NULL DEFAULT 0 CHECK (paid_amount >= 0 AND paid_amount <= amount),
  paid_with text CHECK (paid_with IN ('CARD2CARD', 'CARD2CARD_WITH_BALANCE', 'IRT_BALANCE', 'USDT_BALANCE', 'DIRECT', 'GATEWAY')),
  paid_at timestamptz,
  delivered_at timestamptz,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  CONSTRAINT invoices_paid_in_full CHECK (status NOT IN ('PAID', 'DELIVERED') OR paid_amount = amount)
);
CREATE INDEX invoices_user ON invoices (user_id, created_at);
CREATE INDEX invoices_pending ON invoices (status, expires_at);
