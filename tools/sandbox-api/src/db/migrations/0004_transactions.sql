-- What the user sees of money moving (spec 000 §3 Transaction). The ledger holds the money; a transaction
-- points at the ledger entries that moved it and keeps the fields a person reads.
CREATE TABLE transactions (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('DEPOSIT', 'WITHDRAW')),
  channel text NOT NULL CHECK (channel IN ('NETWORK', 'INTERNAL', 'CREDIT')),
  credit_reason text,
  token text NOT NULL REFERENCES coins (token),
  status text NOT NULL,
  hash text,
  unique_id text NOT NULL UNIQUE,
  ref_id text,
  network text,
  sender_address text,
  receiver_address text,
  memo text,
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  fee numeric(38, 18) NOT NULL CHECK (fee >= 0),
  received_amount numeric(38, 18) NOT NULL CHECK (received_amount >= 0),
  balance_after numeric(38, 18),
  support_code text NOT NULL UNIQUE,
  counterparty text,
  confirmations_seen integer,
  confirmations_required integer,
  entry_id bigint REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL,
  updated_at timestamptz NOT NULL,
  CONSTRAINT transactions_credit_reason CHECK ((channel = 'CREDIT') = (credit_reason IS NOT NULL))
);
CREATE INDEX transactions_user_id ON transactions (user_id, id);
CREATE INDEX transactions_user_token ON transactions (user_id, token, id);

-- Deposit addresses handed out per user, token and network. A row with expires_at is a temporary address
-- (renewed after 48 h); memo networks share one address and tell users apart by their memo.
CREATE TABLE deposit_addresses (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  token text NOT NULL REFERENCES coins (token),
  network text NOT NULL,
  address text NOT NULL,
  memo text,
  created_at timestamptz NOT NULL,
  expires_at timestamptz
);
CREATE INDEX deposit_addresses_user ON deposit_addresses (user_id, token, network, id);
CREATE INDEX deposit_addresses_address ON deposit_addresses (network, address);
