-- Direct debit (spec 000 §3 "Direct-debit contract: bank, max daily deposit"): a contract the user approves on
-- the bank's page, active a few seconds after, and the deposits drawn through it (each also a fiat deposit of
-- method DIRECT_DEBIT), so what a contract drew in the last 24 h can be counted under its lock.
CREATE TABLE direct_debit_contracts (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  bank_id text NOT NULL,
  max_daily_deposit numeric(38, 18) NOT NULL CHECK (max_daily_deposit > 0),
  status text NOT NULL CHECK (status IN ('CREATING', 'PENDING', 'ACTIVE', 'FAILED', 'CANCELLED')),
  mandate_token text NOT NULL UNIQUE,
  return_url text,
  created_at timestamptz NOT NULL,
  activates_at timestamptz
);
CREATE INDEX direct_debit_contracts_user ON direct_debit_contracts (user_id, id);
CREATE INDEX direct_debit_contracts_status ON direct_debit_contracts (status, activates_at);

CREATE TABLE direct_debit_deposits (
  id bigserial PRIMARY KEY,
  contract_id bigint NOT NULL REFERENCES direct_debit_contracts (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  transaction_id bigint NOT NULL REFERENCES transactions (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX direct_debit_deposits_contract ON direct_debit_deposits (contract_id, created_at);
