-- Spec 000 §4 blocks on withdrawals: the account lock (72 h, the user's own choice, not undone early).
ALTER TABLE users ADD COLUMN account_locked_until timestamptz;

-- What a network withdrawal was worth in USD when it was made, for the limits by level (spec 000 §6).
ALTER TABLE transactions ADD COLUMN usd_value numeric(38, 18);
CREATE INDEX transactions_withdrawals ON transactions (user_id, type, channel, created_at);
-- What the deposit and withdrawal watchers look at every second: the few transactions still moving.
CREATE INDEX transactions_moving ON transactions (id)
  WHERE status IN ('PENDING', 'TRANSACTION_CREATED', 'ACCEPTED_BY_ADMIN', 'PUBLISHED_TO_NETWORK');

-- Rial deposits: crypto withdrawals wait 72 h after one (USER_BALANCE_LOCKED).
CREATE TABLE fiat_deposits (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  amount numeric(38, 18) NOT NULL CHECK (amount > 0),
  entry_id bigint NOT NULL REFERENCES ledger_entries (id),
  created_at timestamptz NOT NULL
);
CREATE INDEX fiat_deposits_user ON fiat_deposits (user_id, created_at);

-- Express tasks: a priced receipt (POST /v1/express/withdraw/receipt) waiting to be run once.
CREATE TABLE express_tasks (
  id text PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  kind text NOT NULL CHECK (kind IN ('WITHDRAW')),
  payload jsonb NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL,
  ran_at timestamptz,
  transaction_id bigint REFERENCES transactions (id)
);
CREATE INDEX express_tasks_user ON express_tasks (user_id, created_at);

-- Two-factor methods (spec 000 §3: SMS, EMAIL, GOOGLE_AUTH). A row is pending until verified.
CREATE TABLE two_factor_methods (
  user_id bigint NOT NULL REFERENCES users (id),
  type text NOT NULL CHECK (type IN ('SMS', 'EMAIL', 'GOOGLE_AUTH')),
  destination text,
  secret text,
  authentication_id text,
  created_at timestamptz NOT NULL,
  enabled_at timestamptz,
  PRIMARY KEY (user_id, type)
);

-- Codes sent by SMS or e-mail for one authenticationId (a setup, or a protected action such as a task).
CREATE TABLE two_factor_codes (
  id bigserial PRIMARY KEY,
  user_id bigint NOT NULL REFERENCES users (id),
  authentication_id text NOT NULL,
  type text NOT NULL CHECK (type IN ('SMS', 'EMAIL')),
  code_hash text NOT NULL,
  attempts integer NOT NULL,
  created_at timestamptz NOT NULL,
  expires_at timestamptz NOT NULL
);
CREATE INDEX two_factor_codes_lookup ON two_factor_codes (user_id, authentication_id, id);
